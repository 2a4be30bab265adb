// Finding a table by its code through any process, and taking it over when its owner is gone:
// the process a returning client reaches takes the table's lease, rebuilds the table from its
// log in Redis (the moves, the seats' names and hashed secrets) and lists it, so that every
// player comes back to their own seat with their own token. Concurrent returns through the same
// process share one takeover; through several processes, the owner key's compare-and-set lets one
// win and the others answer "moving" (the clients try again a moment later).
import { matchMaker } from '@colyseus/core';
import type { RedisTables } from './redis-tables.js';
import { type RoomServices, offerRestore } from '../server/room-services.js';
import { ROOM_NAME } from '../wire/table-room-name.js';

/** live: a process holds it (maybe this one); movedHere: this process just took it over; moving: try again soon. */
export type Whereabouts = 'live' | 'movedHere' | 'moving' | 'none';

export type FindTable = (code: string, listing: { processId?: string } | undefined) => Promise<Whereabouts>;

export function tableFinder(tables: RedisTables, services: RoomServices): FindTable {
  const underway = new Map<string, Promise<Whereabouts>>();
  const store = services.store!;

  const takeOver = async (code: string, from: string): Promise<Whereabouts> => {
    if (!(await tables.take(code, from))) return 'moving';
    const log = await tables.log(code).catch(() => null);
    const abandonedFor = log?.room.abandonedSince ? Date.now() - log.room.abandonedSince : 0;
    if (!log || log.result !== null || abandonedFor > services.limits.abandonedMinutes * 60_000) {
      await store.close?.(code, true);
      return 'none';
    }
    await tables.forgetListing(code);
    // Only this call holds the ticket: a client cannot ask for a restore.
    const ticket = offerRestore(services, log);
    try {
      await matchMaker.createRoom(ROOM_NAME, { restore: ticket });
    } catch (e) {
      services.restores.delete(ticket);
      services.logEvent({ event: 'takeoverFailed', room: code, message: (e as Error).message });
      await store.release?.(code);
      return 'moving';
    }
    services.logEvent({ event: 'takenOver', room: code, from: from === '' ? 'released' : 'lost', moves: log.moves.length });
    return 'movedHere';
  };

  return async (code, listing) => {
    if (matchMaker.getLocalRoomById(code)) return 'live';
    // The usual case costs one liveness check (asked afresh: a process killed a moment ago is seen at once).
    if (listing?.processId && (await tables.aliveNow(listing.processId))) return 'live';
    const pending = underway.get(code);
    if (pending) return pending;
    const owner = await tables.ownership(code);
    if (owner.kind === 'none') return listing ? 'live' : 'none';
    if (owner.kind === 'live') return listing ? 'live' : 'moving';
    // Free (released, or its process died), or this process's own without a room here (a takeover cut short).
    const work = takeOver(code, owner.kind === 'mine' ? matchMaker.processId : owner.owner).finally(() => underway.delete(code));
    underway.set(code, work);
    return work;
  };
}
