// Who sees what right now: derived from the game state, the bot seats and which human last took
// the keyboard (hot seat). Pure, so render code and key handlers agree on it.
import type { Card } from '../../core/cards.js';
import { regicide } from '../../games/regicide/index.js';
import type { RegicideState, RegicideView } from '../../games/regicide/types.js';
import { handCards } from '../../games/regicide/view-cards.js';

export interface TableState {
  over: boolean;
  currentSeat: number;
  botTurn: boolean;
  /** Two or more humans and the one to move has not yet taken the keyboard. */
  needHandOver: boolean;
  /** The seat whose hand is on screen, or null (none: all bots, or a bot moving at a shared keyboard). */
  viewer: number | null;
  /** The view of the viewer (or of the seat to move, with its hand emptied, when there is none). */
  view: RegicideView;
  hand: Card[];
  myTurn: boolean;
  humans: number[];
}

export function humanSeats(players: number, bots: readonly number[]): number[] {
  return Array.from({ length: players }, (_, i) => i + 1).filter((seat) => !bots.includes(seat));
}

export function tableState(state: RegicideState, bots: readonly number[], revealed: number | null): TableState {
  const humans = humanSeats(state.players, bots);
  const over = state.outcome !== null;
  const currentSeat = state.current + 1;
  const botTurn = !over && bots.includes(currentSeat);
  const needHandOver = !over && humans.length >= 2 && !botTurn && revealed !== currentSeat;
  // At a shared keyboard nobody's hand shows while a bot moves: any of the humans may be looking.
  const viewer = humans.length === 1 ? humans[0] : humans.length === 0 || botTurn ? null : revealed;
  const seen = regicide.view(state, viewer ?? currentSeat);
  // With no viewer nobody may see a hand, so the view handed to the board carries none: no later
  // change to the board can leak it.
  const view = viewer === null ? { ...seen, hand: [] } : seen;
  const hand = handCards(view);
  const myTurn = !over && !needHandOver && viewer === currentSeat;
  return { over, currentSeat, botTurn, needHandOver, viewer, view, hand, myTurn, humans };
}
