// Bringing a parked turn-based table back (issue 30): a join by its code (or the clock) reaches a
// process with no live room for it; that process takes the table's lease (one conditional UPDATE:
// of two processes racing, one wins and the other answers "moving"), reads the log again, and
// restores the room from it, the seats' accounts as their rows hold them (a deleted account's seat
// is nobody's). Concurrent restores of one table through one process share one restore.
import { matchMaker } from '@colyseus/core';
import { type RoomServices, offerRestore } from '../server/room-services.js';
import { ROOM_NAME } from '../wire/table-room-name.js';
import type { FindTable, Whereabouts } from '../scale/table-takeover.js';
import type { TurnServices } from './turn-services.js';
import { storedLog } from './turn-tables.js';

export type Restore = (code: string, forJoin: boolean) => Promise<Whereabouts>;

export function turnRestorer(services: RoomServices, turn: TurnServices): Restore {
  const underway = new Map<string, Promise<Whereabouts>>();

  const restore = async (code: string, forJoin: boolean): Promise<Whereabouts> => {
    const { tables } = turn;
    const found = await tables.load(code);
    if (!found || found.row.log === '' || found.row.status === 'over' || found.row.status === 'ended') return 'none';
    if (!(await tables.takeLease(code))) return 'moving';
    const latest = await tables.load(code);
    if (!latest || latest.row.log === '') {
      await tables.releaseLease(code);
      return 'none';
    }
    const log = storedLog(latest.row);
    const accounts = latest.seats.map((x) => x.account_id);
    const record = log.room;
    // A seat whose account is gone (deleted) is nobody's now: its token is forgotten with it.
    record.tokenHashes = record.tokenHashes.map((hash, i) => (record.accounts?.[i] && accounts[i] === null ? '' : hash));
    if (record.accounts) record.accounts = record.accounts.map((a, i) => (a === null ? null : (accounts[i] ?? null)));
    turn.restoring.set(code, { clock: { toMove: latest.row.to_move, deadline: latest.row.deadline }, accounts: record.accounts ?? accounts, forJoin });
    const ticket = offerRestore(services, log);
    try {
      await matchMaker.createRoom(ROOM_NAME, { restore: ticket });
    } catch (e) {
      services.restores.delete(ticket);
      turn.restoring.delete(code);
      services.logEvent({ event: 'turnRestoreFailed', room: code, message: (e as Error).message });
      await tables.releaseLease(code).catch(() => {});
      return 'moving';
    }
    services.logEvent({ event: 'turnRestored', room: code, moves: log.moves.length, forJoin });
    return 'movedHere';
  };

  return (code, forJoin) => {
    if (matchMaker.getLocalRoomById(code)) return Promise.resolve('live');
    const pending = underway.get(code);
    if (pending) return pending;
    const work = restore(code, forJoin).finally(() => underway.delete(code));
    underway.set(code, work);
    return work;
  };
}

/**
 * Where a table is, for a join by code: a live room (here, or listed by another process), a parked
 * turn-based table restored here, or whatever the other finder (Redis's takeover) says.
 */
export function turnFinder(restore: Restore, fallback: FindTable | undefined): FindTable {
  return async (code, listing) => {
    if (matchMaker.getLocalRoomById(code)) return 'live';
    if (listing) return fallback ? fallback(code, listing) : 'live';
    const where = await restore(code, true);
    if (where !== 'none') return where;
    return fallback ? fallback(code, listing) : 'none';
  };
}
