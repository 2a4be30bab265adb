// `npm run bench`: for every game of the registry, engine throughput and replay speed, then its
// bots' figures and its own benches, then the start-up. BENCH_QUICK=1 shortens it.
// `--against REF` compares this version with REF instead (see compare/bench-against.ts).
import { availableParallelism } from 'node:os';
import { gameModule, gameModules } from '../modules/registry.js';
import { type PlayoutFigures, verifySpeed } from './engine.js';
import type { GameBench } from './game-bench.js';
import { parseAgainst } from './compare/args.js';
import { BENCH_GAMES } from './games.js';

try {
  const against = parseAgainst(process.argv.slice(2));
  if (against) {
    await (await import('./compare/bench-against.js')).benchAgainst(against);
    process.exit(0);
  }
} catch (e) {
  process.stderr.write(`bench: ${(e as Error).message}\n`);
  process.exit(2);
}

const quick = process.env.BENCH_QUICK === '1' || process.argv.includes('--quick');
const seconds = quick ? 0.5 : 3;
const round = (n: number): string => Math.round(n).toLocaleString('en-US');

function printPlayout(f: PlayoutFigures): void {
  console.log(`${f.label.padEnd(30)} ${round(f.gamesPerSecond).padStart(9)} games/s ${round(f.movesPerSecond).padStart(11)} moves/s  (${round(f.games)} games, ${f.seconds.toFixed(1)} s)`);
}

const benches: [string, GameBench][] = [];
for (const { id } of gameModules()) {
  const load = (BENCH_GAMES as Record<string, (() => Promise<GameBench>) | undefined>)[id];
  if (load) benches.push([id, await load()]);
}

console.log(`Engine: random playouts on one core, legal-move generation included (${seconds} s each)`);
// A short warm-up so the first figure is not the JIT's.
benches[0]?.[1].warmUp?.();
for (const [, bench] of benches) for (const f of bench.playouts(seconds)) printPlayout(f);

console.log('\nreplay --verify (in-process: parse, check and apply every move, compare the result)');
for (const [id, bench] of benches) {
  for (const [label, options] of bench.verify) {
    const v = verifySpeed(gameModule(id).game, options, quick ? 200 : 2000);
    console.log(`${label.padEnd(30)} ${round(v.logsPerSecond).padStart(9)} logs/s  ${round(v.movesPerSecond).padStart(11)} moves/s`);
  }
}

if (!process.argv.includes('--engine-only')) {
  const workers = Math.max(1, availableParallelism());
  for (const [, bench] of benches) await bench.bots?.({ quick, workers });
  for (const [, bench] of benches) await bench.own?.({ quick });
  // Spawn to first frame of each game's play command (packaged and from the clone) against a bare Ink app.
  const startup = await import('./startup.js');
  startup.printStartup(await startup.runStartupBench({ quick }));
}
