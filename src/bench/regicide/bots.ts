// Regicide's bot figures for `npm run bench`: strength (win rates with 95% intervals) and decision
// times, measured with the simulator on worker threads, with quick versions of the team runs
// (hard, 2–4 players). `quick` keeps it to well under a minute on two idle cores; the full run
// takes several minutes (the README's figures come from longer runs). Seeds are fixed, so the
// figures repeat (timings aside).
import { readFileSync } from 'node:fs';
import type { RegicideBotLevel } from '../../games/regicide/bots/index.js';
import { emptyRegicideTally, mergeRegicideTally } from '../../modules/regicide/sim.js';
import { quantileMs } from '../../modules/tally.js';
import { runRange } from '../../sim/kinds.js';
import { runRegicideSim } from '../../sim/regicide/report.js';
import { fmtMs, workersText } from '../../sim/report-text.js';
import { wilson95 } from '../../sim/stats.js';

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`.padStart(6);
const interval = (ci: [number, number]): string => `[${pct(ci[0]).trim()}–${pct(ci[1]).trim()}]`;

export async function runBotBench({ quick, workers }: { quick: boolean; workers: number }): Promise<void> {
  console.log(`\nRegicide bots (simulator, ${workersText(workers)}; seed "bench")`);
  const regicideRuns: [RegicideBotLevel, number, number][] = quick
    ? [
        ['random', 1, 200],
        ['easy', 1, 2000],
        ['easy', 2, 1000],
        ['normal', 1, 10],
        ['hard', 1, 10],
        ['hard', 2, 10],
        ['hard', 3, 10],
        ['hard', 4, 10],
      ]
    : [
        ['random', 1, 1000],
        ['easy', 1, 20000],
        ['easy', 2, 5000],
        ['easy', 3, 5000],
        ['easy', 4, 5000],
        ['normal', 1, 100],
        ['hard', 1, 60],
        ['hard', 2, 60],
        ['hard', 3, 60],
        ['hard', 4, 60],
      ];
  for (const [bot, players, games] of regicideRuns) {
    const r = await runRegicideSim({ players, bot, variants: [], seed: 'bench' }, games, workers, false);
    const who = `${bot} ${players === 1 ? 'solo' : `${players}p`}`.padEnd(12);
    console.log(
      `${who} ${String(games).padStart(6)} games  wins ${pct(r.winRate)} ${interval(r.ci95).padEnd(15)} enemies ${r.meanDefeated.toFixed(2).padStart(5)}` +
        `  decision p50 ${fmtMs(r.decisionMs.p50).padStart(8)} p95 ${fmtMs(r.decisionMs.p95).padStart(8)}  ${String(r.gamesPerSecond).padStart(7)} games/s`,
    );
  }
}

/**
 * Standalone, for the long runs behind the README's figures, in chunks so that a run cut short
 * still counts what it finished:
 *   node dist/bench/regicide/bots.js chunk PLAYERS LEVEL START END SEED  → one tally as JSON
 *   node dist/bench/regicide/bots.js report PLAYERS LEVEL SEED FILE…     → merged report
 * Game i of a chunk is game i of `regicide sim --seed SEED`, so the merged figures are those the
 * simulator gives for the same games.
 */
function main(argv: string[]): void {
  const [what, players, level, ...rest] = argv;
  if (what === 'chunk' && rest.length >= 3) {
    const spec = { players: Number(players), bot: level as RegicideBotLevel, variants: [], seed: rest[2] };
    console.log(JSON.stringify(runRange({ game: 'regicide', kind: 'play' }, spec, Number(rest[0]), Number(rest[1]))));
  } else if (what === 'report' && rest.length >= 2) {
    const t = emptyRegicideTally();
    for (const file of rest.slice(1)) mergeRegicideTally(t, JSON.parse(readFileSync(file, 'utf8')));
    const r4 = (x: number): number => Number(x.toFixed(4));
    const report = {
      players: Number(players),
      bot: level,
      seed: rest[0],
      games: t.games,
      wins: t.wins,
      winRate: r4(t.wins / Math.max(1, t.games)),
      ci95: wilson95(t.wins, t.games).map(r4),
      meanDefeated: r4(t.defeatedSum / Math.max(1, t.games)),
      defeated: t.defeated,
      medals: Number(players) === 1 ? t.medals : null,
      moves: t.moves,
      decisionMs: { p50: r4(quantileMs(t.timing, 0.5)), p95: r4(quantileMs(t.timing, 0.95)), p99: r4(quantileMs(t.timing, 0.99)) },
    };
    console.log(JSON.stringify(report));
  } else {
    console.error('usage: bots.js chunk PLAYERS LEVEL START END SEED | report PLAYERS LEVEL SEED FILE…');
    process.exitCode = 2;
  }
}

if (process.argv[1] && /bench[/\\]regicide[/\\]bots\.(js|ts)$/.test(process.argv[1])) main(process.argv.slice(2));
