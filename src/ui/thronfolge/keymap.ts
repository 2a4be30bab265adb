// Thronfolge's keys, in one place: the handler, the footer, the help overlay and the README's key
// table are all made from this map.
import { type Binding, type KeyPress } from '../shared/keymap.js';
import type { ThronfolgeAction } from './reducer.js';

export interface ThronfolgeKeyCtx {
  /** Waiting for the next player to take the keyboard: only quitting works. */
  handOver: boolean;
  myTurn: boolean;
  handSize: number;
  /** The table offers hints (local play). */
  canHint?: boolean;
  /** The table offers undo (against the bot) and there is a move to take back. */
  canUndo?: boolean;
}

export type ThronfolgeKeyId = 'cursor' | 'pick' | 'submit' | 'take' | 'log' | 'hint' | 'undo' | 'help' | 'quit';

const digit = ({ input }: KeyPress): number => (/^[1-9]$/.test(input) ? Number(input) : 0);
const myTurn = (c: ThronfolgeKeyCtx): boolean => c.myTurn;
const withCards = (c: ThronfolgeKeyCtx): boolean => c.myTurn && c.handSize > 0;
const atTable = (c: ThronfolgeKeyCtx): boolean => !c.handOver;

export const THRONFOLGE_KEYMAP: readonly Binding<ThronfolgeKeyId, ThronfolgeKeyCtx, ThronfolgeAction>[] = [
  {
    id: 'cursor',
    matches: ({ input, key }) => key.leftArrow || key.rightArrow || input === 'h' || input === 'l',
    when: withCards,
    action: ({ input, key }) => ({ type: 'cursor', delta: key.leftArrow || input === 'h' ? -1 : 1 }),
    hint: 'cursor',
  },
  { id: 'pick', matches: (p) => digit(p) > 0, when: withCards, action: (p, c) => (digit(p) <= c.handSize ? { type: 'jump', index: digit(p) - 1 } : null) },
  // Enter with an empty hand explains that a take is due, so it applies on every turn.
  { id: 'submit', matches: ({ key }) => key.return, when: myTurn, action: () => ({ type: 'submit' }), hint: 'move', offer: (c) => c.handSize > 0 },
  { id: 'take', matches: ({ input }) => input === 't', when: myTurn, action: () => ({ type: 'take' }), hint: 'move' },
  { id: 'log', matches: ({ input }) => input === 'v', when: atTable, action: () => ({ type: 'overlay', overlay: 'log' }), hint: 'extra' },
  // `h` moves the cursor and `?` is help: `i` (for "idea") asks for a hint.
  { id: 'hint', matches: ({ input }) => input === 'i', when: (c) => c.myTurn && c.canHint === true, action: () => ({ type: 'hint' }), hint: 'select' },
  { id: 'undo', matches: ({ input }) => input === 'u', when: (c) => atTable(c) && c.canUndo === true, action: () => ({ type: 'undo' }), hint: 'select' },
  { id: 'help', matches: ({ input }) => input === '?', when: atTable, action: () => ({ type: 'overlay', overlay: 'help' }), hint: 'move' },
  // Quitting shows no hand, so it is offered on the hand-over screen too.
  { id: 'quit', matches: ({ input }) => input === 'q', when: () => true, action: () => ({ type: 'overlay', overlay: 'quit' }), hint: 'move' },
];
