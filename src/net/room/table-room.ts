// The authoritative room as Colyseus sees it: its hooks, and the parts it delegates to. Who may
// come in is ruled in room-admission.ts and the joins and leaves kept in room-joins.ts; seats are
// taken and left in room-seating.ts (the roster in ../seats/seat-roster.ts decides), connections and their
// rate limits are kept in room-connections.ts, each message type routed in room-handlers.ts, the
// seats' messages checked and applied in room-commands.ts, the game run in room-play.ts, live or
// turn-based play switched in room-turn-mode.ts, and the room's end in room-lifecycle.ts; the
// table is opened in room-open.ts (made in ../state/room-setup.ts) and saved through the journal
// (../logs/room-journal.ts). A client's seat is bound to its connection when it joins (a seat named in a
// message is never trusted); each client gets only its own seat's update; anything malformed,
// oversized, stale, unknown or illegal earns that client an error with a code and changes nothing.
import { type AuthContext, type Client, ClientState, Room } from '@colyseus/core';
import { addressKey } from '../http/address-prefix.js';
import { Coalesced } from './coalesce.js';
import { frameKind } from './frame-check.js';
import type { CodedMessage, EndMessage, JoinOptions, LobbyMessage } from '../wire/messages.js';
import type { Connected } from '../operator/bans.js';
import { type AdmitAnswer, RoomRefusal, netMessage } from '../wire/net-codes.js';
import { identifyAuth } from './room-admission.js';
import { RoomCommands } from './room-commands.js';
import { RoomConnections, type SeatAuth, addressOfAuth } from './room-connections.js';
import type { RoomContext } from './room-context.js';
import { handleMessages } from './room-handlers.js';
import { RoomJoins } from './room-joins.js';
import { RoomJournal } from '../logs/room-journal.js';
import { RoomLifecycle } from './room-lifecycle.js';
import { RoomListing } from '../state/room-listing.js';
import { RoomPlay } from './room-play.js';
import { RoomSeating } from './room-seating.js';
import type { RoomServices } from '../server/room-services.js';
import { TableMoved } from '../logs/room-store.js';
import { claimFresh, tableOf } from './room-open.js';
import { endOf, gameLogOf, lobbyOf, recordOf, type TableState } from '../state/room-setup.js';
import { RoomTalk } from './room-talk.js';
import { RoomTurnMode } from './room-turn-mode.js';
import { RoomWatchers } from './room-watchers.js';
import type { RoomPace } from '../turn/turn-pace.js';

export { ROOM_NAME } from '../wire/table-room-name.js';

type BroadcastOptions = NonNullable<Parameters<Room['broadcast']>[2]>;

/** Lobby messages go out at most this often. */
const LOBBY_INTERVAL_MS = 200;

/** The room class for one server: its services are closed over, never taken from options. */
export function tableRoomFor(services: RoomServices): typeof TableRoom {
  return class ServerTableRoom extends TableRoom {
    constructor() {
      super(services);
    }

    /** The address, and on a server with accounts who joins (a key proof is checked and its challenge taken here). */
    static override async onAuth(token: string, options: unknown, context: AuthContext): Promise<SeatAuth> {
      const identity = await identifyAuth(services, options, context);
      return { ...(await TableRoom.onAuth(token, options, context)), ...identity };
    }
  };
}

export class TableRoom extends Room {
  private s!: TableState;
  private journal!: RoomJournal;
  /** The people watching, and the seats' table talk (signals, phrases, mutes). */
  private watch!: RoomWatchers;
  private talk!: RoomTalk;
  /** Proposals to change the table's pace ("continue later", and back). */
  private pace!: RoomPace;
  /** What the parts share of this room. */
  private readonly context: RoomContext;
  private readonly connections: RoomConnections;
  private readonly lifecycle: RoomLifecycle;
  private readonly play: RoomPlay;
  private readonly seating: RoomSeating;
  private readonly commands: RoomCommands;
  private untrack: (() => void) | undefined;
  /** Who comes in and who leaves. */
  private readonly joins: RoomJoins;
  /** Live or turn-based, and the switches between them. */
  private readonly turnMode: RoomTurnMode;
  /** A public table's entry in the lobby (its metadata); a private table has none. */
  private readonly lobbyEntry: RoomListing;
  /** A rejoin flood must not become a broadcast flood: lobby messages are coalesced. */
  private readonly lobbyOut = new Coalesced(() => this.broadcast('lobby', this.lobby()), LOBBY_INTERVAL_MS);

  constructor(private readonly services: RoomServices) {
    super();
    // The table sends its own messages and syncs no Colyseus state: no patch timer (with a
    // thousand open tables, twenty thousand empty patches a second).
    this.patchRate = 0;
    this.connections = new RoomConnections(
      (event, fields) => this.event(event, fields),
      (client, error) => this.refuse(client, error),
    );
    this.context = {
      services,
      connections: this.connections,
      state: () => this.s,
      journal: () => this.journal,
      watchers: () => this.watch,
      roomId: () => this.roomId,
      event: (event, fields) => this.event(event, fields),
      broadcast: (type, message) => this.broadcast(type, message),
      lobby: () => this.lobby(),
      endMessage: () => this.endMessage(),
      refuse: (client, error) => this.refuse(client, error),
      refuseCode: (client, code, params) => this.refuse(client, netMessage(code, params)),
      seatsChanged: () => void this.pace.seatsChanged().catch((e: unknown) => this.event('paceFailed', { message: String(e) })),
      lobbyChanged: (urgent) => {
        this.lobbyOut.request(urgent);
        this.lobbyEntry.update();
      },
      later: (ms, run) => this.lifecycle.later(ms, run),
      disconnect: (code) => this.disconnect(code),
      allowReconnection: (client, seconds) => this.allowReconnection(client, seconds) as unknown as Promise<Client>,
      turn: () => this.turnMode.part,
    };
    this.lifecycle = new RoomLifecycle(
      this.context,
      () => this.listing.remove(),
      () => this.lobbyEntry.update(),
    );
    this.lobbyEntry = new RoomListing(
      () => this.s,
      () => this.lifecycle.closing,
      (meta) => this.setMetadata(meta),
    );
    this.play = new RoomPlay(this.context, this.lifecycle, {
      setAutoDispose: (on) => void (this.autoDispose = on),
      connected: () => this.clients.length,
      talk: () => this.talk,
    });
    this.seating = new RoomSeating(this.context, this.lifecycle, this.play, {
      clearReservationTimer: (sessionId) => clearTimeout(this.reservedSeatTimeouts[sessionId]),
    });
    this.commands = new RoomCommands(this.context, this.play);
    this.turnMode = new RoomTurnMode(this.context, this.play, this.lifecycle, () => Object.keys(this.reservedSeats).length > 0);
    this.joins = new RoomJoins(this.context, this.lifecycle, this.seating, this.turnMode, {
      reservations: () => Object.values(this.reservedSeats),
      pace: () => this.pace,
    });
  }

  /**
   * Every reservation carries the address it came from (the edge's answer, never the client's
   * word), so that the room can count per address what one stranger may hold.
   */
  static override async onAuth(_token: string, _options: unknown, context: AuthContext): Promise<SeatAuth> {
    return { address: addressKey(String(context?.ip ?? 'unknown')) };
  }

  override async onCreate(raw: unknown): Promise<void> {
    const { state, restored: saved } = tableOf(raw, this.services);
    this.s = state;
    if (!saved) await claimFresh(this.s, this.services, () => this.turnMode.claimCode());
    this.roomId = this.s.code;
    const turn = this.services.turn;
    if (this.s.turn && !turn) throw new RoomRefusal('accountsOnly');
    if (this.s.turn && turn) this.turnMode.begin(turn);
    this.services.liveRooms?.add(this);
    this.untrack = this.services.metrics?.track(() => ({ game: this.s.net.id, state: this.s.over ? 'over' : this.s.started ? 'playing' : 'lobby', clients: this.clients.length }));
    this.journal = new RoomJournal(
      this.turnMode.part?.store ?? this.services.store,
      () => ({ ...gameLogOf(this.s), room: recordOf(this.ownerKnown()) }),
      (e) => (e instanceof TableMoved ? this.lifecycle.moved() : this.event('saveFailed', { message: e.message })),
    );
    // Rooms are found only by their code, never listed or matched; outstanding reservations are bounded.
    await this.setPrivate(true);
    // A public table is listed in the lobby through its metadata instead (../state/room-listing.ts).
    this.lobbyEntry.update();
    this.setUpTalk();
    this.pace = this.turnMode.paceOf();
    handleMessages((type, handler) => void this.onMessage(type, handler), this.context, { commands: this.commands, talk: this.talk, watch: this.watch, pace: this.pace });
    this.journal.save();
    this.event('created', {
      game: this.s.net.id,
      seats: this.s.roster.seats.length,
      restored: saved,
      moves: this.s.table.movesMade,
      seedChosen: this.s.seedChosen,
      botLevel: this.s.botLevel,
      botDelayMs: this.s.botDelayMs,
    });
    if (saved) {
      // A table back after a restart or a takeover counts against the address that opened it, as before.
      this.services.tableRestored?.(
        this.s.code,
        this.s.owner,
        this.s.roster.seats.some((x) => x.bot),
      );
      // Seats whose players do not come back in time become free for a bot.
      this.lifecycle.later(this.services.reconnectSeconds * 1000 + 50, () => {
        if (this.s.roster.expireDue().length > 0) this.seating.afterRosterChange();
      });
      if (this.s.started) this.play.startTable();
    }
  }

  /** The clock: a turn-based table's move ran out (turn-actions.ts); true when the room acted. */
  turnTimedOut(seat: number): Promise<boolean> {
    return this.turnMode.timedOut(seat);
  }

  // ---- joining and leaving ----

  /** Would this join be let in? Asked by the HTTP edge before it reserves a seat (room-joins.ts). */
  admit(options: JoinOptions, address?: string): AdmitAnswer {
    return this.joins.admit(options, address);
  }

  override onJoin(client: Client, raw: unknown): void | Promise<void> {
    return this.joins.join(client, raw);
  }

  override onLeave(client: Client, consented: boolean): Promise<void> {
    return this.joins.leave(client, consented);
  }

  /** The operator's bans were read again (../operator/bans.ts): banned seats and watchers are shown out. */
  closeBanned(isBanned: (c: Connected) => boolean): void {
    this.joins.closeBanned(isBanned, this.clients);
  }

  /**
   * Seats reserved but not yet taken stay few: Colyseus refuses a reservation while this says the
   * room is full. The reservations are counted here; moving `maxClients` with every connection
   * instead made Colyseus save the room's listing at each join and leave (with Redis, a round trip
   * each, a tenth of a quick-match burst's work: issue 29).
   */
  override hasReachedMaxClients(): boolean {
    return super.hasReachedMaxClients() || Object.keys(this.reservedSeats).length >= this.services.limits.reservationsPerTable;
  }

  /**
   * One address holds at most its share of the table's outstanding reservations: someone who has
   * the code cannot keep the table at its limit by reserving again and again, and so keep out the
   * guest it was meant for (who comes from another address).
   */
  protected override async _reserveSeat(sessionId: string, joinOptions?: unknown, authData?: unknown, seconds?: number, allowReconnection = false, devMode?: boolean): Promise<boolean> {
    const address = addressOfAuth(authData);
    if (!allowReconnection && address !== undefined && !this.joins.mayReserve(address)) return false;
    return super._reserveSeat(sessionId, joinOptions, authData, seconds, allowReconnection, devMode);
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
    const refuse = (error: CodedMessage): void => this.connections.guarded(client, () => this.refuse(client, error));
    const frame = frameKind(buffer);
    if (frame.kind === 'bad') return refuse(netMessage('badFrame'));
    if (frame.kind === 'unknownType') return refuse(netMessage('unknownType', { type: frame.type }));
    try {
      super._onMessage(client as never, buffer);
    } catch {
      refuse(netMessage('badFrame'));
    }
    // A seat told the table is closed: its join is acknowledged and the notice has gone out.
    if (frame.kind === 'protocol') this.lifecycle.joinAcknowledged(client);
  }

  // ---- table talk and watchers ----

  private setUpTalk(): void {
    const { connections } = this;
    // The watchers and the talk take the room's context, and the few things only they need.
    const room = {
      ...this.context,
      afterSave: (send: () => void) => this.journal.afterSave(send),
      save: () => this.journal.save(),
      seatOf: (client: Client) => connections.seatOf(client),
      isWatcher: (client: Client) => this.watch.isWatcher(client),
      hostClient: () => connections.clientAt(this.s.roster.hostSeat),
    };
    this.watch = new RoomWatchers(room);
    this.talk = new RoomTalk(room);
  }

  /** Watchers waiting for the host's answer hear nothing of the table: every broadcast passes them by. */
  override broadcast(type: string | number, message?: unknown, options: BroadcastOptions = {}): void {
    const waiting = this.watch?.waiting() ?? [];
    if (waiting.length === 0) return super.broadcast(type, message, options);
    const except = options.except === undefined ? [] : Array.isArray(options.except) ? options.except : [options.except];
    super.broadcast(type, message, { ...options, except: [...except, ...waiting] });
  }

  // ---- lobby, records, events ----

  private lobby(): LobbyMessage {
    return { ...lobbyOf(this.s, this.services.embedded, Date.now()), ...(this.services.peers && { peers: this.services.peers() }) };
  }

  private endMessage(): EndMessage {
    return endOf(this.s, this.services.events);
  }

  /** One connection is sent an error with a code, and the refusal is logged. */
  private refuse(client: Client, error: CodedMessage): void {
    client.send('error', error);
    this.event('refused', { seat: this.connections.seatOf(client), why: error.code });
  }

  /** The state, with the address that opened the table once the edge has told it (after the create). */
  private ownerKnown(): TableState {
    this.s.owner ??= this.services.ownerOf?.(this.roomId) ?? null;
    return this.s;
  }

  private event(event: string, fields: Record<string, unknown>): void {
    this.services.logEvent({ event, room: this.roomId, ...fields });
  }

  /** The server is closing: the last write finishes first, so the log holds every move made. */
  override async onBeforeShutdown(): Promise<void> {
    await this.lifecycle.shutdown();
  }

  /**
   * Resolves once the last write is on disk (Colyseus waits for it before the room is gone, and a
   * draining server waits for the room), so that stopping loses no move.
   */
  override async onDispose(): Promise<void> {
    this.lifecycle.dispose();
    this.services.liveRooms?.delete(this);
    this.untrack?.();
    this.lobbyOut.stop();
    // Reconnections still pending end with the room: Colyseus leaves their timers running, and
    // those would hold a closing server's process for up to the reconnection time.
    for (const timer of Object.values(this.reservedSeatTimeouts)) clearTimeout(timer);
    this.play.dispose();
    this.turnMode.part?.store.stop();
    // A create that was refused made no table.
    if (this.s) await this.lifecycle.settleRecord();
  }
}
