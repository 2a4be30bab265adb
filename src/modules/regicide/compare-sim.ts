// `regicide sim --compare A B`: deal d (seed `${seed}/${d}`) is played once with bot A in every
// seat and once with bot B, with the same bot seeds; the outcome is B's result against A's on
// that deal. Pairing on the same deals takes the luck of the deal out of the difference.
import { botSeed } from '../../core/rng.js';
import { makeRegicideBot, type RegicideBotLevel } from '../../games/regicide/bots/index.js';
import { regicide } from '../../games/regicide/index.js';
import type { Variant } from '../../games/regicide/types.js';
import { playBotGame } from '../../table/bot-game.js';
import { type CompareSpecBase, type CompareTally, emptyCompareTally, mergeCompareTally, outcomeOf } from '../compare-tally.js';
import type { SimKind } from '../module.js';

export interface RegicideCompareSpec extends CompareSpecBase {
  players: number;
  variants: Variant[];
}

function won(spec: RegicideCompareSpec, level: string, seed: string): boolean {
  const bots = Array.from({ length: spec.players }, (_, i) => makeRegicideBot(level as RegicideBotLevel, botSeed(seed, i + 1)));
  return playBotGame(regicide, { players: spec.players, variants: spec.variants }, seed, bots).result.outcome === 'won';
}

export function playRegicideComparison(spec: RegicideCompareSpec, index: number, tally: CompareTally): void {
  const deal = spec.offset + index;
  const seed = `${spec.seed}/${deal}`;
  const a = won(spec, spec.bots[0], seed);
  const b = won(spec, spec.bots[1], seed);
  tally.deals[deal] = { a: Number(a), b: Number(b), outcomes: [outcomeOf(a, b)] };
}

export const regicideCompareSim = {
  empty: emptyCompareTally,
  merge: mergeCompareTally,
  play: playRegicideComparison,
} satisfies SimKind<RegicideCompareSpec, CompareTally> as SimKind;
