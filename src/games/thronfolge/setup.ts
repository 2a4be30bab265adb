// Options and the opening deal: shuffle the 45 cards, set 3 aside, 5 to each hand, 2 to the row,
// 30 in the draw pile.
import { type Card, compareCards } from '../../core/cards.js';
import { OptionsError } from '../../core/problems.js';
import { rngFromSeed, shuffleInPlace, withRng } from '../../core/rng.js';
import { THRONFOLGE_CARDS } from './cardTable.js';
import type { Seat, ThronfolgeOptions, ThronfolgeState, Variant } from './types.js';
import { VARIANTS } from './types.js';

export const REMOVED_COUNT = 3;
export const HAND_SIZE = 5;
export const ROW_START = 2;
export const ROUNDS = 4;
export const TAKE_SIZE = 5;

/** Validates options; a problem is an OptionsError whose code says what is allowed. */
export function normalizeOptions(options: Partial<ThronfolgeOptions>): ThronfolgeOptions {
  const raw: unknown = options.first ?? null;
  // Strings are accepted too, so a value straight from the command line works.
  let first: Seat | null;
  if (raw === null) first = null;
  else if (raw === 1 || raw === '1') first = 1;
  else if (raw === 2 || raw === '2') first = 2;
  else throw new OptionsError({ code: 'firstSeat', got: JSON.stringify(raw) });

  const given: unknown = options.variants ?? [];
  if (!Array.isArray(given)) throw new OptionsError({ code: 'variantsNotList', allowed: VARIANTS });
  const variants: Variant[] = [];
  for (const v of given) {
    if (!(VARIANTS as readonly unknown[]).includes(v)) {
      throw new OptionsError({ code: 'unknownVariant', variant: String(v), allowed: VARIANTS });
    }
    if (!variants.includes(v as Variant)) variants.push(v as Variant);
  }
  variants.sort((a, b) => VARIANTS.indexOf(a) - VARIANTS.indexOf(b));
  return { first, variants };
}

/** Deals `HAND_SIZE` cards to each seat from the top of `pile`, one at a time, seat 1 first. */
export function dealHands(pile: Card[], hands: Card[][]): void {
  for (let i = 0; i < HAND_SIZE; i++) for (const hand of hands) hand.push(pile.pop()!);
  for (const hand of hands) hand.sort(compareCards);
}

export function setup(options: ThronfolgeOptions, seed: string): ThronfolgeState {
  const { first, variants } = normalizeOptions(options);
  // The shuffle comes first and the coin toss after it, so `first` never changes the cards.
  const { value, rng } = withRng(rngFromSeed(seed), (next) => {
    const pile = shuffleInPlace(THRONFOLGE_CARDS.slice(), next);
    const firstStarter = first === null ? (next() < 0.5 ? 0 : 1) : first - 1;
    return { pile, firstStarter };
  });
  const { pile, firstStarter } = value;
  const removed: Card[] = [];
  for (let i = 0; i < REMOVED_COUNT; i++) removed.push(pile.pop()!);
  removed.sort(compareCards);
  const hands: Card[][] = [[], []];
  dealHands(pile, hands);
  const row: Card[] = [];
  for (let i = 0; i < ROW_START; i++) row.push(pile.pop()!);
  return {
    game: 'thronfolge',
    variants,
    rng,
    firstStarter,
    coinToss: first === null,
    round: 1,
    starter: firstStarter,
    current: firstStarter,
    removed,
    deck: pile,
    row,
    hands,
    taken: [false, false],
    collections: [[], []],
    lastMove: null,
    result: null,
  };
}
