// Is Thronfolge fair? The figures `thronfolge sim` does not give: how the round-1 starter fares
// (wins, losses, shared, with intervals), how games end (crowns, score, which tie-break), how wide
// the score gaps are, and how often each family's majority was worth the winning margin. It plays
// the same seeded duels as the simulator (game i: seed `${seed}/${i}`, starters alternate, bots
// seeded botSeed(game seed, seat)) in its own small loop, and runs on the simulator's pool.
import { botSeed } from '../core/rng.js';
import { thronfolge } from '../games/thronfolge/index.js';
import { makeThronfolgeBot } from '../games/thronfolge/bots/index.js';
import { FAMILY_ORDER, FAMILY_VALUE } from '../games/thronfolge/cardTable.js';
import type { ThronfolgeSimSpec } from './thronfolge-games.js';
import { runPool } from './pool.js';
import { mergeHistogram, newHistogram, quantileMs, recordMs, wilson95 } from './stats.js';

const TIE_BREAKS = ['score', 'spades', 'hearts', 'diamonds', 'clubs', 'crowns', 'shared'] as const;
const FAMILY_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
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

export interface BalanceReport {
  bots: string[];
  seed: string;
  games: number;
  starter: { wins: number; losses: number; shared: number; winRate: number; ci95: [number, number]; winRateOfDecided: number; ci95OfDecided: [number, number] };
  seats: { seat: number; bot: string; wins: number; winRate: number; ci95: [number, number]; decisionMs: { p50: number; p95: number } }[];
  crownWins: number;
  crownWinRate: number;
  crownWinsByStarter: number;
  shared: number;
  sharedRate: number;
  scoreDecided: number;
  tieBreaks: Record<string, number>;
  margin: { mean: number; p25: number; p50: number; p75: number; p90: number; max: number; upTo2: number; atLeast10: number };
  families: { family: string; value: number; withWinner: number; decisive: number; decisiveRate: number }[];
}

const round = (x: number, d = 4): number => Number(x.toFixed(d));

export function balanceReport(spec: ThronfolgeSimSpec, t: BalanceTally): BalanceReport {
  const decided = t.starter[0] + t.starter[1];
  const scoreDecided = t.margins.reduce((a, b) => a + b, 0);
  const quant = (q: number): number => {
    const target = Math.max(1, Math.ceil(q * scoreDecided));
    let seen = 0;
    for (let i = 0; i < t.margins.length; i++) if ((seen += t.margins[i]) >= target) return i;
    return t.margins.length - 1;
  };
  let sum = 0;
  let max = 0;
  t.margins.forEach((n, m) => {
    sum += n * m;
    if (n) max = m;
  });
  const share = (n: number, of: number): number => round(n / Math.max(1, of));
  return {
    bots: spec.bots,
    seed: spec.seed,
    games: t.games,
    starter: {
      wins: t.starter[0],
      losses: t.starter[1],
      shared: t.starter[2],
      winRate: share(t.starter[0], t.games),
      ci95: wilson95(t.starter[0], t.games).map((x) => round(x)) as [number, number],
      winRateOfDecided: share(t.starter[0], decided),
      ci95OfDecided: wilson95(t.starter[0], decided).map((x) => round(x)) as [number, number],
    },
    seats: [0, 1].map((i) => ({
      seat: i + 1,
      bot: spec.bots[i],
      wins: t.wins[i],
      winRate: share(t.wins[i], t.games),
      ci95: wilson95(t.wins[i], t.games).map((x) => round(x)) as [number, number],
      decisionMs: { p50: round(quantileMs(t.timing[i], 0.5)), p95: round(quantileMs(t.timing[i], 0.95)) },
    })),
    crownWins: t.crownWins,
    crownWinRate: share(t.crownWins, t.games),
    crownWinsByStarter: t.crownWinsByStarter,
    shared: t.starter[2],
    sharedRate: share(t.starter[2], t.games),
    scoreDecided,
    tieBreaks: Object.fromEntries(TIE_BREAKS.map((name, i) => [name, t.tieBreaks[i]])),
    margin: {
      mean: round(sum / Math.max(1, scoreDecided), 2),
      p25: quant(0.25),
      p50: quant(0.5),
      p75: quant(0.75),
      p90: quant(0.9),
      max,
      upTo2: share(t.margins[0] + t.margins[1] + t.margins[2], scoreDecided),
      atLeast10: share(t.margins.slice(10).reduce((a, b) => a + b, 0), scoreDecided),
    },
    families: FAMILY_ORDER.map((suit, k) => ({
      family: FAMILY_NAMES[k],
      value: FAMILY_VALUE[suit],
      withWinner: t.familyWithWinner[k],
      decisive: t.familyDecisive[k],
      decisiveRate: share(t.familyDecisive[k], scoreDecided),
    })),
  };
}

export async function runThronfolgeBalance(spec: ThronfolgeSimSpec, games: number, workers: number): Promise<BalanceReport> {
  const t = await runPool<BalanceTally>({ kind: 'thronfolge-balance', spec, games, workers });
  return balanceReport(spec, t);
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

export function formatBalanceReport(r: BalanceReport): string {
  const s = r.starter;
  return [
    `Thronfolge balance: ${r.games} games, ${r.bots.join(' vs ')}, starters alternate, seed ${r.seed}`,
    `round-1 starter  won ${s.wins}, lost ${s.losses}, shared ${s.shared}: ${pct(s.winRate)} of games [${pct(s.ci95[0])}–${pct(s.ci95[1])}], ${pct(s.winRateOfDecided)} of decided games [${pct(s.ci95OfDecided[0])}–${pct(s.ci95OfDecided[1])}]`,
    ...r.seats.map((x) => `seat ${x.seat} ${x.bot.padEnd(6)} wins ${x.wins} (${pct(x.winRate)} [${pct(x.ci95[0])}–${pct(x.ci95[1])}]), decision p50 ${x.decisionMs.p50.toFixed(2)} ms, p95 ${x.decisionMs.p95.toFixed(2)} ms`),
    `three crowns     ${r.crownWins} (${pct(r.crownWinRate)}), ${r.crownWinsByStarter} of them by the starter; shared ${r.shared} (${pct(r.sharedRate)})`,
    `decided by       ${Object.entries(r.tieBreaks).map(([k, v]) => `${k} ${v}`).join(', ')}`,
    `winning margin   mean ${r.margin.mean}, quartiles ${r.margin.p25}/${r.margin.p50}/${r.margin.p75}, p90 ${r.margin.p90}, max ${r.margin.max}; ≤ 2 points ${pct(r.margin.upTo2)}, ≥ 10 ${pct(r.margin.atLeast10)}`,
    `family decides   ${r.families.map((f) => `${f.family} (${f.value}) ${pct(f.decisiveRate)}`).join(', ')} of score-decided games (winner's majority ≥ the margin)`,
  ].join('\n');
}
