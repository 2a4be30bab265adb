// What the pseudo-terminal tests of network play read: a seat's hand from its game screen, and
// how many moves the server has saved in the room's log.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The cards on the hand row of the screen (the row under the card numbers in "Your hand"). */
export function handRow(screen: string): string[] {
  const lines = screen.split('\n');
  const title = lines.findIndex((l) => l.includes('Your hand'));
  if (title < 0) return [];
  return lines[title + 2]
    .replace(/[│[\]]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
}

/** The moves the server has saved in the room's log. */
export function savedMoves(dataDir: string): string[] {
  const rooms = join(dataDir, 'rooms');
  try {
    const [file] = readdirSync(rooms).filter((f) => f.endsWith('.json'));
    return file ? (JSON.parse(readFileSync(join(rooms, file), 'utf8')) as { moves: string[] }).moves : [];
  } catch {
    return [];
  }
}

/** How many moves the server has saved in the room's log. */
export const movesSaved = (dataDir: string): number => savedMoves(dataDir).length;
