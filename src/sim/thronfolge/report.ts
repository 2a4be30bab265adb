// `thronfolge sim`: two bots duel many seeded games with alternating starters; the report gives
// per-seat wins with 95% intervals, shared victories, scores, the starter's and crowns' share.
import { SCORE_MIN, type ThronfolgeSimSpec, type ThronfolgeTally } from '../../modules/thronfolge/sim.js';
import { mergeHistogram, newHistogram, quantileMs } from '../../modules/tally.js';
import { wrapLine } from '../../text/wrap.js';
import { runPool, type SimRunner } from '../pool.js';
import { progressBar } from '../progress.js';
import { fmtMs, workersText } from '../report-text.js';
import { wilson95 } from '../stats.js';

export interface SeatReport {
  seat: number;
  bot: string;
  wins: number;
  winRate: number;
  ci95: [number, number];
  score: { mean: number; p10: number; p50: number; p90: number; min: number; max: number };
  decisionMs: { p50: number; p95: number };
}

export interface ThronfolgeReport {
  game: 'thronfolge';
  bots: string[];
  variants: string[];
  seed: string;
  games: number;
  seats: SeatReport[];
  shared: number;
  starterWins: number;
  starterWinRate: number;
  crownWins: number;
  crownWinRate: number;
  moves: number;
  decisionMs: { p50: number; p95: number };
  elapsedMs: number;
  gamesPerSecond: number;
  workers: number;
}

const round = (x: number, digits = 4): number => Number(x.toFixed(digits));

function scoreStats(h: readonly number[]): SeatReport['score'] {
  const n = h.reduce((a, b) => a + b, 0);
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  h.forEach((count, i) => {
    if (!count) return;
    const score = i + SCORE_MIN;
    sum += count * score;
    min = Math.min(min, score);
    max = Math.max(max, score);
  });
  const q = (p: number): number => {
    const target = Math.max(1, Math.ceil(p * n));
    let seen = 0;
    for (let i = 0; i < h.length; i++) if ((seen += h[i]) >= target) return i + SCORE_MIN;
    return max;
  };
  return { mean: round(sum / Math.max(1, n), 2), p10: q(0.1), p50: q(0.5), p90: q(0.9), min: n ? min : 0, max: n ? max : 0 };
}

export async function runThronfolgeSim(spec: ThronfolgeSimSpec, games: number, workers: number, showProgress = true, runner: SimRunner = runPool): Promise<ThronfolgeReport> {
  const bar = showProgress ? progressBar(games, `thronfolge ${spec.bots.join(' vs ')}`) : { update() {}, finish() {} };
  const started = performance.now();
  const t = await runner<ThronfolgeTally>({ kind: { game: 'thronfolge', kind: 'play' }, spec, games, workers, onProgress: (d) => bar.update(d) });
  bar.finish();
  const elapsedMs = performance.now() - started;
  const all = newHistogram();
  mergeHistogram(all, t.timing[0]);
  mergeHistogram(all, t.timing[1]);
  const seats = [0, 1].map((seat): SeatReport => {
    const [lo, hi] = wilson95(t.wins[seat], t.games);
    return {
      seat: seat + 1,
      bot: spec.bots[seat],
      wins: t.wins[seat],
      winRate: round(t.wins[seat] / Math.max(1, t.games)),
      ci95: [round(lo), round(hi)],
      score: scoreStats(t.scores[seat]),
      decisionMs: { p50: round(quantileMs(t.timing[seat], 0.5)), p95: round(quantileMs(t.timing[seat], 0.95)) },
    };
  });
  const decided = Math.max(1, t.games - t.shared);
  return {
    game: 'thronfolge',
    bots: spec.bots,
    variants: spec.variants,
    seed: spec.seed,
    games: t.games,
    seats,
    shared: t.shared,
    starterWins: t.starterWins,
    starterWinRate: round(t.starterWins / decided),
    crownWins: t.crownWins,
    crownWinRate: round(t.crownWins / Math.max(1, t.games)),
    moves: t.moves,
    decisionMs: { p50: round(quantileMs(all, 0.5)), p95: round(quantileMs(all, 0.95)) },
    elapsedMs: Math.round(elapsedMs),
    gamesPerSecond: round((t.games / elapsedMs) * 1000, 1),
    workers,
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** The text report; every line fits 80 columns. */
export function formatThronfolgeReport(r: ThronfolgeReport): string {
  const lines = wrapLine(
    `Thronfolge simulation: ${r.games} games, ${r.bots[0]} (seat 1) vs ${r.bots[1]} (seat 2), starters alternate, variants ${r.variants.length ? r.variants.join(' ') : 'none'}, seed ${r.seed}`,
  );
  for (const s of r.seats) {
    lines.push(
      `seat ${s.seat} ${s.bot.padEnd(7)} wins ${s.wins} (${pct(s.winRate)}, 95% interval ${pct(s.ci95[0])}–${pct(s.ci95[1])})`,
      `  score mean ${s.score.mean}, p10/p50/p90 ${s.score.p10}/${s.score.p50}/${s.score.p90}, range ${s.score.min}..${s.score.max}`,
      `  decision time p50 ${fmtMs(s.decisionMs.p50)}, p95 ${fmtMs(s.decisionMs.p95)}`,
    );
  }
  lines.push(`shared victories ${r.shared}; three-crown wins ${r.crownWins} (${pct(r.crownWinRate)})`, `round-1 starter won ${pct(r.starterWinRate)} of decided games`);
  lines.push(`decision time   p50 ${fmtMs(r.decisionMs.p50)}, p95 ${fmtMs(r.decisionMs.p95)} (${r.moves} decisions)`);
  lines.push(`speed           ${r.gamesPerSecond} games/s on ${workersText(r.workers)} (${(r.elapsedMs / 1000).toFixed(1)} s)`);
  return lines.join('\n');
}
