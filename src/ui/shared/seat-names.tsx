// Players' names at a networked table: inside this provider a game dictionary's `player(seat)`
// gives the seat's name instead of "Player N", so the board, the prompts and the event log all
// name the players. Local play has no provider and keeps "Player N".
import { createContext, useContext, type ReactNode } from 'react';
import { textWidth } from '../../text/width.js';

/** A seat's name to show, or null for the dictionary's own word. */
export type SeatNames = (seat: number) => string | null;

/** What a seat's panel shows beside its name at a networked table (muted phrases), or null; `short`: its short form. */
export type SeatMarks = (seat: number, short?: boolean) => string | null;

const SeatNamesContext = createContext<SeatNames | null>(null);
const SeatMarksContext = createContext<SeatMarks>(() => null);

/** `marks` go on the seats' panels only, never into sentences (the event log names the player alone). */
export function SeatNamesProvider({ names, marks, children }: { names: SeatNames; marks?: SeatMarks; children: ReactNode }) {
  return (
    <SeatNamesContext.Provider value={names}>
      <SeatMarksContext.Provider value={marks ?? (() => null)}>{children}</SeatMarksContext.Provider>
    </SeatNamesContext.Provider>
  );
}

export const useSeatNames = (): SeatNames | null => useContext(SeatNamesContext);

/** A seat's mark for its panel, with its leading space, or ''; its short form when `label` and the mark would not fit in `room` columns. */
export function useSeatMark(): (seat: number, room?: number, label?: string) => string {
  const marks = useContext(SeatMarksContext);
  return (seat, room = Infinity, label = '') => {
    const mark = marks(seat);
    if (!mark) return '';
    // Columns, not UTF-16 units: a name in wide glyphs (CJK, emoji) takes two a character.
    return textWidth(label) + 1 + textWidth(mark) <= room ? ` ${mark}` : ` ${marks(seat, true) ?? mark}`;
  };
}

/** `texts` with its `player(seat)` naming the seats, when it has one and names are given. */
export function withSeatNames<T>(texts: T, names: SeatNames | null): T {
  const own = (texts as { player?: unknown }).player;
  if (!names || typeof own !== 'function') return texts;
  return { ...texts, player: (seat: number) => names(seat) ?? (own as (seat: number) => string)(seat) };
}
