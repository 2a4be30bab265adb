// Regicide's lines of a daily deal's share text (see ../shared/share-text.ts): the outcome with the
// medal or how far the game got, the enemies defeated by stage (jacks, queens, kings) as a grid,
// and the marks. No card, no seed. The end screen words it from the finished game, `share` and
// `stats --daily` from a log (through the screens' registry: `share` in ui-game.ts).
import type { Lang } from '../../text/lang.js';
import { regicideShareFacts, type RegicideShareFacts } from '../../modules/regicide/share.js';
import { faceLetters } from '../../text/card-letters.js';
import { typesetTexts } from '../../text/typography.js';
import { marksText, shareText, shareWords } from '../shared/share-text.js';
import type { ShareWords } from '../ui-game.js';
import { REGICIDE_SHARE } from './texts/share.js';

/** Enemies of each stage of the castle: four jacks, four queens, four kings. */
const STAGE = 4;

/**
 * `J ■■■■  Q ■■□□  K □□□□`: the enemies defeated by stage, each stage named by the letter the
 * reader's own deck prints (German `B D K`, French `V D R`), as the board names those cards.
 */
export function castleGrid(defeated: number, ascii: boolean, lang: Lang = 'en'): string {
  const [done, open] = ascii ? ['#', '-'] : ['■', '□'];
  const face = faceLetters(lang);
  return [face.J, face.Q, face.K]
    .map((stage, i) => {
      const n = Math.max(0, Math.min(STAGE, defeated - i * STAGE));
      return `${stage} ${done.repeat(n)}${open.repeat(STAGE - n)}`;
    })
    .join('  ');
}

/** The three lines: the head with the outcome, the grid, the marks. */
export function regicideShareLines(f: RegicideShareFacts, lang: Lang, ascii: boolean): string[] {
  const t = typesetTexts(REGICIDE_SHARE[lang], lang);
  const { won, lost } = shareWords(lang);
  const outcome = f.won ? [won, f.medal && !f.practice ? t.medal(f.medal) : ''].filter(Boolean).join(', ') : `${lost}, ${t.reached(f.enemiesDefeated, STAGE * 3)}`;
  return [t.head(f.date, outcome), castleGrid(f.enemiesDefeated, ascii, lang), marksText(f, lang)];
}

/** The share text of a finished daily game (with `beat`, the share of the day's field it beat). */
export const regicideShareText = (f: RegicideShareFacts, lang: Lang, ascii: boolean, beat: number | null = null): string => shareText(regicideShareLines(f, lang, ascii), lang, ascii, beat);

/** The share text's lines of a log (null: no finished daily game). */
export const regicideShareWords: ShareWords = (log, lang, ascii) => {
  const facts = regicideShareFacts(log);
  return facts && regicideShareLines(facts, lang, ascii);
};
