// Bot figures for `npm run bench`: strength (win rates with 95% intervals) and decision times,
// measured with the simulator on worker threads, with quick versions of the team runs (hard, 2–4
// players) and of the Thronfolge fairness run. `quick` keeps it to about a minute on two idle
// cores; the full run takes several minutes (the README's figures come from longer runs). Seeds are fixed, so the figures repeat (timings aside).
import { availableParallelism } from 'node:os';
import { runRegicideSim } from '../sim/regicide/report.js';
import { fmtMs, workersText } from '../sim/report-text.js';
import { runThronfolgeSim } from '../sim/thronfolge/report.js';
import type { RegicideBotLevel } from '../games/regicide/bots/index.js';
import type { ThronfolgeBotLevel } from '../games/thronfolge/bots/index.js';

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`.padStart(6);
const interval = (ci: [number, number]): string => `[${pct(ci[0]).trim()}–${pct(ci[1]).trim()}]`;

export async function runBotBench(options: { quick?: boolean; workers?: number } = {}): Promise<void> {
  const quick = Boolean(options.quick);
  const workers = options.workers ?? Math.max(1, availableParallelism());
  console.log(`\nRegicide bots (simulator, ${workersText(workers)}; seed "bench")`);
  const regicideRuns: [RegicideBotLevel, number, number][] = quick
    ? [['random', 1, 200], ['easy', 1, 2000], ['easy', 2, 1000], ['normal', 1, 10], ['hard', 1, 10], ['hard', 2, 10], ['hard', 3, 10], ['hard', 4, 10]]
    : [['random', 1, 1000], ['easy', 1, 20000], ['easy', 2, 5000], ['easy', 3, 5000], ['easy', 4, 5000], ['normal', 1, 100], ['hard', 1, 60], ['hard', 2, 60], ['hard', 3, 60], ['hard', 4, 60]];
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
  // Fairness: the round-1 starter's share and how games end, hard against hard (the README's
  // figures come from the chunked runs below, over thousands of games).
  const { formatBalanceReport, runThronfolgeBalance } = await import('../sim/thronfolge/balance.js');
  const balanceGames = quick ? 20 : 200;
  console.log(`\n${formatBalanceReport(await runThronfolgeBalance({ bots: ['hard', 'hard'], variants: [], seed: 'bench' }, balanceGames, workers))}`);
}

/**
 * Standalone, for the long runs behind the README's fairness figures, in chunks so that a run
 * cut short still counts what it finished:
 *   node dist/bench/bots.js balance-chunk LEVEL,LEVEL START END [SEED]  → one tally as JSON
 *   node dist/bench/bots.js balance-report LEVEL,LEVEL [SEED] FILE…     → merged report
 *   node dist/bench/bots.js regicide-chunk PLAYERS LEVEL START END SEED  → one tally as JSON
 *   node dist/bench/bots.js regicide-report PLAYERS LEVEL SEED FILE…     → merged report
 * Game i of a chunk is game i of `regicide sim --seed SEED` (and of `thronfolge sim`), so the
 * merged figures are those the simulator gives for the same games.
 */
async function main(argv: string[]): Promise<void> {
  const { balanceReport, formatBalanceReport } = await import('../sim/thronfolge/balance.js');
  const { emptyBalanceTally, mergeBalanceTally } = await import('../modules/thronfolge/balance-sim.js');
  const { runRange } = await import('../sim/kinds.js');
  const { readFileSync } = await import('node:fs');
  const [what, bots, ...rest] = argv;
  const levels = (bots ?? '').split(',') as [ThronfolgeBotLevel, ThronfolgeBotLevel];
  if (what === 'balance-chunk' && rest.length >= 2) {
    const spec = { bots: levels, variants: [], seed: rest[2] ?? 'balance' };
    console.log(JSON.stringify(runRange({ game: 'thronfolge', kind: 'balance' }, spec, Number(rest[0]), Number(rest[1]))));
  } else if (what === 'balance-report' && rest.length >= 2) {
    const total = emptyBalanceTally();
    for (const file of rest.slice(1)) mergeBalanceTally(total, JSON.parse(readFileSync(file, 'utf8')));
    const r = balanceReport({ bots: levels, variants: [], seed: rest[0] }, total);
    console.log(JSON.stringify(r));
    console.log(formatBalanceReport(r));
  } else if (what === 'regicide-chunk' && rest.length >= 4) {
    const spec = { players: Number(bots), bot: rest[0] as RegicideBotLevel, variants: [], seed: rest[3] };
    console.log(JSON.stringify(runRange({ game: 'regicide', kind: 'play' }, spec, Number(rest[1]), Number(rest[2]))));
  } else if (what === 'regicide-report' && rest.length >= 3) {
    const { emptyRegicideTally, mergeRegicideTally } = await import('../modules/regicide/sim.js');
    const { quantileMs } = await import('../modules/tally.js');
    const { wilson95 } = await import('../sim/stats.js');
    const t = emptyRegicideTally();
    for (const file of rest.slice(2)) mergeRegicideTally(t, JSON.parse(readFileSync(file, 'utf8')));
    const r4 = (x: number): number => Number(x.toFixed(4));
    const report = {
      players: Number(bots),
      bot: rest[0],
      seed: rest[1],
      games: t.games,
      wins: t.wins,
      winRate: r4(t.wins / Math.max(1, t.games)),
      ci95: wilson95(t.wins, t.games).map(r4),
      meanDefeated: r4(t.defeatedSum / Math.max(1, t.games)),
      defeated: t.defeated,
      medals: Number(bots) === 1 ? t.medals : null,
      moves: t.moves,
      decisionMs: { p50: r4(quantileMs(t.timing, 0.5)), p95: r4(quantileMs(t.timing, 0.95)), p99: r4(quantileMs(t.timing, 0.99)) },
    };
    console.log(JSON.stringify(report));
  } else {
    console.error('usage: bots.js balance-chunk LEVEL,LEVEL START END [SEED] | balance-report LEVEL,LEVEL SEED FILE…');
    process.exitCode = 2;
  }
}

if (process.argv[1] && /bench[/\\]bots\.(js|ts)$/.test(process.argv[1])) await main(process.argv.slice(2));
