// The benchmarks' twin of the game registry: for each game, what `npm run bench` measures of it
// beyond what every game gets (its engine configurations, its bots on the simulator, benches of
// its own such as Regicide's solver). Loaded when the bench runs.
import type { GameId } from '../modules/registry.js';
import type { GameBench } from './game-bench.js';

export const BENCH_GAMES = {
  regicide: async () => (await import('./regicide/index.js')).regicideBench,
  thronfolge: async () => (await import('./thronfolge/index.js')).thronfolgeBench,
} satisfies Partial<Record<GameId, () => Promise<GameBench>>>;
