// The rule-based Thronfolge policy: the `easy` bot and the rollout policy of the search bots.
// It looks one move ahead with the scoring rules: what a take gains now, and what the row would
// offer the opponent after each play. It reads only the deciding seat's hand and public facts.
import type { Card } from '../../../core/cards.js';
import { CROWNS } from '../cardTable.js';
import { canTake } from '../legal.js';
import { scoreTotals } from '../scoring.js';
import { TAKE_SIZE } from '../setup.js';
import type { ThronfolgeMove, ThronfolgeState } from '../types.js';

const CROWN_WIN = 1000;

function crownsIn(cards: readonly Card[]): number {
  let n = 0;
  for (const c of cards) if (c === CROWNS[0] || c === CROWNS[1] || c === CROWNS[2]) n++;
  return n;
}

/** Seat `me`'s standing if the game were scored now: own total − the opponent's, crowns aside. */
export function standing(mine: readonly Card[], theirs: readonly Card[]): number {
  const [a, b] = scoreTotals(mine, theirs);
  const crowns = crownsIn(mine);
  return a - b + (crowns === 3 ? CROWN_WIN : crowns * 0.5);
}

/** What taking the last five of `row` gains the seat holding `mine` against `theirs`. */
export function takeGain(row: readonly Card[], mine: readonly Card[], theirs: readonly Card[]): number {
  if (row.length === 0) return 0;
  const after = mine.concat(row.slice(Math.max(0, row.length - TAKE_SIZE)));
  return standing(after, theirs) - standing(mine, theirs);
}

/** Scores of every legal move of the deciding seat (index = position in `moves`). */
export function scoreMoves(s: ThronfolgeState, moves: readonly ThronfolgeMove[]): number[] {
  const me = s.current;
  const opp = 1 - me;
  const mine = s.collections[me];
  const theirs = s.collections[opp];
  const hand = s.hands[me];
  const oppCanTake = !s.taken[opp];
  return moves.map((m) => {
    if (m.type === 'take') {
      // Waiting keeps the option open while the hand lasts; the gain is what the row holds now.
      return takeGain(s.row, mine, theirs) - (hand.length - 1) * 0.9;
    }
    const row = s.row.concat(m.card);
    let score = 0;
    if (oppCanTake) score -= 0.8 * Math.max(0, takeGain(row, theirs, mine));
    if (!s.taken[me]) score += 0.3 * takeGain(row, mine, theirs);
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
