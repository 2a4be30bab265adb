// Thronfolge bots: only legal moves, only the view, replayable duels; the duel simulator repeats.
import { describe, expect, it } from 'vitest';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { cloneState } from '../../src/games/thronfolge/apply.js';
import { makeThronfolgeBot, THRONFOLGE_BOT_LEVELS, type ThronfolgeBot } from '../../src/games/thronfolge/bots/index.js';
import { makeThronfolgeSearchBot } from '../../src/games/thronfolge/bots/search.js';
import { newLog, verifyLog } from '../../src/core/log.js';
import { runThronfolgeSim, type ThronfolgeReport } from '../../src/sim/thronfolge/report.js';
import type { ThronfolgeState, Variant } from '../../src/games/thronfolge/types.js';

function bot(level: string, seed: string): ThronfolgeBot {
  if (level === 'normal' || level === 'hard') return makeThronfolgeSearchBot({ worlds: 3, rounds: 2 }, seed, level);
  return makeThronfolgeBot(level as 'random' | 'easy', seed);
}

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object') {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

function duel(levels: [string, string], seed: string, variants: Variant[] = [], first: 1 | 2 = 1) {
  let s = thronfolge.setup(thronfolge.normalizeOptions({ first, variants }), seed);
  const log = newLog('thronfolge', seed, { first, variants: s.variants });
  const bots = levels.map((l, i) => bot(l, `${seed}/bot${i + 1}`));
  while (s.result === null) {
    const legal = thronfolge.legalMoves(s);
    const move = bots[s.current].choose(deepFreeze(thronfolge.view(s, s.current + 1)), deepFreeze(legal.map((m) => ({ ...m }))));
    expect(thronfolge.isLegal(s, move)).toBe(true);
    log.moves.push(thronfolge.formatMove(move));
    s = thronfolge.apply(s, move);
  }
  log.result = thronfolge.outcome(s);
  return { state: s, log };
}

describe('thronfolge bots choose only legal moves', () => {
  for (const level of THRONFOLGE_BOT_LEVELS) {
    it(level, () => {
      for (let g = 0; g < (level === 'random' || level === 'easy' ? 20 : 3); g++) {
        duel([level, THRONFOLGE_BOT_LEVELS[g % 4]], `legal-${level}-${g}`, g % 2 ? ['open-discards'] : [], g % 2 ? 2 : 1);
      }
    });
  }
});

describe('thronfolge bots see only their view', () => {
  /** Same view, hidden cards moved: the other hand, the draw pile and the removed cards. */
  function scramble(s: ThronfolgeState, seat: number): ThronfolgeState {
    const t = cloneState(s);
    const other = 2 - seat;
    const hidden = [...t.hands[other], ...t.removed, ...t.deck].reverse();
    let k = 0;
    t.hands[other] = t.hands[other].map(() => hidden[k++]).sort((a, b) => a - b);
    t.removed = t.removed.map(() => hidden[k++]);
    t.deck = t.deck.map(() => hidden[k++]);
    return t;
  }

  it('decides the same when only hidden cards differ', () => {
    for (const level of THRONFOLGE_BOT_LEVELS) {
      let s = thronfolge.setup({ first: 1, variants: [] }, 'hidden');
      const driver = makeThronfolgeBot('easy', 'driver');
      for (let i = 0; i < 7; i++) s = thronfolge.apply(s, driver.choose(thronfolge.view(s, s.current + 1), thronfolge.legalMoves(s)));
      const seat = s.current + 1;
      const other = scramble(s, seat);
      expect(thronfolge.view(other, seat)).toEqual(thronfolge.view(s, seat));
      expect(other.deck).not.toEqual(s.deck);
      const a = bot(level, 'same').choose(thronfolge.view(s, seat), thronfolge.legalMoves(s));
      const b = bot(level, 'same').choose(thronfolge.view(other, seat), thronfolge.legalMoves(other));
      expect(b).toEqual(a);
    }
  });
});

describe('thronfolge bot duels replay and repeat', () => {
  it('verifies logs of bot duels', () => {
    for (const levels of [
      ['hard', 'easy'],
      ['random', 'normal'],
      ['easy', 'easy'],
    ] as [string, string][]) {
      const { log } = duel(levels, `replay-${levels.join('-')}`);
      expect(verifyLog(thronfolge, log)).toEqual({ ok: true, moves: log.moves.length });
      expect(duel(levels, `replay-${levels.join('-')}`).log).toEqual(log);
    }
  });

  it('the duel simulator gives the same report for the same seed', async () => {
    const strip = (r: ThronfolgeReport) => ({ ...r, decisionMs: null, elapsedMs: null, gamesPerSecond: null, workers: null, seats: r.seats.map((s) => ({ ...s, decisionMs: null })) });
    const spec = { bots: ['easy', 'random'] as ['easy', 'random'], variants: [], seed: 't-sim' };
    const a = await runThronfolgeSim(spec, 40, 0, false);
    const b = await runThronfolgeSim(spec, 40, 0, false);
    expect(strip(b)).toEqual(strip(a));
    expect(a.seats[0].wins + a.seats[1].wins + a.shared).toBe(40);
  });
});
