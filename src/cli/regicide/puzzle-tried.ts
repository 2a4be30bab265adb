// The puzzles this terminal tried without a server (or whose first try no server counted), one id
// a line in the data folder. A later attempt at one of them is no first attempt: with a server,
// its crowd is read with no attempt sent (…/puzzles/crowd), so the player's rating and the
// puzzle's success rate stay honest.
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PUZZLES_TRIED_OFFLINE_FILE = 'puzzles-tried-offline';

/** An id as the bundled set writes them: a deal's name and a move number, nothing a terminal could mind. */
const ID = /^[A-Za-z0-9/_.-]{1,100}@\d{1,4}$/;

export function triedOffline(folder: string): Set<string> {
  try {
    return new Set(
      readFileSync(join(folder, PUZZLES_TRIED_OFFLINE_FILE), 'utf8')
        .split('\n')
        .filter((line) => ID.test(line)),
    );
  } catch {
    return new Set();
  }
}

export function keepTriedOffline(folder: string, id: string): void {
  if (!ID.test(id) || triedOffline(folder).has(id)) return;
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  appendFileSync(join(folder, PUZZLES_TRIED_OFFLINE_FILE), `${id}\n`, { mode: 0o600 });
}
