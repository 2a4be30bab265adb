// What `npm run bench` measures of Thronfolge: playouts of the duel, replays, and the bots on the
// simulator with a quick fairness run.
import { applyInPlace, cloneState, legalMoves, thronfolge } from '../../games/thronfolge/index.js';
import { measurePlayouts } from '../engine.js';
import type { GameBench } from '../game-bench.js';

export const thronfolgeBench: GameBench = {
  playouts: (seconds) => [
    measurePlayouts(
      'thronfolge duel',
      {
        setup: (seed) => cloneState(thronfolge.setup({ first: null, variants: [] }, seed)),
        legal: legalMoves,
        step: applyInPlace,
        over: (s) => s.result !== null,
      },
      seconds,
    ),
  ],
  verify: [['thronfolge', { first: null, variants: [] }]],
  bots: async (options) => (await import('./bots.js')).runBotBench(options),
};
