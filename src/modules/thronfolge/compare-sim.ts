// `thronfolge sim --compare A B`: the two bots duel each deal twice with the seats swapped (the
// same seed, the same round-1 starter: seat 1 on even deals, seat 2 on odd ones), so neither the
// deal nor the seat favours one of them. Each game is an outcome for the SPRT: +1 B won, -1 A
// won, 0 a shared victory.
import { botSeed } from '../../core/rng.js';
import { makeThronfolgeBot, type ThronfolgeBotLevel } from '../../games/thronfolge/bots/index.js';
import { thronfolge } from '../../games/thronfolge/index.js';
import type { Variant } from '../../games/thronfolge/types.js';
import { playBotGame } from '../../table/bot-game.js';
import { type CompareSpecBase, type CompareTally, emptyCompareTally, mergeCompareTally } from '../compare-tally.js';
import type { SimKind } from '../module.js';

export interface ThronfolgeCompareSpec extends CompareSpecBase {
  variants: Variant[];
}

/** The winning seat of one duel (null: shared). */
function winner(spec: ThronfolgeCompareSpec, seed: string, first: 1 | 2, levels: [string, string]): number | null {
  const bots = levels.map((level, i) => makeThronfolgeBot(level as ThronfolgeBotLevel, botSeed(seed, i + 1)));
  const { result } = playBotGame(thronfolge, { first, variants: spec.variants }, seed, bots);
  return result.shared ? null : result.winner;
}

export function playThronfolgeComparison(spec: ThronfolgeCompareSpec, index: number, tally: CompareTally): void {
  const deal = spec.offset + index;
  const seed = `${spec.seed}/${deal}`;
  const first = deal % 2 === 0 ? 1 : 2;
  const [a, b] = spec.bots;
  // B in seat 2, then in seat 1.
  const one = winner(spec, seed, first, [a, b]);
  const two = winner(spec, seed, first, [b, a]);
  const outcomes = [one === null ? 0 : one === 2 ? 1 : -1, two === null ? 0 : two === 1 ? 1 : -1] as (-1 | 0 | 1)[];
  tally.deals[deal] = { a: outcomes.filter((o) => o < 0).length, b: outcomes.filter((o) => o > 0).length, outcomes };
}

export const thronfolgeCompareSim = {
  empty: emptyCompareTally,
  merge: mergeCompareTally,
  play: playThronfolgeComparison,
} satisfies SimKind<ThronfolgeCompareSpec, CompareTally> as SimKind;
