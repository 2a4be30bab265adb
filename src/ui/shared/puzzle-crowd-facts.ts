// What a player is shown of a puzzle's crowd, whichever game's puzzles and however it came (a
// server's answer over HTTP, read field by field, or the game server's in-process over SSH), and a
// game's puzzle screens on a session: the screens' registry (ui/games.ts) and the SSH front speak
// of them without naming a game.
import type { LineStreams } from './line-session.js';
import type { SessionScreen, UiChoice } from './run-screen.js';

export interface PuzzleCrowdFacts {
  /** This attempt was counted now. */
  counted: boolean;
  /** The account's first attempt was right (the server's verdict); null when none is kept. */
  firstRight: boolean | null;
  crowd: { tries: number; solved: number; top: { move: string; tries: number }[] };
  rating: { rating: number; deviation: number; provisional: boolean; change: number; attempts: number } | null;
  /** Read without an attempt: the player tried the puzzle offline first, so nothing was sent. */
  offline?: boolean;
}

/** A puzzle from a player's game as a server gives it: its position as it came (the game checks it), the answer and the line. */
export interface PuzzleFromPlayers {
  id: string;
  position: unknown;
  answer: unknown;
  line: unknown;
  /** Set on the server's puzzle of the day from players' games (its UTC date, YYYY-MM-DD): offered first, under its own heading. */
  day?: string;
}

/** The server's stream of puzzles from players' games, one after another. */
export interface PuzzleStream {
  /** The next one, or null: none left (or it could not be read: the stream said why). */
  next(): Promise<PuzzleFromPlayers | null>;
  /** Its first try, judged and counted by the server. */
  attempt(id: string, move: string): Promise<PuzzleCrowdFacts>;
}

/** A game's puzzles on a session's screen (the SSH menu's puzzle of the day). */
export interface PuzzleScreens {
  /**
   * Puzzle `id` of this program's set on `session` until the player leaves (its end card, and the
   * solver's line from it): its first try goes to `attempt` at once, whose answer (or failure)
   * shows on the end card. 'missing': the set has no such puzzle. With `lines` (a screen-reader
   * session) the puzzle is said as lines on those streams instead, the crowd's answer last.
   * With `stream`, its end offers the next puzzle from players' games, and so on after each.
   */
  run(o: {
    id: string;
    date: string;
    server: string;
    ui: UiChoice;
    session: SessionScreen;
    lines?: LineStreams;
    attempt: (move: string) => Promise<PuzzleCrowdFacts>;
    stream?: PuzzleStream;
  }): Promise<'played' | 'missing'>;
}
