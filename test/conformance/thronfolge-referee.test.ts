// Independent referee for Thronfolge: random legal duels (both seats from stdin) through the real
// binary, every line checked against shared/rules/thronfolge.md, the end scored by the referee.
import { describe, expect, it } from 'vitest';
import { DUEL_RUNS } from './configs.js';
import { refereeThronfolge } from './thronfolge-referee.js';

const games = Number(process.env.CONFORMANCE_GAMES ?? 3);

describe('thronfolge conformance referee', () => {
  it.each(DUEL_RUNS.map((run) => [`first ${run.first ?? 'coin toss'}${run.openDiscards ? ', open-discards' : ''}`, run] as const))('%s', async (_name, run) => {
    const problems: string[] = [];
    for (let g = 0; g < games; g++) problems.push(...(await refereeThronfolge(run, `conf-${g}`, { replayChecks: g === 0 })).problems);
    expect(problems).toEqual([]);
  });
});
