// What a lesson's and a puzzle's tables share: one terminal, its player at the keyboard, the
// table's updates, history and talk as at any table, and nothing of a played game's upkeep (no
// bots deciding by themselves, no save, no notices of the table's own). Each adds its own check
// of the player's move.
import type { AnyGame } from '../core/game.js';
import type { ClientOf } from './client.js';
import type { Table } from './table.js';

/** The player at this terminal: moves come in through the client, never decided by the table. */
export const atKeyboard = { kind: 'human', decide: () => {} } as const;

type Shared = 'seatCount' | 'update' | 'history' | 'talk' | 'said' | 'phrases' | 'subscribe' | 'setBotsPaused' | 'notice' | 'saved' | 'practice' | 'close';

/** The client's parts that need no more than the table and the listeners the caller notifies. */
export function oneTerminalClient<G extends AnyGame>(table: Table<G>, listeners: Set<() => void>): Pick<ClientOf<G>, Shared> {
  return {
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
  };
}
