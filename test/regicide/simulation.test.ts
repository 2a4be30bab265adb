// OpenSpiel-style random simulation: thousands of seeded random games over every player count and
// variant, checking the engine's invariants at every single step.
import { isDeepStrictEqual } from 'node:util';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { JESTER, type Card } from '../../src/core/cards.js';
import { newLog, replayLog, verifyLog } from '../../src/core/log.js';
import { regicide } from '../../src/games/regicide/index.js';
import { jestersFor } from '../../src/games/regicide/setup.js';
import type { RegicideMove, RegicideState, Variant } from '../../src/games/regicide/types.js';

const VARIANT_SETS: Variant[][] = [[], ['extra-jester'], ['bigger-hand'], ['smaller-hand'], ['short'], ['feign-death'], ['extra-jester', 'short', 'feign-death']];
const SOLO_ONLY: Variant[][] = [['solo-yield'], ['solo-yield', 'feign-death', 'bigger-hand']];
const GAMES_PER_CONFIG = 70;

/** Every card in exactly one place: 52 cards and the tavern's jesters. */
function checkConservation(s: RegicideState): void {
  const places: Card[] = [...s.castle, ...s.tavern, ...s.discard, ...s.played, ...s.hands.flat()];
  if (s.enemy >= 0) places.push(s.enemy);
  const seen = new Array<number>(53).fill(0);
  for (const c of places) seen[c]++;
  const kings = s.variants.includes('short') ? 0 : 4;
  // With the short variant the kings are out of the game.
  for (let c = 0; c < 52; c++) {
    const expected = kings === 0 && c % 13 === 12 ? 0 : 1;
    if (seen[c] !== expected) throw new Error(`card ${c} is in ${seen[c]} places`);
  }
  expect(seen[JESTER]).toBe(jestersFor(s.players, s.variants));
  expect(s.castle.length + (s.enemy >= 0 ? 1 : 0) + s.defeated).toBe(8 + kings);
}

/** expect() is too slow for the inner loops: a plain check that names what broke. */
function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(what);
}

function randomSubset(hand: Card[], rnd: () => number): Card[] {
  const out = hand.filter(() => rnd() < 0.35);
  return out.length ? out : [hand[Math.floor(rnd() * hand.length)]];
}

/** Moves that may or may not be legal: random card sets from the hand and outside it, every verb. */
function candidateMoves(s: RegicideState, rnd: () => number): RegicideMove[] {
  const hand = s.hands[s.current];
  const out: RegicideMove[] = [{ type: 'yield' }, { type: 'flip' }, { type: 'feign' }, { type: 'next', seat: 1 + Math.floor(rnd() * 4) }];
  for (let i = 0; i < 4 && hand.length; i++) {
    const cards = randomSubset(hand, rnd);
    out.push({ type: 'play', cards }, { type: 'discard', cards });
  }
  const outsider = Math.floor(rnd() * 52);
  if (!hand.includes(outsider)) out.push({ type: 'play', cards: [outsider] }, { type: 'discard', cards: [outsider] });
  return out;
}

/** Every subset of the hand, as play and as discard: the generator must list exactly the legal ones. */
function checkCompleteness(s: RegicideState, listed: Set<string>): void {
  const hand = s.hands[s.current];
  for (let mask = 1; mask < 1 << hand.length; mask++) {
    const cards = hand.filter((_, k) => mask & (1 << k));
    for (const type of ['play', 'discard'] as const) {
      const m = { type, cards };
      check(regicide.isLegal(s, m) === listed.has(regicide.formatMove(m)), `isLegal and the list disagree on ${regicide.formatMove(m)}`);
    }
  }
}

/**
 * Uniform random play loses within a few turns; half the games lean on the play that deals the
 * most damage, so that later enemies, exact kills and tavern face cards are reached as well.
 */
function strongestPlay(s: RegicideState, legal: RegicideMove[]): RegicideMove {
  if (s.phase !== 'play') return legal[legal.length - 1];
  let best = legal[0];
  let bestScore = -1;
  for (const m of legal) {
    const after = regicide.apply(s, m);
    const score = after.defeated * 1000 + after.damage + (after.outcome === 'lost' ? -5000 : 0);
    if (score > bestScore) [best, bestScore] = [m, score];
  }
  return best;
}

function playRandomGame(players: number, variants: Variant[], seed: string, exhaustive: boolean, greedy: boolean): void {
  const rnd = seedrandom.alea(`moves-${seed}`);
  let state = regicide.setup({ players, variants }, seed);
  const log = newLog('regicide', seed, regicide.normalizeOptions({ players, variants }));
  for (let step = 0; regicide.outcome(state) === null; step++) {
    checkConservation(state);
    for (const h of state.hands) check(h.length <= state.handLimit, 'a hand is over its limit');
    check(isDeepStrictEqual(JSON.parse(JSON.stringify(state)), state), 'the state does not survive a JSON round trip');

    const legal = regicide.legalMoves(state);
    check(legal.length > 0, 'no legal move in a running game');
    const listed = new Set(legal.map(regicide.formatMove));
    check(listed.size === legal.length, 'the legal list has duplicates');
    for (const m of legal) check(regicide.isLegal(state, m), `listed move ${regicide.formatMove(m)} is refused`);
    if (exhaustive) checkCompleteness(state, listed);

    const before = JSON.stringify(state);
    for (const m of candidateMoves(state, rnd)) {
      const ok = listed.has(regicide.formatMove(m));
      check(regicide.isLegal(state, m) === ok, `isLegal and the list disagree on ${regicide.formatMove(m)}`);
      if (!ok) {
        let threw = false;
        try {
          regicide.apply(state, m);
        } catch {
          threw = true;
        }
        check(threw && JSON.stringify(state) === before, `illegal ${regicide.formatMove(m)} was accepted or changed the state`);
      }
    }
    // Any listed move applies (a few of them); then one is chosen at random.
    regicide.apply(state, legal[Math.floor(rnd() * legal.length)]);
    check(JSON.stringify(state) === before, 'apply changed its input state');
    const move = greedy && rnd() < 0.8 ? strongestPlay(state, legal) : legal[Math.floor(rnd() * legal.length)];
    state = regicide.apply(state, move);
    log.moves.push(regicide.formatMove(move));
    check(step < 3000, 'the game does not end');
  }
  checkConservation(state);
  log.result = regicide.outcome(state);
  // Same seed + same moves ⇒ the identical state, byte for byte; the log verifies.
  const replay = replayLog(regicide, JSON.parse(JSON.stringify(log)));
  expect(replay.error).toBeUndefined();
  expect(JSON.stringify(replay.state)).toBe(JSON.stringify(state));
  expect(verifyLog(regicide, log)).toEqual({ ok: true, moves: log.moves.length });
}

describe('random simulation', () => {
  for (const players of [1, 2, 3, 4]) {
    const sets = players === 1 ? [...VARIANT_SETS, ...SOLO_ONLY] : VARIANT_SETS;
    for (const variants of sets) {
      it(`${players} player(s), variants [${variants.join(', ')}]: ${GAMES_PER_CONFIG} games keep every invariant`, () => {
        for (let g = 0; g < GAMES_PER_CONFIG; g++) playRandomGame(players, variants, `sim-${players}-${variants.join('+')}-${g}`, g % 10 === 0, g % 2 === 1);
      });
    }
  }

  it('a tampered log is refused with the number of the first bad move', () => {
    const rnd = seedrandom.alea('tamper');
    let state = regicide.setup({ players: 2, variants: [] }, 'tamper');
    const log = newLog('regicide', 'tamper', { players: 2, variants: [] as Variant[] });
    while (regicide.outcome(state) === null) {
      const legal = regicide.legalMoves(state);
      const move = legal[Math.floor(rnd() * legal.length)];
      state = regicide.apply(state, move);
      log.moves.push(regicide.formatMove(move));
    }
    log.result = regicide.outcome(state);
    const bad = { ...log, moves: [...log.moves] };
    bad.moves[1] = 'play KS';
    expect(verifyLog(regicide, bad)).toMatchObject({ ok: false, moveNumber: 2 });
    expect(verifyLog(regicide, { ...log, result: { outcome: 'won', enemiesDefeated: 12, medal: null } })).toMatchObject({ ok: false, moveNumber: null });
  });
});
