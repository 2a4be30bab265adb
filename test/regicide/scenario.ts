// Builds hand-made Regicide states for rules tests: name only what matters, the rest is filled in.
import { parseCard } from '../../src/core/cards.js';
import { rngFromSeed } from '../../src/core/rng.js';
import { handLimitFor } from '../../src/games/regicide/setup.js';
import type { RegicideState, Variant } from '../../src/games/regicide/types.js';
import { regicide } from '../../src/games/regicide/index.js';
import { IllegalMoveError } from '../../src/core/game.js';
import type { RegicideRefusal } from '../../src/games/regicide/refusals.js';
import { regicideRefusalEnglish } from '../../src/modules/regicide/protocol-english.js';

export const cards = (text: string): number[] =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => {
      const c = parseCard(t);
      if (c === null) throw new Error(`bad card ${t}`);
      return c;
    });
export const card = (t: string): number => cards(t)[0];

export interface ScenarioSpec {
  players?: number;
  variants?: Variant[];
  enemy?: string;
  castle?: string;
  damage?: number;
  spadeTotal?: number;
  cancelled?: boolean;
  hands?: string[];
  tavern?: string;
  discard?: string;
  played?: string;
  current?: number;
  yielded?: boolean[];
  flipsLeft?: number;
}

export function scenario(spec: ScenarioSpec): RegicideState {
  const players = spec.players ?? (spec.hands ? spec.hands.length : 1);
  const variants = spec.variants ?? [];
  return {
    game: 'regicide',
    players,
    variants,
    handLimit: handLimitFor(players, variants),
    rng: rngFromSeed('scenario'),
    castle: cards(spec.castle ?? 'KS KH QD QC JD'),
    enemy: card(spec.enemy ?? 'JC'),
    damage: spec.damage ?? 0,
    spadeTotal: spec.spadeTotal ?? 0,
    cancelled: spec.cancelled ?? false,
    tavern: cards(spec.tavern ?? '2S 3S 4S 5S 6S 7S 8S 9S 10S'),
    discard: cards(spec.discard ?? ''),
    played: cards(spec.played ?? ''),
    hands: (spec.hands ?? ['2H']).map(cards),
    current: (spec.current ?? 1) - 1,
    phase: 'play',
    damageDue: 0,
    yielded: spec.yielded ?? Array.from({ length: players }, () => false),
    flipsLeft: players === 1 ? (spec.flipsLeft ?? 2) : 0,
    defeated: 0,
    outcome: null,
  };
}

/** Applies moves in notation, failing loudly on an illegal one. */
/** Plays the moves; a refused one throws its refusal in the protocol's English (the words the rules tests name). */
export function play(state: RegicideState, ...moves: string[]): RegicideState {
  return moves.reduce((s, m) => {
    try {
      return regicide.apply(s, regicide.parseMove(m));
    } catch (e) {
      throw e instanceof IllegalMoveError ? new Error(regicideRefusalEnglish(e.refusal as RegicideRefusal)) : e;
    }
  }, state);
}

export const legalText = (s: RegicideState): string[] => regicide.legalMoves(s).map(regicide.formatMove);
export const handText = (s: RegicideState, seat: number): string[] => regicide.view(s, seat).hand;
