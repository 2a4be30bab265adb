// Helpers of the Thronfolge UI tests: a terminal of a chosen size, games set up from a seed, and
// a bot that plays a fixed script of moves.
import { render } from 'ink-testing-library';
import type { ReactElement } from 'react';
import type { Bot } from '../../src/core/bot.js';
import { type Card, parseCard, sortCards } from '../../src/core/cards.js';
import { thronfolge } from '../../src/games/thronfolge/index.js';
import type { ThronfolgeMove, ThronfolgeState, ThronfolgeView } from '../../src/games/thronfolge/types.js';
import { renderUi } from './helpers.js';
import type { UiSettings } from '../../src/ui/shared/UiProviders.js';

const size = { columns: 100, rows: 24 };
let patched = false;

/** ink-testing-library's stdout is always 100 columns wide and has no rows; make both settable. */
function patchStdoutSize(): void {
  if (patched) return;
  const probe = render(<></>);
  const proto = Object.getPrototypeOf(probe.stdout) as object;
  probe.unmount();
  Object.defineProperty(proto, 'columns', { get: () => size.columns, configurable: true });
  Object.defineProperty(proto, 'rows', { get: () => size.rows, configurable: true });
  patched = true;
}

/** Renders inside the providers on a terminal of `columns` × `rows`. */
export function renderSized(node: ReactElement, terminal: { columns: number; rows: number }, settings: Partial<UiSettings> = {}) {
  patchStdoutSize();
  size.columns = terminal.columns;
  size.rows = terminal.rows;
  return renderUi(node, settings);
}

/** The terminal of a rendered screen changes size (as the test terminal's size is shared, it is the last one set). */
export function resizeTerminal(stdout: NodeJS.EventEmitter, terminal: { columns: number; rows: number }): void {
  size.columns = terminal.columns;
  size.rows = terminal.rows;
  stdout.emit('resize');
}

/** Plays the state forward with `pick` choosing each move, until `stop` holds. */
export function playUntil(state: ThronfolgeState, stop: (s: ThronfolgeState) => boolean, pick: (s: ThronfolgeState) => ThronfolgeMove = (s) => thronfolge.legalMoves(s)[0]): ThronfolgeState {
  let s = state;
  while (!stop(s) && s.result === null) s = thronfolge.apply(s, pick(s));
  return s;
}

/** A bot that always makes the first legal move (plays its lowest card, takes when it must). */
export const firstMoveBot: Bot<ThronfolgeView, ThronfolgeMove> = { name: 'first', choose: (_v, legal) => legal[0] };

/** Cards from notation: "2S 10H KD" → card numbers. */
export const cardsOf = (text: string): Card[] =>
  text.trim()
    ? text
        .trim()
        .split(/\s+/)
        .map((c) => parseCard(c)!)
    : [];

/**
 * A state with chosen cards on the table, for screens that need a particular position. The UI
 * only reads the state, so the cards need not add up to a real deal.
 */
export function arrange(state: ThronfolgeState, parts: { row?: string; hands?: [string, string]; collections?: [string, string]; taken?: [boolean, boolean]; current?: 0 | 1 }): ThronfolgeState {
  return {
    ...state,
    row: parts.row !== undefined ? cardsOf(parts.row) : state.row,
    hands: parts.hands ? [sortCards(cardsOf(parts.hands[0])), sortCards(cardsOf(parts.hands[1]))] : state.hands,
    collections: parts.collections ? [cardsOf(parts.collections[0]), cardsOf(parts.collections[1])] : state.collections,
    taken: parts.taken ?? state.taken,
    current: parts.current ?? state.current,
  };
}

/** Every line of the frame fits the terminal: at most `rows - 1` lines of at most `columns` cells. */
export function fits(frame: string, terminal: { columns: number; rows: number }): boolean {
  const lines = frame.split('\n');
  return lines.length <= terminal.rows - 1 && lines.every((l) => [...l].length <= terminal.columns);
}
