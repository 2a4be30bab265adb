// Thronfolge's bot figures for `npm run bench`: each pairing's wins with 95% intervals and the
// decision times on the simulator, then a quick fairness run (the round-1 starter's share and how
// games end, hard against hard; the README's figures come from the chunked runs below, over
// thousands of games). Seeds are fixed, so the figures repeat (timings aside).
import { readFileSync } from 'node:fs';
import type { ThronfolgeBotLevel } from '../../games/thronfolge/bots/index.js';
import { emptyBalanceTally, mergeBalanceTally } from '../../modules/thronfolge/balance-sim.js';
import { runRange } from '../../sim/kinds.js';
import { fmtMs } from '../../sim/report-text.js';
import { balanceReport, formatBalanceReport, runThronfolgeBalance } from '../../sim/thronfolge/balance.js';
import { runThronfolgeSim } from '../../sim/thronfolge/report.js';

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`.padStart(6);
const interval = (ci: [number, number]): string => `[${pct(ci[0]).trim()}–${pct(ci[1]).trim()}]`;

export async function runBotBench({ quick, workers }: { quick: boolean; workers: number }): Promise<void> {
  console.log(`\nThronfolge bots (seat 1 vs seat 2, starters alternate)`);
  const duels: [ThronfolgeBotLevel, ThronfolgeBotLevel, number][] = quick
    ? [
        ['easy', 'random', 400],
        ['hard', 'easy', 20],
      ]
    : [
        ['easy', 'random', 2000],
        ['normal', 'easy', 100],
        ['hard', 'easy', 100],
        ['hard', 'random', 100],
      ];
  for (const [a, b, games] of duels) {
    const r = await runThronfolgeSim({ bots: [a, b], variants: [], seed: 'bench' }, games, workers, false);
    const s = r.seats[0];
    console.log(
      `${`${a} vs ${b}`.padEnd(16)} ${String(games).padStart(5)} games  ${a} wins ${pct(s.winRate)} ${interval(s.ci95).padEnd(15)} shared ${r.shared}` +
        `  ${a} decision p50 ${fmtMs(s.decisionMs.p50).padStart(8)} p95 ${fmtMs(s.decisionMs.p95).padStart(8)}`,
    );
  }
  const balanceGames = quick ? 20 : 200;
  console.log(`\n${formatBalanceReport(await runThronfolgeBalance({ bots: ['hard', 'hard'], variants: [], seed: 'bench' }, balanceGames, workers))}`);
}

/**
 * Standalone, for the long runs behind the README's fairness figures, in chunks so that a run
 * cut short still counts what it finished:
 *   node dist/bench/thronfolge/bots.js balance-chunk LEVEL,LEVEL START END [SEED]  → one tally as JSON
 *   node dist/bench/thronfolge/bots.js balance-report LEVEL,LEVEL SEED FILE…       → merged report
 * Game i of a chunk is game i of `thronfolge sim --seed SEED`.
 */
function main(argv: string[]): void {
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
  } else {
    console.error('usage: bots.js balance-chunk LEVEL,LEVEL START END [SEED] | balance-report LEVEL,LEVEL SEED FILE…');
    process.exitCode = 2;
  }
}

if (process.argv[1] && /bench[/\\]thronfolge[/\\]bots\.(js|ts)$/.test(process.argv[1])) main(process.argv.slice(2));
