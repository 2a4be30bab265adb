// `regicide puzzle` once it runs: the day's puzzle (or the stream from it: with a server, its
// puzzle of the day from players' games, then the rest of its puzzles from players' games, given as positions), each on the puzzle screen with a table at its position; a wrong try is refuted by the game's refutation, and the
// solver's line opens in the replay stepper, from the puzzle's position on.
import { bundledPuzzles } from '../../games/regicide/puzzles/bundled.js';
import { puzzleIndexOfDay } from '../../games/regicide/puzzles/daily.js';
import type { PuzzleShown } from '../../ui/regicide/puzzle-words.js';
import { openPositionPuzzle, openPuzzle } from '../../ui/regicide/puzzle-open.js';
import { nextPlayable, type PlayablePuzzle } from '../../ui/regicide/puzzle-next.js';
import { playersDaily, serverPuzzleStream } from './puzzle-stream.js';
import { dayFirst } from '../../ui/shared/puzzle-day-first.js';

export { openPuzzle, type OpenPuzzle } from '../../ui/regicide/puzzle-open.js';
import { UsageError } from '../program/errors.js';
import { lineTexts } from '../words/line-texts.js';
import { screenReaderWanted } from '../program/screen-reader.js';
import { displayChoice } from '../program/shared-commands.js';
import { dayNumber } from '../../store/stats/common.js';
import { todayUtc } from '../daily/today.js';
import type { PuzzleFlags } from './puzzle-flags.js';
import { crowdLink } from './puzzle-crowd.js';
import { keepTriedOffline } from './puzzle-tried.js';
import { join } from 'node:path';
import { APP_FOLDER, dataHome } from '../../store/data-dir.js';
import type { CrowdState } from '../../ui/regicide/puzzle-crowd-words.js';
import { spokenText } from '../../ui/shared/narration.js';
import { SPOKEN_TEXTS } from '../../ui/shared/texts/spoken.js';

/**
 * The index of the day's puzzle for a UTC date (YYYY-MM-DD): the days since 1970 (as the daily
 * games count them) taken round the set, so everyone gets the same one offline and the next day
 * the next one. Null for no date.
 */
export function dailyPuzzleIndex(date: string, count: number): number | null {
  const day = dayNumber(date);
  return day === null ? null : puzzleIndexOfDay(day, count);
}

/** The puzzle after this one: the bundled set's next, or the server's next from a player's game. */
type Upcoming = { kind: 'bundled'; index: number } | ({ kind: 'mined' } & PlayablePuzzle);

export async function runPuzzles(flags: PuzzleFlags): Promise<number> {
  const set = bundledPuzzles();
  const date = todayUtc();
  const first = dailyPuzzleIndex(date, set.puzzles.length);
  if (first === null) throw new UsageError(lineTexts().noPuzzles);
  const ui = displayChoice(flags);
  const screenReader = screenReaderWanted(flags.screenReader);
  if (!screenReader && (!process.stdin.isTTY || !process.stdout.isTTY)) throw new UsageError(lineTexts().needsTerminal.puzzles('regicide puzzle'));
  const total = set.puzzles.length;
  // With a server and consent (asked once, before the first screen): each first attempt goes to it.
  const link = await crowdLink(flags.server, ui.lang, ui.ascii);
  // With a server: its own puzzle of the day (its clock's date), when this program's set has it; else this program's, said in one line.
  const served = link ? await link.today((line) => process.stderr.write(`${line}\n`)) : null;
  const servedIndex = served?.id ? set.puzzles.findIndex((p) => p.id === served.id) : -1;
  const start = servedIndex >= 0 ? servedIndex : first;
  const day = servedIndex >= 0 && served?.date ? served.date : date;
  const folder = join(dataHome(), APP_FOLDER);
  // With a server, each end offers the next puzzle from its stream of players' games; with --next,
  // the bundled set's after it (after the stream's last, with a server).
  // The server's puzzle of the day from players' games comes first, and never again from the stream.
  const say = (why: string): void => void process.stderr.write(`${link?.unread(why) ?? why}\n`);
  const stream = link ? dayFirst(serverPuzzleStream(link.server, folder, say), served?.fromPlayers ? playersDaily(link.server, served.fromPlayers, served.date ?? date, say) : null) : null;
  let bundledNext = 0;
  const following = async (): Promise<Upcoming | null> => {
    const mined = stream ? await nextPlayable(stream) : null;
    if (mined) return { kind: 'mined', ...mined };
    return flags.next ? { kind: 'bundled', index: (start + ++bundledNext) % total } : null;
  };
  const headingOf = (index: number): PuzzleShown['heading'] => (flags.next ? { kind: 'stream', number: index + 1, total } : { kind: 'daily', date: day, number: index + 1, total });
  let current: Upcoming = { kind: 'bundled', index: start };
  for (;;) {
    const upcoming = await following();
    const more = upcoming !== null;
    const open = current.kind === 'mined' ? openPositionPuzzle(current.puzzle, more, current.day) : openPuzzle(set.puzzles[current.index], headingOf(current.index), more);
    const id = current.kind === 'mined' ? current.id : set.puzzles[current.index].id;
    const crowd = link?.watch(id, open.client);
    let how;
    let answered: CrowdState | null | undefined = null;
    if (screenReader) {
      how = await (await import('../../ui/regicide/puzzle-lines.js')).runRegicidePuzzleLines(open.client, open.shown, open.lineLog, open.at, ui, { input: process.stdin, output: process.stdout });
      // The crowd's answer after the puzzle's end, said as a line.
      answered = how === 'interrupted' ? null : await crowd?.settled();
      if (answered && link) process.stdout.write(`${spokenText(link.text(answered), SPOKEN_TEXTS[ui.lang])}\n`);
    } else {
      const { runRegicidePuzzle } = await import('../../ui/regicide/puzzle-entry.js');
      how = await runRegicidePuzzle(open.client, open.shown, ui, crowd?.source);
      // The board was left: the puzzle is given up, its end card opens with the answer.
      if (how === 'gaveUp') how = await runRegicidePuzzle(open.client, open.shown, ui, crowd?.source);
      // An answer that came after the end card closed is printed, once the screen is gone.
      const onCard = crowd?.source.state()?.kind !== 'sending';
      answered = how === 'interrupted' ? null : await crowd?.settled();
      if (answered && link && !onCard) process.stdout.write(`${link.text(answered)}\n`);
      if (how === 'line') {
        const { runRegicideReplay } = await import('../../ui/regicide/entry.js');
        await runRegicideReplay(open.lineLog, ui, open.at, undefined, open.start);
        // After the line: on with the next one when there is one, else done.
        how = more ? 'next' : 'quit';
      }
    }
    // Tried (or its answer seen) with no server counting it: a later try is no first attempt.
    const status = open.client.puzzleStatus();
    if ((status.tries.length > 0 || status.revealed) && (!link || (answered && answered.kind !== 'answered'))) keepTriedOffline(folder, id);
    // The day's one from players is out of the stream's order: where the player got to stays.
    if (current.kind === 'mined' && current.day === undefined) stream?.reached(current.id);
    if (how === 'interrupted') return 130;
    if (how !== 'next' || !upcoming) return 0;
    current = upcoming;
  }
}
