// What a table played at one terminal against a script (a puzzle, a lesson) answers as any local
// table does, and the parts it has nothing behind: no bots of its own to pause, no notice, no save
// of its own, no practice, no timers. puzzle-table.ts and lesson-table.ts add the seats, their
// checked submit and their status.
import type { AnyGame } from '../core/game.js';
import type { ClientOf } from './client.js';
import type { Table } from './table.js';

type CommonParts = 'seatCount' | 'update' | 'history' | 'talk' | 'said' | 'phrases' | 'subscribe' | 'setBotsPaused' | 'notice' | 'saved' | 'practice' | 'close';

/** The common parts of the client of `table`, and `notify`: tells the screen's listeners of a change (the caller says when). */
export function scriptedTableParts<G extends AnyGame>(table: Table<G>): { parts: Pick<ClientOf<G>, CommonParts>; notify: () => void } {
  const listeners = new Set<() => void>();
  return {
    notify: () => listeners.forEach((l) => l()),
    parts: {
      seatCount: table.seatCount,
      update: (seat) => table.updateFor(seat),
      history: (seat) => table.historyFor(seat),
      talk: () => table.talk(),
      said: () => table.said(),
      phrases: table.game.talk.phrases,
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      setBotsPaused: () => {},
      notice: () => null,
      saved: () => true,
      practice: () => false,
      close: () => {},
    },
  };
}
