// What a room opens with: the table (a fresh one from the create's options, or one back after a
// restart or a takeover by its restore ticket) and a code no other table holds. Apart from
// table-room.ts because these are the create's rules, asked once, before the room has any parts
// running; the table itself is made in ../state/room-setup.ts.
import { optionOf } from './room-admission.js';
import { newRoomCode } from '../wire/room-code.js';
import type { RoomServices } from '../server/room-services.js';
import { type TableState, freshTable, restoredTable } from '../state/room-setup.js';

/** The create's table: restored when the options carry a ticket of a log the server kept (used once). */
export function tableOf(raw: unknown, services: RoomServices): { state: TableState; restored: boolean } {
  const ticket = optionOf(raw, 'restore');
  const saved = typeof ticket === 'string' ? services.restores.get(ticket) : undefined;
  if (saved && typeof ticket === 'string') services.restores.delete(ticket);
  return saved ? { state: restoredTable(saved, services), restored: true } : { state: freshTable(raw, services), restored: false };
}

/**
 * A fresh table's creator name and code, made safe to show and to share: the lobby shows the
 * creator's typed name until the host sits down, never a name an account claimed (or one that
 * looks like it), as at the table itself (../seats/seat-identity.ts); a shared store hands out each code
 * once (a drawn code that is taken is drawn again), and `claimTurnCode` keeps it apart from the
 * turn-based tables' (room-turn-mode.ts).
 */
export async function claimFresh(s: TableState, services: RoomServices, claimTurnCode: () => Promise<void>): Promise<void> {
  const listed = s.publicTable;
  // The creator's name is looked up while the code is claimed: each is a round trip to a
  // database, and a table opening waited for both one after the other.
  const holder = listed && listed.creatorName !== '' ? services.accounts?.holderOf(listed.creatorName) : undefined;
  const claimed = (async () => {
    for (let tries = 0; services.store?.claim && !(await services.store.claim(s.code)); tries++) {
      if (tries >= 3) throw new Error('no free room code');
      s.code = newRoomCode();
    }
    await claimTurnCode();
  })();
  // Both settled before either's failure is thrown: the table is not given up while its code is being claimed.
  const [held, claim] = await Promise.allSettled([holder, claimed]);
  if (claim.status === 'rejected') throw claim.reason;
  if (held.status === 'rejected') throw held.reason;
  if (listed && held.value !== undefined) listed.creatorName = '';
}
