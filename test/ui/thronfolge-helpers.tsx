// Helpers of the Thronfolge UI tests: a terminal of a chosen size, games set up from a seed, and
// a bot that plays a fixed script of moves.
import { render } from 'ink-testing-library';
import type { ReactElement } from 'react';
import type { Bot } from '../../src/core/bot.js';
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

/** Plays the state forward with `pick` choosing each move, until `stop` holds. */
export function playUntil(state: ThronfolgeState, stop: (s: ThronfolgeState) => boolean, pick: (s: ThronfolgeState) => ThronfolgeMove = (s) => thronfolge.legalMoves(s)[0]): ThronfolgeState {
  let s = state;
  while (!stop(s) && s.result === null) s = thronfolge.apply(s, pick(s));
  return s;
}

/** A bot that always makes the first legal move (plays its lowest card, takes when it must). */
export const firstMoveBot: Bot<ThronfolgeView, ThronfolgeMove> = { name: 'first', choose: (_v, legal) => legal[0] };
