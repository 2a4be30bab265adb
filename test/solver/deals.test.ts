// Whole deals: every winning line the solver returns replays to a win through the public engine
// and through the real binary (`regicide play --json --seed S`), for solo and for teams of 2–4
// (one planner plays every seat, jester choices included). Budgets are node counts, so the
// results do not depend on the machine's speed.
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { solveDeal } from '../../src/games/regicide/solver/index.js';
import type { RegicideMove, RegicideOptions } from '../../src/games/regicide/types.js';
import { drive } from '../cli/drive.js';

const BUDGET = { maxNodes: 100_000 };

function replayInProcess(options: RegicideOptions, seed: string, line: RegicideMove[]) {
  let s = regicide.setup(regicide.normalizeOptions(options), seed);
  for (const m of line) s = regicide.apply(s, regicide.parseMove(regicide.formatMove(m)));
  return regicide.outcome(s);
}

/** Feeds the line to the binary move by move; each move must be among the legal ones it lists. */
async function replayThroughBinary(players: number, seed: string, line: string[]) {
  const p = drive('regicide', ['play', '--json', '--seed', seed, '--players', String(players)]);
  for (const move of line) {
    const msg = await p.next();
    expect(msg.type).toBe('state');
    expect(msg.legal).toContain(move);
    p.send(move);
  }
  const end = await p.next();
  expect(end.type).toBe('end');
  expect((await p.exit).code).toBe(0);
  return end.result;
}

describe('solver lines on whole deals', () => {
  const cases: [number, string][] = [
    [1, 'solver-test/1'],
    [1, 'solver-test/2'],
    [1, 'solver-test/3'],
    [2, 'solver-test/4'],
    [3, 'solver-test/5'],
    [4, 'solver-test/6'],
  ];
  it.each(cases)('%i player(s), seed %s: the line wins through the engine and through regicide play --json', async (players, seed) => {
    const options = { players, variants: [] };
    const r = solveDeal(options, seed, BUDGET);
    expect(r.verdict).toBe('winnable');
    const result = replayInProcess(options, seed, r.line);
    expect(result?.outcome).toBe('won');
    expect(result?.medal).toBe(r.medal);
    if (players > 1) expect(r.medal).toBeNull();
    const binary = await replayThroughBinary(players, seed, r.line.map(regicide.formatMove));
    expect(binary).toEqual(JSON.parse(JSON.stringify(result)));
  });

  it('the same deal and budget give the same answer (no clock, no hidden randomness)', () => {
    const a = solveDeal({ players: 1, variants: [] }, 'solver-test/7', { maxNodes: 50_000 });
    const b = solveDeal({ players: 1, variants: [] }, 'solver-test/7', { maxNodes: 50_000 });
    expect(b).toEqual(a);
  });

  it('a variant deal (extra jester, smaller hands) is solved with its own rules', () => {
    const options: RegicideOptions = { players: 3, variants: ['extra-jester', 'smaller-hand'] };
    const r = solveDeal(options, 'solver-test/8', BUDGET);
    expect(r.verdict).toBe('winnable');
    expect(replayInProcess(options, 'solver-test/8', r.line)?.outcome).toBe('won');
  });

  it('shouldStop ends the search at once with an honest unknown', () => {
    const r = solveDeal({ players: 1, variants: [] }, 'solver-test/1', { shouldStop: () => true });
    expect(r).toMatchObject({ verdict: 'unknown', line: [], medal: null });
  });
});
