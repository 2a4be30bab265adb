// The screen's own state — cursor, selection, the game's own overlays, the seat chosen after a
// jester, who holds the keyboard — and how each key action changes it. Pure: no Ink, no table;
// moves it decides on are returned for the shell to submit.
import type { Card } from '../../core/cards.js';
import type { Signal } from '../../core/talk.js';
import type { RegicideMove } from '../../games/regicide/types.js';
import type { ShellNote, ShellTalk, ShellUi } from '../shell/game.js';

/** discard: the pile browser; flip and feign: the question before a whole hand is thrown away. */
export type Overlay = 'none' | 'discard' | 'flip' | 'feign';

/** The notes of Regicide's own on the message line (the shell adds hints, undo and refusals). */
export type RegicideNote =
  | { kind: 'selectFirst' }
  /** No card can be used: the keys that move the game on. */
  | { kind: 'onlyMoves' }
  /** y was pressed to yield: the key is p (y answers "yes" in every question). */
  | { kind: 'yieldKey' };

export type UiNote = RegicideNote | ShellNote<RegicideMove> | null;

export interface RegicideUi extends ShellUi<RegicideMove, RegicideNote> {
  overlay: Overlay;
  cursor: number;
  /** Indices into the hand. */
  selected: ReadonlySet<number>;
  /** The seat highlighted in the chooser after a jester. */
  nextChoice: number;
  /** People at one keyboard: who has finished the signal step after this jester. */
  steps: SignalSteps;
  note: UiNote;
}

export type RegicideAction =
  | { type: 'cursor'; delta: number }
  /** Toggles the card at `index`, or under the cursor. */
  | { type: 'toggle'; index?: number }
  | { type: 'clear' }
  | { type: 'submit' }
  | { type: 'move'; move: RegicideMove }
  | { type: 'ask'; kind: 'flip' | 'feign' }
  | { type: 'answer'; yes: boolean }
  | { type: 'overlay'; overlay: Overlay }
  | { type: 'nextChoose'; delta: number }
  | { type: 'nextPick'; seat: number }
  | { type: 'nextConfirm' }
  | { type: 'signal'; value: Signal }
  | { type: 'signalDone' }
  | { type: 'note'; note: UiNote };

/** The seats that finished (or skipped) their signal step, and the window they belong to. */
export interface SignalSteps {
  at: number;
  seats: readonly number[];
}

export const NO_STEPS: SignalSteps = { at: -1, seats: [] };

/** What the reducer needs to know of the table: the viewer's hand and a few facts of the moment. */
export interface ReduceCtx {
  hand: readonly Card[];
  phase: 'play' | 'discard' | 'next' | 'over';
  players: number;
  /** No card can be used (see only-moves.ts). */
  onlyKeys: boolean;
  /** The seat at the keyboard, and the signal window open now (its position), if any. */
  viewer: number | null;
  windowAt: number | null;
  /** The viewer's signal step at a shared keyboard: a signal ends it. */
  signalling: boolean;
}

export function initialUi(revealed: number | null, nextChoice = 1): RegicideUi {
  return { overlay: 'none', cursor: 0, selected: new Set(), nextChoice, steps: NO_STEPS, revealed, note: null };
}

/** The new screen state, and the move to submit when the action makes one. */
export function reduce(ui: RegicideUi, action: RegicideAction, ctx: ReduceCtx): { ui: RegicideUi; move?: RegicideMove; talk?: ShellTalk } {
  const count = ctx.hand.length;
  switch (action.type) {
    case 'cursor':
      return { ui: { ...ui, note: null, cursor: clamp(ui.cursor + action.delta, 0, Math.max(0, count - 1)) } };
    case 'toggle': {
      const index = action.index ?? ui.cursor;
      if (index < 0 || index >= count) return { ui };
      const selected = new Set(ui.selected);
      if (selected.has(index)) selected.delete(index);
      else selected.add(index);
      return { ui: { ...ui, note: null, selected, cursor: action.index ?? ui.cursor } };
    }
    case 'clear':
      return { ui: { ...ui, note: null, selected: new Set() } };
    case 'submit': {
      const cards = selectionOf(ui, ctx.hand);
      if (cards.length === 0) return { ui: { ...ui, note: ctx.onlyKeys ? { kind: 'onlyMoves' } : { kind: 'selectFirst' } } };
      return { ui: { ...ui, note: null }, move: { type: ctx.phase === 'discard' ? 'discard' : 'play', cards } };
    }
    case 'move':
      return { ui: { ...ui, note: null }, move: action.move };
    case 'ask':
      // An empty hand loses nothing: no question then.
      return count === 0 ? { ui: { ...ui, note: null }, move: { type: action.kind } } : { ui: { ...ui, note: null, overlay: action.kind } };
    case 'answer': {
      const kind = ui.overlay;
      const closed = { ...ui, overlay: 'none' as const };
      return action.yes && (kind === 'flip' || kind === 'feign') ? { ui: closed, move: { type: kind } } : { ui: closed };
    }
    case 'overlay':
      return { ui: { ...ui, overlay: action.overlay } };
    case 'nextChoose':
      return { ui: { ...ui, note: null, nextChoice: ((ui.nextChoice - 1 + action.delta + ctx.players) % ctx.players) + 1 } };
    case 'nextPick':
      return { ui: { ...ui, note: null, nextChoice: action.seat } };
    case 'nextConfirm':
      return { ui: { ...ui, note: null }, move: { type: 'next', seat: ui.nextChoice } };
    case 'signal': {
      const next = { ...ui, note: null };
      return { ui: ctx.signalling ? stepDone(next, ctx) : next, talk: { kind: 'signal', value: action.value } };
    }
    case 'signalDone':
      return { ui: stepDone({ ...ui, note: null }, ctx) };
    case 'note':
      return { ui: { ...ui, note: action.note } };
  }
}

/** The viewer's signal step is over: the keyboard goes on to the next person (or the chooser). */
function stepDone(ui: RegicideUi, ctx: ReduceCtx): RegicideUi {
  if (ctx.viewer === null || ctx.windowAt === null) return ui;
  const seats = ui.steps.at === ctx.windowAt ? ui.steps.seats : [];
  return { ...ui, steps: { at: ctx.windowAt, seats: [...seats, ctx.viewer] } };
}

/** Before the shell asks the table for a hint (it says it is thinking) or an undo (the selection goes). */
export const assisting = (ui: RegicideUi, assist: 'hint' | 'undo'): RegicideUi => (assist === 'hint' ? { ...ui, note: { kind: 'hintThinking' } } : { ...ui, note: null, selected: new Set() });

/** A human takes the keyboard at a shared terminal: a fresh selection. */
export const takeKeyboard = (ui: RegicideUi, seat: number): RegicideUi => ({ ...ui, revealed: seat, selected: new Set(), cursor: 0 });

/** After a move was played: a fresh selection, the cursor inside the new hand. */
export function afterMove(ui: RegicideUi, handSize: number, chooserStart: number | null): RegicideUi {
  return {
    ...ui,
    selected: new Set(),
    cursor: Math.min(ui.cursor, Math.max(0, handSize - 1)),
    nextChoice: chooserStart ?? ui.nextChoice,
  };
}

export function selectionOf(ui: RegicideUi, hand: readonly Card[]): Card[] {
  return [...ui.selected].sort((a, b) => a - b).map((i) => hand[i]);
}

const clamp = (n: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, n));
