// The rule-based Thronfolge policy: the `easy` bot and the rollout policy of the search bots.
// It looks one move ahead with the scoring rules: what a take gains now, and what the row would
// offer the opponent after each play. It reads only the deciding seat's hand and public facts.
import type { Card } from '../../../core/cards.js';
import { familyOf, isCrown, pointsOf } from '../cardTable.js';
import { canTake } from '../legal.js';
import { totalOf } from '../scoring.js';
import { TAKE_SIZE } from '../setup.js';
import type { ThronfolgeMove, ThronfolgeState } from '../types.js';

const CROWN_WIN = 1000;

// The policy runs inside every rollout of the search bots, so it scores from counts kept in
// scratch arrays instead of concatenating and rescoring whole collections. Slots: followers by
// family 0–3, favour + betrayal points 4, crowns 5.
const SLOTS = 6;
const mineNow = new Int32Array(SLOTS);
const theirsNow = new Int32Array(SLOTS);
const scratch = new Int32Array(SLOTS);

function addCard(c: Card, out: Int32Array): void {
  const family = familyOf(c);
  if (family >= 0) out[family]++;
  else if (isCrown(c)) out[5]++;
  else out[4] += pointsOf(c);
}

function countCards(cards: readonly Card[], out: Int32Array): void {
  out.fill(0);
  for (const c of cards) addCard(c, out);
}

function standingOf(mine: Int32Array, theirs: Int32Array): number {
  const crowns = mine[5];
  return totalOf(mine, theirs) - totalOf(theirs, mine) + (crowns === 3 ? CROWN_WIN : crowns * 0.5);
}

/**
 * What taking the last five of `row` (+ `extra` at its end, when ≥ 0) gains the seat whose
 * collection counts are `mine` against `theirs`.
 */
function takeGainOf(row: readonly Card[], extra: Card, mine: Int32Array, theirs: Int32Array): number {
  const length = row.length + (extra >= 0 ? 1 : 0);
  if (length === 0) return 0;
  scratch.set(mine);
  const from = Math.max(0, length - TAKE_SIZE);
  for (let i = from; i < row.length; i++) addCard(row[i], scratch);
  if (extra >= 0) addCard(extra, scratch);
  return standingOf(scratch, theirs) - standingOf(mine, theirs);
}

/** Seat `me`'s standing if the game were scored now: own total − the opponent's, crowns aside. */
export function standing(mine: readonly Card[], theirs: readonly Card[]): number {
  countCards(mine, mineNow);
  countCards(theirs, theirsNow);
  return standingOf(mineNow, theirsNow);
}

/** What taking the last five of `row` gains the seat holding `mine` against `theirs`. */
export function takeGain(row: readonly Card[], mine: readonly Card[], theirs: readonly Card[]): number {
  countCards(mine, mineNow);
  countCards(theirs, theirsNow);
  return takeGainOf(row, -1, mineNow, theirsNow);
}

/** Scores of every legal move of the deciding seat (index = position in `moves`). */
export function scoreMoves(s: ThronfolgeState, moves: readonly ThronfolgeMove[]): number[] {
  const me = s.current;
  const opp = 1 - me;
  countCards(s.collections[me], mineNow);
  countCards(s.collections[opp], theirsNow);
  const hand = s.hands[me];
  const oppCanTake = !s.taken[opp];
  return moves.map((m) => {
    if (m.type === 'take') {
      // Waiting keeps the option open while the hand lasts; the gain is what the row holds now.
      return takeGainOf(s.row, -1, mineNow, theirsNow) - (hand.length - 1) * 0.9;
    }
    let score = 0;
    if (oppCanTake) score -= 0.8 * Math.max(0, takeGainOf(s.row, m.card, theirsNow, mineNow));
    if (!s.taken[me]) score += 0.3 * takeGainOf(s.row, m.card, mineNow, theirsNow);
    return score;
  });
}

/** The policy's move; `noise` (0..1 source) picks among near-equal moves in rollouts. */
export function policyMove(s: ThronfolgeState, moves: readonly ThronfolgeMove[], noise?: () => number, jitter = 1.5): ThronfolgeMove {
  if (moves.length === 1) return moves[0];
  const scores = scoreMoves(s, moves);
  let best = 0;
  for (let i = 1; i < moves.length; i++) {
    const shake = noise ? (noise() - 0.5) * jitter : 0;
    if (scores[i] + shake > scores[best]) best = i;
  }
  return moves[best];
}

/** The legal moves of the deciding seat without allocating a list from the engine. */
export function movesOf(s: ThronfolgeState): ThronfolgeMove[] {
  const out: ThronfolgeMove[] = [];
  for (const card of s.hands[s.current]) out.push({ type: 'play', card });
  if (canTake(s)) out.push({ type: 'take' });
  return out;
}
