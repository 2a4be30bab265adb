// Bot figures for `npm run bench`: strength (win rates with 95% intervals) and decision times,
// measured with the simulator on worker threads. `quick` keeps it to well under a minute; the full
// run takes about three minutes on two cores (the 1,000-game figures come from `sim` itself). Seeds are fixed, so the figures repeat (timings aside).
import { availableParallelism } from 'node:os';
import { fmtMs, runRegicideSim } from '../sim/regicide-sim.js';
import { runThronfolgeSim } from '../sim/thronfolge-sim.js';
import type { RegicideBotLevel } from '../games/regicide/bots/index.js';
import type { ThronfolgeBotLevel } from '../games/thronfolge/bots/index.js';

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`.padStart(6);
const interval = (ci: [number, number]): string => `[${pct(ci[0]).trim()}–${pct(ci[1]).trim()}]`;

export async function runBotBench(options: { quick?: boolean; workers?: number } = {}): Promise<void> {
  const quick = Boolean(options.quick);
  const workers = options.workers ?? Math.max(1, availableParallelism());
  console.log(`\nRegicide bots (simulator, ${workers} worker${workers > 1 ? 's' : ''}; seed "bench")`);
  const regicideRuns: [RegicideBotLevel, number, number][] = quick
    ? [['random', 1, 200], ['easy', 1, 2000], ['easy', 2, 1000], ['normal', 1, 10], ['hard', 1, 10]]
    : [['random', 1, 1000], ['easy', 1, 20000], ['easy', 2, 5000], ['easy', 3, 5000], ['easy', 4, 5000], ['normal', 1, 100], ['hard', 1, 60], ['hard', 2, 20]];
  for (const [bot, players, games] of regicideRuns) {
    const r = await runRegicideSim({ players, bot, variants: [], seed: 'bench' }, games, workers, false);
    const who = `${bot} ${players === 1 ? 'solo' : `${players}p`}`.padEnd(12);
    console.log(
      `${who} ${String(games).padStart(6)} games  wins ${pct(r.winRate)} ${interval(r.ci95).padEnd(15)} enemies ${r.meanDefeated.toFixed(2).padStart(5)}` +
        `  decision p50 ${fmtMs(r.decisionMs.p50).padStart(8)} p95 ${fmtMs(r.decisionMs.p95).padStart(8)}  ${String(r.gamesPerSecond).padStart(7)} games/s`,
    );
  }
  console.log(`\nThronfolge bots (seat 1 vs seat 2, starters alternate)`);
  const duels: [ThronfolgeBotLevel, ThronfolgeBotLevel, number][] = quick
    ? [['easy', 'random', 400], ['hard', 'easy', 20]]
    : [['easy', 'random', 2000], ['normal', 'easy', 100], ['hard', 'easy', 100], ['hard', 'random', 100]];
  for (const [a, b, games] of duels) {
    const r = await runThronfolgeSim({ bots: [a, b], variants: [], seed: 'bench' }, games, workers, false);
    const s = r.seats[0];
    console.log(
      `${`${a} vs ${b}`.padEnd(16)} ${String(games).padStart(5)} games  ${a} wins ${pct(s.winRate)} ${interval(s.ci95).padEnd(15)} shared ${r.shared}` +
        `  ${a} decision p50 ${fmtMs(s.decisionMs.p50).padStart(8)} p95 ${fmtMs(s.decisionMs.p95).padStart(8)}`,
    );
  }
}

/**
 * Standalone: `node dist/bench/bots.js balance hard,hard 2000 [seed] [workers]` prints the
 * Thronfolge balance report as JSON and text (the long runs behind the README's fairness figures).
 */
async function main(argv: string[]): Promise<void> {
  const [what, bots, games, seed = 'balance', workers = '1'] = argv;
  if (what !== 'balance' || !bots || !games) {
    console.error('usage: bots.js balance LEVEL,LEVEL GAMES [SEED] [WORKERS]');
    process.exitCode = 2;
    return;
  }
  const { runThronfolgeBalance, formatBalanceReport } = await import('../sim/thronfolge-balance.js');
  const spec = { bots: bots.split(',') as [ThronfolgeBotLevel, ThronfolgeBotLevel], variants: [], seed };
  const started = performance.now();
  const r = await runThronfolgeBalance(spec, Number(games), Number(workers));
  console.log(JSON.stringify({ ...r, elapsedMs: Math.round(performance.now() - started) }));
  console.log(formatBalanceReport(r));
}

if (process.argv[1] && /bench[/\\]bots\.(js|ts)$/.test(process.argv[1])) await main(process.argv.slice(2));
