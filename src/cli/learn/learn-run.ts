// `learn` once it runs: the lesson to open, each lesson on the real screen (or as lines), and the
// progress kept in the data folder after every move (learn-command.ts adds the command; this loads when it runs).
import type { AnyGame } from '../../core/game.js';
import { lessonTable } from '../../table/lesson-table.js';
import { NO_PROGRESS, progressAfter, readLessonProgress, writeLessonProgress } from '../../store/lesson-progress.js';
import { textsFor } from '../../ui/shared/texts-for.js';
import { LEARN_TEXTS } from '../../ui/shared/texts/learn.js';
import { UsageError } from '../program/errors.js';
import { type Course, type LearnFlags, lessonToOpen, printedCommand } from './learn-course.js';
import { screenReaderWanted } from '../program/screen-reader.js';
import { displayChoice } from '../program/shared-commands.js';
import { usageTexts } from '../words/usage-texts.js';

export async function runLearn<G extends AnyGame>(course: Course<G>, named: string | undefined, flags: LearnFlags): Promise<number> {
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
    process.stdout.write(learnTexts.allDone(printedCommand(name, play)) + '\n');
    return 0;
  }
  if (!process.stdin.isTTY || !process.stdout.isTTY) throw new UsageError(usageTexts().learn.needsTerminal(`${name} learn`));
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
    if (how === 'play') return course.playNow(ui, screenReader);
    if (how === 'quit' || index + 1 >= lessons.length) {
      const left = lessonToOpen(lessons, progress);
      process.stdout.write((left === null ? learnTexts.allDone(printedCommand(name, play)) : learnTexts.kept(printedCommand(name, 'learn'), left + 1)) + '\n');
      return 0;
    }
    index++;
  }
}
