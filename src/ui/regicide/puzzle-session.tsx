// The server's puzzle of the day on an SSH session's screen (the menu's row): the same puzzle
// screen as `regicide puzzle`, its first try handed to the game server in-process (`attempt`, the
// same tables as …/puzzles/attempt), the crowd's answer on the end card, and the solver's line in
// the stepper from there. With the server's stream, each end offers the next puzzle from a
// player's game (the server's puzzle of the day from them first, under its own heading) (its position only), judged and counted the same way. Leaving, or Ctrl-C, goes
// back to the menu.
import { printable } from '../../core/printable.js';
import { bundledPuzzles } from '../../games/regicide/puzzles/bundled.js';
import type { PuzzleCrowdFacts, PuzzleScreens } from '../shared/puzzle-crowd-facts.js';
import type { LineStreams } from '../shared/line-session.js';
import type { SessionScreen, UiChoice } from '../shared/run-screen.js';
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
import type { PuzzleExit } from './PuzzleFrame.js';
import { nextPlayable } from './puzzle-next.js';
import { type OpenPuzzle, openPositionPuzzle, openPuzzle } from './puzzle-open.js';

interface Place {
  server: string;
  ui: UiChoice;
  session: SessionScreen;
  lines?: LineStreams | undefined;
}

/** One puzzle until its end: its first try sent with `attempt`, the crowd's answer on the card (or as a line). */
async function playOne(open: OpenPuzzle, attempt: (move: string) => Promise<PuzzleCrowdFacts>, { server, ui, session, lines }: Place): Promise<PuzzleExit> {
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
    return ended;
  }
  let how = await runRegicidePuzzle(open.client, open.shown, ui, crowd.source, session);
  // The board was left: the puzzle is given up, its end card opens with the answer.
  if (how === 'gaveUp') how = await runRegicidePuzzle(open.client, open.shown, ui, crowd.source, session);
  if (how === 'line') {
    await runRegicideReplay(open.lineLog, ui, open.at, session, open.start);
    // After the line: on with the stream when it has more.
    how = open.shown.more ? 'next' : 'quit';
  }
  // The attempt is counted before the next screen or the menu (a try made just before leaving included).
  await crowd.settled();
  return how;
}

export const runSessionPuzzle: PuzzleScreens['run'] = async ({ id, date, server, ui, session, lines, attempt, stream }) => {
  const { puzzles } = bundledPuzzles();
  const index = puzzles.findIndex((p) => p.id === id);
  if (index < 0) return 'missing';
  const place: Place = { server, ui, session, lines };
  // The next one is read before a puzzle shows, so that its end offers it only when there is one.
  let upcoming = stream ? await nextPlayable(stream) : null;
  let how = await playOne(openPuzzle(puzzles[index], { kind: 'daily', date, number: index + 1, total: puzzles.length }, upcoming !== null), attempt, place);
  while (how === 'next' && upcoming && stream) {
    const now = upcoming;
    upcoming = await nextPlayable(stream);
    how = await playOne(openPositionPuzzle(now.puzzle, upcoming !== null, now.day), (move) => stream.attempt(now.id, move), place);
  }
  return 'played';
};
