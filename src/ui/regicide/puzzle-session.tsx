// The server's puzzle of the day on an SSH session's screen (the menu's row): the same puzzle
// screen as `regicide puzzle`, its first try handed to the game server in-process (`attempt`, the
// same tables as …/puzzles/attempt), the crowd's answer on the end card, and the solver's line in
// the stepper from there. Leaving, or Ctrl-C, goes back to the menu.
import { printable } from '../../core/printable.js';
import { bundledPuzzles } from '../../games/regicide/puzzles/bundled.js';
import type { PuzzleScreens } from '../shared/puzzle-crowd-facts.js';
import { runRegicideReplay } from './entry.js';
import { watchFirstTry } from './puzzle-crowd-watch.js';
import { type CrowdState, crowdText } from './puzzle-crowd-words.js';
import { textsFor } from '../shared/i18n.js';
import { spokenText } from '../shared/narration.js';
import { SPOKEN_TEXTS } from '../shared/texts/spoken.js';
import { REGICIDE_TEXTS } from './strings.js';
import { REGICIDE_PUZZLE_TEXTS } from './texts/puzzle.js';
import { REGICIDE_PUZZLE_CROWD_TEXTS } from './texts/puzzle-crowd.js';
import { runRegicidePuzzle } from './puzzle-entry.js';
import { openPuzzle } from './puzzle-open.js';

export const runSessionPuzzle: PuzzleScreens['run'] = async ({ id, date, server, ui, session, lines, attempt }) => {
  const { puzzles } = bundledPuzzles();
  const index = puzzles.findIndex((p) => p.id === id);
  if (index < 0) return 'missing';
  const open = openPuzzle(puzzles[index], { kind: 'daily', date, number: index + 1, total: puzzles.length }, false);
  const send = async (move: string): Promise<CrowdState> => {
    try {
      return { kind: 'answered', facts: await attempt(move) };
    } catch (e) {
      return { kind: 'failed', server, why: printable(e instanceof Error ? e.message : String(e)) };
    }
  };
  const crowd = watchFirstTry(open.client, { kind: 'sending', server }, send);
  if (lines) {
    // A screen-reader session: the puzzle as lines, then the crowd's answer as one more.
    const { runRegicidePuzzleLines } = await import('./puzzle-lines.js');
    const ended = await runRegicidePuzzleLines(open.client, open.shown, open.lineLog, open.at, ui, lines);
    const answered = ended === 'interrupted' ? null : await crowd.settled();
    const w = { p: textsFor(REGICIDE_PUZZLE_TEXTS, ui.lang, false), t: textsFor(REGICIDE_TEXTS, ui.lang, false), c: textsFor(REGICIDE_PUZZLE_CROWD_TEXTS, ui.lang, false), ascii: false };
    if (answered) lines.output.write(`${spokenText(crowdText(answered, w), SPOKEN_TEXTS[ui.lang])}\n`);
    return 'played';
  }
  let how = await runRegicidePuzzle(open.client, open.shown, ui, crowd.source, session);
  // The board was left: the puzzle is given up, its end card opens with the answer.
  if (how === 'gaveUp') how = await runRegicidePuzzle(open.client, open.shown, ui, crowd.source, session);
  if (how === 'line') await runRegicideReplay(open.lineLog, ui, open.at, session);
  // The attempt is counted before the menu comes back (a try made just before leaving included).
  await crowd.settled();
  return 'played';
};
