// `regicide learn` and `thronfolge learn`: the guided first game, one lesson at a time on the
// real screens. Progress is kept in the data folder: `learn` goes on with the lesson left half
// done, else the first one not done; `learn N` opens lesson N, `--list` shows them, `--restart`
// forgets the progress.
// The command and its options are all the program loads up front; the lessons, their words and
// the progress file (learn-run.ts, the course) load when `learn` runs.
import type { Command } from 'commander';
import type { AnyGame } from '../../core/game.js';
import { textsFor } from '../../ui/shared/texts-for.js';
import { LEARN_TEXTS } from '../../ui/shared/texts/learn.js';
import { runCommand } from '../program/errors.js';
import { type Course, type LearnFlags, printedCommand } from './learn-course.js';
import { addScreenReaderOption } from '../program/screen-reader.js';
import { addDisplayOptions } from '../program/shared-commands.js';
import { runLang } from '../words/run-lang.js';

export { type Course, type LearnFlags, type Ui, lessonToOpen, printedCommand } from './learn-course.js';

/** `learn`, with the game's course loaded when the command runs. */
export function addLearnCommand<G extends AnyGame>(program: Command, name: string, course: () => Promise<Course<G>>): void {
  const learn = program
    .command('learn [lesson]')
    .description('a guided first game: short lessons on the real screen, each waits for your move and explains a wrong one')
    .option('--list', 'list the lessons and which are done')
    .option('--restart', 'forget which lessons are done and start again');
  addScreenReaderOption(addDisplayOptions(learn, false)).action((lesson: string | undefined, flags: LearnFlags) =>
    runCommand(name, async () => (await import('./learn-run.js')).runLearn(await course(), lesson, flags)),
  );
}

/** `regicide` with no command: under the help, one line offers the lessons (never before a game). */
export function offerLearn(program: Command, name: string, argv: readonly string[]): void {
  if (argv.length > 0) return;
  // Worded when the help is, in the run's language (the help's own).
  program.addHelpText('after', () => `\n${textsFor(LEARN_TEXTS, runLang(), false).offer(printedCommand(name, 'learn'))}`);
}
