// The keys every game shares, handled by the shell: the event log, hints and undo (the first asks
// before it makes the game practice), the help and quit. A game's own key map comes first in the
// footer and the help; these follow it.
import type { Binding } from '../shared/keymap.js';

/** What the shell's keys depend on at this moment (every game's key context has these). */
export interface ShellKeyCtx {
  /** Waiting for the next player to take the keyboard: only quitting works. */
  handOver: boolean;
  myTurn: boolean;
  /** The table offers hints (local play). */
  canHint?: boolean;
  /** The table offers undo and there is a move to take back. */
  canUndo?: boolean;
}

export type ShellKeyId = 'log' | 'hint' | 'undo' | 'help' | 'quit';

export type ShellAction = { type: 'open'; overlay: 'log' | 'help' | 'quit' } | { type: 'assist'; assist: 'hint' | 'undo' };

const atTable = (c: ShellKeyCtx): boolean => !c.handOver;

export const SHELL_KEYMAP: readonly Binding<ShellKeyId, ShellKeyCtx, ShellAction>[] = [
  { id: 'log', matches: ({ input }) => input === 'v', when: atTable, action: () => ({ type: 'open', overlay: 'log' }), hint: 'extra' },
  // `h` moves the cursor and `?` is help: `i` (for "idea") asks for a hint. Both rank with the
  // selection keys, so they stay in the footer at 80 columns when the pile and log keys go.
  { id: 'hint', matches: ({ input }) => input === 'i', when: (c) => c.myTurn && c.canHint === true, action: () => ({ type: 'assist', assist: 'hint' }), hint: 'select' },
  { id: 'undo', matches: ({ input }) => input === 'u', when: (c) => atTable(c) && c.canUndo === true, action: () => ({ type: 'assist', assist: 'undo' }), hint: 'select' },
  { id: 'help', matches: ({ input }) => input === '?', when: atTable, action: () => ({ type: 'open', overlay: 'help' }), hint: 'move' },
  // Quitting shows no hand, so it is offered on the hand-over screen too.
  { id: 'quit', matches: ({ input }) => input === 'q', when: () => true, action: () => ({ type: 'open', overlay: 'quit' }), hint: 'move' },
];

/** A game's key map with the shell's keys after it: the order of the footer and the help. */
export const withShellKeys = <Id extends string, Ctx extends ShellKeyCtx, Action>(map: readonly Binding<Id, Ctx, Action>[]): readonly Binding<Id | ShellKeyId, Ctx, Action | ShellAction>[] => [
  ...map,
  ...SHELL_KEYMAP,
];

/** Ctrl-C leaves from anywhere, the end screen too (the log on disk holds every move made). */
export const INTERRUPT_KEYMAP: readonly Binding<'interrupt', unknown, 'interrupt'>[] = [
  { id: 'interrupt', matches: ({ input, key }) => key.ctrl && input === 'c', when: () => true, action: () => 'interrupt' },
];
