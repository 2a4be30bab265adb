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

/** The panel's text: what the last right move did, then the next goal. */
export function panelText(status: LessonStatus, words: Readonly<Record<string, string>>): string {
  const done = status.said?.kind === 'done' ? words[status.said.explain] : '';
  const goal = status.goal ? words[status.goal] : '';
  return [done, goal].filter(Boolean).join(' ');
}

