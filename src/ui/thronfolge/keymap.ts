// Thronfolge's keys, in one place: the handler, the footer, the help overlay and the README's key
// table are all made from this map (the keys every game shares follow it: see shell-keymap.ts).
import { type Binding, type KeyPress } from '../shared/keymap.js';
import type { ShellKeyCtx } from '../shell/shell-keymap.js';
import type { ThronfolgeAction } from './reducer.js';

export interface ThronfolgeKeyCtx extends ShellKeyCtx {
  handSize: number;
}

export type ThronfolgeKeyId = 'cursor' | 'pick' | 'submit' | 'take';

const digit = ({ input }: KeyPress): number => (/^[1-9]$/.test(input) ? Number(input) : 0);
const myTurn = (c: ThronfolgeKeyCtx): boolean => c.myTurn;
const withCards = (c: ThronfolgeKeyCtx): boolean => c.myTurn && c.handSize > 0;

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
];
