// The SSH menu's "learn": a game's guided lessons on the session's screen, one after the other as
// `learn` runs them at a terminal. A key's player keeps where they stand in their own folder (as
// `learn` does in the data folder); a guest's progress lasts as long as the session and is
// written nowhere.
import { NO_PROGRESS, type LessonProgress, progressAfter, readLessonProgress, writeLessonProgress } from '../../store/lesson-progress.js';
import { lessonTable } from '../../table/lesson-table.js';
import type { UiChoice } from '../../ui/shared/run-screen.js';
import type { SessionPlace } from './session-at.js';
import { onSessionLines } from './session-lines.js';
import { sshTexts } from '../../ui/ssh/entry.js';
import { lessonToOpen } from '../learn/learn-command.js';
import { nextLesson, type ServedGame } from './served-games.js';

/** Where a player's lessons stand, game by game. */
export interface LessonBook {
  /** Whether it outlasts the session (a key's player). */
  kept: boolean;
  read(game: string): LessonProgress;
  write(game: string, progress: LessonProgress): void;
}

export function lessonBook(env: NodeJS.ProcessEnv | null): LessonBook {
  if (env) return { kept: true, read: (game) => readLessonProgress(game, env), write: (game, progress) => writeLessonProgress(game, progress, env) };
  const held = new Map<string, LessonProgress>();
  return { kept: false, read: (game) => held.get(game) ?? NO_PROGRESS, write: (game, progress) => void held.set(game, progress) };
}

/** How the lessons were left: the line for the menu, or straight into a real game (a finished lesson's p, or Enter after the last). */
export type LessonsLeft = { play: false; notice: string | null } | { play: true };

/** The lessons from the one left half done (else the first not done; when all are, the first again) until the learner leaves. */
/** `screenReader`: the session asked for lines (see session-lines.ts). */
export async function playLessons(game: ServedGame, book: LessonBook, ui: UiChoice, place: SessionPlace, screenReader = false): Promise<LessonsLeft> {
  const screens = game.lessons;
  if (!screens) return { play: false, notice: null };
  const id = game.module.id;
  const total = screens.lessons.length;
  let progress = book.read(id);
  for (let index = lessonToOpen(screens.lessons, progress) ?? 0; ; index++) {
    const lesson = screens.lessons[index];
    const client = lessonTable(screens.game, lesson, {
      moves: progress.current?.lesson === lesson.id ? progress.current.moves : [],
      onProgress: (made, finished) => {
        progress = progressAfter(progress, lesson.id, made, finished);
        book.write(id, progress);
      },
    });
    // Ctrl-C leaves the lesson for the menu, as it leaves a game.
    const how = screenReader ? await onSessionLines(place, (io) => screens.lines(client, index + 1, total, ui, io)) : await screens.run(client, index + 1, total, ui, place);
    if (place.gone()) return { play: false, notice: null };
    if (how === 'play') return { play: true };
    if (how !== 'next' || index + 1 >= total) break;
  }
  return { play: false, notice: sshTexts(ui.lang).learnKept(game.title, nextLesson(screens, progress), total, book.kept) };
}
