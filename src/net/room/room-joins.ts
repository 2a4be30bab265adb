// The room's door: who comes in (the edge's question first, then the join itself: a seat, a
// watcher, or a farewell at a closing table), who leaves, and who is shown out by the operator's
// bans. Apart from table-room.ts so that the room's Colyseus hooks stay one line each; the rules
// over a stranger's options are in room-admission.ts, the seats themselves in room-seating.ts.
import type { Client } from '@colyseus/core';
import type { Connected } from '../operator/bans.js';
import { type JoinOptions, joinOptionsOf } from '../wire/messages.js';
import { type AdmitAnswer, REFUSALS, RoomRefusal, netMessage } from '../wire/net-codes.js';
import { admitJoin, checkTurnQuota } from './room-admission.js';
import { type Reservation, addressOfAuth, connectedOfAuth, identityOfAuth, reservationsHeldBy } from './room-connections.js';
import type { RoomContext } from './room-context.js';
import type { RoomLifecycle } from './room-lifecycle.js';
import type { RoomSeating } from './room-seating.js';
import type { RoomTurnMode } from './room-turn-mode.js';
import { wishedNameOf } from '../seats/seat-identity.js';
import type { RoomPace } from '../turn/turn-pace.js';

/** What the door asks of the room that Colyseus keeps. */
export interface DoorHooks {
  /** The room's reservations (Colyseus's `reservedSeats`). */
  reservations(): Reservation[];
  /** The proposals to change the table's pace (made when the room is created). */
  pace(): RoomPace;
}

export class RoomJoins {
  /** Watchers closed for a ban: they are not waited for. */
  private readonly bannedWatchers = new Set<string>();

  constructor(
    private readonly context: RoomContext,
    private readonly lifecycle: RoomLifecycle,
    private readonly seating: RoomSeating,
    private readonly turnMode: RoomTurnMode,
    private readonly hooks: DoorHooks,
  ) {}

  /**
   * Would this join be let in (a valid seat token, the creator's key, a free seat)? No side
   * effects: the HTTP edge asks before it reserves a seat, so that every refusal looks the same.
   */
  admit(options: JoinOptions, address?: string): AdmitAnswer {
    const view = {
      lifecycle: this.lifecycle,
      state: this.context.state(),
      watchers: this.context.watchers(),
      turn: this.turnMode.part,
      reservationsPerAddress: this.context.services.limits.reservationsPerAddress,
      mayReserve: (a: string) => this.mayReserve(a),
    };
    return admitJoin(view, options, address);
  }

  /**
   * One address holds at most its share of the table's outstanding reservations: someone who has
   * the code cannot keep the table at its limit by reserving again and again, and so keep out the
   * guest it was meant for (who comes from another address).
   */
  mayReserve(address: string): boolean {
    return reservationsHeldBy(this.hooks.reservations(), address) < this.context.services.limits.reservationsPerAddress;
  }

  join(client: Client, raw: unknown): void | Promise<void> {
    const options = joinOptionsOf(raw);
    if (this.lifecycle.closing) {
      const away = this.lifecycle.farewellSeat(options);
      if (away === undefined) throw new RoomRefusal('noTable');
      return this.lifecycle.sayFarewell(client, away);
    }
    const identity = identityOfAuth(client.auth);
    if (options.watch === true) {
      this.context.watchers().join(client, wishedNameOf(identity, options.name), addressOfAuth(client.auth));
      this.context.connections.limit(client);
      return;
    }
    const s = this.context.state();
    const account = identity.account?.id ?? null;
    const seatOptions = { ...options, name: wishedNameOf(identity, options.name) };
    // A team event's seat is an account's (a guest's seat would leave the team unknown).
    if (s.event && account === null && typeof options.seatToken !== 'string') throw new RoomRefusal('eventAccounts');
    if (s.turn) return this.joinTurnTable(client, seatOptions, account);
    this.seating.join(client, seatOptions, account);
  }

  /** A turn-based seat: an account's only, and a new one within the account's limit. */
  private async joinTurnTable(client: Client, options: ReturnType<typeof joinOptionsOf>, account: string | null): Promise<void> {
    try {
      const s = this.context.state();
      if (account === null && typeof options.seatToken !== 'string') throw new RoomRefusal('accountsOnly');
      const admission = s.roster.admit(options, s.started, account);
      if (account !== null && admission.ok && !admission.rejoin) await checkTurnQuota(this.context.services, account);
      this.seating.join(client, options, account);
    } catch (e) {
      this.turnMode.part?.joinRefused();
      throw e;
    }
  }

  async leave(client: Client, consented: boolean): Promise<void> {
    const { connections } = this.context;
    const watch = this.context.watchers();
    if (!watch.isWatcher(client)) {
      const seat = connections.seatOf(client);
      if (seat !== undefined && connections.clientAt(seat) === client) this.hooks.pace().seatLeft(seat);
      return this.seating.leave(client, consented);
    }
    await watch.leave(client, consented || this.bannedWatchers.delete(client.sessionId));
    // A watcher back within its reconnection time keeps its session, and its rate limit.
    if (!watch.isWatcher(client)) connections.unlimit(client);
  }

  /**
   * The operator's bans were read again (../operator/bans.ts): a banned player's seat is closed (seating's
   * closeBanned), and a banned watcher is cut off and not waited for.
   */
  closeBanned(isBanned: (c: Connected) => boolean, clients: readonly Client[]): void {
    if (this.lifecycle.closing || this.lifecycle.stopping || this.lifecycle.disposed) return;
    this.seating.closeBanned(isBanned);
    const watch = this.context.watchers();
    for (const client of [...clients]) {
      if (!watch.isWatcher(client) || !isBanned(connectedOfAuth(client.auth))) continue;
      this.bannedWatchers.add(client.sessionId);
      this.context.event('kicked', { why: 'banned', watcher: true });
      this.context.refuse(client, netMessage('banned'));
      client.leave(REFUSALS.banned.number, 'banned');
    }
  }
}
