// Players' names at a networked table: inside this provider a game dictionary's `player(seat)`
// gives the seat's name instead of "Player N", so the board, the prompts and the event log all
// name the players. Local play has no provider and keeps "Player N".
import { createContext, useContext, type ReactNode } from 'react';

/** A seat's name to show, or null for the dictionary's own word. */
export type SeatNames = (seat: number) => string | null;

const SeatNamesContext = createContext<SeatNames | null>(null);

export function SeatNamesProvider({ names, children }: { names: SeatNames; children: ReactNode }) {
  return <SeatNamesContext.Provider value={names}>{children}</SeatNamesContext.Provider>;
}

export const useSeatNames = (): SeatNames | null => useContext(SeatNamesContext);

/** `texts` with its `player(seat)` naming the seats, when it has one and names are given. */
export function withSeatNames<T>(texts: T, names: SeatNames | null): T {
  const own = (texts as { player?: unknown }).player;
  if (!names || typeof own !== 'function') return texts;
  return { ...texts, player: (seat: number) => names(seat) ?? (own as (seat: number) => string)(seat) };
}
