// Regicide's keys, in one place: the handler, the footer, the help overlay and the README's key
// table are all made from this map (the keys every game shares follow it: see shell-keymap.ts).
import type { Phase } from '../../games/regicide/types.js';
import { type Binding, type KeyPress } from '../shared/keymap.js';
import type { ShellKeyCtx } from '../shell/shell-keymap.js';
import type { OnlyMoves } from './only-moves.js';
import type { RegicideAction } from './reducer.js';

/** What the keys depend on at this moment, from the viewer's update alone. */
export interface RegicideKeyCtx extends ShellKeyCtx {
  /** Waiting for the next player to take the keyboard: only quitting works. */
  handOver: boolean;
  myTurn: boolean;
  phase: Phase;
  players: number;
  handSize: number;
  solo: boolean;
  feignVariant: boolean;
  canYield: boolean;
  canFlip: boolean;
  canFeign: boolean;
  /** No cards can be used: only these keys move the game on. */
  only: OnlyMoves | null;
  /** The table offers hints (local play). */
  canHint: boolean;
  /** The table offers undo (solo) and there is a move of the viewer's to take back. */
  canUndo: boolean;
  /** After a jester the viewer may signal (it is not the chooser). */
  canSignal: boolean;
  /** People at one keyboard: the viewer's signal step, before the chooser decides. */
  signalling: boolean;
}

export type RegicideKeyId =
  'cursor' | 'toggle' | 'pick' | 'submit' | 'clear' | 'yield' | 'yieldKey' | 'flip' | 'feign' | 'nextChoose' | 'nextPick' | 'nextConfirm' | 'signalGo' | 'signalNot' | 'signalDone' | 'pile';

type RegicideBinding = Binding<RegicideKeyId, RegicideKeyCtx, RegicideAction>;

const digit = ({ input }: KeyPress): number => (/^[1-9]$/.test(input) ? Number(input) : 0);
const atTable = (c: RegicideKeyCtx): boolean => !c.handOver;
const choosingCards = (c: RegicideKeyCtx): boolean => c.myTurn && c.phase !== 'next';
const choosingNext = (c: RegicideKeyCtx): boolean => c.myTurn && c.phase === 'next';
/** With no card to use, the footer offers only the keys that move the game on. */
const cardsUsable = (c: RegicideKeyCtx): boolean => c.only === null;

export const REGICIDE_KEYMAP: readonly RegicideBinding[] = [
  {
    id: 'cursor',
    matches: ({ input, key }) => key.leftArrow || key.rightArrow || input === 'h' || input === 'l',
    when: choosingCards,
    action: ({ input, key }) => ({ type: 'cursor', delta: key.leftArrow || input === 'h' ? -1 : 1 }),
    hint: 'cursor',
    offer: cardsUsable,
  },
  { id: 'toggle', matches: ({ input }) => input === ' ', when: choosingCards, action: () => ({ type: 'toggle' }), hint: 'select', offer: cardsUsable },
  {
    id: 'pick',
    matches: (p) => digit(p) > 0,
    when: choosingCards,
    action: (p, c) => (digit(p) <= c.handSize ? { type: 'toggle', index: digit(p) - 1 } : null),
  },
  {
    id: 'submit',
    matches: ({ key }) => key.return,
    when: choosingCards,
    action: () => ({ type: 'submit' }),
    hint: 'move',
    offer: cardsUsable,
  },
  { id: 'clear', matches: ({ input, key }) => input === 'c' || key.escape, when: choosingCards, action: () => ({ type: 'clear' }) },
  // p ("pass", German "passen") yields. Not y: y answers "yes" in every question, and a y meant
  // for a question that had just closed would throw the turn away.
  {
    id: 'yield',
    matches: ({ input }) => input === 'p',
    when: choosingCards,
    action: () => ({ type: 'move', move: { type: 'yield' } }),
    hint: 'move',
    offer: (c) => c.phase === 'play' && c.canYield,
  },
  // y on the table does nothing but say which key yields (never offered in the footer or help).
  {
    id: 'yieldKey',
    matches: ({ input }) => input === 'y',
    when: (c) => choosingCards(c) && c.phase === 'play' && c.canYield,
    action: () => ({ type: 'note', note: { kind: 'yieldKey' } }),
    offer: () => false,
  },
  {
    id: 'flip',
    matches: ({ input }) => input === 'f',
    when: (c) => choosingCards(c) && c.solo,
    action: () => ({ type: 'ask', kind: 'flip' }),
    hint: 'move',
    offer: (c) => c.canFlip,
  },
  {
    id: 'feign',
    matches: ({ input }) => input === 'e',
    when: (c) => choosingCards(c) && c.feignVariant,
    action: () => ({ type: 'ask', kind: 'feign' }),
    hint: 'move',
    offer: (c) => c.phase === 'play' && c.canFeign,
  },
  {
    id: 'nextChoose',
    matches: ({ key }) => key.upArrow || key.downArrow || key.leftArrow || key.rightArrow,
    when: choosingNext,
    action: ({ key }) => ({ type: 'nextChoose', delta: key.upArrow || key.leftArrow ? -1 : 1 }),
    hint: 'move',
  },
  { id: 'nextPick', matches: (p) => digit(p) > 0, when: choosingNext, action: (p, c) => (digit(p) <= c.players ? { type: 'nextPick', seat: digit(p) } : null) },
  { id: 'nextConfirm', matches: ({ key }) => key.return, when: choosingNext, action: () => ({ type: 'nextConfirm' }), hint: 'move' },
  // After a jester the others say whether they would like to go next (g "go", r "rather not").
  { id: 'signalGo', matches: ({ input }) => input === 'g', when: (c) => c.canSignal, action: () => ({ type: 'signal', value: 'go' }), hint: 'move' },
  { id: 'signalNot', matches: ({ input }) => input === 'r', when: (c) => c.canSignal, action: () => ({ type: 'signal', value: 'rather-not' }), hint: 'move' },
  // Enter ends the signal step at a shared keyboard, with or without a signal: the quick way past it.
  { id: 'signalDone', matches: ({ key }) => key.return, when: (c) => c.signalling, action: () => ({ type: 'signalDone' }), hint: 'move' },
  { id: 'pile', matches: ({ input }) => input === 'd', when: atTable, action: () => ({ type: 'overlay', overlay: 'discard' }), hint: 'extra' },
];

/** The discard pile browser (d): the keys that close it. */
export const PILE_KEYMAP: readonly Binding<'pileClose', unknown, RegicideAction>[] = [
  { id: 'pileClose', matches: ({ input, key }) => input === 'd' || key.escape || input === 'q' || key.return, when: () => true, action: () => ({ type: 'overlay', overlay: 'none' }) },
];
