// What a lesson says at a given moment, from its status codes and its words: the same for the
// lesson's panel on the screen and for the screen-reader lines.
import type { LessonStatus } from '../../table/lesson-table.js';
import type { LearnTexts } from './texts/learn.js';

/** How a lesson's screen ends: on to the next lesson, left, or Ctrl-C. */
export type LessonExit = 'next' | 'quit' | 'interrupted';

/** Why the last try was not the move, for the board's message line (null: the board words a refusal itself). */
export function explanationOf(status: LessonStatus, words: Readonly<Record<string, string>>, learn: LearnTexts): string | null {
  const said = status.said;
  if (said === null || said.kind === 'done') return null;
  if (said.explain) return words[said.explain] ?? null;
  return said.kind === 'wrong' ? learn.notThisMove : null;
}

/**
 * The board's message line after a legal move the lesson does not want (the lesson refuses it as
 * stale, which the board alone would word "not your turn"); null leaves the line to the board.
 */
export const noticeOf = (status: LessonStatus, learn: LearnTexts): string | null => (status.said?.kind === 'wrong' ? learn.notThisMove : null);

/** The panel's text: why the last try was not the move, or what the right one did and the next goal. */
export function panelText(status: LessonStatus, words: Readonly<Record<string, string>>, learn: LearnTexts): string {
  const why = explanationOf(status, words, learn);
  if (why) return why;
  const done = status.said?.kind === 'done' ? words[status.said.explain] : '';
  const goal = status.goal ? words[status.goal] : '';
  return [done, goal].filter(Boolean).join(' ');
}
