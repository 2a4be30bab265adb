// A puzzle from a player's game as a terminal receives it from a server (…/puzzles/puzzle): its
// position as the engine's state, the answer and the solver's line. The server is not trusted: the
// state is read field by field into a fresh object (so nothing the server adds, a seed or the
// moves before, comes along), every card and count must be one the game can hold, the answer must
// be legal there and the line must play after it. Anything else is no puzzle.
import { type Card, JESTER, rankOf } from '../../../core/cards.js';
import type { RngState } from '../../../core/rng.js';
import { applyInPlace, cloneState } from '../apply.js';
import { isLegal } from '../legal.js';
import { formatMove, parseMove } from '../notation.js';
import { canonical } from '../solver/pilot.js';
import { type Phase, type RegicideState, VARIANTS, type Variant } from '../types.js';

export interface CheckedPosition {
  position: RegicideState;
  answer: string;
  line: string[];
}

/** A deal holds 54 cards at most; the solver's line is a few dozen moves. */
const PILE_MAX = 60;
const LINE_MAX = 300;
const PHASES: readonly Phase[] = ['play', 'discard', 'next'];

const isObject = (x: unknown): x is object => typeof x === 'object' && x !== null && !Array.isArray(x);
const field = (o: object, key: string): unknown => {
  const v: unknown = Object.getOwnPropertyDescriptor(o, key)?.value;
  return v;
};
const int = (x: unknown, min: number, max: number): number | null => (typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max ? x : null);
const isCard = (x: unknown): x is Card => int(x, 0, JESTER) !== null;
const pile = (x: unknown): Card[] | null => (Array.isArray(x) && x.length <= PILE_MAX && x.every(isCard) ? x.slice() : null);

function rngOf(x: unknown): RngState | null {
  if (!isObject(x)) return null;
  if (field(x, 'gen') === 'sfc32') {
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((k) => int(field(x, k), 0, 0xffffffff));
    return a === null || b === null || c === null || d === null ? null : { gen: 'sfc32', a, b, c, d };
  }
  const [c, s0, s1, s2] = ['c', 's0', 's1', 's2'].map((k) => field(x, k));
  const fraction = (v: unknown): v is number => typeof v === 'number' && v >= 0 && v < 1;
  return typeof c === 'number' && Number.isInteger(c) && fraction(s0) && fraction(s1) && fraction(s2) ? { c, s0, s1, s2 } : null;
}

/** The state read field by field, or null when some field is not one the game can hold (or the deal is over). */
export function positionOfView(x: unknown): RegicideState | null {
  if (!isObject(x) || field(x, 'game') !== 'regicide') return null;
  const players = int(field(x, 'players'), 1, 4);
  const listed = field(x, 'variants');
  const variants = Array.isArray(listed) && listed.every((v): v is Variant => VARIANTS.some((known) => known === v)) ? [...new Set(listed)] : null;
  const handLimit = int(field(x, 'handLimit'), 1, 20);
  const rng = rngOf(field(x, 'rng'));
  const [castle, tavern, discard, played] = ['castle', 'tavern', 'discard', 'played'].map((k) => pile(field(x, k)));
  const enemy = int(field(x, 'enemy'), 0, JESTER - 1);
  const [damage, spadeTotal, damageDue, flipsLeft, defeated] = ['damage', 'spadeTotal', 'damageDue', 'flipsLeft', 'defeated'].map((k) => int(field(x, k), 0, 1000));
  const cancelled = field(x, 'cancelled');
  const heldHands = field(x, 'hands');
  const hands = Array.isArray(heldHands) ? heldHands.map(pile) : null;
  const current = int(field(x, 'current'), 0, 3);
  const phase = PHASES.find((p) => p === field(x, 'phase'));
  const seatsYielded = field(x, 'yielded');
  const yielded = Array.isArray(seatsYielded) && seatsYielded.every((y) => typeof y === 'boolean') ? seatsYielded.slice() : null;
  if (players === null || variants === null || handLimit === null || rng === null || enemy === null || typeof cancelled !== 'boolean' || phase === undefined || current === null) return null;
  if (castle === null || tavern === null || discard === null || played === null || damage === null || spadeTotal === null || damageDue === null || flipsLeft === null || defeated === null) return null;
  if (hands === null || hands.length !== players || current >= players || yielded === null || yielded.length !== players || field(x, 'outcome') !== null) return null;
  const held: Card[][] = [];
  for (const h of hands) if (h !== null) held.push(h);
  if (held.length !== players) return null;
  // Enemies are face cards, and no card but a jester is in two places at once.
  if (rankOf(enemy) < 11 || castle.some((c) => c === JESTER || rankOf(c) < 11)) return null;
  const cards = [enemy, ...castle, ...tavern, ...discard, ...played, ...held.flat()].filter((c) => c !== JESTER);
  if (new Set(cards).size !== cards.length) return null;
  return {
    game: 'regicide',
    players,
    variants,
    handLimit,
    rng,
    castle,
    enemy,
    damage,
    spadeTotal,
    cancelled,
    tavern,
    discard,
    played,
    hands: held,
    current,
    phase,
    damageDue,
    yielded,
    flipsLeft,
    defeated,
    outcome: null,
  };
}

/** The puzzle as the terminal may play it, or null: the position, the answer legal there, the line playing after it. */
export function checkedPosition(position: unknown, answer: unknown, line: unknown): CheckedPosition | null {
  const state = positionOfView(position);
  if (!state || typeof answer !== 'string' || !Array.isArray(line) || line.length > LINE_MAX) return null;
  try {
    const s = cloneState(state);
    const listed: readonly unknown[] = line;
    const moves: string[] = [];
    for (const text of [answer, ...listed]) {
      if (typeof text !== 'string' || text.length > 200 || s.outcome !== null) return null;
      const move = canonical(parseMove(text));
      if (!isLegal(s, move)) return null;
      applyInPlace(s, move);
      moves.push(formatMove(move));
    }
    const [first, ...rest] = moves;
    return { position: state, answer: first, line: rest };
  } catch {
    // A move that does not parse, or a state the rules cannot play: no puzzle.
    return null;
  }
}
