// The server's puzzle of the day over SSH: the menu's row names the day's puzzle on the game
// server's clock (as …/puzzles/today does) and plays it on the session's screen for the key's
// account. Its first try goes to the game server's crowd in-process (the same tables as
// …/puzzles/attempt: the server judges it, counts an account's first attempt once, and moves its
// puzzle rating), and the crowd's answer shows on the end card.
import type { PuzzleCrowd } from '../../net/puzzles/puzzle-crowd.js';
import type { PuzzleCrowdFacts } from '../../ui/shared/puzzle-crowd-facts.js';
import type { PuzzleScreens } from '../../ui/games.js';
import type { UiChoice } from '../../ui/shared/run-screen.js';
import { textsFor } from '../../ui/shared/texts-for.js';
import { SSH_PUZZLE_TEXTS } from '../../ui/ssh/ssh-puzzle-strings.js';
import type { SessionPlace } from './session-at.js';
import { onSessionLines } from './session-lines.js';

export interface SessionPuzzle {
  crowd: PuzzleCrowd;
  accountId: string;
  screens: PuzzleScreens;
  /** The game server's address as players reach it (the end card names it while the attempt is counted). */
  server: string;
}

/**
 * Plays the day's puzzle for the session's account; the menu's line when it could not be opened,
 * else null. `screenReader`: the session asked for lines (see session-lines.ts).
 */
export async function playSessionPuzzle(p: SessionPuzzle, ui: UiChoice, session: SessionPlace, screenReader = false): Promise<string | null> {
  const unread = textsFor(SSH_PUZZLE_TEXTS, ui.lang, ui.ascii).unread;
  let today;
  try {
    today = await p.crowd.today();
  } catch {
    return unread;
  }
  if (!today) return unread;
  const { puzzle, date } = today;
  const attempt = async (move: string): Promise<PuzzleCrowdFacts> => {
    const answer = await p.crowd.attempt(p.accountId, puzzle, move);
    // The screen's own move is always one of the position's: a refusal here is the server's fault.
    if (!answer.ok) throw new Error(answer.problem);
    return { counted: answer.counted, firstRight: answer.first?.right ?? null, crowd: answer.crowd, rating: answer.rating };
  };
  const o = { id: puzzle, date, server: p.server, ui, session, attempt };
  const how = screenReader ? await onSessionLines(session, (lines) => p.screens.run({ ...o, lines })) : await p.screens.run(o);
  return how === 'missing' ? unread : null;
}
