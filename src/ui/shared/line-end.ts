// The end screen's keys in the screen-reader mode, made from the same key map as the end screen
// (play again, retry this deal, a new game, …), so the line and the screen offer the same keys.
import type { SeatUpdate } from '../../table/types.js';
import { pressOf } from './each-key.js';
import { actionOf, type Binding, helpRowsOf } from './keymap.js';
import type { LineEnd, LineEndChoice, LinePress } from './line-session.js';
import type { SpokenTexts } from './texts/spoken.js';

export interface LineEndKeys<Id extends string, Ctx, U extends SeatUpdate> {
  keymap: readonly Binding<Id, Ctx, LineEndChoice>[];
  help: Record<Id, readonly [string, string]>;
  /** The end screen's context for the game that ended. */
  ctxOf: (update: U) => Ctx;
  /** Lines said before the keys (who starts the next game of a match, the match's result). */
  before?: (update: U) => string[];
  /** The label of the keys' line ("Keys"). */
  label: string;
  spoken: SpokenTexts;
}

/** A line press as the key map reads a key (Escape included: it leaves, as on the screen). */
const keyPressOf = (press: LinePress | 'escape') => (press === 'escape' ? pressOf('', { escape: true }) : pressOf(press.input, { return: press.enter }));

export function lineEndOf<Id extends string, Ctx, U extends SeatUpdate>(keys: LineEndKeys<Id, Ctx, U>): LineEnd<U> {
  const { keymap, help, ctxOf, spoken } = keys;
  return {
    lines: (update) => {
      const rows = helpRowsOf(keymap, ctxOf(update), help);
      return [...(keys.before?.(update) ?? []), spoken.labelled(keys.label, spoken.parts(rows.map(([key, what]) => `${key} ${what}`)))];
    },
    choose: (press, update) => actionOf(keymap, keyPressOf(press), ctxOf(update)),
  };
}
