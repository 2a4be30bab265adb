// The authoritative room as Colyseus sees it: a thin adapter that binds connections to the seats
// the roster (seat-roster.ts) decides, checks every payload (valibot schemas in messages.ts),
// runs the table made in room-setup.ts and saves it through the journal (room-journal.ts). A client's seat is
// bound to its connection when it joins (a seat named in a message is never trusted); each client
// gets only its own seat's update; anything malformed, oversized, stale, unknown or illegal earns
// that client an error with a code and changes nothing.
import { type AuthContext, type Client, ClientState, Room } from '@colyseus/core';
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { botSeat } from '../table/bot-seat.js';
import type { SeatPlayer, SeatUpdate, Turn } from '../table/types.js';
import { addressKey } from './address-prefix.js';
import { Coalesced } from './coalesce.js';
import { frameKind } from './frame-check.js';
import { botSeedFor } from './games.js';
import {
  BotMessage,
  CLOSE_SERVER_STOPPING,
  CLOSE_TABLE_CLOSED,
  type CodedMessage,
  FAREWELL_SECONDS,
  type EndMessage,
  FLOOD_DISCONNECT_AFTER,
  type HistoryMessage,
  type JoinOptions,
  type LobbyMessage,
  MoveMessage,
  RATE_BURST,
  RATE_PER_SECOND,
  StartMessage,
  type WelcomeMessage,
  joinOptionsOf,
} from './messages.js';
import { type AdmitAnswer, type NetCode, RoomRefusal, netMessage } from './net-codes.js';
import { RateLimiter } from './rate-limit.js';
import { refusalMessage } from './refusal-text.js';
import { RoomJournal } from './room-journal.js';
import type { RoomServices } from './room-services.js';
import { TableMoved, hashSecret } from './room-store.js';
import { newRoomCode } from './room-code.js';
import { endOf, freshTable, gameLogOf, lobbyOf, recordOf, restoredTable, type TableState } from './room-setup.js';
import { RoomTalk } from './room-talk.js';
import { RoomWatchers } from './room-watchers.js';
import { awaitSignals as awaitSignalsOf, decideAfterSignals, type SignalWait } from './signal-wait.js';
import { toWireUpdate } from './seat-update.js';

export { ROOM_NAME } from './table-room-name.js';

type BroadcastOptions = NonNullable<Parameters<Room['broadcast']>[2]>;

const newSecret = (): string => randomBytes(24).toString('base64url');
/** What a reservation and its connection carry: the address it came from (an IPv6 /64 as one). */
interface SeatAuth {
  address: string;
}
const addressOfAuth = (auth: unknown): string | undefined => {
  const address = (auth as Partial<SeatAuth> | undefined)?.address;
  return typeof address === 'string' ? address : undefined;
};

/** Lobby messages go out at most this often. */
const LOBBY_INTERVAL_MS = 200;

/** The room class for one server: its services are closed over, never taken from options. */
export function tableRoomFor(services: RoomServices): typeof TableRoom {
  return class ServerTableRoom extends TableRoom {
    constructor() {
      super(services);
    }
  };
}

export class TableRoom extends Room {
  private s!: TableState;
  private journal!: RoomJournal;
  /** The people watching, and the seats' table talk (signals, phrases, mutes). */
  private watch!: RoomWatchers;
  private talk!: RoomTalk;
  private readonly clientOf = new Map<number, Client>();
  private readonly bySession = new Map<string, number>();
  private readonly limiters = new Map<string, RateLimiter>();
  private readonly turns = new Map<number, Turn>();
  /** Pending reconnections by seat: Colyseus's deferred and the dropped connection's session. */
  private readonly reconnections = new Map<number, { deferred: { reject(reason?: unknown): void }; sessionId: string }>();
  private readonly botDisposers = new Map<number, () => void>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closing = false;
  /** After the host closed the table: the seats that were away and not yet told, and what settles when they are. */
  private farewell: { away: Set<number>; settle: () => void } | null = null;
  /** Connections told the table is closed: they are closed once their join is acknowledged (the notice has gone out). */
  private readonly closeAfterJoin = new Set<Client>();
  /** The server is stopping: the room closes after its last write, its seats untouched. */
  private stopping = false;
  private disposed = false;
  private untrack: (() => void) | undefined;
  /** A rejoin flood must not become a broadcast flood: lobby messages are coalesced. */
  private readonly lobbyOut = new Coalesced(() => this.broadcast('lobby', this.lobby()), LOBBY_INTERVAL_MS);

  constructor(private readonly services: RoomServices) {
    super();
  }

  /**
   * Every reservation carries the address it came from (the edge's answer, never the client's
   * word), so that the room can count per address what one stranger may hold.
   */
  static override async onAuth(_token: string, _options: unknown, context: AuthContext): Promise<SeatAuth> {
    return { address: addressKey(String(context?.ip ?? 'unknown')) };
  }

  override async onCreate(raw: unknown): Promise<void> {
    const ticket = (raw as { restore?: unknown } | undefined)?.restore;
    const saved = typeof ticket === 'string' ? this.services.restores.get(ticket) : undefined;
    if (saved) this.services.restores.delete(ticket as string);
    this.s = saved ? restoredTable(saved, this.services) : freshTable(raw, this.services);
    // A shared store hands out each code once (a drawn code that is taken is drawn again).
    for (let tries = 0; !saved && this.services.store?.claim && !(await this.services.store.claim(this.s.code)); tries++) {
      if (tries >= 3) throw new Error('no free room code');
      this.s.code = newRoomCode();
    }
    this.roomId = this.s.code;
    this.untrack = this.services.metrics?.track(() => ({ game: this.s.net.id, state: this.s.over ? 'over' : this.s.started ? 'playing' : 'lobby', clients: this.clients.length }));
    this.journal = new RoomJournal(this.services.store, () => ({ ...gameLogOf(this.s), room: recordOf(this.ownerKnown()) }), (e) => (e instanceof TableMoved ? this.moved() : this.event('saveFailed', { message: e.message })));
    // Rooms are found only by their code, never listed or matched; outstanding reservations are bounded.
    await this.setPrivate(true);
    this.boundReservations();
    this.onMessage('move', (client, message) => this.guarded(client, () => this.onMove(client, message)));
    this.onMessage('start', (client, message) => this.guarded(client, () => this.onStart(client, message)));
    this.onMessage('bot', (client, message) => this.guarded(client, () => this.onBotTakeover(client, message)));
    this.setUpTalk();
    this.onMessage('*', (client, type) => this.guarded(client, () => this.refuse(client, netMessage('unknownType', { type: String(type).slice(0, 20) }))));
    this.journal.save();
    this.event('created', { game: this.s.net.id, seats: this.s.roster.seats.length, restored: Boolean(saved), moves: this.s.table.movesMade, seedChosen: this.s.seedChosen, botLevel: this.s.botLevel, botDelayMs: this.s.botDelayMs });
    if (saved) {
      // A table back after a restart or a takeover counts against the address that opened it, as before.
      this.services.tableRestored?.(this.s.code, this.s.owner, this.s.roster.seats.some((x) => x.bot));
      // Seats whose players do not come back in time become free for a bot.
      this.later(this.services.reconnectSeconds * 1000 + 50, () => {
        if (this.s.roster.expireDue().length > 0) this.afterRosterChange();
      });
      if (this.s.started) this.startTable();
    }
  }

  // ---- joining and leaving ----

  /**
   * Would this join be let in (a valid seat token, the creator's key, a free seat)? No side
   * effects: the HTTP edge asks before it reserves a seat, so that every refusal looks the same.
   */
  admit(options: JoinOptions, address?: string): AdmitAnswer {
    if (this.closing && !this.stopping && !this.disposed && this.farewellSeat(joinOptionsOf(options)) !== undefined) return { ok: true };
    if (this.closing || this.stopping || this.disposed) return { ok: false, code: 'noTable', params: {} };
    if (address !== undefined && !this.mayReserve(address)) return { ok: false, code: 'reservationQuota', params: { limit: this.services.limits.reservationsPerAddress } };
    if (joinOptionsOf(options).watch === true) return this.watch.admit(address);
    const a = this.s.roster.admit(joinOptionsOf(options), this.s.started);
    return a.ok ? { ok: true } : { ok: false, code: a.code, params: a.params ?? {} };
  }

  override onJoin(client: Client, raw: unknown): void {
    const options = joinOptionsOf(raw);
    if (this.closing) {
      const away = this.farewellSeat(options);
      if (away === undefined) throw new RoomRefusal('noTable');
      return this.sayFarewell(client, away);
    }
    if (options.watch === true) {
      this.watch.join(client, options.name, addressOfAuth(client.auth));
      this.limiters.set(client.sessionId, new RateLimiter(RATE_PER_SECOND, RATE_BURST));
      return this.boundReservations();
    }
    const admission = this.s.roster.admit(options, this.s.started);
    if (!admission.ok) throw new RoomRefusal(admission.code, admission.params);
    const { seat } = admission;
    this.s.abandonedSince = null;
    // A rejoin keeps its token (the client's session file stays valid); a new player gets one.
    const token = admission.rejoin ? (options.seatToken as string) : newSecret();
    const hostBefore = this.s.roster.hostSeat;
    const { replaced } = this.s.roster.join(seat, admission, hashSecret(token), options.name);
    this.endReconnection(seat);
    const old = this.clientOf.get(seat);
    if (replaced && old && old !== client) {
      // The same player on a new connection (a rejoin with the seat's token): the old one goes.
      this.unbind(old);
      old.send('notice', netMessage('takenOver'));
      old.leave(4001, 'this seat was taken over by a new connection');
    }
    this.bind(client, seat);
    this.boundReservations();
    const welcome: WelcomeMessage = { code: this.roomId, game: this.s.net.id, seat, seatToken: token, host: this.s.roster.hostSeat === seat, ...(this.services.peers && { peers: this.services.peers() }) };
    client.send('welcome', welcome);
    this.event('joined', { seat, name: this.s.roster.seats[seat - 1].name, rejoin: admission.rejoin });
    this.noticeHostChange(hostBefore, null);
    this.afterSeatChange(client, seat);
    if (!this.s.started && this.s.roster.full) this.startGame();
  }

  /**
   * Seats reserved but not yet taken stay few: Colyseus refuses a reservation once the
   * connections and reservations reach `maxClients`, so that is kept at the connections here now
   * plus the limit.
   */
  private boundReservations(): void {
    this.maxClients = this.clients.length + this.services.limits.reservationsPerTable;
  }

  /**
   * One address holds at most its share of the table's outstanding reservations: someone who has
   * the code cannot keep the table at its limit by reserving again and again, and so keep out the
   * guest it was meant for (who comes from another address).
   */
  protected override async _reserveSeat(sessionId: string, joinOptions?: unknown, authData?: unknown, seconds?: number, allowReconnection = false, devMode?: boolean): Promise<boolean> {
    const address = addressOfAuth(authData);
    if (!allowReconnection && address !== undefined && !this.mayReserve(address)) return false;
    return super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devMode);
  }

  private mayReserve(address: string): boolean {
    const held = Object.values(this.reservedSeats).filter(([, auth, consumed, reconnection]) => !consumed && !reconnection && addressOfAuth(auth) === address).length;
    return held < this.services.limits.reservationsPerAddress;
  }

  private bind(client: Client, seat: number): void {
    this.clientOf.set(seat, client);
    this.bySession.set(client.sessionId, seat);
    this.limiters.set(client.sessionId, new RateLimiter(RATE_PER_SECOND, RATE_BURST));
  }

  private unbind(client: Client): number | undefined {
    const seat = this.bySession.get(client.sessionId);
    this.bySession.delete(client.sessionId);
    this.limiters.delete(client.sessionId);
    if (seat !== undefined && this.clientOf.get(seat) === client) this.clientOf.delete(seat);
    return seat;
  }

  /** A seat was (re)taken: everyone hears of it, and the player gets where the game stands. */
  private afterSeatChange(client: Client, seat: number): void {
    this.journal.save();
    // The newcomer hears where the table stands at once; the others within the lobby interval.
    client.send('lobby', this.lobby());
    this.lobbyChanged();
    if (this.s.started) {
      // The moves so far, with the events this seat may see: a rejoining screen rebuilds its event log.
      const history: HistoryMessage = { moves: this.s.table.historyFor(seat), said: [...this.s.table.said()] };
      const update = this.wire(this.s.table.updateFor(seat));
      this.journal.afterSave(() => {
        client.send('history', history);
        client.send('update', update);
      });
    }
    if (this.s.over) this.journal.afterSave(() => client.send('end', this.endMessage()));
    if (seat === this.s.roster.hostSeat) this.watch.tellHost(client);
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    if (this.watch.isWatcher(client)) {
      if (!this.closing && !this.disposed) this.boundReservations();
      await this.watch.leave(client, consented);
      // A watcher back within its reconnection time keeps its session, and its rate limit.
      if (!this.watch.isWatcher(client)) this.limiters.delete(client.sessionId);
      return;
    }
    const held = this.bySession.get(client.sessionId);
    const current = held !== undefined && this.clientOf.get(held) === client;
    const seat = this.unbind(client);
    if (!this.closing && !this.disposed) this.boundReservations();
    // A closing table or a stopping server leaves the seats as they were: the log holds them for a restore.
    if (seat === undefined || !current || this.closing || this.stopping) return;
    this.event('left', { seat, consented });
    const hostBefore = this.s.roster.hostSeat;
    // The host's own program ends when its host leaves: the table closes for everyone at once.
    if (consented && this.services.embedded && seat === hostBefore && !this.s.over) return this.closeTable();
    const name = this.s.roster.seats[seat - 1].name;
    const outcome = this.s.roster.leave(seat, { consented, started: this.s.started });
    this.journal.save();
    this.noticeHostChange(hostBefore, seat, name);
    this.lobbyChanged();
    if (outcome !== 'reconnecting') return this.closeIfAbandoned();
    try {
      const reconnection = this.allowReconnection(client, this.services.reconnectSeconds);
      this.reconnections.set(seat, { deferred: reconnection as unknown as { reject(reason?: unknown): void }, sessionId: client.sessionId });
      const back = await reconnection;
      this.reconnections.delete(seat);
      if (this.closing) return this.sayFarewell(back, seat);
      if (this.clientOf.has(seat)) return; // meanwhile rejoined with the seat token
      const hostBeforeBack = this.s.roster.hostSeat;
      this.s.roster.bind(seat);
      this.bind(back, seat);
      this.event('reconnected', { seat });
      this.noticeHostChange(hostBeforeBack, null);
      this.afterSeatChange(back, seat);
    } catch {
      this.reconnections.delete(seat);
      if (this.clientOf.has(seat) || this.disposed || this.closing || this.stopping) return;
      const hostBeforeExpiry = this.s.roster.hostSeat;
      this.s.roster.expire(seat);
      this.event('vacated', { seat });
      this.noticeHostChange(hostBeforeExpiry, seat, this.s.roster.seats[seat - 1].name);
      this.afterRosterChange();
    }
  }

  /**
   * A seat came back another way (its token): its pending reconnection ends now. Colyseus would
   * keep that reconnection's timer running to its end, and with it a closing server's process.
   */
  private endReconnection(seat: number): void {
    const pending = this.reconnections.get(seat);
    if (!pending) return;
    clearTimeout(this.reservedSeatTimeouts[pending.sessionId]);
    pending.deferred.reject(new Error('rejoined with the seat token'));
  }

  private afterRosterChange(): void {
    this.journal.save();
    this.lobbyChanged();
    this.closeIfAbandoned();
  }

  /**
   * The host role moved on because its holder (`left`, called `leftName`) left for good: everyone
   * hears who has it now.
   */
  private noticeHostChange(before: number | null, left: number | null, leftName = ''): void {
    const now = this.s.roster.hostSeat;
    if (now === before || now === null || before === null || left !== before) return;
    this.event('hostPassed', { from: before, to: now });
    this.broadcast('notice', netMessage('hostLeft', { seat: before, name: leftName, newHost: now, newHostName: this.s.roster.seats[now - 1].name }));
  }

  /**
   * The host closed the table: everyone is told at once (the host's program is about to close
   * the server), the log is written, and the room goes.
   */
  private closeTable(): void {
    this.closing = true;
    this.event('closedByHost', { started: this.s.started, moves: this.s.table.movesMade });
    this.broadcast('notice', this.hostClosed());
    this.journal.save();
    // Seats that were away (dropped, or not back yet after a restore) are still trying to come
    // back: for a moment the room waits to tell them, so that they stop instead of trying for minutes.
    const away = new Set(this.s.roster.seats.filter((x) => !x.bot && !x.present && x.reconnectUntil !== null).map((x) => x.seat));
    const told =
      away.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, FAREWELL_SECONDS * 1000);
            this.farewell = { away, settle: () => (clearTimeout(timer), resolve()) };
          });
    this.services.farewells?.add(told);
    void Promise.all([told, this.journal.whenIdle()]).then(() => {
      this.services.farewells?.delete(told);
      return this.disconnect(CLOSE_TABLE_CLOSED);
    });
  }

  private hostClosed(): CodedMessage {
    return netMessage('hostClosed', { resumable: this.s.started && !this.s.over });
  }

  /** The away seat whose token these join options bring, while the room waits to tell it the table is closed. */
  private farewellSeat(o: { seatToken?: string }): number | undefined {
    if (!this.farewell || typeof o.seatToken !== 'string') return undefined;
    const hash = hashSecret(o.seatToken);
    const seat = this.s.roster.seats.find((x) => !x.bot && x.tokenHash !== '' && x.tokenHash === hash)?.seat;
    return seat !== undefined && this.farewell.away.has(seat) ? seat : undefined;
  }

  /** A seat back after its host closed the table hears so, and is closed like the others were. */
  private sayFarewell(client: Client, seat: number): void {
    client.send('notice', this.hostClosed());
    this.closeAfterJoin.add(client);
    this.farewell?.away.delete(seat);
    this.event('toldClosed', { seat });
  }

  /** The server is closing: the last write finishes first, so the log holds every move made. */
  override async onBeforeShutdown(): Promise<void> {
    this.stopping = true;
    await this.journal.whenIdle();
    if (!this.closing) await this.handOver();
    await this.disconnect(this.closing ? CLOSE_TABLE_CLOSED : CLOSE_SERVER_STOPPING);
  }

  /**
   * A shared store: the table is given up for another process to take over when its clients come
   * back. The listing goes first, so that a client coming back through another process finds no
   * room here and that process takes the table.
   */
  private async handOver(): Promise<void> {
    const store = this.services.store;
    if (!store?.release) return;
    try {
      await this.listing.remove();
      await store.release(this.roomId);
      this.event('handedOver', { moves: this.s.table.movesMade });
    } catch (e) {
      this.event('saveFailed', { message: (e as Error).message });
    }
  }

  /** Another process owns the table now (this one was taken for dead): its clients go there. */
  private moved(): void {
    this.journal.halt();
    if (this.stopping) return;
    this.stopping = true;
    this.event('moved', { moves: this.s.table.movesMade });
    void this.disconnect(CLOSE_SERVER_STOPPING);
  }

  /**
   * A running game whose players have all gone (none here, none within the reconnection time) is
   * closed after a while; its log stays in the store, so `serve --resume` can bring it back.
   */
  private closeIfAbandoned(): void {
    const abandoned = (): boolean => this.s.started && !this.s.over && this.s.roster.abandoned;
    if (!abandoned()) return;
    // A restored table keeps the time its people left: its abandoned minutes do not start again.
    this.s.abandonedSince ??= Date.now();
    this.journal.save();
    const due = (): number => (this.s.abandonedSince ?? Infinity) + this.services.limits.abandonedMinutes * 60_000;
    this.later(Math.max(0, due() - Date.now()), () => {
      // Someone came back meanwhile (and maybe left again: then a later timer is due; a timer
      // may fire a moment early, hence the second's slack).
      if (!abandoned() || Date.now() + 1000 < due()) return;
      this.event('abandoned', { moves: this.s.table.movesMade, minutes: this.services.limits.abandonedMinutes });
      void this.disconnect();
    });
  }

  // ---- messages ----

  /**
   * A frame that cannot be read, or names a type the room does not handle, earns an error, not a
   * disconnect (Colyseus would close the connection for a frame it cannot decode and for its own
   * fallback's type `__no_message_handler`): it is checked here before Colyseus sees it.
   */
  protected override _onMessage(client: Client, buffer: Buffer): void {
    // A connection on its way out is not answered (Colyseus drops its frames too).
    if (client.state === ClientState.LEAVING) return;
    const frame = frameKind(buffer);
    if (frame.kind === 'bad') return this.guarded(client, () => this.refuse(client, netMessage('badFrame')));
    if (frame.kind === 'unknownType') return this.guarded(client, () => this.refuse(client, netMessage('unknownType', { type: frame.type })));
    try {
      super._onMessage(client as never, buffer);
    } catch {
      this.guarded(client, () => this.refuse(client, netMessage('badFrame')));
    }
    // A seat told the table is closed: its join is acknowledged and the notice has gone out.
    if (frame.kind === 'protocol' && this.closeAfterJoin.delete(client)) {
      client.leave(CLOSE_TABLE_CLOSED, 'the host closed the table');
      if (this.farewell?.away.size === 0) this.farewell.settle();
    }
  }

  /** Every message first passes the client's rate limit; a flood is dropped, a long one disconnected. */
  private guarded(client: Client, handle: () => void): void {
    const limiter = this.limiters.get(client.sessionId);
    if (!limiter) return;
    if (!limiter.take()) {
      if (limiter.refusedInARow === 1) this.refuse(client, netMessage('rate'));
      if (limiter.refusedInARow >= FLOOD_DISCONNECT_AFTER) {
        this.event('kicked', { seat: this.bySession.get(client.sessionId), why: 'flood' });
        client.leave(4008, 'flooding');
      }
      return;
    }
    handle();
  }

  private refuse(client: Client, error: CodedMessage): void {
    client.send('error', error);
    this.event('refused', { seat: this.bySession.get(client.sessionId), why: error.code });
  }

  private refuseCode(client: Client, code: NetCode, params?: Record<string, unknown>): void {
    this.refuse(client, netMessage(code, params));
  }

  private onMove(client: Client, raw: unknown): void {
    const seat = this.bySession.get(client.sessionId);
    if (seat === undefined) return this.refuseCode(client, this.watch.isWatcher(client) ? 'watching' : 'noSeat');
    const parsed = v.safeParse(MoveMessage, raw);
    if (!parsed.success) return this.refuseCode(client, 'badMessage', { type: 'move', expected: '{"text": notation, "at": moves made so far}' });
    if (!this.s.started) return this.refuseCode(client, 'notStarted');
    const { text, at } = parsed.output;
    // A move answers one position: sent twice, or after the table moved on, it is refused.
    if (at !== this.s.table.movesMade) return this.refuseCode(client, 'staleMove', { at, movesMade: this.s.table.movesMade });
    const { game } = this.s.net;
    let move: unknown;
    try {
      move = game.parseMove(text);
    } catch (e) {
      return this.refuseCode(client, 'badNotation', { reason: (e as Error).message });
    }
    const turn = this.turns.get(seat);
    const arrived = performance.now();
    const refusal = turn ? turn.submit(move) : this.s.table.submit(seat, move);
    if (refusal) return this.refuse(client, refusalMessage(game, refusal));
    // Queued behind the move's updates: this runs once they have left.
    const metrics = this.services.metrics;
    if (metrics) this.journal.afterSave(() => metrics.moveToView(this.s.net.id, performance.now() - arrived));
  }

  private onStart(client: Client, raw: unknown): void {
    const seat = this.bySession.get(client.sessionId);
    const parsed = v.safeParse(StartMessage, raw ?? {});
    if (!parsed.success) return this.refuseCode(client, 'badMessage', { type: 'start', expected: '{"bots": true|false}' });
    if (this.s.started) return this.refuseCode(client, 'alreadyStarted');
    const check = this.s.roster.startCheck(seat ?? 0, parsed.output.bots);
    if (!check.ok) return this.refuseCode(client, check.code, check.params);
    if (check.fill.length > 0 && !this.mayAddBots()) return this.refuseCode(client, 'botTableQuota', { limit: this.services.limits.botTablesPerAddress });
    for (const s of check.fill) this.s.roster.makeBot(s);
    this.startGame();
  }

  private onBotTakeover(client: Client, raw: unknown): void {
    const by = this.bySession.get(client.sessionId) ?? 0;
    const parsed = v.safeParse(BotMessage, raw);
    if (!parsed.success) return this.refuseCode(client, by === this.s.roster.hostSeat ? 'noBotSeat' : 'notHost');
    if (this.s.over) return this.refuse(client, refusalMessage(this.s.net.game, { code: 'gameOver' }));
    const refusal = this.s.roster.takeoverRefusal(parsed.output.seat, by);
    if (refusal) return this.refuseCode(client, refusal.code, refusal.params);
    const { seat } = parsed.output;
    if (!this.mayAddBots()) return this.refuseCode(client, 'botTableQuota', { limit: this.services.limits.botTablesPerAddress });
    this.s.roster.makeBot(seat);
    this.event('botTakeover', { seat });
    if (this.s.started) this.s.table.sit(seat, this.botPlayer(seat));
    this.journal.save();
    this.lobbyChanged();
  }

  /**
   * A table that had no server bot is about to get one (a start that fills empty seats, a
   * takeover): from now on it counts as a bot table of the address that opened it, and is refused
   * when that address holds as many as it may. A table with bots already counts.
   */
  /** The state, with the address that opened the table once the edge has told it (after the create). */
  private ownerKnown(): TableState {
    this.s.owner ??= this.services.ownerOf?.(this.roomId) ?? null;
    return this.s;
  }

  private mayAddBots(): boolean {
    if (this.s.roster.seats.some((s) => s.bot)) return true;
    return this.services.botsJoining?.(this.roomId) ?? true;
  }

  // ---- the table ----

  private startGame(): void {
    this.s.started = true;
    this.event('started', {});
    this.journal.save();
    this.lobbyChanged(true);
    this.startTable();
  }

  private startTable(): void {
    // A running game stays in memory while its players are away (they may rejoin with their token).
    this.autoDispose = false;
    for (const s of this.s.roster.seats) this.s.table.sit(s.seat, s.bot ? this.botPlayer(s.seat) : this.remotePlayer(s.seat));
    this.s.table.subscribe(() => {
      this.journal.save();
      this.services.metrics?.moved(this.s.net.id);
    });
    // Watchers hear each move after the seats (and after the journal: a move is durable first).
    this.s.table.subscribe(() => this.watch.moved());
    this.talk.follow();
    void this.s.table.finished.then(() => this.gameOver());
    this.s.table.start();
    this.watch.moved();
  }

  private remotePlayer(seat: number): SeatPlayer {
    return {
      kind: 'remote',
      see: (update) => {
        const message = this.wire(update);
        // Sent once the move is durable: no player sees a move that a crash could take back.
        this.journal.afterSave(() => this.clientOf.get(seat)?.send('update', message));
      },
      decide: (turn) => void this.turns.set(seat, turn),
    };
  }

  private botPlayer(seat: number): SeatPlayer {
    this.botDisposers.get(seat)?.();
    const seed = botSeedFor(this.s.table.log.seed, seat);
    const onError = (e: unknown): void => this.event('botError', { seat, message: (e as Error).message });
    if (this.services.bots) {
      const awaitSignals = (decide: () => void): boolean => awaitSignalsOf(this.signalWait(), this.s.botDelayMs, decide);
      const onDecided = (ms: number): void => this.services.metrics?.botDecided(this.s.net.id, this.s.botLevel, ms);
      const player = this.services.bots.seat({ game: this.s.net.id, level: this.s.botLevel, seed, delayMs: this.s.botDelayMs, onError, awaitSignals, onDecided });
      this.botDisposers.set(seat, () => player.dispose());
      return player;
    }
    return botSeat(this.s.net.makeBot(this.s.botLevel, seed), { schedule: (decideNow) => decideAfterSignals(this.signalWait(), this.s.botDelayMs, decideNow), onError });
  }

  /** What a bot chooser waits for after a jester: the signals of the people here. */
  private signalWait(): SignalWait {
    const people = (): number[] => this.s.roster.seats.filter((x) => !x.bot && x.present).map((x) => x.seat);
    return { table: this.s.table, people, later: (ms, run) => this.later(ms, run) };
  }

  private gameOver(): void {
    if (this.disposed) return;
    this.s.over = true;
    this.journal.save();
    this.event('ended', { result: this.s.table.result(), moves: this.s.table.movesMade, seedChosen: this.s.seedChosen });
    this.journal.afterSave(() => this.broadcast('end', this.endMessage()));
    this.lobbyChanged(true);
    this.autoDispose = true;
    if (this.clients.length === 0) void this.disconnect();
  }

  private endMessage(): EndMessage {
    return endOf(this.s);
  }

  private wire(u: SeatUpdate) {
    return { ...toWireUpdate(this.s.net.game, u), window: this.s.table.signalWindow() };
  }

  // ---- table talk and watchers ----

  private setUpTalk(): void {
    const room = {
      state: () => this.s,
      afterSave: (send: () => void) => this.journal.afterSave(send),
      save: () => this.journal.save(),
      seatOf: (client: Client) => this.bySession.get(client.sessionId),
      isWatcher: (client: Client) => this.watch.isWatcher(client),
      hostClient: () => (this.s.roster.hostSeat === null ? undefined : this.clientOf.get(this.s.roster.hostSeat)),
      lobby: () => this.lobby(),
      endMessage: () => this.endMessage(),
      lobbyChanged: () => this.lobbyChanged(),
      broadcast: (type: string, message: unknown) => this.broadcast(type, message),
      refuse: (client: Client, error: CodedMessage) => this.refuse(client, error),
      event: (event: string, fields: Record<string, unknown>) => this.event(event, fields),
      later: (ms: number, run: () => void) => this.later(ms, run),
      allowReconnection: (client: Client, seconds: number) => this.allowReconnection(client, seconds) as unknown as Promise<Client>,
    };
    this.watch = new RoomWatchers(room);
    this.talk = new RoomTalk(room);
    this.onMessage('signal', (client, message) => this.guarded(client, () => this.talk.onSignal(client, message)));
    this.onMessage('say', (client, message) =>
      this.guarded(client, () => (this.watch.isWatcher(client) ? this.watch.onSay(client, message) : this.talk.onSay(client, message))),
    );
    this.onMessage('mute', (client, message) => this.guarded(client, () => this.talk.onMute(client, message)));
    this.onMessage('watcher', (client, message) => this.guarded(client, () => this.watch.onAnswer(client, message)));
  }

  /** Watchers waiting for the host's answer hear nothing of the table: every broadcast passes them by. */
  override broadcast(type: string | number, message?: unknown, options: BroadcastOptions = {}): void {
    const waiting = this.watch?.waiting() ?? [];
    if (waiting.length === 0) return super.broadcast(type, message, options);
    const except = options.except === undefined ? [] : Array.isArray(options.except) ? options.except : [options.except];
    super.broadcast(type, message, { ...options, except: [...except, ...waiting] });
  }

  // ---- lobby, records, timers, events ----

  private lobby(): LobbyMessage {
    return { ...lobbyOf(this.s, this.services.embedded, Date.now()), ...(this.services.peers && { peers: this.services.peers() }) };
  }

  /** The start and the end of the game (`urgent`) go out at once, other changes within the interval. */
  private lobbyChanged(urgent = false): void {
    this.lobbyOut.request(urgent);
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.disposed) run();
    }, ms);
    this.timers.add(timer);
  }

  private event(event: string, fields: Record<string, unknown>): void {
    this.services.logEvent({ event, room: this.roomId, ...fields });
  }

  /**
   * Resolves once the last write is on disk (Colyseus waits for it before the room is gone, and a
   * draining server waits for the room), so that stopping loses no move.
   */
  override async onDispose(): Promise<void> {
    this.disposed = true;
    this.untrack?.();
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.lobbyOut.stop();
    // Reconnections still pending end with the room: Colyseus leaves their timers running, and
    // those would hold a closing server's process for up to the reconnection time.
    for (const timer of Object.values(this.reservedSeatTimeouts)) clearTimeout(timer);
    for (const dispose of this.botDisposers.values()) dispose();
    this.botDisposers.clear();
    // A create that was refused made no table.
    if (!this.s) return;
    this.services.tableClosed?.(this.roomId);
    this.event('disposed', { moves: this.s.table.movesMade });
    await this.journal.whenIdle();
    // A room that never started has nothing worth restoring; one that ended here (not handed over) is closed.
    const store = this.services.store;
    const forget = !this.s.started ? store?.remove(this.roomId) : this.stopping ? undefined : store?.close?.(this.roomId, this.s.over);
    await forget?.catch((e: Error) => this.event('saveFailed', { message: e.message }));
  }
}
