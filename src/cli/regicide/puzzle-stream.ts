// `regicide puzzle` with a server: its stream of puzzles from players' games (…/puzzles/stream),
// each read with …/puzzles/puzzle when its turn comes. Where the player got to is kept in the data
// folder (the last one's id, one line), so the next run goes on from there; a server that does not
// know that id starts from its first. A stream that cannot be read ends, said in one line.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { printable } from '../../core/printable.js';
import type { ServerAddress } from '../../net/client/address.js';
import type { PuzzleFromPlayers } from '../../ui/shared/puzzle-crowd-facts.js';
import type { PlayersDaily } from '../../ui/shared/puzzle-day-first.js';

export const PUZZLE_STREAM_FILE = 'puzzle-stream-at';
/** A mined puzzle's id as servers make them; anything else in the file is not read. */
const MINED_ID = /^m-[A-Za-z0-9_-]{1,100}$/;

export interface ServerPuzzleStream {
  next(): Promise<PuzzleFromPlayers | null>;
  /** Keeps `id` as where the player got to. */
  reached(id: string): void;
}

function keptAt(folder: string): string | null {
  try {
    const id = readFileSync(join(folder, PUZZLE_STREAM_FILE), 'utf8').trim();
    return MINED_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** `say` hears one line when the stream cannot be read (`unread`: the words for it). */
export function serverPuzzleStream(server: ServerAddress, folder: string, say: (why: string) => void): ServerPuzzleStream {
  let after = keptAt(folder);
  let page: string[] = [];
  let ended = false;
  return {
    async next() {
      const { readMinedPuzzle, readPuzzleStream } = await import('../../net/puzzles/puzzle-reads-client.js');
      while (!ended) {
        if (page.length === 0) {
          const read = await readPuzzleStream(server, after);
          if (!read.ok) say(printable(read.why));
          if (!read.ok || read.body.length === 0) ended = true;
          else page = read.body;
          continue;
        }
        const id = page.shift() ?? '';
        after = id;
        const got = await readMinedPuzzle(server, id);
        // One that is gone (its player's account deleted) is passed over; a server away ends the stream.
        if (got.ok) return got.body;
        if (!/noPuzzle/.test(got.why)) {
          say(printable(got.why));
          ended = true;
        }
      }
      return null;
    },
    reached(id) {
      if (!MINED_ID.test(id)) return;
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      writeFileSync(join(folder, PUZZLE_STREAM_FILE), `${id}\n`, { mode: 0o600 });
    },
  };
}

/** The server's puzzle of the day from players' games (`id`, from …/puzzles/today), read with …/puzzles/puzzle when its turn comes; one that cannot be read is said and left out. */
export function playersDaily(server: ServerAddress, id: string, date: string, say: (why: string) => void): PlayersDaily {
  return {
    id,
    date,
    async read() {
      const { readMinedPuzzle } = await import('../../net/puzzles/puzzle-reads-client.js');
      const got = await readMinedPuzzle(server, id);
      if (!got.ok) say(printable(got.why));
      return got.ok ? got.body : null;
    },
  };
}
