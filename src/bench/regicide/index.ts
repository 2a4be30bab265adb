// What `npm run bench` measures of Regicide: playouts for every player count (the search's
// mutating apply, and once through the public API and once through the table), replays, the bots
// on the simulator and the solver.
import { applyInPlace, cloneState } from '../../games/regicide/apply.js';
import { regicide } from '../../games/regicide/index.js';
import { legalMoves } from '../../games/regicide/legal.js';
import { measurePlayouts, type PlayoutFigures, tablePlayouts } from '../engine.js';
import type { GameBench } from '../game-bench.js';

function playouts(players: number, seconds: number, pure = false): PlayoutFigures {
  const options = { players, variants: [] };
  const label = `regicide ${players}p${pure ? ' (pure apply)' : ''}`;
  if (pure) {
    // The public API: every step checks legality and returns a new state.
    const box = { s: regicide.setup(options, 'x') };
    return measurePlayouts(
      label,
      {
        setup: (seed) => ({ s: regicide.setup(options, seed) }),
        legal: (b: typeof box) => regicide.legalMoves(b.s),
        step: (b: typeof box, m) => void (b.s = regicide.apply(b.s, m)),
        over: (b: typeof box) => b.s.outcome !== null,
      },
      seconds,
    );
  }
  return measurePlayouts(
    label,
    {
      setup: (seed) => cloneState(regicide.setup(options, seed)),
      legal: legalMoves,
      step: applyInPlace,
      over: (s) => s.outcome !== null,
    },
    seconds,
  );
}

export const regicideBench: GameBench = {
  warmUp: () => void playouts(2, 0.3),
  playouts: (seconds) => [
    ...[1, 2, 3, 4].map((players) => playouts(players, seconds)),
    playouts(2, seconds, true),
    tablePlayouts('regicide 2p through the table', regicide, { players: 2, variants: [] }, seconds, 'bench-table-2'),
  ],
  verify: [
    ['regicide solo', { players: 1, variants: [] }],
    ['regicide 4p', { players: 4, variants: [] }],
  ],
  bots: async (options) => {
    await (await import('./bots.js')).runBotBench(options);
    await (await import('./sprt.js')).runSprtBench(options);
  },
  own: async ({ quick }) => void (await import('./solver.js')).runSolverBench({ quick }),
};
