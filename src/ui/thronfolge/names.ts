// How seats are called on screen: "Player 2" in sentences, with "(you)" or "(bot, easy)" beside
// it in titles. With a bot the human is always seat 1.
import type { Seat } from '../../games/thronfolge/types.js';
import type { BotLevel, Opponent } from '../../modules/thronfolge/index.js';
import type { ThronfolgeTexts } from './strings.js';

export interface Seating {
  vs: Opponent;
  botLevel: BotLevel;
  /** At a networked table: this terminal's seat (its title says "you"), and the server's bot seats. */
  me?: Seat;
  botSeats?: readonly number[];
}

export const otherSeat = (seat: Seat): Seat => (seat === 1 ? 2 : 1);

export const isBotSeat = (seating: Seating, seat: number): boolean => seating.vs === 'bot' && seat === 2;

/** "Player 1 (you)", "Player 2 (bot)", or just "Player 2" in a game of two humans. */
export function seatTitle(t: ThronfolgeTexts, seating: Seating, seat: Seat): string {
  if (seating.vs === 'human') {
    if (seating.me === seat) return `${t.player(seat)} (${t.you})`;
    return seating.botSeats?.includes(seat) ? `${t.player(seat)} (${t.bot})` : t.player(seat);
  }
  return `${t.player(seat)} (${seat === 2 ? t.bot : t.you})`;
}
