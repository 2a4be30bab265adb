// Solver figures for `npm run bench` and the README: over seeded deals with the standard rules,
// the share the solver decides within its time limit, the share winnable (solo: and with gold),
// and how long it takes. For teams the winnable share is the team ceiling: what a planner who
// sees every hand can reach, to compare the bots' win rates against.
//
// Standalone: node dist/bench/regicide/solver.js [--quick] [--deals N] [--team-deals N] [--seconds T]
//             [--players 1,2,3,4] [--from I] [--seed S] [--verbose]
// Deal i uses seed "solver/<i>" (`--seed sim`: "sim/<i>", the deals `regicide sim` gives the
// bots, so the ceiling and the bots' win rate come from the same deals). One thread: the time
// limit is wall-clock, so a busy machine lowers the decided share; the report prints the load
// average beside the figures.
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { solveDeal, type SolveResult } from '../../games/regicide/solver/index.js';

export interface SolverBenchOptions {
  quick?: boolean;
  /** Solo deals (default 100, quick 10). */
  deals?: number;
  /** Deals per team size (default 30, quick 4). */
  teamDeals?: number;
  /** Time limit per deal in seconds (default 10, quick 2). */
  seconds?: number;
  players?: number[];
  from?: number;
  /** Deal i is `${seed}/${i}` (default "solver"). */
  seed?: string;
  verbose?: boolean;
}

export interface SolverFigures {
  players: number;
  deals: number;
  seconds: number;
  winnable: number;
  notWinnable: number;
  unknown: number;
  medals: { gold: number; silver: number; bronze: number };
  /** Of the medals: how many are proven the best the deal allows. */
  medalsProven: number;
  /** Time until the verdict was known (first winning line or proof), in seconds. */
  verdictP50: number;
  verdictP95: number;
  /** Time of the whole solve including the search for a better medal. */
  totalP50: number;
  totalP95: number;
}

const quantile = (xs: number[], q: number): number => {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

export function benchPlayers(players: number, deals: number, seconds: number, from = 0, verbose = false, seed = 'solver'): SolverFigures {
  const f: SolverFigures = {
    players,
    deals,
    seconds,
    winnable: 0,
    notWinnable: 0,
    unknown: 0,
    medals: { gold: 0, silver: 0, bronze: 0 },
    medalsProven: 0,
    verdictP50: 0,
    verdictP95: 0,
    totalP50: 0,
    totalP95: 0,
  };
  const verdictTimes: number[] = [];
  const totalTimes: number[] = [];
  for (let i = from; i < from + deals; i++) {
    const t0 = performance.now();
    const end = t0 + seconds * 1000;
    let wonAt = NaN;
    const r: SolveResult = solveDeal({ players, variants: [] }, `${seed}/${i}`, {
      shouldStop: () => performance.now() >= end,
      onWin: () => (wonAt = performance.now()),
    });
    const t1 = performance.now();
    totalTimes.push((t1 - t0) / 1000);
    if (r.verdict === 'winnable') {
      f.winnable++;
      verdictTimes.push((wonAt - t0) / 1000);
      if (r.medal) {
        f.medals[r.medal]++;
        if (r.medalProven) f.medalsProven++;
      }
    } else if (r.verdict === 'not-winnable') {
      f.notWinnable++;
      verdictTimes.push((t1 - t0) / 1000);
    } else {
      f.unknown++;
      verdictTimes.push(Infinity);
    }
    if (verbose) {
      const medal = r.medal ? ` ${r.medal}${r.medalProven ? '' : '?'}` : '';
      process.stderr.write(`${players}p ${seed}/${i}: ${r.verdict}${medal} ${((t1 - t0) / 1000).toFixed(2)} s, ${r.nodes} nodes\n`);
    }
  }
  f.verdictP50 = quantile(verdictTimes, 0.5);
  f.verdictP95 = quantile(verdictTimes, 0.95);
  f.totalP50 = quantile(totalTimes, 0.5);
  f.totalP95 = quantile(totalTimes, 0.95);
  return f;
}

const pct = (n: number, d: number): string => `${((100 * n) / d).toFixed(1)}%`;
const secs = (x: number): string => (Number.isFinite(x) ? `${x.toFixed(2)} s` : `> limit`);

export function formatFigures(f: SolverFigures): string {
  const who = f.players === 1 ? 'solo' : `${f.players}p`;
  const decided = f.winnable + f.notWinnable;
  let text =
    `${who.padEnd(5)} ${String(f.deals).padStart(5)} deals  decided ${pct(decided, f.deals).padStart(6)}` +
    `  winnable ${pct(f.winnable, f.deals).padStart(6)}  not winnable ${String(f.notWinnable).padStart(3)}  unknown ${String(f.unknown).padStart(3)}` +
    `  verdict p50 ${secs(f.verdictP50)} p95 ${secs(f.verdictP95)}  (whole solve p50 ${secs(f.totalP50)} p95 ${secs(f.totalP95)})`;
  if (f.players === 1) {
    const m = f.medals;
    text += `\n      medals: gold ${m.gold} (${pct(m.gold, f.deals)} of deals), silver ${m.silver}, bronze ${m.bronze}; best medal proven for ${f.medalsProven}`;
  }
  return text;
}

export function runSolverBench(options: SolverBenchOptions = {}): SolverFigures[] {
  const quick = Boolean(options.quick);
  const seconds = options.seconds ?? (quick ? 2 : 10);
  const deals = options.deals ?? (quick ? 10 : 100);
  const teamDeals = options.teamDeals ?? (quick ? 4 : 30);
  const players = options.players ?? [1, 2, 3, 4];
  const seed = options.seed ?? 'solver';
  console.log(`\nRegicide solver (seeds "${seed}/<i>", standard rules, ${seconds} s limit per deal, one thread, load average ${loadavg()[0].toFixed(2)})`);
  const all: SolverFigures[] = [];
  for (const p of players) {
    const f = benchPlayers(p, p === 1 ? deals : teamDeals, seconds, options.from ?? 0, options.verbose, seed);
    all.push(f);
    console.log(formatFigures(f));
  }
  console.log(`(load average after: ${loadavg()[0].toFixed(2)})`);
  return all;
}

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const num = (name: string): number | undefined => (argValue(name) === undefined ? undefined : Number(argValue(name)));
  const figures = runSolverBench({
    quick: process.argv.includes('--quick'),
    deals: num('--deals'),
    teamDeals: num('--team-deals'),
    seconds: num('--seconds'),
    from: num('--from'),
    players: argValue('--players')?.split(',').map(Number),
    seed: argValue('--seed'),
    verbose: process.argv.includes('--verbose'),
  });
  if (process.argv.includes('--json')) console.log(JSON.stringify(figures));
}
