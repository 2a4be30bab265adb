// The duel screen's own state — the cursor, who holds the keyboard, the last note — and how each
// key action changes it. Pure; the moves it decides on are returned for the shell to submit.
import type { Card } from '../../core/cards.js';
import type { ThronfolgeMove } from '../../games/thronfolge/types.js';
import type { ShellNote, ShellUi } from '../shell/game.js';

/** The note of Thronfolge's own on the message line (the shell adds hints, undo and refusals). */
export type ThronfolgeNote = { kind: 'mustTake' };

export type UiNote = ThronfolgeNote | ShellNote<ThronfolgeMove> | null;

export interface ThronfolgeUi extends ShellUi<ThronfolgeMove, ThronfolgeNote> {
  cursor: number;
  note: UiNote;
}

export type ThronfolgeAction = { type: 'cursor'; delta: number } | { type: 'jump'; index: number } | { type: 'submit' } | { type: 'take' };

export const initialUi = (revealed: number | null): ThronfolgeUi => ({ cursor: 0, revealed, note: null });

export function reduce(ui: ThronfolgeUi, action: ThronfolgeAction, hand: readonly Card[]): { ui: ThronfolgeUi; move?: ThronfolgeMove } {
  const last = Math.max(0, hand.length - 1);
  switch (action.type) {
    case 'cursor':
      return { ui: { ...ui, note: null, cursor: Math.max(0, Math.min(last, ui.cursor + action.delta)) } };
    case 'jump':
      return { ui: { ...ui, note: null, cursor: Math.min(last, action.index) } };
    case 'submit':
      if (hand.length === 0) return { ui: { ...ui, note: { kind: 'mustTake' } } };
      return { ui: { ...ui, note: null }, move: { type: 'play', card: hand[Math.min(ui.cursor, last)] } };
    case 'take':
      return { ui: { ...ui, note: null }, move: { type: 'take' } };
  }
}

/** Before the shell asks the table for a hint (it says it is thinking) or an undo. */
export const assisting = (ui: ThronfolgeUi, assist: 'hint' | 'undo'): ThronfolgeUi => ({ ...ui, note: assist === 'hint' ? { kind: 'hintThinking' } : null });

/** A human takes the keyboard at a shared terminal. */
export const takeKeyboard = (ui: ThronfolgeUi, seat: number): ThronfolgeUi => ({ ...ui, revealed: seat, cursor: 0, note: null });

/** After a move: the cursor stays inside the hand. */
export const afterMove = (ui: ThronfolgeUi, handSize: number): ThronfolgeUi => ({ ...ui, cursor: Math.max(0, Math.min(ui.cursor, handSize - 1)) });
