// Random simulation, removed cards hidden (the default). The open-discards half runs in its own
// file so vitest can run both halves in parallel.
import { describe, expect, it } from 'vitest';
import { newLog, verifyLog } from '../../src/core/log.js';
import { verifyEnglish } from '../../src/protocol/english.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import type { ThronfolgeState } from '../../src/games/thronfolge/types.js';
import { pick, seededRandom } from './helpers.js';
import { runSimulations } from './simulate.js';

describe('random simulation (hidden removed cards)', () => {
  it('keeps every invariant through 1000 seeded random games, first 1, 2 or tossed', () => {
    const endings = runSimulations(1000, []);
    // Random play reaches both ways of ending.
    expect(endings.get('score/score')).toBeGreaterThan(0);
    expect(endings.get('crowns/null')).toBeGreaterThan(0);
  });

  it('is deterministic: the same seed and moves give identical states', () => {
    const run = () => {
      const random = seededRandom(99);
      let s = thronfolge.setup(thronfolge.normalizeOptions({}), 'twice');
      const states: ThronfolgeState[] = [s];
      while (s.result === null) states.push((s = thronfolge.apply(s, pick(thronfolge.legalMoves(s), random))));
      return states;
    };
    expect(run()).toEqual(run());
  });

  it('reports the first bad move of a tampered log', () => {
    const options = thronfolge.normalizeOptions({ first: 1 });
    const log = newLog('thronfolge', 'tamper', options);
    // Seat 1 takes the whole two-card row; seat 2 cannot take from the empty row.
    log.moves.push('take', 'take');
    const report = verifyLog(thronfolge, log);
    expect(report).toMatchObject({ ok: false, moveNumber: 2 });
    expect(report.ok === false && verifyEnglish('thronfolge', report)).toBe('move 2 "take" is not legal: the row is empty, there is nothing to take: play a card');
  });
});
