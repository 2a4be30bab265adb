// The report of `sim --compare A B`: the decision, the deals and games it took, both bots' wins on
// those deals and the difference with its interval; as text within 80 columns or one JSON object.
import { wrapLine } from '../text/wrap.js';
import { type CompareResult, runCompare } from './compare.js';
import type { SequentialRunner } from './pool.js';
import { progressBar } from './progress.js';
import { workersText } from './report-text.js';
import type { SprtTest } from './sprt.js';

export interface CompareReport extends Omit<CompareResult, 'played'> {
  game: string;
  mode: 'compare';
  /** The levels of A and B. */
  bots: [string, string];
  /** How the deals are played, in words ("solo", "3 players", "duels, seats swapped"). */
  setting: string;
  pairing: Pairing;
  variants: string[];
  seed: string;
  test: { betterBy: number; alpha: number; beta: number; maxDeals: number };
  /** A's and B's win rates on the deals used (of the games each played). */
  winRates: [number, number];
  played: number;
  elapsedMs: number;
  gamesPerSecond: number;
  workers: number;
}

/**
 * How the bots share a deal: `apart`, each plays it at a table of its own (one game each, one
 * outcome per deal: Regicide); `duel`, against each other twice with the seats swapped (each game
 * an outcome: Thronfolge).
 */
export type Pairing = 'apart' | 'duel';

export interface CompareOptions {
  game: string;
  pairing: Pairing;
  spec: { bots: [string, string]; seed: string; variants: string[] } & Record<string, unknown>;
  setting: string;
  test: SprtTest;
  maxDeals: number;
  workers: number;
  showProgress?: boolean;
  /** Plays the deals on a job queue instead of this machine's threads (see runCompare). */
  sequential?: SequentialRunner;
}

const round = (x: number, digits = 4): number => Number(x.toFixed(digits));

export async function runCompareReport(o: CompareOptions): Promise<CompareReport> {
  const label = `${o.game} ${o.spec.bots[0]} vs ${o.spec.bots[1]}, deals`;
  const bar = o.showProgress === false || o.sequential ? { update() {}, finish() {} } : progressBar(o.maxDeals, label);
  const started = performance.now();
  const r = await runCompare({ game: o.game, spec: o.spec, test: o.test, maxDeals: o.maxDeals, workers: o.workers, sequential: o.sequential, onProgress: (d) => bar.update(d) });
  bar.finish();
  const elapsedMs = performance.now() - started;
  // Each bot plays one game per deal apart, and both games of a deal in duels.
  const perBot = o.pairing === 'apart' ? r.deals : r.games;
  return {
    game: o.game,
    mode: 'compare',
    bots: o.spec.bots,
    setting: o.setting,
    pairing: o.pairing,
    variants: o.spec.variants,
    seed: o.spec.seed,
    test: { betterBy: round(o.test.delta1 * 100, 2), alpha: o.test.alpha, beta: o.test.beta, maxDeals: o.maxDeals },
    decision: r.decision,
    deals: r.deals,
    games: r.games,
    counts: r.counts,
    llr: round(r.llr),
    bounds: [round(r.bounds[0]), round(r.bounds[1])],
    wins: r.wins,
    winRates: [round(r.wins[0] / Math.max(1, perBot)), round(r.wins[1] / Math.max(1, perBot))],
    difference: round(r.difference),
    ci95: [round(r.ci95[0]), round(r.ci95[1])],
    played: r.played,
    elapsedMs: Math.round(elapsedMs),
    gamesPerSecond: round(((2 * r.played) / elapsedMs) * 1000, 1),
    workers: o.workers,
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const points = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(1)}`;

/** The decision in words. */
export function decisionText(r: CompareReport): string {
  const [, b] = r.bots;
  if (r.decision === 'H1') return `B (${b}) is better by at least ${r.test.betterBy} points`;
  if (r.decision === 'H0') return `B (${b}) is no better`;
  return `no decision within ${r.test.maxDeals} deals`;
}

export function formatCompareReport(r: CompareReport): string {
  const [a, b] = r.bots;
  const title = r.game.charAt(0).toUpperCase() + r.game.slice(1);
  const apart = r.pairing === 'apart';
  const lines = [
    ...wrapLine(`${title} SPRT: A ${a} against B ${b}, ${r.setting}, variants ${r.variants.length ? r.variants.join(' ') : 'none'}, seed ${r.seed}`),
    ...wrapLine(`test            B better by ≥ ${r.test.betterBy} points (H1) or no better (H0), alpha ${r.test.alpha}, beta ${r.test.beta}, at most ${r.test.maxDeals} deals`),
    `decision        ${r.decision}: ${decisionText(r)}`,
    `used            ${r.deals} deals (${r.games} games)`,
    apart
      ? `wins            A ${r.wins[0]} (${pct(r.winRates[0])}), B ${r.wins[1]} (${pct(r.winRates[1])})`
      : `wins            A ${r.wins[0]} (${pct(r.winRates[0])}), B ${r.wins[1]} (${pct(r.winRates[1])}), shared ${r.games - r.wins[0] - r.wins[1]}`,
    `difference      ${points(r.difference)} points, 95% interval ${points(r.ci95[0])} to ${points(r.ci95[1])} (not corrected for the early stop)`,
    apart
      ? `deals           B better on ${r.counts.better}, the same on ${r.counts.same}, worse on ${r.counts.worse}`
      : `games           B won ${r.counts.better}, A won ${r.counts.worse}, shared ${r.counts.same}`,
    `LLR             ${r.llr.toFixed(2)} (bounds ${r.bounds[0].toFixed(2)} and ${r.bounds[1].toFixed(2)})`,
    `speed           ${r.gamesPerSecond} games/s on ${workersText(r.workers)}, ${r.played} deals played (${(r.elapsedMs / 1000).toFixed(1)} s)`,
  ];
  return lines.flatMap((l) => (l.length > 79 ? wrapLine(l) : [l])).join('\n');
}
