// What a game's course of lessons is, the lesson `learn` opens, and the command line it offers;
// shared by the command (learn-command.ts), its run (learn-run.ts) and the SSH menu.
import type { AnyGame } from '../../core/game.js';
import type { LessonClient } from '../../table/lesson-table.js';
import type { LessonProgress } from '../../store/lesson-progress.js';
import type { LessonExit } from '../../ui/shared/lesson-words.js';
import type { LessonScreens } from '../../ui/ui-game.js';
import { UsageError } from '../program/errors.js';
import type { DisplayFlags, displayChoice } from '../program/shared-commands.js';
import { command } from '../../ui/shared/commands.js';
import { usageTexts } from '../words/usage-texts.js';

export interface LearnFlags extends DisplayFlags {
  list?: boolean;
  restart?: boolean;
  screenReader?: boolean;
}

export type Ui = ReturnType<typeof displayChoice>;

/** A command to type next, as the player runs the program (ui/shared/commands.ts). */
export const printedCommand = command;

/** A game's lessons and their words (as its screens give them: `LessonScreens`), and the screens (or the screen-reader lines) that show one. */
export interface Course<G extends AnyGame> extends Pick<LessonScreens<G>, 'game' | 'lessons' | 'words'> {
  /** The program's name (the game's id). */
  name: string;
  /** The command of a real game, offered once every lesson is done. */
  play: string;
  /** That real game, started from a finished lesson (p, or Enter after the last): a new game with the defaults; its exit code. */
  playNow: (ui: Ui, screenReader: boolean) => Promise<number>;
  open: (client: LessonClient<G>, number: number, total: number, ui: Ui, screenReader: boolean) => Promise<LessonExit>;
}

/** The lesson `learn` opens: the one named, else the one left half done, else the first not done (null: all done). */
export function lessonToOpen(lessons: readonly { id: string }[], progress: LessonProgress, named?: string): number | null {
  if (named !== undefined) {
    const byNumber = /^\d+$/.test(named) ? Number(named) - 1 : lessons.findIndex((l) => l.id.toLowerCase() === named.toLowerCase());
    if (byNumber < 0 || byNumber >= lessons.length) throw new UsageError(usageTexts().learn.noLesson(named, lessons.length));
    return byNumber;
  }
  const current = progress.current ? lessons.findIndex((l) => l.id === progress.current!.lesson) : -1;
  if (current >= 0) return current;
  const next = lessons.findIndex((l) => !progress.done.includes(l.id));
  return next >= 0 ? next : null;
}
