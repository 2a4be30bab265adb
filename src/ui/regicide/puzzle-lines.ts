// `regicide puzzle --screen-reader`: the puzzle as lines. The task and the whole deal are said
// first, then the game's own line session at the puzzle's position; after each try its answer
// (a wrong move's refutation), and at the end the verdict and the solver's line, move by move.
import type { GameLog } from '../../core/log.js';
import type { RegicideGame } from '../../games/regicide/index.js';
import type { Refutation } from '../../games/regicide/puzzles/types.js';
import type { PuzzleClient } from '../../table/puzzle-table.js';
import { textsFor } from '../shared/i18n.js';
import { runLines, type LineStreams } from '../shared/line-session.js';
import { spokenText } from '../shared/narration.js';
import type { UiChoice } from '../shared/run-screen.js';
import { LINE_TEXTS } from '../shared/texts/lines.js';
import { SHARED_PRACTICE } from '../shared/texts/practice.js';
import { SPOKEN_TEXTS } from '../shared/texts/spoken.js';
import { regicideLines } from './line-entry.js';
import type { PuzzleExit } from './PuzzleFrame.js';
import { castleLine, headingOf, moveWords, type PuzzleShown, type PuzzleWords, tavernLine, tryText, verdictText } from './puzzle-words.js';
import { REGICIDE_TEXTS } from './strings.js';
import { REGICIDE_PUZZLE_TEXTS } from './texts/puzzle.js';

/** The end in lines: solved or given up, and the solver's line after the answer, numbered. */
export function puzzleEndLines(client: PuzzleClient<RegicideGame, Refutation>, shown: PuzzleShown, lineLog: GameLog, at: number, w: PuzzleWords): string[] {
  const verdict = verdictText(client.puzzleStatus(), shown, w);
  const line = lineLog.moves.slice(at).map((m, i) => `${i + 1}. ${moveWords(m, w)}`);
  return [verdict, w.p.line(shown.lineMoves), ...line];
}

export async function runRegicidePuzzleLines(client: PuzzleClient<RegicideGame, Refutation>, shown: PuzzleShown, lineLog: GameLog, at: number, ui: UiChoice, io: LineStreams): Promise<PuzzleExit> {
  // Cards are said as words: the symbols' ASCII stand-ins are never needed here.
  const w: PuzzleWords = { p: textsFor(REGICIDE_PUZZLE_TEXTS, ui.lang, false), t: textsFor(REGICIDE_TEXTS, ui.lang, false), ascii: false };
  const spoken = SPOKEN_TEXTS[ui.lang];
  const say = (lines: readonly string[]): string[] => lines.map((l) => spokenText(l, spoken));
  let told = 0;
  const how = await runLines(client, regicideLines(ui), { ...textsFor(LINE_TEXTS, ui.lang, ui.ascii), practice: textsFor(SHARED_PRACTICE, ui.lang, ui.ascii) }, io, {
    opening: say([headingOf(shown, w), w.p.task, w.p.shown, tavernLine(shown, w), castleLine(shown, w), w.p.tryKeys]),
    afterChange: () => {
      const { tries, solved } = client.puzzleStatus();
      if (tries.length === told) return [];
      told = tries.length;
      const last = tries[told - 1];
      return say(solved ? [tryText(last, shown.enemies, w), w.p.endKeys(shown.more)] : [tryText(last, shown.enemies, w)]);
    },
    // Once solved: Enter hears the solver's line, n the next puzzle, q leaves.
    extraKey: (press) => {
      if (!client.puzzleStatus().solved) return null;
      if (press.enter) return 'leave';
      if (press.input === 'n' && shown.more) return 'next';
      return press.input === 'q' ? 'quit' : 'handled';
    },
  });
  if (how === 'interrupted') return 'interrupted';
  // Leaving before the answer gives the puzzle up.
  if (!client.puzzleStatus().solved) client.reveal();
  if (how !== 'next') io.output.write(say(puzzleEndLines(client, shown, lineLog, at, w)).join('\n') + '\n');
  return how === 'next' || (how === 'leave' && shown.more) ? 'next' : 'quit';
}
