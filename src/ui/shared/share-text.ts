// The result of a daily deal as a few lines to paste into a chat, like a daily puzzle's grid:
// spoiler-free — it names no card and no seed, only the date, how far the game got, and the marks a
// comparison needs: the attempt, a retry, practice. Each game words its own lines (its screens'
// `share`, src/ui/<game>/share-text.ts); what every game's has is here: the marks, the share of
// the day's field it beat, and the plain characters of --ascii. Pure: the end screens,
// `stats --daily` and `share` all word it so.
import type { Lang } from '../../text/lang.js';
import type { ShareMarks } from '../../modules/module.js';
import { SHARED_SHARE, type SharedShareTexts } from './texts/share.js';
import { asciiText } from './ascii-text.js';
import { typesetTexts } from '../../text/typography.js';

export type { ShareMarks } from '../../modules/module.js';

/** The words every game's share text shares (won, lost, the marks), typeset for `lang`. */
export const shareWords = (lang: Lang): SharedShareTexts => typesetTexts(SHARED_SHARE[lang], lang);

/** `attempt 2 · retry · practice (hints or undo)`: the marks of a daily game. */
export function marksText(m: ShareMarks, lang: Lang): string {
  const t = shareWords(lang);
  return [t.attempt(m.attempt), m.retry ? t.retry : '', m.practice ? t.practice : ''].filter(Boolean).join(' · ');
}

/**
 * The share text: a game's two or three short lines, joined with newlines (plain characters with
 * `ascii`); with `beat` (the share of the day's field this game beat on a server), one more: a
 * percentage, never a card.
 */
export function shareText(lines: readonly string[], lang: Lang, ascii: boolean, beat: number | null = null): string {
  const text = [...lines, ...(beat === null ? [] : [shareWords(lang).beat(beat)])].join('\n');
  return ascii ? asciiText(text) : text;
}

/** The marks of a daily game's log (null for any other game): what a share text needs of them. */
export function dailyMarksOf(marks: { daily: string | null; attempt: number; retry: boolean } | null | undefined, practice: boolean): ShareMarks | null {
  return marks?.daily ? { date: marks.daily, attempt: marks.attempt, practice, retry: marks.retry } : null;
}
