// The server's puzzle of the day from players' games, offered before the rest of its stream of
// them: first the day's one (marked with its date, so the screen heads it so), then the stream
// with that one passed over, so no puzzle is offered twice in a run. The terminal (over HTTP) and
// the SSH session (in-process) read the day's one each in their own way.
import type { PuzzleFromPlayers, PuzzleStream } from './puzzle-crowd-facts.js';

export interface PlayersDaily {
  id: string;
  /** The server's UTC date of it (YYYY-MM-DD). */
  date: string;
  /** The puzzle as the server gives it; null when it cannot be read (the stream goes on without it). */
  read(): Promise<PuzzleFromPlayers | null>;
}

/** `stream` with the day's puzzle from players first and never again; `stream` itself when the server names none. */
export function dayFirst<S extends Pick<PuzzleStream, 'next'>>(stream: S, daily: PlayersDaily | null): S {
  if (!daily) return stream;
  let offered = false;
  const next = async (): Promise<PuzzleFromPlayers | null> => {
    if (!offered) {
      offered = true;
      const read = await daily.read();
      if (read && read.id === daily.id) return { ...read, day: daily.date };
    }
    for (;;) {
      const got = await stream.next();
      if (got?.id !== daily.id) return got;
    }
  };
  return { ...stream, next };
}
