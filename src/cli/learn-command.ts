// `regicide learn` and `thronfolge learn`: the guided first game, one lesson at a time on the
// real screens. Progress is kept in the data folder: `learn` goes on with the lesson left half
// done, else the first one not done; `learn N` opens lesson N, `--list` shows them, `--restart`
// forgets the progress.
import type { Command } from 'commander';
import type { AnyGame } from '../core/game.js';
import { type LessonClient, lessonTable } from '../table/lesson-table.js';
import type { LessonOf } from '../table/lesson-runner.js';
import { NO_PROGRESS, progressAfter, readLessonProgress, writeLessonProgress, type LessonProgress } from '../store/lesson-progress.js';
import { type Dictionary, textsFor } from '../ui/shared/i18n.js';
import type { LessonExit } from '../ui/shared/lesson-words.js';
import { LEARN_TEXTS } from '../ui/shared/texts/learn.js';
import type { LessonTexts } from '../ui/shared/texts/lesson-texts.js';
import { UsageError, runCommand } from './errors.js';
import { addScreenReaderOption, screenReaderWanted } from './screen-reader.js';
import { chosenLang } from './option-parsers.js';
import { addDisplayOptions, displayChoice, type DisplayFlags } from './shared-commands.js';


interface LearnFlags extends DisplayFlags {
  list?: boolean;
  restart?: boolean;
  screenReader?: boolean;
}

export type Ui = ReturnType<typeof displayChoice>;

/** A game's lessons, their words, and the screens (or the screen-reader lines) that show one. */
/** A command to type next: the programs are reached through npx in a checkout (as ui/shared/commands says). */
const npxCommand = (name: string, ...args: string[]): string => ['npx', name, ...args].join(' ');

export interface Course<G extends AnyGame> {
  /** The program's name (the game's id). */
  name: string;
  game: G;
  lessons: readonly LessonOf<G>[];
  words: Dictionary<LessonTexts>;
  /** The command of a real game, offered once every lesson is done. */
  play: string;
  open: (client: LessonClient<G>, number: number, total: number, ui: Ui, screenReader: boolean) => Promise<LessonExit>;
}

/** The lesson `learn` opens: the one named, else the one left half done, else the first not done (null: all done). */
export function lessonToOpen(lessons: readonly { id: string }[], progress: LessonProgress, named?: string): number | null {
  if (named !== undefined) {
    const byNumber = /^\d+$/.test(named) ? Number(named) - 1 : lessons.findIndex((l) => l.id.toLowerCase() === named.toLowerCase());
    if (byNumber < 0 || byNumber >= lessons.length) throw new UsageError(`no lesson ${JSON.stringify(named)}; choose 1 to ${lessons.length} (see --list)`);
    return byNumber;
  }
  const current = progress.current ? lessons.findIndex((l) => l.id === progress.current!.lesson) : -1;
  if (current >= 0) return current;
  const next = lessons.findIndex((l) => !progress.done.includes(l.id));
  return next >= 0 ? next : null;
}

export function addLearnCommand<G extends AnyGame>(program: Command, course: Course<G>): void {
  const learn = program
    .command('learn [lesson]')
    .description('a guided first game: short lessons on the real screen, each waits for your move and explains a wrong one')
    .option('--list', 'list the lessons and which are done')
    .option('--restart', 'forget which lessons are done and start again');
  addScreenReaderOption(addDisplayOptions(learn, false)).action((lesson: string | undefined, flags: LearnFlags) =>
    runCommand(course.name, () => runLearn(course, lesson, flags)),
  );
}

async function runLearn<G extends AnyGame>(course: Course<G>, named: string | undefined, flags: LearnFlags): Promise<number> {
  const { name, game, lessons, words, play } = course;
  const ui = displayChoice(flags);
  const learnTexts = textsFor(LEARN_TEXTS, ui.lang, ui.ascii);
  const said = textsFor(words, ui.lang, ui.ascii);
  if (flags.restart) writeLessonProgress(name, NO_PROGRESS);
  let progress = readLessonProgress(name);
  if (flags.list) {
    for (const [i, l] of lessons.entries()) {
      const state = progress.done.includes(l.id) ? 'done' : progress.current?.lesson === l.id ? 'started' : 'new';
      process.stdout.write(learnTexts.listLine(i + 1, said[`${l.id}.title`], state) + '\n');
    }
    return 0;
  }
  let index = lessonToOpen(lessons, progress, named);
  if (index === null) {
    process.stdout.write(learnTexts.allDone(npxCommand(name, play)) + '\n');
    return 0;
  }
  if (!process.stdin.isTTY || !process.stdout.isTTY) throw new UsageError(`the lessons need a terminal; run "${name} learn" in one`);
  const screenReader = screenReaderWanted(flags.screenReader);
  for (;;) {
    const lesson = lessons[index];
    const moves = progress.current?.lesson === lesson.id ? progress.current.moves : [];
    const client = lessonTable(game, lesson, {
      moves,
      onProgress: (made, finished) => {
        progress = progressAfter(progress, lesson.id, made, finished);
        writeLessonProgress(name, progress);
      },
    });
    const how = await course.open(client, index + 1, lessons.length, ui, screenReader);
    if (how === 'interrupted') return 130;
    if (how === 'quit' || index + 1 >= lessons.length) {
      const left = lessonToOpen(lessons, progress);
      process.stdout.write((left === null ? learnTexts.allDone(npxCommand(name, play)) : learnTexts.kept(npxCommand(name, 'learn'), left + 1)) + '\n');
      return 0;
    }
    index++;
  }
}

/** `regicide` with no command: under the help, one line offers the lessons (never before a game). */
export function offerLearn(program: Command, name: string, argv: readonly string[]): void {
  if (argv.length > 0) return;
  const learn = textsFor(LEARN_TEXTS, chosenLang(undefined), false);
  program.addHelpText('after', `\n${learn.offer(npxCommand(name, 'learn'))}`);
}
