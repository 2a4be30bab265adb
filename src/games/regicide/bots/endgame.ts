// The endgame check of the search bots. Late in a team game the rollouts' quick policy is the
// weak link: it misplays the last enemies, so the rollouts' means there rank the policy's
// mistakes as much as the candidates. From a set point on, the candidates the rollouts rank best
// are compared again in fresh sampled worlds by the solver, which plays every seat knowing every
// card of that world: the candidate still winnable in the most worlds is played. That assumes
// the team could coordinate as if it saw the world (perfect-information Monte Carlo), which is
// why it only decides between the few candidates the rollouts already picked, and ties keep the
// rollouts' order.
import { applyInPlace, cloneState } from '../apply.js';
import { solve } from '../solver/index.js';
import type { RegicideMove, RegicideState } from '../types.js';

export interface EndgameConfig {
  /** The check runs once at least this many enemies are defeated. */
  fromDefeated: number;
  /** How many of the rollouts' best candidates it compares. */
  top: number;
  /** Sampled worlds; every compared candidate is solved in each. */
  worlds: number;
  /** Node budget of one solve; a solve that runs out counts as half a win. */
  nodes: number;
}

/** A small table for the many small solves (the solver's default allocates 16 MB per solve). */
const TABLE_BITS = 12;

/**
 * Of `ranked` (indices into `candidates`, best first by the rollouts), the index whose move is
 * winnable in the most of `config.worlds` worlds drawn from `sample`.
 */
export function endgameChoice(candidates: readonly RegicideMove[], ranked: readonly number[], sample: () => RegicideState, config: EndgameConfig): number {
  const compared = ranked.slice(0, config.top);
  const wins = compared.map(() => 0);
  for (let w = 0; w < config.worlds; w++) {
    const world = sample();
    compared.forEach((index, k) => {
      const s = cloneState(world);
      applyInPlace(s, candidates[index]);
      const { verdict } = solve(s, { maxNodes: config.nodes, tableBits: TABLE_BITS });
      wins[k] += verdict === 'winnable' ? 1 : verdict === 'unknown' ? 0.5 : 0;
    });
  }
  let best = 0;
  for (let k = 1; k < compared.length; k++) if (wins[k] > wins[best]) best = k;
  return compared[best];
}
