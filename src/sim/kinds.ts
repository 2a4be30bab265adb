// The kinds of simulation a worker can run. Each kind plays one numbered game into a mergeable
// tally; the pool only splits game numbers and merges tallies.
import { emptyThronfolgeTally, mergeThronfolgeTally, playThronfolgeGame, type ThronfolgeSimSpec, type ThronfolgeTally } from './thronfolge-games.js';
import { emptyBalanceTally, mergeBalanceTally, playBalanceGame, type BalanceTally } from './thronfolge-balance-games.js';
import { emptyRegicideTally, mergeRegicideTally, playRegicideGame, type RegicideSimSpec, type RegicideTally } from './regicide-games.js';

export interface SimKind<Spec, Tally> {
  empty(): Tally;
  merge(into: Tally, from: Tally): void;
  play(spec: Spec, index: number, tally: Tally): void;
}

export const SIM_KINDS = {
  regicide: { empty: emptyRegicideTally, merge: mergeRegicideTally, play: playRegicideGame } satisfies SimKind<RegicideSimSpec, RegicideTally>,
  thronfolge: { empty: emptyThronfolgeTally, merge: mergeThronfolgeTally, play: playThronfolgeGame } satisfies SimKind<ThronfolgeSimSpec, ThronfolgeTally>,
  'thronfolge-balance': { empty: emptyBalanceTally, merge: mergeBalanceTally, play: playBalanceGame } satisfies SimKind<ThronfolgeSimSpec, BalanceTally>,
} as const;

export type SimKindName = keyof typeof SIM_KINDS;

/** Plays games [start, end) of a run; `onGame` after each one (for progress). */
export function runRange(kind: SimKindName, spec: unknown, start: number, end: number, onGame?: () => void): unknown {
  const k = SIM_KINDS[kind] as SimKind<unknown, unknown>;
  const tally = k.empty();
  for (let i = start; i < end; i++) {
    k.play(spec, i, tally);
    onGame?.();
  }
  return tally;
}
