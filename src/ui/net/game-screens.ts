// What a networked table shows of its game, by the game's id on the wire: its seat's screen and the
// words of its codes, looked up in the screens' registry and loaded for that game alone.
import { uiGame } from '../games.js';
import { type GameCodes, gameCodes } from './code-words.js';
import type { NetSeatScreen } from './net-seat.js';

export interface NetGameScreens {
  seat: NetSeatScreen;
  codes: GameCodes;
}

/** The game's screens at a networked table, or null for a game without screens (or one this program does not know). */
export async function netGameScreens(game: string): Promise<NetGameScreens | null> {
  const ui = uiGame(game);
  if (!ui) return null;
  const [seat, codes] = await Promise.all([ui.netSeat(), gameCodes(game)]);
  return { seat, codes };
}
