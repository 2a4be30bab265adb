// Where the guided first game stands: the lessons finished and the learner's moves in the one
// left half done, so `learn` goes on where it was left. One small JSON file per game beside the
// saves (`<data>/regicide-cli/learn/<game>.json`), written atomically; a missing or damaged file
// is a fresh start, never an error.
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { lessonProgressPath } from './lesson-path.js';
import { writeJsonAtomically } from './save-store.js';

const ID = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9-]{0,39}$/));
const MOVE = v.pipe(v.string(), v.maxLength(80));

const PROGRESS = v.object({
  version: v.literal(1),
  done: v.pipe(v.array(ID), v.maxLength(100)),
  current: v.nullable(v.object({ lesson: ID, moves: v.pipe(v.array(MOVE), v.maxLength(200)) })),
});

export type LessonProgress = v.InferOutput<typeof PROGRESS>;

export const NO_PROGRESS: LessonProgress = { version: 1, done: [], current: null };

export { lessonProgressPath };

export function readLessonProgress(gameId: string, env: NodeJS.ProcessEnv = process.env): LessonProgress {
  let text: string;
  try {
    text = readFileSync(lessonProgressPath(gameId, env), 'utf8');
  } catch {
    return NO_PROGRESS;
  }
  try {
    const parsed = v.safeParse(PROGRESS, JSON.parse(text));
    return parsed.success ? parsed.output : NO_PROGRESS;
  } catch {
    return NO_PROGRESS;
  }
}

export function writeLessonProgress(gameId: string, progress: LessonProgress, env: NodeJS.ProcessEnv = process.env): void {
  writeJsonAtomically(lessonProgressPath(gameId, env), v.parse(PROGRESS, progress));
}

/** The progress after the learner's move in `lesson` (its accepted moves so far), or after finishing it. */
export function progressAfter(progress: LessonProgress, lesson: string, moves: readonly string[], finished: boolean): LessonProgress {
  if (finished) return { version: 1, done: progress.done.includes(lesson) ? progress.done : [...progress.done, lesson], current: null };
  return { version: 1, done: progress.done, current: { lesson, moves: [...moves] } };
}
