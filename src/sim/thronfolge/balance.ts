// Is Thronfolge fair? The figures `thronfolge sim` does not give: how the round-1 starter fares
// (wins, losses, shared, with intervals), how games end (crowns, score, which tie-break), how wide
// the score gaps are, and how often each family's majority was worth the winning margin. The
// games are played by the module's `balance` kind (src/modules/thronfolge/balance-sim.ts) on the
// simulator's pool.
import { FAMILY_ORDER, FAMILY_VALUE } from '../../games/thronfolge/cardTable.js';
import { type BalanceTally, TIE_BREAKS } from '../../modules/thronfolge/balance-sim.js';
import type { ThronfolgeSimSpec } from '../../modules/thronfolge/sim.js';
import { quantileMs } from '../../modules/tally.js';
import { runPool } from '../pool.js';
import { wilson95 } from '../stats.js';

const FAMILY_NAMES = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

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
      atLeast10: share(
        t.margins.slice(10).reduce((a, b) => a + b, 0),
        scoreDecided,
      ),
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
  const t = await runPool<BalanceTally>({ kind: { game: 'thronfolge', kind: 'balance' }, spec, games, workers });
  return balanceReport(spec, t);
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

export function formatBalanceReport(r: BalanceReport): string {
  const s = r.starter;
  return [
    `Thronfolge balance: ${r.games} games, ${r.bots.join(' vs ')}, starters alternate, seed ${r.seed}`,
    `round-1 starter  won ${s.wins}, lost ${s.losses}, shared ${s.shared}: ${pct(s.winRate)} of games [${pct(s.ci95[0])}–${pct(s.ci95[1])}], ${pct(s.winRateOfDecided)} of decided games [${pct(s.ci95OfDecided[0])}–${pct(s.ci95OfDecided[1])}]`,
    ...r.seats.map(
      (x) =>
        `seat ${x.seat} ${x.bot.padEnd(6)} wins ${x.wins} (${pct(x.winRate)} [${pct(x.ci95[0])}–${pct(x.ci95[1])}]), decision p50 ${x.decisionMs.p50.toFixed(2)} ms, p95 ${x.decisionMs.p95.toFixed(2)} ms`,
    ),
    `three crowns     ${r.crownWins} (${pct(r.crownWinRate)}), ${r.crownWinsByStarter} of them by the starter; shared ${r.shared} (${pct(r.sharedRate)})`,
    `decided by       ${Object.entries(r.tieBreaks)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
    `winning margin   mean ${r.margin.mean}, quartiles ${r.margin.p25}/${r.margin.p50}/${r.margin.p75}, p90 ${r.margin.p90}, max ${r.margin.max}; ≤ 2 points ${pct(r.margin.upTo2)}, ≥ 10 ${pct(r.margin.atLeast10)}`,
    `family decides   ${r.families.map((f) => `${f.family} (${f.value}) ${pct(f.decisiveRate)}`).join(', ')} of score-decided games (winner's majority ≥ the margin)`,
  ].join('\n');
}
