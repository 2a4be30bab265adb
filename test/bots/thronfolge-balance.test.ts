// The Thronfolge fairness figures: every game is counted once in each breakdown, and the report
// repeats from its seed.
import { describe, expect, it } from 'vitest';
import { runThronfolgeBalance } from '../../src/sim/thronfolge/balance.js';

describe('thronfolge balance report', () => {
  const spec = { bots: ['easy', 'random'] as ['easy', 'random'], variants: [], seed: 'balance-test' };

  it('accounts for every game: starter outcomes, endings, margins and families', async () => {
    const r = await runThronfolgeBalance(spec, 40, 0);
    expect(r.games).toBe(40);
    expect(r.starter.wins + r.starter.losses + r.starter.shared).toBe(40);
    expect(r.seats[0].wins + r.seats[1].wins + r.shared).toBe(40);
    const tieBreaks = Object.values(r.tieBreaks).reduce((a, b) => a + b, 0);
    // Every game ends by three crowns, by score (some tie-break step) or shared.
    expect(tieBreaks + r.crownWins).toBe(40);
    expect(r.scoreDecided + r.crownWins + r.shared).toBe(40);
    expect(r.crownWinsByStarter).toBeLessThanOrEqual(r.crownWins);
    for (const f of r.families) expect(f.decisive).toBeLessThanOrEqual(f.withWinner);
    expect(r.starter.ci95[0]).toBeLessThanOrEqual(r.starter.winRate);
    expect(r.starter.ci95[1]).toBeGreaterThanOrEqual(r.starter.winRate);
  });

  it('the same seed gives the same figures', async () => {
    const strip = ({ seats, ...rest }: Awaited<ReturnType<typeof runThronfolgeBalance>>) => ({ ...rest, seats: seats.map(({ decisionMs, ...s }) => (void decisionMs, s)) });
    expect(strip(await runThronfolgeBalance(spec, 12, 0))).toEqual(strip(await runThronfolgeBalance(spec, 12, 0)));
  });
});
