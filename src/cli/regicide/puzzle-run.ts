// `regicide puzzle` once it runs: the day's puzzle (or the stream from it), each on the puzzle
// screen with a table at its position; a wrong try is refuted by the game's refutation, and the
// solver's line opens in the replay stepper, from the puzzle's position on.
import { cardText } from '../../core/cards.js';
import { newLog } from '../../core/log.js';
import { regicide, type RegicideGame } from '../../games/regicide/index.js';
import { bundledPuzzles } from '../../games/regicide/puzzles/bundled.js';
import { puzzlePosition } from '../../games/regicide/puzzles/puzzle.js';
import { refutation } from '../../games/regicide/puzzles/refute.js';
import type { Puzzle, Refutation } from '../../games/regicide/puzzles/types.js';
import { type PuzzleClient, puzzleTable } from '../../table/puzzle-table.js';
import type { PuzzleShown } from '../../ui/regicide/puzzle-words.js';
import { UsageError } from '../errors.js';
import { lineTexts } from '../words/line-texts.js';
import { screenReaderWanted } from '../screen-reader.js';
import { displayChoice } from '../shared-commands.js';
import { dayNumber } from '../../store/stats/common.js';
import { todayUtc } from '../today.js';
import type { PuzzleFlags } from './puzzle-flags.js';
import { crowdLink } from './puzzle-crowd.js';
import { spokenText } from '../../ui/shared/narration.js';
import { SPOKEN_TEXTS } from '../../ui/shared/texts/spoken.js';

/** A puzzle ready for a screen: its table (the solver at seat 1) and what is shown beside it. */
export interface OpenPuzzle {
  client: PuzzleClient<RegicideGame, Refutation>;
  shown: PuzzleShown;
  /** The game from the deal through the answer and the solver's line: the stepper's log. */
  lineLog: ReturnType<typeof newLog>;
  /** The stepper's first position: the puzzle's. */
  at: number;
}

/**
 * The index of the day's puzzle for a UTC date (YYYY-MM-DD): the days since 1970 (as the daily
 * games count them) taken round the set, so everyone gets the same one offline and the next day
 * the next one. Null for no date.
 */
export function dailyPuzzleIndex(date: string, count: number): number | null {
  const day = dayNumber(date);
  if (day === null || count <= 0) return null;
  return ((day % count) + count) % count;
}

export function openPuzzle(puzzle: Puzzle, heading: PuzzleShown['heading'], more: boolean): OpenPuzzle {
  const state = puzzlePosition(puzzle);
  const log = { ...newLog(regicide.id, puzzle.seed, puzzle.options), moves: puzzle.moves.slice() };
  const client = puzzleTable(regicide, log, state.current + 1, puzzle.answer, (move): Refutation => refutation(state, move, puzzle.answer));
  const shown: PuzzleShown = {
    heading,
    // The piles keep their top at the end: shown top (next) first.
    tavern: state.tavern.slice().reverse().map(cardText),
    castle: state.castle.slice().reverse().map(cardText),
    answer: puzzle.answer,
    lineMoves: puzzle.line.length + 1,
    enemies: state.defeated + 1 + state.castle.length,
    more,
  };
  return { client, shown, lineLog: { ...log, moves: [...puzzle.moves, puzzle.answer, ...puzzle.line] }, at: puzzle.moves.length };
}

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
  for (let n = 0; ; n++) {
    const index = (first + n) % total;
    const heading: PuzzleShown['heading'] = flags.next ? { kind: 'stream', number: index + 1, total } : { kind: 'daily', date, number: index + 1, total };
    const open = openPuzzle(set.puzzles[index], heading, Boolean(flags.next));
    const crowd = link?.watch(set.puzzles[index].id, open.client);
    let how;
    if (screenReader) {
      how = await (await import('../../ui/regicide/puzzle-lines.js')).runRegicidePuzzleLines(open.client, open.shown, open.lineLog, open.at, ui, { input: process.stdin, output: process.stdout });
      // The crowd's answer after the puzzle's end, said as a line.
      const answered = how === 'interrupted' ? null : await crowd?.settled();
      if (answered && link) process.stdout.write(`${spokenText(link.text(answered), SPOKEN_TEXTS[ui.lang])}\n`);
    } else {
      const { runRegicidePuzzle } = await import('../../ui/regicide/puzzle-entry.js');
      how = await runRegicidePuzzle(open.client, open.shown, ui, crowd?.source);
      // The board was left: the puzzle is given up, its end card opens with the answer.
      if (how === 'gaveUp') how = await runRegicidePuzzle(open.client, open.shown, ui, crowd?.source);
      // An answer that came after the end card closed is printed, once the screen is gone.
      const onCard = crowd?.source.state()?.kind !== 'sending';
      const answered = how === 'interrupted' ? null : await crowd?.settled();
      if (answered && link && !onCard) process.stdout.write(`${link.text(answered)}\n`);
      if (how === 'line') {
        const { runRegicideReplay } = await import('../../ui/regicide/entry.js');
        await runRegicideReplay(open.lineLog, ui, open.at);
        // After the line: on with the stream, else done.
        how = flags.next ? 'next' : 'quit';
      }
    }
    if (how === 'interrupted') return 130;
    if (how !== 'next') return 0;
  }
}
