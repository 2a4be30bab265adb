// Quick match prefers close ratings: a rated player asking for a Thronfolge duel is sent to the open
// table whose waiting player's rating is closest to theirs, within a window that widens with how
// long that player has waited; with none within it (or no rating known) the oldest table, as for anyone.
import { describe, expect, it } from 'vitest';
import type { OpenTable } from '../../src/net/lobby/lobby-list.js';
import { QuickMatcher, RATING_WINDOW, type QuickRequest, preferredTable, ratingWindow } from '../../src/net/quick/quick-match.js';

const NOW = 1_000_000;
const table = (code: string, rating: number | undefined, waitedS = 0): OpenTable => ({
  code,
  public: true,
  game: 'thronfolge',
  seats: 2,
  taken: 1,
  variants: [],
  lang: 'en',
  host: code,
  openedAt: NOW - waitedS * 1000,
  started: false,
  closed: false,
  ...(rating !== undefined && { rating }),
});

describe('quick match and ratings', () => {
  it('widens the window with the waiting time', () => {
    expect(ratingWindow(0)).toBe(RATING_WINDOW);
    expect(ratingWindow(60_000)).toBeGreaterThan(ratingWindow(10_000));
  });

  it('prefers the closest rating within the window, else the oldest table', () => {
    // Oldest first, as the listing gives them.
    const tables = [table('OLD', 2100, 30), table('FAR', 1100, 20), table('NEAR', 1540, 10), table('CLOSE', 1490, 5), table('NONE', undefined, 1)];
    expect(preferredTable(tables, 1500, NOW)?.code).toBe('CLOSE');
    expect(preferredTable(tables, 2050, NOW)?.code).toBe('OLD');
    // Nobody within 150 of 1800 at once (OLD has waited 30 s: its window is 375, and 300 is inside it).
    expect(preferredTable(tables, 1800, NOW)?.code).toBe('OLD');
    expect(preferredTable([table('A', 2100, 0), table('B', 1100, 0)], 1600, NOW)?.code).toBe('A');
    // A player without a rating (a guest, a server without a ladder): the oldest.
    expect(preferredTable(tables, undefined, NOW)?.code).toBe('OLD');
  });

  it('a long wait lets a distant rating in', () => {
    const far = [table('OLDER', undefined, 200), table('WAITING', 2200, 120)];
    expect(preferredTable(far, 1500, NOW)?.code).toBe('WAITING');
    expect(preferredTable([table('OLDER', undefined, 200), table('WAITING', 2200, 10)], 1500, NOW)?.code).toBe('OLDER');
  });

  it('the matcher seats a rated request at the closest table', async () => {
    const tables = [table('T1', 1900, 3), table('T2', 1520, 2), table('T3', 1300, 1)];
    const m = new QuickMatcher({ read: () => Promise.resolve(tables), open: () => Promise.reject(new Error('no')), planned: () => null, now: () => NOW });
    const ask = (rating?: number): QuickRequest => ({ game: 'thronfolge', create: {}, address: '127.0.0.1', ...(rating !== undefined && { rating }) });
    expect(await m.ask(ask(1500))).toEqual({ code: 'T2', host: false });
    expect(await m.ask(ask(1350))).toEqual({ code: 'T3', host: false });
    expect(await m.ask(ask())).toEqual({ code: 'T1', host: false });
  });
});
