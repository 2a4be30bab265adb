// The server's puzzle of the day over SSH: the menu's row names the day's puzzle on the game
// server's clock (as …/puzzles/today does) and plays it on the session's screen for the key's
// account. Its first try goes to the game server's crowd in-process (the same tables as
// …/puzzles/attempt: the server judges it, counts an account's first attempt once, and moves its
// puzzle rating), and the crowd's answer shows on the end card. After it, the server's puzzle of
// the day from players' games (when it names one the account has not tried), then the rest of its
// stream of them, one after another, counted the same way.
import type { PuzzleCrowd } from '../../net/puzzles/puzzle-crowd.js';
import type { PuzzleCrowdFacts, PuzzleStream } from '../../ui/shared/puzzle-crowd-facts.js';
import type { PuzzleScreens } from '../../ui/games.js';
import type { UiChoice } from '../../ui/shared/run-screen.js';
import { type PlayersDaily, dayFirst } from '../../ui/shared/puzzle-day-first.js';
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

async function attemptAt(p: SessionPuzzle, puzzle: string, move: string): Promise<PuzzleCrowdFacts> {
  const answer = await p.crowd.attempt(p.accountId, puzzle, move);
  // The screen's own move is always one of the position's: a refusal here is the server's fault.
  if (!answer.ok) throw new Error(answer.problem);
  return { counted: answer.counted, firstRight: answer.first?.right ?? null, crowd: answer.crowd, rating: answer.rating };
}

/** Ids read from the stream at once. */
const STREAM_PAGE = 20;

/**
 * The stream of puzzles from players' games for the session's account, read in-process: those
 * published, in order, passing over any the account tried before (its first attempt is kept).
 * The screen is handed what a client of …/puzzles/puzzle is: the position, never the game.
 */
function sessionStream(p: SessionPuzzle): PuzzleStream {
  let after: string | null = null;
  return {
    async next() {
      for (;;) {
        const ids = await p.crowd.stream(after, STREAM_PAGE);
        if (ids.length === 0) return null;
        for (const id of ids) {
          after = id;
          if (await p.crowd.attempted(p.accountId, id)) continue;
          const view = await p.crowd.minedView(id);
          if (view) return { id, position: view.position, answer: view.answer, line: view.line };
        }
      }
    },
    attempt: (id, move) => attemptAt(p, id, move),
  };
}

/** The day's puzzle from players' games, read in-process; none when the account tried it before (as the stream passes such over). */
function playersDaily(p: SessionPuzzle, id: string, date: string): PlayersDaily {
  return {
    id,
    date,
    async read() {
      if (await p.crowd.attempted(p.accountId, id)) return null;
      const view = await p.crowd.minedView(id);
      return view && { id, position: view.position, answer: view.answer, line: view.line };
    },
  };
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
  const { puzzle, date, fromPlayers } = today;
  const stream = dayFirst(sessionStream(p), fromPlayers && playersDaily(p, fromPlayers.puzzle, date));
  const o = { id: puzzle, date, server: p.server, ui, session, attempt: (move: string) => attemptAt(p, puzzle, move), stream };
  const how = screenReader ? await onSessionLines(session, (lines) => p.screens.run({ ...o, lines })) : await p.screens.run(o);
  return how === 'missing' ? unread : null;
}
