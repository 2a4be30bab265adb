// The independent referee on deals from 128-bit seeds (the form the server draws, which shuffles
// with sfc32 instead of Alea): full games through the real binary, heal shuffles included, every
// line checked against the rules, and the replay checks (determinism, `replay --verify`).
import { describe, expect, it } from 'vitest';
import { refereeRegicide } from './regicide-referee.js';
import { refereeThronfolge } from './thronfolge-referee.js';

const SEEDS = ['v2-0123456789abcdef0123456789abcdef'];

describe('conformance on 128-bit seeds', () => {
  it.each(SEEDS)('regicide solo and 2 players, %s', async (seed) => {
    const problems: string[] = [];
    for (const players of [1, 2]) {
      const r = await refereeRegicide({ players, variants: [], bots: [] }, seed, { greed: 0.95, replayChecks: true });
      problems.push(...r.problems);
      expect(r.outcome === 'won' || r.outcome === 'lost' || r.problems.length > 0).toBe(true);
    }
    expect(problems).toEqual([]);
  });

  it.each(SEEDS)('thronfolge duel, %s', async (seed) => {
    expect((await refereeThronfolge({ openDiscards: false }, seed, { replayChecks: true })).problems).toEqual([]);
  });
});
