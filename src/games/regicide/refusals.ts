// Why the rules refuse a move: codes with the numbers that explain them, never sentences. The
// protocol's English words them (src/modules/regicide/protocol-english.ts); the screens have their
// own words (src/ui/regicide/strings.ts).
import type { Phase, RegicideMove } from './types.js';

/** Why a selection is not a play (a shape problem). */
export type PlayProblem = 'jesterAlone' | 'aceWithOne' | 'oneRank' | 'faceInCombo' | 'comboTotal' | 'tooMany';

export type RegicideRefusal =
  | { code: 'gameOver' }
  /** The move belongs to another phase; `due` is the damage to cover in phase discard (else 0). */
  | { code: 'wrongPhase'; phase: Exclude<Phase, 'over'>; move: RegicideMove['type']; solo: boolean; due: number }
  | { code: 'notInHand' }
  | { code: 'badCombo'; problem: PlayProblem }
  | { code: 'discardTooLow'; worth: number; due: number }
  /** A card fewer would still cover `due`: discarding stops once the damage is covered. */
  | { code: 'discardTooHigh'; due: number }
  /**
   * solo: no yielding in solo without the solo-yield variant; twiceInARow: solo-yield allows no
   * second yield in a row; everyoneYielded: every other seat yielded on its last turn.
   */
  | { code: 'cannotYield'; reason: 'solo' | 'twiceInARow' | 'everyoneYielded' }
  /** variant: feign-death is off; handNotFull: `size` of `limit` cards; otherwise the yield rule forbids it. */
  | { code: 'cannotFeign'; reason: 'variant' | 'handNotFull' | 'twiceInARow' | 'everyoneYielded'; size: number; limit: number }
  | { code: 'cannotFlip'; reason: 'notSolo' | 'noneLeft' }
  | { code: 'noSuchSeat'; seat: number; players: number }
  | { code: 'unknownMove' };
