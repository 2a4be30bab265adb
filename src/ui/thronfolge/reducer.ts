// The duel screen's own state — cursor, overlays, who holds the keyboard, the last note — and how
// each key action changes it. Pure; the moves it decides on are returned for the app to submit.
import type { Card } from '../../core/cards.js';
import type { ThronfolgeMove } from '../../games/thronfolge/types.js';
import type { ThronfolgeRefusal } from '../../games/thronfolge/refusals.js';
import type { AnyRefusal } from '../../table/types.js';

/** practiceHint and practiceUndo: the question before the first hint or undo makes the game practice. */
export type Overlay = 'none' | 'help' | 'quit' | 'log' | 'practiceHint' | 'practiceUndo';

export type UiNote =
  | null
  | { kind: 'mustTake' }
  | { kind: 'refused'; refusal: AnyRefusal<ThronfolgeRefusal> }
  /** A hint is being worked out, or here it is (the app words it). */
  | { kind: 'hintThinking' }
  | { kind: 'hint'; text: string }
  | { kind: 'undone'; moves: number };

export interface ThronfolgeUi {
  overlay: Overlay;
  cursor: number;
  /** Hot seat: the human who last took the keyboard. */
  revealed: number | null;
  note: UiNote;
}

export type ThronfolgeAction =
  | { type: 'cursor'; delta: number }
  | { type: 'jump'; index: number }
  | { type: 'submit' }
  | { type: 'take' }
  | { type: 'overlay'; overlay: Overlay }
  | { type: 'takeKeyboard'; seat: number }
  /** Asks the table (not the reducer): the app handles these two. */
  | { type: 'hint' }
  | { type: 'undo' };

export const initialUi = (revealed: number | null): ThronfolgeUi => ({ overlay: 'none', cursor: 0, revealed, note: null });

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
    case 'overlay':
      return { ui: { ...ui, overlay: action.overlay } };
    case 'hint':
      return { ui: { ...ui, note: { kind: 'hintThinking' } } };
    case 'undo':
      return { ui: { ...ui, note: null } };
    case 'takeKeyboard':
      return { ui: { ...ui, revealed: action.seat, cursor: 0, note: null } };
  }
}

/** After a move: the cursor stays inside the hand. */
export const afterMove = (ui: ThronfolgeUi, handSize: number): ThronfolgeUi => ({ ...ui, cursor: Math.max(0, Math.min(ui.cursor, handSize - 1)) });
