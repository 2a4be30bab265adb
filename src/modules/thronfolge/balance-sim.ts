// One seeded Thronfolge duel for the balance report, as a simulation kind: what `thronfolge sim`
// does not tally (how the round-1 starter fares, how games end, the score gaps, which family's
// majority decided). Game i: seed `${seed}/${i}`, starters alternate, bots seeded
// botSeed(game seed, seat). The report and its runner are in src/sim/thronfolge/balance.ts.
import { botSeed } from '../../core/rng.js';
import { thronfolge } from '../../games/thronfolge/index.js';
import { makeThronfolgeBot } from '../../games/thronfolge/bots/index.js';
import { FAMILY_ORDER, FAMILY_VALUE } from '../../games/thronfolge/cardTable.js';
import type { SimKind } from '../module.js';
import { mergeHistogram, newHistogram, recordMs } from '../tally.js';
import type { ThronfolgeSimSpec } from './sim.js';

export const TIE_BREAKS = ['score', 'spades', 'hearts', 'diamonds', 'clubs', 'crowns', 'shared'] as const;
const MARGIN_SLOTS = 61;

export interface BalanceTally {
  games: number;
  /** Outcomes seen from the round-1 starter: won, lost, shared. */
  starter: [number, number, number];
  /** Outright wins by seat (1, 2) and by bot level position in the spec. */
  wins: [number, number];
  crownWins: number;
  crownWinsByStarter: number;
  /** Score-decided games by tie-break step (TIE_BREAKS order). */
  tieBreaks: number[];
  /** Score-decided games by |score difference| (capped). */
  margins: number[];
  /** By family (FAMILY_ORDER): games whose winner held its majority. */
  familyWithWinner: number[];
  /** By family: games whose winner held its majority and won by no more than its value. */
  familyDecisive: number[];
  timing: [number[], number[]];
}

export function emptyBalanceTally(): BalanceTally {
  return {
    games: 0,
    starter: [0, 0, 0],
    wins: [0, 0],
    crownWins: 0,
    crownWinsByStarter: 0,
    tieBreaks: new Array<number>(TIE_BREAKS.length).fill(0),
    margins: new Array<number>(MARGIN_SLOTS).fill(0),
    familyWithWinner: [0, 0, 0, 0],
    familyDecisive: [0, 0, 0, 0],
    timing: [newHistogram(), newHistogram()],
  };
}

export function mergeBalanceTally(into: BalanceTally, from: BalanceTally): void {
  into.games += from.games;
  const add = (a: number[], b: readonly number[]): void => b.forEach((x, i) => (a[i] += x));
  add(into.starter, from.starter);
  add(into.wins, from.wins);
  into.crownWins += from.crownWins;
  into.crownWinsByStarter += from.crownWinsByStarter;
  add(into.tieBreaks, from.tieBreaks);
  add(into.margins, from.margins);
  add(into.familyWithWinner, from.familyWithWinner);
  add(into.familyDecisive, from.familyDecisive);
  mergeHistogram(into.timing[0], from.timing[0]);
  mergeHistogram(into.timing[1], from.timing[1]);
}

export function playBalanceGame(spec: ThronfolgeSimSpec, index: number, tally: BalanceTally): void {
  const seed = `${spec.seed}/${index}`;
  const first = index % 2 === 0 ? 1 : 2;
  let s = thronfolge.setup(thronfolge.normalizeOptions({ first, variants: spec.variants }), seed);
  const bots = spec.bots.map((level, i) => makeThronfolgeBot(level, botSeed(seed, i + 1)));
  while (s.result === null) {
    const seat = s.current;
    const t0 = performance.now();
    const move = bots[seat].choose(thronfolge.view(s, seat + 1), thronfolge.legalMoves(s));
    recordMs(tally.timing[seat], performance.now() - t0);
    s = thronfolge.apply(s, move);
  }
  const r = s.result;
  tally.games++;
  if (r.shared || r.winner === null) {
    tally.starter[2]++;
    tally.tieBreaks[TIE_BREAKS.indexOf('shared')]++;
    return;
  }
  tally.wins[r.winner - 1]++;
  tally.starter[r.winner === first ? 0 : 1]++;
  if (r.reason === 'crowns') {
    tally.crownWins++;
    if (r.winner === first) tally.crownWinsByStarter++;
    return;
  }
  tally.tieBreaks[TIE_BREAKS.indexOf(r.tieBreak ?? 'score')]++;
  const w = r.winner - 1;
  const margin = r.scores[w] - r.scores[1 - w];
  tally.margins[Math.min(MARGIN_SLOTS - 1, Math.max(0, margin))]++;
  const suitLetter = ['S', 'H', 'D', 'C'];
  FAMILY_ORDER.forEach((suit, k) => {
    if (!r.breakdown[w].familiesWon.includes(suitLetter[suit])) return;
    tally.familyWithWinner[k]++;
    // Without this majority's points the winner would not be ahead on score.
    if (margin <= FAMILY_VALUE[suit]) tally.familyDecisive[k]++;
  });
}

export const balanceSim = { empty: emptyBalanceTally, merge: mergeBalanceTally, play: playBalanceGame } satisfies SimKind<ThronfolgeSimSpec, BalanceTally> as SimKind;
