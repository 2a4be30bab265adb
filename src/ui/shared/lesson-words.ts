// What a lesson says at a given moment, from its status codes and its words: the same for the
// lesson's panel on the screen and for the screen-reader lines.
import type { LessonStatus } from '../../table/lesson-table.js';
import type { LearnTexts } from './texts/learn.js';

/** How a lesson's screen ends: on to the next lesson, into a real game, left, or Ctrl-C. */
export type LessonExit = 'next' | 'play' | 'quit' | 'interrupted';

/**
 * A finished lesson's keys: Enter goes on to the next lesson (after the last one: into a real
 * game), p plays a real game now from any lesson's end, q leaves. Null: not a key of the end.
 */
export function lessonEndKey(press: { enter: boolean; input: string }, number: number, total: number): Exclude<LessonExit, 'interrupted'> | null {
  if (press.enter) return number < total ? 'next' : 'play';
  if (press.input === 'p') return 'play';
  if (press.input === 'q') return 'quit';
  return null;
}

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
