// The authoritative room as Colyseus sees it: its hooks, and the parts it delegates to. Seats are
// taken and left in room-seating.ts (the roster in seat-roster.ts decides), connections and their
// rate limits are kept in room-connections.ts, the seats' messages checked and applied in
// room-commands.ts, the game run in room-play.ts, and the room's end in room-lifecycle.ts; the
// table is made in room-setup.ts and saved through the journal (room-journal.ts). A client's seat
// is bound to its connection when it joins (a seat named in a message is never trusted); each
// client gets only its own seat's update; anything malformed, oversized, stale, unknown or illegal
// earns that client an error with a code and changes nothing.
import { type AuthContext, type Client, ClientState, Room } from '@colyseus/core';
import { addressKey } from './address-prefix.js';
import { Coalesced } from './coalesce.js';
import { frameKind } from './frame-check.js';
import { type CodedMessage, type EndMessage, type JoinOptions, type LobbyMessage, joinOptionsOf } from './messages.js';
import type { Connected } from './bans.js';
import { type AdmitAnswer, REFUSALS, RoomRefusal, netMessage } from './net-codes.js';
import { RoomCommands } from './room-commands.js';
import { RoomConnections, type SeatAuth, addressOfAuth, connectedOfAuth, identityOfAuth, reservationsHeldBy } from './room-connections.js';
import { identifyJoin, wishedNameOf } from './seat-identity.js';
import type { RoomContext } from './room-context.js';
import { RoomJournal } from './room-journal.js';
import { RoomLifecycle } from './room-lifecycle.js';
import { RoomListing } from './room-listing.js';
import { RoomPlay } from './room-play.js';
import { RoomSeating } from './room-seating.js';
import type { RoomServices } from './room-services.js';
import { TableMoved } from './room-store.js';
import { newRoomCode } from './room-code.js';
import { endOf, freshTable, gameLogOf, lobbyOf, recordOf, restoredTable, type TableState, turnSetting } from './room-setup.js';
import { RoomTalk } from './room-talk.js';
import { RoomWatchers } from './room-watchers.js';
import { TurnRoom } from './turn/turn-room.js';
import { RoomPace } from './turn/turn-pace.js';
import { type TurnServices, turnQuota } from './turn/turn-services.js';

export { ROOM_NAME } from './table-room-name.js';

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
      const identity = await identifyJoin(options, context, { accounts: services.accounts, proofAddresses: services.proofAddresses, vouchers: services.vouchers });
      // A turn-based table is opened by an account, within its limit (asked here: the create's options carry its proof).
      if (isTurnCreate(options)) await checkTurnCreate(services, identity.account?.id);
      // A team event's table is opened by an account (the team is the accounts seated), on a server that runs the events.
      if (optionOf(options, 'event') === true && (!services.events || identity.account === undefined)) throw new RoomRefusal('eventAccounts');
      return { ...(await TableRoom.onAuth(token, options, context)), ...identity };
    }
  };
}

/** One field of the options a client sent (of any shape, or none), unchecked: the callers ask only what kind it is. */
function optionOf(options: unknown, name: 'event' | 'turnBased' | 'restore' | 'proof' | 'voucher' | 'seatToken'): unknown {
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

async function checkTurnQuota(services: RoomServices, account: string): Promise<void> {
  const turn = services.turn;
  if (!turn) throw new RoomRefusal('accountsOnly');
  const { open, limit } = await turnQuota(turn, account);
  if (open >= limit) throw new RoomRefusal('turnTableQuota', { limit });
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
  /** Watchers closed for a ban: they are not waited for. */
  private readonly bannedWatchers = new Set<string>();
  /** A turn-based table's own part (issue 30), or null. */
  private turnPart: TurnRoom | null = null;
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
      turn: () => this.turnPart,
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
      boundReservations: () => this.boundReservations(),
      clearReservationTimer: (sessionId) => clearTimeout(this.reservedSeatTimeouts[sessionId]),
    });
    this.commands = new RoomCommands(this.context, this.play);
  }

  /**
   * Every reservation carries the address it came from (the edge's answer, never the client's
   * word), so that the room can count per address what one stranger may hold.
   */
  static override async onAuth(_token: string, _options: unknown, context: AuthContext): Promise<SeatAuth> {
    return { address: addressKey(String(context?.ip ?? 'unknown')) };
  }

  override async onCreate(raw: unknown): Promise<void> {
    const ticket = optionOf(raw, 'restore');
    const saved = typeof ticket === 'string' ? this.services.restores.get(ticket) : undefined;
    if (saved && typeof ticket === 'string') this.services.restores.delete(ticket);
    this.s = saved ? restoredTable(saved, this.services) : freshTable(raw, this.services);
    // The lobby shows the creator's typed name until the host sits down: never a name an account
    // claimed (or one that looks like it), as at the table itself (seat-identity.ts).
    const listed = this.s.publicTable;
    if (!saved && listed && listed.creatorName !== '' && (await this.services.accounts?.holderOf(listed.creatorName)) !== undefined) listed.creatorName = '';
    // A shared store hands out each code once (a drawn code that is taken is drawn again).
    for (let tries = 0; !saved && this.services.store?.claim && !(await this.services.store.claim(this.s.code)); tries++) {
      if (tries >= 3) throw new Error('no free room code');
      this.s.code = newRoomCode();
    }
    if (!saved) await this.claimTurnCode();
    this.roomId = this.s.code;
    const turn = this.services.turn;
    if (this.s.turn && !turn) throw new RoomRefusal('accountsOnly');
    if (this.s.turn && turn) this.turnPart = this.newTurnPart(turn);
    this.services.liveRooms?.add(this);
    this.untrack = this.services.metrics?.track(() => ({ game: this.s.net.id, state: this.s.over ? 'over' : this.s.started ? 'playing' : 'lobby', clients: this.clients.length }));
    this.journal = new RoomJournal(
      this.turnPart?.store ?? this.services.store,
      () => ({ ...gameLogOf(this.s), room: recordOf(this.ownerKnown()) }),
      (e) => (e instanceof TableMoved ? this.lifecycle.moved() : this.event('saveFailed', { message: e.message })),
    );
    // Rooms are found only by their code, never listed or matched; outstanding reservations are bounded.
    await this.setPrivate(true);
    // A public table is listed in the lobby through its metadata instead (room-listing.ts).
    this.lobbyEntry.update();
    this.boundReservations();
    this.handle('move', (client, message) => this.commands.onMove(client, message));
    this.handle('start', (client, message) => this.commands.onStart(client, message));
    this.handle('bot', (client, message) => this.commands.onBotTakeover(client, message));
    this.setUpTalk();
    this.pace = new RoomPace(this.context, {
      turnTables: () => this.services.turn !== undefined && !this.services.embedded,
      quota: async (account) => (this.services.turn ? turnQuota(this.services.turn, account) : { open: 0, limit: 0 }),
      toTurn: (moveHours) => this.becomeTurnBased(moveHours),
      toLive: () => this.becomeLive(),
    });
    this.handle('pace', (client, message) => void this.pace.onPace(client, message).catch((e: unknown) => this.event('paceFailed', { message: String(e) })));
    this.onMessage('*', (client, type) => this.connections.guarded(client, () => this.refuse(client, netMessage('unknownType', { type: String(type).slice(0, 20) }))));
    this.journal.save();
    this.event('created', {
      game: this.s.net.id,
      seats: this.s.roster.seats.length,
      restored: Boolean(saved),
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

  /**
   * A turn-based table's code is its row's (a parked table's code is never drawn again); a live
   * table's code must not be a parked turn-based table's either.
   */
  private async claimTurnCode(): Promise<void> {
    const turn = this.services.turn;
    if (!turn) return;
    const s = this.s;
    for (let tries = 0; ; tries++) {
      const free = s.turn
        ? await turn.tables.create(s.code, { game: s.net.id, seats: s.roster.seats.length, moveMs: s.turn.moveMs, onTimeout: s.turn.onTimeout })
        : !(await turn.tables.exists(s.code));
      if (free) return;
      if (tries >= 3) throw new Error('no free room code');
      s.code = newRoomCode();
    }
  }

  private newTurnPart(turn: TurnServices): TurnRoom {
    return new TurnRoom(
      this.context,
      this.play,
      turn,
      {
        park: () => this.lifecycle.park(),
        open: () => this.lifecycle.open && !this.lifecycle.stopping,
        moved: () => this.lifecycle.moved(),
        expecting: () => Object.keys(this.reservedSeats).length > 0,
      },
      this.s.code,
    );
  }

  /**
   * "Continue later": the live table becomes turn-based (every seat agreed, turn/turn-pace.ts).
   * Its rows are written first, then its log goes there; only then does the live store forget it,
   * so that a crash in between leaves the table in the database (a restart skips a live log whose
   * code has rows). False when it could not (the room is stopping, the code has rows already).
   */
  private async becomeTurnBased(moveHours: number): Promise<boolean> {
    const turn = this.services.turn;
    const s = this.s;
    const mayTurn = (): boolean => !s.turn && !s.over && !this.lifecycle.stopping && this.lifecycle.open;
    if (!turn || !mayTurn()) return false;
    await this.journal.whenIdle();
    // Asked again after the wait: the room may be stopping or the game over by now.
    if (!mayTurn()) return false;
    const setting = turnSetting(s.net, moveHours);
    if (!(await turn.tables.create(s.code, { game: s.net.id, seats: s.roster.seats.length, ...setting }))) return false;
    // Everyone here has seen every move so far: their next visit sums up only what comes after.
    for (const x of s.roster.seats) if (!x.bot) await turn.tables.markSeen(s.code, x.seat, s.table.movesMade);
    s.turn = setting;
    const part = this.newTurnPart(turn);
    this.turnPart = part;
    this.journal.use(part.store);
    this.journal.save();
    await this.journal.whenIdle();
    await this.services.store?.remove(s.code).catch((e: unknown) => this.event('saveFailed', { message: String(e) }));
    // The seats here hear the clock, as a visit's join does.
    for (const x of s.roster.seats) {
      const client = this.connections.clientAt(x.seat);
      if (client && !x.bot) void part.joined(client, x.seat);
    }
    return true;
  }

  /**
   * Back to live play (everyone here agreed): the log goes to the live store first, then the
   * table's rows go, and the clock with them. A crash in between leaves the table turn-based.
   */
  private async becomeLive(): Promise<boolean> {
    const turn = this.services.turn;
    const part = this.turnPart;
    const s = this.s;
    // Asked again after every wait: the room may be stopping, or the clock have ended the game, by then.
    const mayGoLive = (): boolean => this.turnPart === part && s.turn !== null && !s.turn.outcome && !s.over && !this.lifecycle.stopping && this.lifecycle.open;
    if (!turn || !part || !mayGoLive()) return false;
    await this.journal.whenIdle();
    if (!mayGoLive()) return false;
    const store = this.services.store;
    if (store?.claim) {
      if (!(await store.claim(s.code))) return false;
      if (!mayGoLive()) {
        // The claim is given back: the table stays turn-based, its code its rows'.
        await store.remove(s.code);
        return false;
      }
    }
    part.retire();
    this.turnPart = null;
    s.turn = null;
    this.journal.use(store);
    this.journal.save();
    await this.journal.whenIdle();
    await turn.tables.forget(s.code);
    return true;
  }

  /** The clock: a turn-based table's move ran out (turn-actions.ts); true when the room acted. */
  async turnTimedOut(seat: number): Promise<boolean> {
    // A room parking now is gone in a moment: the clock tries again and restores it.
    if (this.lifecycle.stopping) throw new Error(`table ${this.roomId} is parking or stopping; try again`);
    return (await this.turnPart?.timedOut(seat)) ?? false;
  }

  /** A message type's handler, behind the client's rate limit. */
  private handle(type: string, handler: (client: Client, message: unknown) => void): void {
    this.onMessage(type, (client, message) => this.connections.guarded(client, () => handler(client, message)));
  }

  // ---- joining and leaving ----

  /**
   * Would this join be let in (a valid seat token, the creator's key, a free seat)? No side
   * effects: the HTTP edge asks before it reserves a seat, so that every refusal looks the same.
   */
  admit(options: JoinOptions, address?: string): AdmitAnswer {
    const { closing, stopping, disposed } = this.lifecycle;
    // A turn-based table parking now is restored by the next try.
    if (this.lifecycle.parked) return { ok: false, code: 'tableMoving', params: {} };
    if (closing && !stopping && !disposed && this.lifecycle.farewellSeat(joinOptionsOf(options)) !== undefined) return { ok: true };
    if (closing || stopping || disposed) return { ok: false, code: 'noTable', params: {} };
    if (address !== undefined && !this.mayReserve(address)) return { ok: false, code: 'reservationQuota', params: { limit: this.services.limits.reservationsPerAddress } };
    if (joinOptionsOf(options).watch === true) return this.watch.admit(address);
    const seatToken = optionOf(options, 'seatToken');
    // A join that brings neither a key proof, a voucher nor a seat's token is a guest's.
    const guest = optionOf(options, 'proof') === undefined && optionOf(options, 'voucher') === undefined && seatToken === undefined;
    if (this.s.event && guest) return { ok: false, code: 'eventAccounts', params: {} };
    // A turn-based seat is an account's: a join without a key proof is a guest's; with one, the room decides when it arrives (its account known then).
    if (this.s.turn) {
      if (guest) {
        this.turnPart?.joinRefused();
        return { ok: false, code: 'accountsOnly', params: {} };
      }
      if (seatToken === undefined) return { ok: true };
    }
    const a = this.s.roster.admit(joinOptionsOf(options), this.s.started);
    if (!a.ok) this.turnPart?.joinRefused();
    return a.ok ? { ok: true } : { ok: false, code: a.code, params: a.params ?? {} };
  }

  override onJoin(client: Client, raw: unknown): void | Promise<void> {
    const options = joinOptionsOf(raw);
    if (this.lifecycle.closing) {
      const away = this.lifecycle.farewellSeat(options);
      if (away === undefined) throw new RoomRefusal('noTable');
      return this.lifecycle.sayFarewell(client, away);
    }
    const identity = identityOfAuth(client.auth);
    if (options.watch === true) {
      this.watch.join(client, wishedNameOf(identity, options.name), addressOfAuth(client.auth));
      this.connections.limit(client);
      return this.boundReservations();
    }
    const account = identity.account?.id ?? null;
    const seatOptions = { ...options, name: wishedNameOf(identity, options.name) };
    // A team event's seat is an account's (a guest's seat would leave the team unknown).
    if (this.s.event && account === null && typeof options.seatToken !== 'string') throw new RoomRefusal('eventAccounts');
    if (this.s.turn) return this.joinTurnTable(client, seatOptions, account);
    this.seating.join(client, seatOptions, account);
  }

  /** A turn-based seat: an account's only, and a new one within the account's limit. */
  private async joinTurnTable(client: Client, options: ReturnType<typeof joinOptionsOf>, account: string | null): Promise<void> {
    try {
      if (account === null && typeof options.seatToken !== 'string') throw new RoomRefusal('accountsOnly');
      const admission = this.s.roster.admit(options, this.s.started, account);
      if (account !== null && admission.ok && !admission.rejoin) await checkTurnQuota(this.services, account);
      this.seating.join(client, options, account);
    } catch (e) {
      this.turnPart?.joinRefused();
      throw e;
    }
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    if (!this.watch.isWatcher(client)) {
      const seat = this.connections.seatOf(client);
      if (seat !== undefined && this.connections.clientAt(seat) === client) this.pace.seatLeft(seat);
      return this.seating.leave(client, consented);
    }
    if (this.lifecycle.open) this.boundReservations();
    await this.watch.leave(client, consented || this.bannedWatchers.delete(client.sessionId));
    // A watcher back within its reconnection time keeps its session, and its rate limit.
    if (!this.watch.isWatcher(client)) this.connections.unlimit(client);
  }

  /**
   * The operator's bans were read again (bans.ts): a banned player's seat is closed (seating's
   * closeBanned), and a banned watcher is cut off and not waited for.
   */
  closeBanned(isBanned: (c: Connected) => boolean): void {
    if (this.lifecycle.closing || this.lifecycle.stopping || this.lifecycle.disposed) return;
    this.seating.closeBanned(isBanned);
    for (const client of [...this.clients]) {
      if (!this.watch.isWatcher(client) || !isBanned(connectedOfAuth(client.auth))) continue;
      this.bannedWatchers.add(client.sessionId);
      this.event('kicked', { why: 'banned', watcher: true });
      this.refuse(client, netMessage('banned'));
      client.leave(REFUSALS.banned.number, 'banned');
    }
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
    return reservationsHeldBy(Object.values(this.reservedSeats), address) < this.services.limits.reservationsPerAddress;
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
    this.handle('signal', (client, message) => this.talk.onSignal(client, message));
    this.handle('say', (client, message) => (this.watch.isWatcher(client) ? this.watch.onSay(client, message) : this.talk.onSay(client, message)));
    this.handle('mute', (client, message) => this.talk.onMute(client, message));
    this.handle('watcher', (client, message) => this.watch.onAnswer(client, message));
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
    this.turnPart?.store.stop();
    // A create that was refused made no table.
    if (this.s) await this.lifecycle.settleRecord();
  }
}
