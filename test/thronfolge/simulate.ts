// The harness of the OpenSpiel-style random simulations: seeded random games with the engine's
// invariants checked after every step. Checks throw with the game and step on the first failure
// (one expect() per check would make the suite slow).
import { isDeepStrictEqual } from 'node:util';
import { cardText, sortCards } from '../../src/core/cards.js';
import { IllegalMoveError } from '../../src/core/game.js';
import { newLog, replayLog, verifyLog } from '../../src/core/log.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import { THRONFOLGE_CARDS } from '../../src/games/thronfolge/cardTable.js';
import { movesLeft } from '../../src/games/thronfolge/legal.js';
import type { Seat, ThronfolgeMove, ThronfolgeOptions, ThronfolgeState, Variant } from '../../src/games/thronfolge/types.js';
import { pick, seededRandom } from './helpers.js';

const IN_GAME = new Uint8Array(52);
for (const c of THRONFOLGE_CARDS) IN_GAME[c] = 1;
/** Every move that could be written down, in canonical order: a play of each of the 45 cards, then the take. */
const CANDIDATES: ThronfolgeMove[] = [...sortCards(THRONFOLGE_CARDS).map((card): ThronfolgeMove => ({ type: 'play', card })), { type: 'take' }];

const TAKE: ThronfolgeMove = { type: 'take' };

class SimulationFailure extends Error {}

function checkPosition(s: ThronfolgeState, where: string, random: () => number): void {
  const fail = (why: string): never => {
    throw new SimulationFailure(`${where}: ${why}`);
  };
  const seen = new Uint8Array(52);
  for (const place of [s.removed, s.deck, s.row, ...s.hands, ...s.collections]) for (const c of place) seen[c]++;
  for (let c = 0; c < 52; c++) if (seen[c] !== (IN_GAME[c] ? 1 : 0)) fail(`${cardText(c)} is in ${seen[c]} places`);
  if (s.removed.length !== 3) fail('removed is not 3 cards');
  if (s.hands.some((h) => h.length > 5)) fail('a hand holds more than 5 cards');
  if (s.deck.length !== 30 - 10 * (s.round - 1)) fail(`deck has ${s.deck.length} cards in round ${s.round}`);
  if (s.starter !== (s.firstStarter + s.round - 1) % 2) fail('starters do not alternate');

  const legal = thronfolge.legalMoves(s);
  const accepted = CANDIDATES.filter((m) => thronfolge.isLegal(s, m));
  if (legal.length !== accepted.length || legal.some((m, i) => m.type !== accepted[i].type || (m.type === 'play' && m.card !== (accepted[i] as typeof m).card))) {
    fail(`legalMoves ${legal.map(thronfolge.formatMove)} differ from isLegal ${accepted.map(thronfolge.formatMove)}`);
  }
  if (s.result === null && legal.length === 0) fail('no legal move in a running game');
  if (s.result !== null && legal.length > 0) fail('legal moves after the end');
  if (s.result === null && movesLeft(s, s.current) === 0) fail('the seat to move has no moves left');

  // The rules, restated independently of the engine.
  const me = s.current;
  const takeListed = legal.some((m) => m.type === 'take');
  if (s.result === null) {
    const shouldTake = !s.taken[me] && (s.row.length > 0 || s.hands[me].length === 0);
    if (takeListed !== shouldTake) fail(`take listed: ${takeListed}, expected ${shouldTake}`);
    if (legal.length !== s.hands[me].length + (takeListed ? 1 : 0)) fail('not every card in hand is a legal play');
  }

  // Every legal move is accepted; illegal ones (a card not in hand, a take that is not allowed)
  // are refused with a one-line reason, and nothing changes the state they were applied to.
  const before = JSON.stringify(s);
  for (const m of legal) thronfolge.apply(s, m);
  const refusedPlays = CANDIDATES.filter((m) => m.type === 'play' && !accepted.includes(m));
  const samples = [pick(refusedPlays, random), ...(takeListed ? [] : [TAKE])];
  for (const m of samples) {
    try {
      thronfolge.apply(s, m);
      fail(`illegal ${thronfolge.formatMove(m)} was accepted`);
    } catch (e) {
      if (!(e instanceof IllegalMoveError)) throw e;
      if (e.message.includes('\n') || e.message.length === 0) fail('the reason is not one line');
    }
  }
  if (JSON.stringify(s) !== before) fail('a legal or refused move changed the state it was applied to');

  // Only plain JSON values inside, so a JSON round trip gives back an equal state.
  const problem = notPlainJson(s, 'state');
  if (problem) fail(problem);
}

/** Where `value` holds something JSON would change or drop (undefined, NaN, −0, a class…), or null. */
function notPlainJson(value: unknown, path: string): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0) ? null : `${path} is ${value}`;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = notPlainJson(value[i], `${path}[${i}]`);
      if (p) return p;
    }
    return null;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const k in value) {
      const p = notPlainJson((value as Record<string, unknown>)[k], `${path}.${k}`);
      if (p) return p;
    }
    return null;
  }
  return `${path} is not a JSON value`;
}

/** Game `g` starts with seat 1, seat 2 or a coin toss, in turn. */
function optionsFor(g: number, variants: Variant[]): ThronfolgeOptions {
  const first = ([1, 2, null] as (Seat | null)[])[g % 3];
  return thronfolge.normalizeOptions({ first, variants });
}

interface GameSummary {
  reason: 'crowns' | 'score';
  tieBreak: string | null;
}

function simulate(g: number, variants: Variant[]): GameSummary {
  const random = seededRandom(1000 + g);
  const seed = `sim-${variants.join('+')}-${g}`;
  const options = optionsFor(g, variants);
  let s = thronfolge.setup(options, seed);
  if (!isDeepStrictEqual(s, thronfolge.setup(options, seed))) throw new SimulationFailure(`${seed}: setup is not deterministic`);
  const log = newLog('thronfolge', seed, options);
  let perSeat = [0, 0];
  let step = 0;
  while (s.result === null) {
    const where = `${seed} step ${step}`;
    checkPosition(s, where, random);
    const legal = thronfolge.legalMoves(s);
    const m = pick(legal, random);
    const text = thronfolge.formatMove(m);
    const parsed = thronfolge.parseMove(text);
    if (parsed.type !== m.type || (parsed.type === 'play' && m.type === 'play' && parsed.card !== m.card)) throw new SimulationFailure(`${where}: notation does not round-trip`);
    log.moves.push(text);
    perSeat[s.current]++;
    const round = s.round;
    // Spot check (the plain-JSON check above covers every step): a round-tripped state moves alike.
    const roundTrip = step % 8 === 0 ? (JSON.parse(JSON.stringify(s)) as ThronfolgeState) : null;
    s = thronfolge.apply(s, m);
    if (roundTrip && !isDeepStrictEqual(thronfolge.apply(roundTrip, m), s)) throw new SimulationFailure(`${where}: a round-tripped state moves differently`);
    if (s.round !== round || s.result?.reason === 'score') {
      if (perSeat[0] !== 6 || perSeat[1] !== 6) throw new SimulationFailure(`${where}: round ${round} had ${perSeat} moves`);
      perSeat = [0, 0];
    }
    step++;
  }
  checkPosition(s, `${seed} end`, random);
  const result = s.result;
  const crownsRemoved = s.removed.filter((c) => ['KS', 'KC', 'KD'].includes(cardText(c))).length;
  if (result.reason === 'crowns' && crownsRemoved > 0) throw new SimulationFailure(`${seed}: crown win with a crown removed`);
  if (result.reason === 'score' && (step !== 48 || s.round !== 4)) throw new SimulationFailure(`${seed}: scored after ${step} moves`);

  // Replaying the log (seed, options, moves) reproduces the final state exactly.
  log.result = JSON.parse(JSON.stringify(result));
  const replay = replayLog(thronfolge, JSON.parse(JSON.stringify(log)));
  if (replay.error || !isDeepStrictEqual(replay.state, s)) throw new SimulationFailure(`${seed}: replay differs ${JSON.stringify(replay.error ?? '')}`);
  const verified = verifyLog(thronfolge, log);
  if (!verified.ok) throw new SimulationFailure(`${seed}: verifyLog failed: ${JSON.stringify(verified.problem)}`);
  return { reason: result.reason, tieBreak: result.tieBreak };
}

/** Plays `games` random games with the variants; counts how they ended ("score/spades", "crowns/null"…). */
export function runSimulations(games: number, variants: Variant[]): Map<string, number> {
  const endings = new Map<string, number>();
  // Refused moves throw by design; stack traces would cost most of the run and are never read.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    for (let g = 0; g < games; g++) {
      const { reason, tieBreak } = simulate(g, variants);
      const key = `${reason}/${tieBreak}`;
      endings.set(key, (endings.get(key) ?? 0) + 1);
    }
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
  return endings;
}
