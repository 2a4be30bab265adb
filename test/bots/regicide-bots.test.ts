// Regicide bots: only legal moves, only the view, replayable games.
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { cloneState } from '../../src/games/regicide/apply.js';
import { makeRegicideBot, REGICIDE_BOT_LEVELS, type RegicideBot } from '../../src/games/regicide/bots/index.js';
import { makeSearchBot } from '../../src/games/regicide/bots/search-bot.js';
import { TEAM_WIN_VALUE, terminalValue, WIN_VALUE } from '../../src/games/regicide/heuristics/rollout.js';
import { newLog, verifyLog } from '../../src/core/log.js';
import { scrambleHidden } from './hidden-cards.js';
import type { RegicideMove, RegicideState, RegicideView, Variant } from '../../src/games/regicide/types.js';

/** Search bots with a tiny budget keep the suite fast; the code paths are the same. */
function bot(level: string, seed: string): RegicideBot {
  if (level === 'normal' || level === 'hard') return makeSearchBot({ worlds: 2, maxCandidates: 3 }, seed, level);
  return makeRegicideBot(level as 'random' | 'easy', seed);
}

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object') {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

function playGame(players: number, variants: Variant[], level: string, seed: string) {
  let s = regicide.setup(regicide.normalizeOptions({ players, variants }), seed);
  const log = newLog('regicide', seed, { players: s.players, variants: s.variants });
  const bots = Array.from({ length: players }, (_, i) => bot(level, `${seed}/bot${i + 1}`));
  let moves = 0;
  while (s.outcome === null) {
    const legal = regicide.legalMoves(s);
    const view = deepFreeze(regicide.view(s, s.current + 1));
    const move = bots[s.current].choose(view, deepFreeze(legal.map((m) => structuredClone(m))));
    expect(regicide.isLegal(s, move), `${regicide.formatMove(move)} in ${seed}`).toBe(true);
    log.moves.push(regicide.formatMove(move));
    s = regicide.apply(s, move);
    moves++;
    expect(moves).toBeLessThan(2000);
  }
  log.result = regicide.outcome(s);
  return { state: s, log };
}

const SETUPS: { players: number; variants: Variant[] }[] = [
  { players: 1, variants: [] },
  { players: 1, variants: ['solo-yield', 'feign-death'] },
  { players: 1, variants: ['extra-jester', 'bigger-hand'] },
  { players: 1, variants: ['smaller-hand', 'short'] },
  { players: 2, variants: [] },
  { players: 2, variants: ['feign-death', 'extra-jester'] },
  { players: 3, variants: [] },
  { players: 3, variants: ['short', 'smaller-hand'] },
  { players: 4, variants: [] },
  { players: 4, variants: ['extra-jester', 'feign-death', 'bigger-hand'] },
];

describe('regicide bots choose only legal moves', () => {
  for (const level of REGICIDE_BOT_LEVELS) {
    it(`${level}: every player count and variant`, () => {
      const games = level === 'random' || level === 'easy' ? 6 : 1;
      for (const { players, variants } of SETUPS) {
        for (let g = 0; g < games; g++) playGame(players, variants, level, `legal-${level}-${players}-${variants.join('+')}-${g}`);
      }
    });
  }
});

describe('regicide bots see only their view', () => {
  it('decides the same when only hidden cards differ', () => {
    for (const level of REGICIDE_BOT_LEVELS) {
      for (const players of [1, 2, 3, 4]) {
        let s = regicide.setup({ players, variants: [] }, `hidden-${players}`);
        // Advance a few moves so piles are not trivial.
        const driver = makeRegicideBot('easy', 'driver');
        for (let i = 0; i < 12 && s.outcome === null; i++) s = regicide.apply(s, driver.choose(regicide.view(s, s.current + 1), regicide.legalMoves(s)));
        if (s.outcome !== null) continue;
        const seat = s.current + 1;
        const other = scrambleHidden(s, seat);
        expect(regicide.view(other, seat)).toEqual(regicide.view(s, seat));
        expect(other).not.toEqual(s);
        const a = bot(level, 'same-seed').choose(regicide.view(s, seat), regicide.legalMoves(s));
        const b = bot(level, 'same-seed').choose(regicide.view(other, seat), regicide.legalMoves(other));
        expect(b).toEqual(a);
      }
    }
  });

  /** A 3- or 4-player game driven by easy bots up to a jester's "who plays next" decision. */
  function atJesterChoice(players: number): RegicideState {
    const driver = makeRegicideBot('easy', 'driver');
    for (let n = 0; n < 200; n++) {
      let s = regicide.setup({ players, variants: ['extra-jester'] }, `jester-${players}-${n}`);
      while (s.outcome === null && s.phase !== 'next') s = regicide.apply(s, driver.choose(regicide.view(s, s.current + 1), regicide.legalMoves(s)));
      if (s.phase === 'next') return s;
    }
    throw new Error('no jester played in 200 games');
  }

  it('chooses who plays after a jester from the view alone (3 and 4 players)', () => {
    for (const players of [3, 4]) {
      const s = atJesterChoice(players);
      const seat = s.current + 1;
      const other = scrambleHidden(s, seat);
      expect(regicide.view(other, seat)).toEqual(regicide.view(s, seat));
      expect(other).not.toEqual(s);
      for (const level of REGICIDE_BOT_LEVELS) {
        const a = bot(level, 'jester-seed').choose(regicide.view(s, seat), regicide.legalMoves(s));
        const b = bot(level, 'jester-seed').choose(regicide.view(other, seat), regicide.legalMoves(other));
        expect(a.type).toBe('next');
        expect(b).toEqual(a);
      }
    }
  });

  it('after a jester that emptied its hand, hands the turn to a teammate with cards', () => {
    const s = regicide.setup({ players: 3, variants: [] }, 'jester-empty');
    s.phase = 'next';
    s.cancelled = true;
    s.discard.push(...s.hands[0]);
    s.hands[0] = [];
    const view = regicide.view(s, 1);
    for (const level of ['easy', 'normal', 'hard']) {
      const move = makeRegicideBot(level as 'easy', 'jester-empty').choose(view, regicide.legalMoves(s));
      expect(move.type).toBe('next');
      expect(move).not.toEqual({ type: 'next', seat: 1 });
    }
  });

  it('never reads beyond the view object (frozen view, no state fields)', () => {
    const s = regicide.setup({ players: 2, variants: [] }, 'only-view');
    const view: RegicideView = deepFreeze(regicide.view(s, 1));
    const legal: RegicideMove[] = regicide.legalMoves(s);
    for (const level of REGICIDE_BOT_LEVELS) expect(legal).toContainEqual(bot(level, 'x').choose(view, legal));
  });
});

describe('games played by bots replay from their log', () => {
  it('verifies logs of bot games', () => {
    for (const level of ['easy', 'hard', 'random']) {
      for (const players of [1, 2, 4]) {
        const { log } = playGame(players, players === 1 ? ['solo-yield'] : ['extra-jester'], level, `replay-${level}-${players}`);
        expect(verifyLog(regicide, log)).toEqual({ ok: true, moves: log.moves.length });
      }
    }
  });

  it('same seeds give the same game', () => {
    const a = playGame(2, [], 'normal', 'repeat');
    const b = playGame(2, [], 'normal', 'repeat');
    expect(b.log).toEqual(a.log);
  });
});

describe('regicide search bots score their playouts', () => {
  const start = (players: number): RegicideState => cloneState(regicide.setup(regicide.normalizeOptions({ players, variants: [] }), `score/${players}`));
  const ended = (players: number, outcome: 'won' | 'lost', defeated: number): RegicideState => ({ ...start(players), outcome, defeated, damage: 0, enemy: -1, flipsLeft: 0 });

  it('any win beats any loss, and more enemies defeated beat fewer', () => {
    for (const players of [1, 2, 3, 4]) {
      const nearlyAll = { ...start(players), outcome: 'lost' as const, defeated: 11 };
      nearlyAll.damage = 39; // 11 defeated and the last enemy's damage at its cap: the best a loss scores
      expect(terminalValue(ended(players, 'won', 12))).toBeGreaterThan(terminalValue(nearlyAll));
      expect(terminalValue(ended(players, 'lost', 9))).toBeGreaterThan(terminalValue(ended(players, 'lost', 8)));
    }
  });

  it('with teammates a win counts just above a full castle; solo keeps its larger win bonus', () => {
    expect(terminalValue(ended(1, 'won', 12))).toBe(WIN_VALUE);
    for (const players of [2, 3, 4]) expect(terminalValue(ended(players, 'won', 12))).toBe(TEAM_WIN_VALUE);
    expect(TEAM_WIN_VALUE).toBeLessThan(WIN_VALUE);
    expect(TEAM_WIN_VALUE).toBeGreaterThan(12);
  });
});
