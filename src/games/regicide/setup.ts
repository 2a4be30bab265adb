import { type Card, JESTER, makeCard } from '../../core/cards.js';
import { rngFromSeed, shuffleInPlace, withRng } from '../../core/rng.js';
import { OptionsError } from '../../core/problems.js';
import type { RegicideOptions, RegicideState, Variant } from './types.js';
import { VARIANTS } from './types.js';

const BASE_HAND_LIMIT = [0, 8, 7, 6, 5];
const BASE_JESTERS = [0, 0, 0, 1, 2];
export const SOLO_FLIPS = 2;

export function handLimitFor(players: number, variants: readonly Variant[]): number {
  let limit = BASE_HAND_LIMIT[players];
  if (variants.includes('bigger-hand')) limit++;
  if (variants.includes('smaller-hand')) limit--;
  return limit;
}

export function jestersFor(players: number, variants: readonly Variant[]): number {
  return BASE_JESTERS[players] + (variants.includes('extra-jester') ? 1 : 0);
}

/** Validates options; a problem is an OptionsError whose code says what is allowed. */
export function normalizeOptions(options: Partial<RegicideOptions>): RegicideOptions {
  const players = options.players ?? 1;
  if (!Number.isInteger(players) || players < 1 || players > 4) {
    throw new OptionsError({ code: 'playersRange', min: 1, max: 4, got: String(players) });
  }
  const given: unknown = options.variants ?? [];
  if (!Array.isArray(given)) throw new OptionsError({ code: 'variantsNotList', allowed: VARIANTS });
  const variants: Variant[] = [];
  for (const v of given as Variant[]) {
    if (!(VARIANTS as readonly string[]).includes(v)) {
      throw new OptionsError({ code: 'unknownVariant', variant: String(v), allowed: VARIANTS });
    }
    if (!variants.includes(v)) variants.push(v);
  }
  if (variants.includes('bigger-hand') && variants.includes('smaller-hand')) {
    throw new OptionsError({ code: 'variantsClash', a: 'bigger-hand', b: 'smaller-hand' });
  }
  if (variants.includes('solo-yield') && players !== 1) {
    throw new OptionsError({ code: 'soloVariant', variant: 'solo-yield' });
  }
  // A canonical order keeps logs of the same game identical whatever order the user typed.
  variants.sort((a, b) => VARIANTS.indexOf(a) - VARIANTS.indexOf(b));
  return { players, variants };
}

/** Bot seats must exist in the game; an OptionsError names the first that does not. */
export function checkBotSeats(seats: readonly number[], players: number): void {
  const outside = seats.find((seat) => seat < 1 || seat > players);
  if (outside !== undefined) throw new OptionsError({ code: 'botSeat', seat: outside, seats: players });
}

function shuffledGroup(rank: number, next: () => number): Card[] {
  return shuffleInPlace(
    [0, 1, 2, 3].map((suit) => makeCard(rank, suit)),
    next,
  );
}

export function setup(options: RegicideOptions, seed: string): RegicideState {
  const { players, variants } = normalizeOptions(options);
  const handLimit = handLimitFor(players, variants);
  const { value, rng } = withRng(rngFromSeed(seed), (next) => {
    // Castle: top is the END of the array, so kings go in first, jacks last.
    const kings = variants.includes('short') ? [] : shuffledGroup(13, next);
    const castle = [...kings, ...shuffledGroup(12, next), ...shuffledGroup(11, next)];
    const tavern: Card[] = [];
    for (let suit = 0; suit < 4; suit++) for (let rank = 1; rank <= 10; rank++) tavern.push(makeCard(rank, suit));
    for (let j = 0; j < jestersFor(players, variants); j++) tavern.push(JESTER);
    shuffleInPlace(tavern, next);
    return { castle, tavern };
  });
  const { castle, tavern } = value;
  const hands: Card[][] = Array.from({ length: players }, () => []);
  // Deal one card at a time, round-robin from seat 1, up to the hand limit.
  for (let round = 0; round < handLimit; round++) {
    for (let seat = 0; seat < players; seat++) hands[seat].push(tavern.pop()!);
  }
  const enemy = castle.pop()!;
  return {
    game: 'regicide',
    players,
    variants,
    handLimit,
    rng,
    castle,
    enemy,
    damage: 0,
    spadeTotal: 0,
    cancelled: false,
    tavern,
    discard: [],
    played: [],
    hands,
    current: 0,
    phase: 'play',
    damageDue: 0,
    yielded: Array.from({ length: players }, () => false),
    flipsLeft: players === 1 ? SOLO_FLIPS : 0,
    defeated: 0,
    outcome: null,
  };
}
