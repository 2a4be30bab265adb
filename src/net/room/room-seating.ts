// People taking and leaving seats: a join binds its connection to the seat the roster
// (../seats/seat-roster.ts) gives it and tells it where the table stands; a dropped seat is held for its
// reconnection time (Colyseus's reconnection, or the seat's token), then freed; the host role
// passes on when its holder leaves for good, and everyone hears who has it now.
import type { Client } from '@colyseus/core';
import { randomBytes } from 'node:crypto';
import type { Connected } from '../operator/bans.js';
import type { HistoryMessage, WelcomeMessage, joinOptionsOf } from '../wire/messages.js';
import { REFUSALS, RoomRefusal, netMessage } from '../wire/net-codes.js';
import { connectedOfAuth } from './room-connections.js';
import type { RoomContext } from './room-context.js';
import type { RoomLifecycle } from './room-lifecycle.js';
import type { RoomPlay } from './room-play.js';
import { hashSecret } from '../logs/room-store.js';

const newSecret = (): string => randomBytes(24).toString('base64url');

/** What seating needs of the Colyseus room beyond the shared parts. */
export interface SeatingRoom {
  /** Ends the timer Colyseus keeps for a reservation (a pending reconnection's). */
  clearReservationTimer(sessionId: string): void;
}

export class RoomSeating {
  /** Pending reconnections by seat: Colyseus's deferred and the dropped connection's session. */
  private readonly reconnections = new Map<number, { deferred: { reject(reason?: unknown): void }; sessionId: string }>();
  /** Who took each seat (address and proven key, from its reservation): an operator's ban finds its seats by these. */
  private readonly holders = new Map<number, Connected>();
  /** Seats closed for a ban: their leave gives them up for good. */
  private readonly banned = new Set<number>();

  constructor(
    private readonly room: RoomContext,
    private readonly lifecycle: RoomLifecycle,
    private readonly play: RoomPlay,
    private readonly colyseus: SeatingRoom,
  ) {}

  /** A player takes a seat (new, or back with its token); refused with a code when it may not. */
  join(client: Client, options: ReturnType<typeof joinOptionsOf>, account: string | null = null): void {
    const s = this.room.state();
    // At a turn-based table an account gets its seat back without the seat's token.
    const admission = s.roster.admit(options, s.started, s.turn ? account : null);
    if (!admission.ok) throw new RoomRefusal(admission.code, admission.params);
    const { seat } = admission;
    // Only the seat's own account acts for it: its token in another account's hands finds nothing.
    const holder = s.roster.seats[seat - 1].account;
    if (admission.rejoin && holder !== undefined && account !== null && account !== holder) throw new RoomRefusal('noTable');
    s.abandonedSince = null;
    // A rejoin keeps its token (the client's session file stays valid); a new player gets one, and so does an account back at its turn-based seat.
    const token = admission.rejoin && !admission.byAccount ? (options.seatToken as string) : newSecret();
    const hostBefore = s.roster.hostSeat;
    const { replaced } = s.roster.join(seat, admission, hashSecret(token), options.name, account);
    this.endReconnection(seat);
    const old = this.room.connections.clientAt(seat);
    if (replaced && old && old !== client) {
      // The same player on a new connection (a rejoin with the seat's token): the old one goes.
      this.room.connections.unbind(old);
      old.send('notice', netMessage('takenOver'));
      old.leave(4001, 'this seat was taken over by a new connection');
    }
    this.room.connections.bind(client, seat);
    this.holders.set(seat, connectedOfAuth(client.auth));
    this.banned.delete(seat);
    const peers = this.room.services.peers;
    const welcome: WelcomeMessage = { code: this.room.roomId(), game: s.net.id, seat, seatToken: token, host: s.roster.hostSeat === seat, ...(peers && { peers: peers() }) };
    client.send('welcome', welcome);
    this.room.event('joined', { seat, name: s.roster.seats[seat - 1].name, rejoin: admission.rejoin });
    this.noticeHostChange(hostBefore, null);
    this.afterSeatChange(client, seat);
    // A turn-based table starts once every seat is held, its players here or not.
    if (!s.started && (s.turn ? s.roster.held : s.roster.full)) this.play.startGame();
  }

  /** A seat was (re)taken: everyone hears of it, and the player gets where the game stands. */
  private afterSeatChange(client: Client, seat: number): void {
    const s = this.room.state();
    const journal = this.room.journal();
    journal.save();
    // The newcomer hears where the table stands at once; the others within the lobby interval.
    client.send('lobby', this.room.lobby());
    this.room.lobbyChanged();
    if (s.started) {
      // The moves so far, with the events this seat may see: a rejoining screen rebuilds its event log.
      const history: HistoryMessage = { moves: s.table.historyFor(seat), said: [...s.table.said()] };
      const update = this.play.wire(s.table.updateFor(seat));
      journal.afterSave(() => {
        client.send('history', history);
        client.send('update', update);
      });
    }
    if (s.over) journal.afterSave(() => client.send('end', this.room.endMessage()));
    if (seat === s.roster.hostSeat) this.room.watchers().tellHost(client);
    const turn = this.room.turn();
    if (turn) journal.afterSave(() => void turn.joined(client, seat));
  }

  /** A seat's connection went: the seat is held for its reconnection time, or given up. */
  async leave(client: Client, consented: boolean): Promise<void> {
    const { connections } = this.room;
    const s = this.room.state();
    const held = connections.seatOf(client);
    const current = held !== undefined && connections.clientAt(held) === client;
    const seat = connections.unbind(client);
    // A closing table or a stopping server leaves the seats as they were: the log holds them for a restore.
    if (seat === undefined || !current || this.lifecycle.closing || this.lifecycle.stopping) return;
    if (this.banned.has(seat)) return this.giveUpBanned(seat);
    this.room.event('left', { seat, consented });
    const hostBefore = s.roster.hostSeat;
    // The host's own program ends when its host leaves: the table closes for everyone at once.
    if (consented && this.room.services.embedded && seat === hostBefore && !s.over) return this.lifecycle.closeTable();
    const name = s.roster.seats[seat - 1].name;
    // A turn-based table's seat stays its account's when its player leaves, before the start too.
    // Nothing is held open between visits: a dropped connection is a leave too (the player comes back by joining).
    const outcome = s.roster.leave(seat, { consented: consented || s.turn !== null, started: s.started || s.turn !== null });
    this.room.journal().save();
    this.noticeHostChange(hostBefore, seat, name);
    this.room.lobbyChanged();
    if (outcome !== 'reconnecting') return this.lifecycle.closeIfAbandoned();
    try {
      const reconnection = this.room.allowReconnection(client, this.room.services.reconnectSeconds);
      this.reconnections.set(seat, { deferred: reconnection as unknown as { reject(reason?: unknown): void }, sessionId: client.sessionId });
      const back = await reconnection;
      this.reconnections.delete(seat);
      if (this.lifecycle.closing) return this.lifecycle.sayFarewell(back, seat);
      if (connections.clientAt(seat)) return; // meanwhile rejoined with the seat token
      const hostBeforeBack = s.roster.hostSeat;
      s.roster.bind(seat);
      connections.bind(back, seat);
      this.room.event('reconnected', { seat });
      this.noticeHostChange(hostBeforeBack, null);
      this.afterSeatChange(back, seat);
    } catch {
      this.reconnections.delete(seat);
      if (connections.clientAt(seat) || this.lifecycle.disposed || this.lifecycle.closing || this.lifecycle.stopping) return;
      if (this.banned.has(seat)) return this.giveUpBanned(seat);
      const hostBeforeExpiry = s.roster.hostSeat;
      s.roster.expire(seat);
      this.room.event('vacated', { seat });
      this.noticeHostChange(hostBeforeExpiry, seat, s.roster.seats[seat - 1].name);
      this.afterRosterChange();
    }
  }

  /**
   * The operator's bans were read again: a seat whose player is banned (by address or key) is
   * closed at once. A connected player is cut off (and told why); one away loses the seat and
   * its way back (the reconnection, the seat's token), as if gone for good.
   */
  closeBanned(isBanned: (c: Connected) => boolean): void {
    for (const [seat, who] of this.holders) {
      if (this.banned.has(seat) || !isBanned(who)) continue;
      this.banned.add(seat);
      const client = this.room.connections.clientAt(seat);
      if (client) {
        this.room.event('kicked', { seat, why: 'banned' });
        this.room.refuseCode(client, 'banned');
        client.leave(REFUSALS.banned.number, 'banned');
        continue;
      }
      const pending = this.reconnections.get(seat);
      if (!pending) {
        this.giveUpBanned(seat);
        continue;
      }
      // Its reconnection ends now (its catch gives the seat up).
      this.colyseus.clearReservationTimer(pending.sessionId);
      pending.deferred.reject(new Error('banned'));
    }
  }

  /** A banned player's seat is given up for good (its leave, its ended reconnection, or away already). */
  private giveUpBanned(seat: number): void {
    const s = this.room.state();
    this.holders.delete(seat);
    const hostBefore = s.roster.hostSeat;
    const name = s.roster.seats[seat - 1].name;
    s.roster.ban(seat, s.started || s.turn !== null);
    this.room.event('vacated', { seat, why: 'banned' });
    this.noticeHostChange(hostBefore, seat, name);
    this.afterRosterChange();
    this.room.seatsChanged();
  }

  /**
   * A seat came back another way (its token): its pending reconnection ends now. Colyseus would
   * keep that reconnection's timer running to its end, and with it a closing server's process.
   */
  private endReconnection(seat: number): void {
    const pending = this.reconnections.get(seat);
    if (!pending) return;
    this.colyseus.clearReservationTimer(pending.sessionId);
    pending.deferred.reject(new Error('rejoined with the seat token'));
  }

  /** Seats were freed or given up: the change is saved and told, and a table nobody holds closes in time. */
  afterRosterChange(): void {
    this.room.journal().save();
    this.room.lobbyChanged();
    this.lifecycle.closeIfAbandoned();
  }

  /**
   * The host role moved on because its holder (`left`, called `leftName`) left for good: everyone
   * hears who has it now.
   */
  private noticeHostChange(before: number | null, left: number | null, leftName = ''): void {
    const s = this.room.state();
    const now = s.roster.hostSeat;
    if (now === before || now === null || before === null || left !== before) return;
    this.room.event('hostPassed', { from: before, to: now });
    this.room.broadcast('notice', netMessage('hostLeft', { seat: before, name: leftName, newHost: now, newHostName: s.roster.seats[now - 1].name }));
  }
}
