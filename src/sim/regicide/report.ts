// `regicide sim`: run the games, then turn the tally into a report (text or one JSON object).
// Everything but the timing fields depends only on the spec and the number of games.
import type { RegicideSimSpec, RegicideTally } from '../../modules/regicide/sim.js';
import { quantileMs } from '../../modules/tally.js';
import { barChart, trimZeros } from '../../text/layout.js';
import { wrapLine } from '../../text/wrap.js';
import { wordsIn } from '../../text/words.js';
import { runPool, type SimRunner } from '../pool.js';
import { progressBar } from '../progress.js';
import { fmtMs, workersText } from '../report-text.js';
import { wilson95 } from '../stats.js';

const EN = wordsIn('en');

export interface RegicideReport {
  game: 'regicide';
  players: number;
  bot: string;
  variants: string[];
  seed: string;
  games: number;
  wins: number;
  winRate: number;
  ci95: [number, number];
  meanDefeated: number;
  /** Games by enemies defeated, 0..12. */
  defeated: number[];
  medals: { gold: number; silver: number; bronze: number } | null;
  moves: number;
  decisionMs: { p50: number; p95: number; p99: number };
  elapsedMs: number;
  gamesPerSecond: number;
  workers: number;
}

export async function runRegicideSim(spec: RegicideSimSpec, games: number, workers: number, showProgress = true, runner: SimRunner = runPool): Promise<RegicideReport> {
  const bar = showProgress ? progressBar(games, `regicide ${spec.bot}`) : { update() {}, finish() {} };
  const started = performance.now();
  const tally = await runner<RegicideTally>({ kind: { game: 'regicide', kind: 'play' }, spec, games, workers, onProgress: (d) => bar.update(d) });
  bar.finish();
  const elapsedMs = performance.now() - started;
  const round = (x: number, digits = 4): number => Number(x.toFixed(digits));
  const [lo, hi] = wilson95(tally.wins, tally.games);
  return {
    game: 'regicide',
    players: spec.players,
    bot: spec.bot,
    variants: spec.variants,
    seed: spec.seed,
    games: tally.games,
    wins: tally.wins,
    winRate: round(tally.wins / Math.max(1, tally.games)),
    ci95: [round(lo), round(hi)],
    meanDefeated: round(tally.defeatedSum / Math.max(1, tally.games), 3),
    defeated: tally.defeated,
    medals: spec.players === 1 ? tally.medals : null,
    moves: tally.moves,
    decisionMs: { p50: round(quantileMs(tally.timing, 0.5)), p95: round(quantileMs(tally.timing, 0.95)), p99: round(quantileMs(tally.timing, 0.99)) },
    elapsedMs: Math.round(elapsedMs),
    gamesPerSecond: round((tally.games / elapsedMs) * 1000, 1),
    workers,
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** The enemies-defeated histogram, one labelled bar per count from the lowest to the highest reached. */
export function defeatedChart(defeated: readonly number[], width = 80, ascii = false): string[] {
  const span = trimZeros(defeated);
  if (!span) return [];
  const bars = [];
  for (let n = span.from; n <= span.to; n++) bars.push({ label: EN.count(n, { one: '# enemy', other: '# enemies' }), value: defeated[n] });
  return barChart(bars, width - 2, ascii).map((line) => `  ${line}`);
}

/** The text report; every line fits 80 columns. */
export function formatRegicideReport(r: RegicideReport, ascii = false): string {
  const lines = [
    ...wrapLine(
      `Regicide simulation: ${r.games} games, ${r.players === 1 ? 'solo' : `${r.players} players`}, bot ${r.bot}, variants ${r.variants.length ? r.variants.join(' ') : 'none'}, seed ${r.seed}`,
    ),
    `wins            ${r.wins} (${pct(r.winRate)}, 95% interval ${pct(r.ci95[0])}–${pct(r.ci95[1])})`,
    `enemies defeated mean ${r.meanDefeated.toFixed(2)}, games by enemies defeated:`,
    ...defeatedChart(r.defeated, 80, ascii),
  ];
  if (r.medals) lines.push(`medals          gold ${r.medals.gold}, silver ${r.medals.silver}, bronze ${r.medals.bronze}`);
  lines.push(`decision time   p50 ${fmtMs(r.decisionMs.p50)}, p95 ${fmtMs(r.decisionMs.p95)}, p99 ${fmtMs(r.decisionMs.p99)} (${r.moves} decisions)`);
  lines.push(`speed           ${r.gamesPerSecond} games/s on ${workersText(r.workers)} (${(r.elapsedMs / 1000).toFixed(1)} s)`);
  return lines.join('\n');
}
