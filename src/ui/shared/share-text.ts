// The result of a daily deal as a few lines to paste into a chat, like a daily puzzle's grid:
// spoiler-free — it names no card and no seed, only the date, how far the game got (the enemies
// defeated by stage: jacks, queens, kings) or the Thronfolge score, the medal, and the marks a
// comparison needs: the attempt, a retry, practice. Pure: the end screens, `stats --daily` and
// `share` all word it here.
import type { Lang } from '../../text/lang.js';
import { SHARED_SHARE } from './texts/share.js';
import { asciiText } from './ascii-text.js';
import { num } from './numbers.js';
import { typesetTexts } from '../../text/typography.js';

interface Marks {
  /** The UTC date of the daily deal. */
  date: string;
  attempt: number;
  practice: boolean;
  retry: boolean;
}

export type ShareFacts =
  | (Marks & { game: 'regicide'; won: boolean; enemiesDefeated: number; medal: 'gold' | 'silver' | 'bronze' | null })
  | (Marks & { game: 'thronfolge'; won: boolean; shared: boolean; crowns: boolean; scores: readonly [number, number]; botLevel: string });

/** Enemies of each stage of the castle: four jacks, four queens, four kings. */
const STAGE = 4;

/** `J ■■■■  Q ■■□□  K □□□□`: the enemies defeated by stage. */
export function castleGrid(defeated: number, ascii: boolean): string {
  const [done, open] = ascii ? ['#', '-'] : ['■', '□'];
  return ['J', 'Q', 'K']
    .map((stage, i) => {
      const n = Math.max(0, Math.min(STAGE, defeated - i * STAGE));
      return `${stage} ${done.repeat(n)}${open.repeat(STAGE - n)}`;
    })
    .join('  ');
}

/**
 * The share text: two or three short lines, joined with newlines (plain characters with `ascii`);
 * with `beat` (the share of the day's field this game beat on a server), one more: a percentage,
 * never a card.
 */
export function shareText(f: ShareFacts, lang: Lang, ascii: boolean, beat: number | null = null): string {
  const text = wordedShare(f, lang, ascii) + (beat === null ? '' : `\n${typesetTexts(SHARED_SHARE[lang], lang).beat(beat)}`);
  return ascii ? asciiText(text) : text;
}

function wordedShare(f: ShareFacts, lang: Lang, ascii: boolean): string {
  const t = typesetTexts(SHARED_SHARE[lang], lang);
  const marks = [t.attempt(f.attempt), f.retry ? t.retry : '', f.practice ? t.practice : ''].filter(Boolean).join(' · ');
  if (f.game === 'regicide') {
    const total = STAGE * 3;
    const outcome = f.won ? [t.won, f.medal && !f.practice ? t.medal(f.medal) : ''].filter(Boolean).join(', ') : `${t.lost}, ${t.reached(f.enemiesDefeated, total)}`;
    return [t.regicideHead(f.date, outcome), castleGrid(f.enemiesDefeated, ascii), marks].join('\n');
  }
  const score = `${num(f.scores[0], ascii)} : ${num(f.scores[1], ascii)}`;
  const result = f.shared ? t.shared : f.won ? t.won : t.lost;
  const outcome = f.crowns && !f.shared ? `${result} ${t.byCrowns} (${score})` : `${result} ${score}`;
  return [t.thronfolgeHead(f.date, outcome), `${t.against(t.level(f.botLevel))} · ${marks}`].join('\n');
}

/** The marks of a daily game's log (null for any other game): what a share text needs of them. */
export function dailyMarksOf(marks: { daily: string | null; attempt: number; retry: boolean } | null | undefined, practice: boolean): Marks | null {
  return marks?.daily ? { date: marks.daily, attempt: marks.attempt, practice, retry: marks.retry } : null;
}
