// `npm run bench`: engine throughput, replay speed, then bot figures. BENCH_QUICK=1 shortens it.
import { regicide } from '../games/regicide/index.js';
import { thronfolge } from '../games/thronfolge/index.js';
import { regicidePlayouts, tablePlayouts, thronfolgePlayouts, verifySpeed, type PlayoutFigures } from './engine.js';

const quick = process.env.BENCH_QUICK === '1' || process.argv.includes('--quick');
const seconds = quick ? 0.5 : 3;
const round = (n: number): string => Math.round(n).toLocaleString('en-US');

function printPlayout(f: PlayoutFigures): void {
  console.log(`${f.label.padEnd(30)} ${round(f.gamesPerSecond).padStart(9)} games/s ${round(f.movesPerSecond).padStart(11)} moves/s  (${round(f.games)} games, ${f.seconds.toFixed(1)} s)`);
}

console.log(`Engine: random playouts on one core, legal-move generation included (${seconds} s each)`);
// A short warm-up so the first figure is not the JIT's.
regicidePlayouts(2, 0.3);
for (const players of [1, 2, 3, 4]) printPlayout(regicidePlayouts(players, seconds));
printPlayout(regicidePlayouts(2, seconds, true));
printPlayout(thronfolgePlayouts(seconds));
printPlayout(tablePlayouts(2, seconds));

console.log('\nreplay --verify (in-process: parse, check and apply every move, compare the result)');
for (const [label, game, options] of [
  ['regicide solo', regicide, { players: 1, variants: [] }],
  ['regicide 4p', regicide, { players: 4, variants: [] }],
  ['thronfolge', thronfolge, { first: null, variants: [] }],
] as const) {
  const v = verifySpeed(game, options, quick ? 200 : 2000);
  console.log(`${label.padEnd(30)} ${round(v.logsPerSecond).padStart(9)} logs/s  ${round(v.movesPerSecond).padStart(11)} moves/s`);
}

if (!process.argv.includes('--engine-only')) {
  try {
    const bots = await import('./bots.js');
    await bots.runBotBench({ quick });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw e;
    console.log('\n(bot benchmarks not built)');
  }
  (await import('./solver.js')).runSolverBench({ quick });
}

if (!process.argv.includes('--engine-only')) {
  // Spawn to first frame of `regicide play` (packaged and from the clone) against a bare Ink app.
  const startup = await import('./startup.js');
  startup.printStartup(await startup.runStartupBench({ quick }));
}
