// Who came back to a networked table: a player whose seat was dropped (counting down) or left is
// connected again, as the lobby's two latest messages show. Screens say it once, so that whoever
// heard "Bob reconnecting…" also hears that Bob is back.
import type { LobbyMessage, LobbySeat } from '../wire/messages.js';

const away = (s: LobbySeat): boolean => !s.bot && (s.reconnectMsLeft !== null || s.vacated);
const present = (s: LobbySeat): boolean => !s.bot && s.connected && s.reconnectMsLeft === null && !s.vacated;

/** The first seat away in `before` whose same player is present in `after`, or null. */
export function seatBack(before: LobbyMessage | null, after: LobbyMessage): LobbySeat | null {
  if (!before) return null;
  return after.seats.find((s) => present(s) && before.seats.some((b) => b.seat === s.seat && b.name === s.name && away(b))) ?? null;
}

/** A seat back at the table, said until `until` moves have been made. */
export interface SeatReturn {
  seat: number;
  name: string;
  until: number;
}

/**
 * Follows the lobby: the latest return, said while the returning player's next move is made (a
 * move by someone else after it ends the news).
 */
export function seatReturns(lobby: () => LobbyMessage | null, moves: () => number) {
  let seen = lobby();
  let latest: SeatReturn | null = null;
  return {
    /** A new lobby arrived (call after the table holds it). */
    lobby(): void {
      const now = lobby();
      if (!now) return;
      const back = seatBack(seen, now);
      if (back) latest = { seat: back.seat, name: back.name, until: moves() + 2 };
      // Away again: the countdown says so instead.
      else if (latest && now.seats.some((s) => s.seat === latest?.seat && away(s))) latest = null;
      seen = now;
    },
    /** The seat back now, or null. */
    now(): SeatReturn | null {
      return latest && moves() < latest.until ? latest : null;
    },
  };
}
