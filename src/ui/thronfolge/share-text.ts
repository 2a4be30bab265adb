// Thronfolge's lines of a daily duel's share text (see ../shared/share-text.ts): the outcome and
// the score (and whether three crowns decided it), the bot it was played against, and the marks.
// No card, no seed. The end screen words it from the finished duel, `share` and `stats --daily`
// from a log (through the screens' registry: `share` in ui-game.ts).
import type { Lang } from '../../text/lang.js';
import { thronfolgeShareFacts, type ThronfolgeShareFacts } from '../../modules/thronfolge/share.js';
import { typesetTexts } from '../../text/typography.js';
import { num } from '../shared/numbers.js';
import { marksText, shareText, shareWords } from '../shared/share-text.js';
import type { ShareWords } from '../ui-game.js';
import { THRONFOLGE_SHARE } from './texts/share.js';

/** The two lines: the head with the outcome and the score; the bot and the marks. */
export function thronfolgeShareLines(f: ThronfolgeShareFacts, lang: Lang, ascii: boolean): string[] {
  const t = typesetTexts(THRONFOLGE_SHARE[lang], lang);
  const { won, lost } = shareWords(lang);
  const score = `${num(f.scores[0], ascii)} : ${num(f.scores[1], ascii)}`;
  const result = f.shared ? t.shared : f.won ? won : lost;
  const outcome = f.crowns && !f.shared ? `${result} ${t.byCrowns} (${score})` : `${result} ${score}`;
  return [t.head(f.date, outcome), `${t.against(t.level(f.botLevel))} · ${marksText(f, lang)}`];
}

/** The share text of a finished daily duel. */
export const thronfolgeShareText = (f: ThronfolgeShareFacts, lang: Lang, ascii: boolean, beat: number | null = null): string => shareText(thronfolgeShareLines(f, lang, ascii), lang, ascii, beat);

/** The share text's lines of a log (null: no finished daily duel against the bot). */
export const thronfolgeShareWords: ShareWords = (log, lang, ascii) => {
  const facts = thronfolgeShareFacts(log);
  return facts && thronfolgeShareLines(facts, lang, ascii);
};
