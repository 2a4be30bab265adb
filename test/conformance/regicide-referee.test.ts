// Independent referee for Regicide: random (often greedy) legal games through the real binary,
// every line checked against shared/rules/regicide.md. CONFORMANCE_GAMES=N plays N games per
// configuration (default 2); `npx tsx test/conformance/long-run.ts N` is the long run.
import { describe, expect, it } from 'vitest';
import { REGICIDE_RUNS, label } from './configs.js';
import { refereeRegicide } from './regicide-referee.js';

const games = Number(process.env.CONFORMANCE_GAMES ?? 2);

describe('regicide conformance referee', () => {
  it.each(REGICIDE_RUNS.map((run) => [label(run), run] as const))('%s', async (_name, run) => {
    const problems: string[] = [];
    for (let g = 0; g < games; g++) {
      const r = await refereeRegicide(run, `conf-${g}`, { greed: g % 2 ? 0.6 : 0.95, solo: run.solo, replayChecks: g === 0 });
      problems.push(...r.problems);
      expect(r.outcome === 'won' || r.outcome === 'lost' || r.problems.length > 0).toBe(true);
    }
    expect(problems).toEqual([]);
  });
});
