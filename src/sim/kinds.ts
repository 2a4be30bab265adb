// The kinds of simulation a worker can run: each game's module names its kinds (`play`, and any
// other run of its own). Each kind plays one numbered game into a mergeable tally; the pool only
// splits game numbers and merges tallies.
import type { SimKind } from '../modules/module.js';
import { gameModule } from '../modules/registry.js';

/** A run's kind: the game and the name of one of its module's kinds. */
export interface KindName {
  game: string;
  kind: string;
}

export function simKind({ game, kind }: KindName): SimKind {
  const found = (gameModule(game).sim as Record<string, SimKind | undefined>)[kind];
  if (!found) throw new Error(`${game} has no simulation "${kind}"`);
  return found;
}

/** Plays games [start, end) of a run; `onGame` after each one (for progress). */
export function runRange(kind: KindName, spec: unknown, start: number, end: number, onGame?: () => void): unknown {
  const k = simKind(kind);
  const tally = k.empty();
  for (let i = start; i < end; i++) {
    k.play(spec, i, tally);
    onGame?.();
  }
  return tally;
}
