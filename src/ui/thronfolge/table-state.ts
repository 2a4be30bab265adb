// Who sees what right now, from the state, the opponent kind and which human last took the
// keyboard (hot seat). Pure, so render code and key handlers agree on it.
import { thronfolge } from '../../games/thronfolge/index.js';
import type { Seat, ThronfolgeState, ThronfolgeView } from '../../games/thronfolge/types.js';
import type { Opponent } from './session.js';

export interface TableState {
  over: boolean;
  /** Seat to move; null once the game is over. */
  current: Seat | null;
  botTurn: boolean;
  /** Two humans and the one to move has not yet taken the keyboard. */
  needHandOver: boolean;
  /** The seat whose hand is on screen, or null before any human took the keyboard. */
  viewer: Seat | null;
  /** The viewer's view (or the seat to move's, with its hand not shown, when there is none). */
  view: ThronfolgeView;
  myTurn: boolean;
}

export function tableState(state: ThronfolgeState, vs: Opponent, revealed: Seat | null): TableState {
  const over = state.result !== null;
  const current = over ? null : ((state.current + 1) as Seat);
  const botTurn = vs === 'bot' && current === 2;
  const needHandOver = vs === 'human' && current !== null && revealed !== current;
  const viewer: Seat | null = vs === 'bot' ? 1 : revealed;
  const view = thronfolge.view(state, viewer ?? current ?? 1);
  const myTurn = !over && !needHandOver && viewer === current;
  return { over, current, botTurn, needHandOver, viewer, view, myTurn };
}
