// The server's puzzle of the day from players' games before the rest of its stream: first, marked
// with its date, and never again, wherever it stands in the stream (first, in the middle, last);
// one that cannot be read is left out and the stream goes on; no day's one: the stream as it is.
import { describe, expect, it } from 'vitest';
import type { PuzzleFromPlayers } from '../../src/ui/shared/puzzle-crowd-facts.js';
import { dayFirst } from '../../src/ui/shared/puzzle-day-first.js';

const puzzle = (id: string): PuzzleFromPlayers => ({ id, position: {}, answer: 'a', line: [] });
const streamOf = (ids: string[]) => {
  const left = ids.slice();
  return { next: () => Promise.resolve(left.length > 0 ? puzzle(left.shift() ?? '') : null), kept: 'the rest of the stream' };
};
const drain = async (s: { next(): Promise<PuzzleFromPlayers | null> }): Promise<string[]> => {
  const seen: string[] = [];
  for (let p = await s.next(); p; p = await s.next()) seen.push(p.day === undefined ? p.id : `${p.id}@${p.day}`);
  return seen;
};

describe('the day’s puzzle from players first', () => {
  for (const ids of [
    ['m-day', 'm-b', 'm-c'],
    ['m-b', 'm-day', 'm-c'],
    ['m-b', 'm-c', 'm-day'],
  ])
    it(`comes first and never again (stream ${ids.join(', ')})`, async () => {
      const s = dayFirst(streamOf(ids), { id: 'm-day', date: '2026-12-03', read: () => Promise.resolve(puzzle('m-day')) });
      expect(await drain(s)).toEqual(['m-day@2026-12-03', 'm-b', 'm-c']);
      // The stream's other members stay (the terminal's keeps where the player got to).
      expect(s.kept).toBe('the rest of the stream');
    });

  it('is left out when it cannot be read (or is not the one named), and the stream still passes over it', async () => {
    expect(await drain(dayFirst(streamOf(['m-b', 'm-day']), { id: 'm-day', date: '2026-12-03', read: () => Promise.resolve(null) }))).toEqual(['m-b']);
    expect(await drain(dayFirst(streamOf(['m-day', 'm-b']), { id: 'm-day', date: '2026-12-03', read: () => Promise.resolve(puzzle('m-other')) }))).toEqual(['m-b']);
  });

  it('leaves the stream as it is when the server names none', async () => {
    expect(await drain(dayFirst(streamOf(['m-b', 'm-c']), null))).toEqual(['m-b', 'm-c']);
  });
});
