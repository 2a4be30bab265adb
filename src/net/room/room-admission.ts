// Who may come in, asked before anyone sits down: the checks of a join's authentication (a
// turn-based or team event table is an account's) and the edge's question "would this join be let
// in?", which has no side effects so that every refusal looks the same. Apart from table-room.ts
// because these are rules over the options a stranger sent and the room's state, not hooks of the
// room; the seats themselves are taken in room-seating.ts.
import type { AuthContext } from '@colyseus/core';
import { type JoinOptions, joinOptionsOf } from '../wire/messages.js';
import { type AdmitAnswer, RoomRefusal } from '../wire/net-codes.js';
import type { RoomLifecycle } from './room-lifecycle.js';
import type { RoomServices } from '../server/room-services.js';
import type { TableState } from '../state/room-setup.js';
import type { RoomWatchers } from './room-watchers.js';
import { type SeatIdentity, identifyJoin } from '../seats/seat-identity.js';
import type { TurnRoom } from '../turn/turn-room.js';
import { turnQuota } from '../turn/turn-services.js';

/** One field of the options a client sent (of any shape, or none), unchecked: the callers ask only what kind it is. */
export function optionOf(options: unknown, name: 'event' | 'turnBased' | 'restore' | 'proof' | 'voucher' | 'seatToken'): unknown {
  return typeof options === 'object' && options !== null ? (options as Partial<Record<typeof name, unknown>>)[name] : undefined;
}

/** Create options that ask for a turn-based table (a join's options never carry the host's choice of the clock). */
const isTurnCreate = (options: unknown): boolean => {
  const turnBased = optionOf(options, 'turnBased');
  return typeof turnBased === 'object' && turnBased !== null;
};

/** Only an account opens or takes a seat at a turn-based table, and only as many as its limit allows. */
async function checkTurnCreate(services: RoomServices, account: string | undefined): Promise<void> {
  if (!services.turn || account === undefined) throw new RoomRefusal('accountsOnly');
  await checkTurnQuota(services, account);
}

export async function checkTurnQuota(services: RoomServices, account: string): Promise<void> {
  const turn = services.turn;
  if (!turn) throw new RoomRefusal('accountsOnly');
  const { open, limit } = await turnQuota(turn, account);
  if (open >= limit) throw new RoomRefusal('turnTableQuota', { limit });
}

/** On a server with accounts, who joins (a key proof is checked and its challenge taken here), refused when the table asked for is not theirs to open. */
export async function identifyAuth(services: RoomServices, options: unknown, context: AuthContext): Promise<SeatIdentity> {
  const identity = await identifyJoin(options, context, { accounts: services.accounts, proofAddresses: services.proofAddresses, vouchers: services.vouchers });
  // A turn-based table is opened by an account, within its limit (asked here: the create's options carry its proof).
  if (isTurnCreate(options)) await checkTurnCreate(services, identity.account?.id);
  // A team event's table is opened by an account (the team is the accounts seated), on a server that runs the events.
  if (optionOf(options, 'event') === true && (!services.events || identity.account === undefined)) throw new RoomRefusal('eventAccounts');
  return identity;
}

/** What the edge's question is answered from. */
export interface AdmitView {
  lifecycle: RoomLifecycle;
  state: TableState;
  watchers: RoomWatchers;
  turn: TurnRoom | null;
  reservationsPerAddress: number;
  /** The address holds less than its share of the table's outstanding reservations. */
  mayReserve(address: string): boolean;
}

/**
 * Would this join be let in (a valid seat token, the creator's key, a free seat)? No side
 * effects: the HTTP edge asks before it reserves a seat, so that every refusal looks the same.
 */
export function admitJoin(room: AdmitView, options: JoinOptions, address?: string): AdmitAnswer {
  const { lifecycle, state: s } = room;
  const { closing, stopping, disposed } = lifecycle;
  // A turn-based table parking now is restored by the next try.
  if (lifecycle.parked) return { ok: false, code: 'tableMoving', params: {} };
  if (closing && !stopping && !disposed && lifecycle.farewellSeat(joinOptionsOf(options)) !== undefined) return { ok: true };
  if (closing || stopping || disposed) return { ok: false, code: 'noTable', params: {} };
  if (address !== undefined && !room.mayReserve(address)) return { ok: false, code: 'reservationQuota', params: { limit: room.reservationsPerAddress } };
  if (joinOptionsOf(options).watch === true) return room.watchers.admit(address);
  const seatToken = optionOf(options, 'seatToken');
  // A join that brings neither a key proof, a voucher nor a seat's token is a guest's.
  const guest = optionOf(options, 'proof') === undefined && optionOf(options, 'voucher') === undefined && seatToken === undefined;
  if (s.event && guest) return { ok: false, code: 'eventAccounts', params: {} };
  // A turn-based seat is an account's: a join without a key proof is a guest's; with one, the room decides when it arrives (its account known then).
  if (s.turn) {
    if (guest) {
      room.turn?.joinRefused();
      return { ok: false, code: 'accountsOnly', params: {} };
    }
    if (seatToken === undefined) return { ok: true };
  }
  const a = s.roster.admit(joinOptionsOf(options), s.started);
  if (!a.ok) room.turn?.joinRefused();
  return a.ok ? { ok: true } : { ok: false, code: a.code, params: a.params ?? {} };
}
