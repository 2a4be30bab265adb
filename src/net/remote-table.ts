// The client side of a networked table: it connects to a room, holds the latest update of this
// client's seat (view, legal moves, events), the public lobby facts and, at the end, the result
// with the seed and log, checked against the deal's commitment the lobby showed. Screens and the
// JSON driver read it and call `submit(move)`. A dropped connection is retried for as long as the
// server keeps the seat (Colyseus reconnection), then by the seat's token, which also finds a
// room a restarted server restored. The server's texts are not trusted: every string of every
// message it sends (names, moves, events, codes, parameters, words, the log) is made printable as
// it arrives, before anything keeps, shows or writes it.
import { randomBytes } from 'node:crypto';
import type { Room } from 'colyseus.js';
import { printable, printableDeep } from '../core/printable.js';
import { isGameId } from '../modules/registry.js';
import { saidFrom, type Signal } from '../core/talk.js';
import { type RoomAddress, type ServerAddress, parseServerAddress } from './address.js';
import { dealMatches } from './deal-commitment.js';
import { MatchmakeClient, TableRefused, refusalFrom } from './matchmake-client.js';
import {
  CLOSE_SERVER_STOPPING,
  CLOSE_TABLE_CLOSED,
  CLOSE_WATCH_REFUSED,
  type CodedMessage,
  type CreateRoomOptions,
  type EndMessage,
  type HistoryMessage,
  type JoinOptions,
  type LobbyMessage,
  type PublicWireUpdate,
  RECONNECT_SECONDS,
  type SaidMessage,
  type WatchingMessage,
  type WatchRequestsMessage,
  type WelcomeMessage,
  type WireUpdate,
} from './messages.js';
import { ROOM_NAME } from './table-room-name.js';

export type ConnectionStatus = 'connected' | 'reconnecting' | 'closed';

export type RemoteChange =
  | { kind: 'welcome' }
  | { kind: 'update'; update: WireUpdate }
  | { kind: 'lobby'; lobby: LobbyMessage }
  | ({ kind: 'error' } & CodedMessage)
  | ({ kind: 'notice' } & CodedMessage)
  | { kind: 'end'; end: EndMessage }
  | { kind: 'connection'; status: ConnectionStatus; reason?: string }
  /** Something said at the table (a seat's signal or phrase, a watcher's greeting). */
  | { kind: 'said'; said: SaidMessage }
  /** A watcher's view of the table after a move. */
  | { kind: 'public'; update: PublicWireUpdate }
  /** A watcher: whether the host has let it in. */
  | { kind: 'watching'; admitted: boolean }
  /** The host: the requests to watch waiting for an answer. */
  | { kind: 'watchRequests'; requests: WatchRequestsMessage['requests'] };

/** The end's seed and salt checked against the commitment shown before the game. */
export interface DealCheck {
  /** The commitment the lobby showed first (null: this client never saw one). */
  shown: string | null;
  matches: boolean;
}

const CODE = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

/** An error or notice from the server, its code checked and its text made printable. */
export function codedFrom(raw: unknown): CodedMessage {
  const m = (raw ?? {}) as Partial<CodedMessage>;
  const code = typeof m.code === 'string' && CODE.test(m.code) ? m.code : 'unknown';
  const given = m.params && typeof m.params === 'object' && !Array.isArray(m.params) ? m.params : {};
  const params = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, typeof v === 'string' ? printable(v.slice(0, 100)) : v]));
  return { code, params, message: printable(String(m.message ?? '').slice(0, 300)) };
}

export { TableRefused };

/** A join the room refused when its WebSocket arrived comes as Colyseus's error (a number and words). */
async function refusedAs<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const err = e as { code?: unknown; message?: unknown };
    // Connection failures (ECONNREFUSED …) keep their own words for the caller.
    if (e instanceof TableRefused || typeof err.code !== 'number') throw e;
    throw refusalFrom({ code: err.code, error: err.message }, 'refused');
  }
}

// colyseus.js warns on the console with the server's words (close reasons, errors, message
// types) raw. The table reports connection problems itself, in printable words, so its warnings
// go unsaid; any other warning is passed on.
const COLYSEUS_WARNING = /^(colyseus\.js|Room connection was closed|Room, onError)/;
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]): void => {
  if (typeof args[0] === 'string' && COLYSEUS_WARNING.test(args[0])) return;
  warn(...args);
};

/** The lobby with every name made printable (a hostile server's names reach no terminal raw). */
function lobbyFrom(raw: LobbyMessage): LobbyMessage {
  const seats = Array.isArray(raw?.seats) ? raw.seats : [];
  const watchers = Array.isArray(raw?.watchers) ? raw.watchers.slice(0, 64).map((w) => printable(String(w).slice(0, 40))) : [];
  const muted = Array.isArray(raw?.muted) ? raw.muted.filter((n) => Number.isInteger(n)) : [];
  return { ...raw, seats: seats.map((s) => ({ ...s, name: printable(String(s?.name ?? '').slice(0, 40)) })), watchers, muted };
}

/**
 * Something said, as a hostile server might send it: a seat's entry is checked like a log's
 * annotation (codes and counts only), a watcher's name made printable; anything else is dropped.
 */
export function saidOf(raw: unknown): SaidMessage | null {
  const r = (raw ?? {}) as Record<string, unknown>;
  if (r.seat !== 0) return saidFrom(raw, 4);
  const asSeat = saidFrom({ ...r, seat: 1 }, 4);
  if (asSeat?.kind !== 'phrase') return null;
  return { at: asSeat.at, seat: 0, watcher: printable(String(r.watcher ?? '').slice(0, 40)), kind: 'phrase', code: asSeat.code, params: {} };
}

const requestsOf = (raw: unknown): WatchRequestsMessage['requests'] =>
  (Array.isArray((raw as WatchRequestsMessage | undefined)?.requests) ? (raw as WatchRequestsMessage).requests : [])
    .slice(0, 16)
    .map((r) => ({ id: String(r?.id ?? '').slice(0, 24), name: printable(String(r?.name ?? '').slice(0, 40)) }));

/** What a client keeps to rejoin its seat later (`join --resume`): the table's code and seat token, and every address it can be reached through. */
export interface SeatSession {
  /** The address this seat used last (a load balancer's, or one process's). */
  endpoint: string;
  display: string;
  /** Every address known to reach the server (the one used, then its live processes'); older files have none. */
  endpoints?: string[];
  code: string;
  game: string;
  seat: number;
  seatToken: string;
  name?: string;
}

// Close codes after which the client does not try again.
const FINAL_CLOSE = new Set([1000, 4000, 4001, 4008, CLOSE_TABLE_CLOSED, CLOSE_WATCH_REFUSED]);

/** Refusals that mean "try again, maybe through another address": the table is on its way somewhere. */
const PASSING = new Set(['tableMoving', 'serverStopping', 'serverStarting']);
/** A failure after which another address (or a later try) may succeed: a refusal that passes, or no answer at all. */
const worthRetrying = (e: unknown): boolean => !(e instanceof TableRefused) || PASSING.has(e.code);

const PEER = /^[A-Za-z0-9._~:[\]/-]{1,200}$/;

/** The endpoints of the addresses a server named (`host:port` or `host/path`), with the scheme this client uses. */
function peerEndpoints(scheme: string, peers: unknown): string[] {
  if (!Array.isArray(peers)) return [];
  const out: string[] = [];
  for (const p of peers.slice(0, 16)) {
    if (typeof p !== 'string' || !PEER.test(p)) continue;
    try {
      out.push(parseServerAddress(`${scheme}//${p}`).endpoint);
    } catch {
      // Not an address: ignored.
    }
  }
  return out;
}

/** A message that is an object at all (anything else from a server is ignored). */
const isRecord = (x: unknown): boolean => typeof x === 'object' && x !== null && !Array.isArray(x);

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class RemoteTable {
  update: WireUpdate | null = null;
  lobby: LobbyMessage | null = null;
  /** performance.now() when the lobby arrived (reconnection countdowns count from it). */
  lobbyAt = 0;
  end: EndMessage | null = null;
  /** At the end: does the revealed deal match the commitment shown before? */
  deal: DealCheck | null = null;
  /** The first commitment to the deal this client was shown. */
  commitmentShown: string | null = null;
  /** The notice that closed the table (the host closed it), if that is how it ended. */
  closedBy: CodedMessage | null = null;
  /** Every move so far with the events this seat may see (for an event log), kept up to date. */
  history: HistoryMessage['moves'] = [];
  /** Everything said at the table so far, oldest first (checked, printable). */
  said: SaidMessage[] = [];
  /** This client watches instead of playing a seat (`seat` is then 0). */
  watcher = false;
  /** A watcher: the host has let it in (at once unless the table asks the host). */
  admitted = false;
  /** A watcher: the table as a person behind it sees it, after the latest move. */
  publicUpdate: PublicWireUpdate | null = null;
  /** A watcher's name at the table. */
  watchName = '';
  /** The host of a table that asks: the requests to watch waiting for an answer. */
  watchRequests: WatchRequestsMessage['requests'] = [];
  status: ConnectionStatus = 'connected';
  seat = 0;
  code = '';
  /** The table's game (its welcome says which). */
  game = '';
  private welcomedAsHost = false;
  seatToken = '';
  /** Other addresses of the server's live processes (from the welcome), to come back through. */
  private peers: string[] = [];
  /** The last close code (4101: the server hands the table over, so its reconnection token will not hold). */
  private lastClose = 0;
  private readonly listeners = new Set<(change: RemoteChange) => void>();
  private room!: Room;
  private leaving = false;
  private readonly welcomed: Promise<void>;
  private onWelcome!: () => void;
  private notWelcomed!: (error: Error) => void;
  private isWelcomed = false;

  private constructor(
    private readonly client: MatchmakeClient,
    readonly server: ServerAddress,
    private readonly name?: string,
  ) {
    this.welcomed = new Promise((resolve, reject) => {
      this.onWelcome = resolve;
      this.notWelcomed = reject;
    });
  }

  /** Opens a room on a server and takes seat 1 as its host. */
  static async create(server: ServerAddress, options: Omit<CreateRoomOptions, 'hostKey'>): Promise<RemoteTable> {
    const client = new MatchmakeClient(server.endpoint, server.headers);
    const table = new RemoteTable(client, server, options.name);
    const hostKey = randomBytes(24).toString('base64url');
    table.attach(await refusedAs(() => client.create(ROOM_NAME, { ...options, hostKey })));
    await table.welcomed;
    return table;
  }

  /** Joins a room by its code (a new seat, or a held one with `seatToken`). */
  static async join(address: RoomAddress, options: JoinOptions, known: string[] = []): Promise<RemoteTable> {
    const client = new MatchmakeClient(address.endpoint, address.headers);
    const table = new RemoteTable(client, address, options.name);
    table.peers = known.filter((e) => e !== address.endpoint);
    table.attach(await refusedAs(() => client.joinById(address.code, options)));
    await table.welcomed;
    return table;
  }

  /**
   * Takes a held seat back through the first of `endpoints` that answers (`join --resume`): a
   * process that is down, stopping or handing the table over is passed by, and the round is tried
   * again for a while (the table may be moving to another process).
   */
  static async rejoin(endpoints: string[], code: string, options: JoinOptions & { seatToken: string }, patienceMs = 20_000): Promise<RemoteTable> {
    const deadline = performance.now() + patienceMs;
    let last: unknown = new Error('no address to rejoin through');
    for (let wait = 250; ; wait = Math.min(wait * 2, 2000)) {
      for (const endpoint of endpoints) {
        try {
          return await RemoteTable.join({ ...parseServerAddress(endpoint), code }, options, endpoints);
        } catch (e) {
          if (!worthRetrying(e)) throw e;
          last = e;
        }
      }
      if (performance.now() + wait > deadline) throw last;
      await pause(wait);
    }
  }

  /**
   * Watches a room by its code. With `--watchers ask` the promise resolves at once and `admitted`
   * turns true when the host lets this watcher in (a refusal closes the connection with a notice).
   */
  static async watch(address: RoomAddress, options: { name?: string }): Promise<RemoteTable> {
    const client = new MatchmakeClient(address.endpoint, address.headers);
    const table = new RemoteTable(client, address, options.name);
    table.watcher = true;
    table.attach(await refusedAs(() => client.joinById(address.code, { watch: true, name: options.name })));
    await table.welcomed;
    return table;
  }

  /** This seat holds the host role (it passes on when the host leaves for good). */
  get host(): boolean {
    return this.lobby && this.lobby.host !== undefined ? this.lobby.host === this.seat : this.welcomedAsHost;
  }

  /** Subscribes to every change; returns the unsubscribe function. */
  subscribe(listener: (change: RemoteChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Sends a move in notation with the position it answers; a refusal comes back as an `error`
   * change. While the connection is down nothing is sent: back at the table, the seat's update
   * comes again and the seat answers it then.
   */
  submit(move: string): boolean {
    if (this.status !== 'connected') return false;
    this.room.send('move', { text: move, at: this.update?.movesMade ?? 0 });
    return true;
  }

  /** After a jester: this seat's signal, with the position it answers. False while disconnected. */
  signal(value: Signal): boolean {
    if (this.status !== 'connected') return false;
    this.room.send('signal', { value, at: this.update?.movesMade ?? 0 });
    return true;
  }

  /** A quick phrase by its code (a watcher: a greeting, if the host allows). */
  say(code: string): boolean {
    if (this.status !== 'connected') return false;
    this.room.send('say', { code });
    return true;
  }

  /** Host: silence a seat's phrases, or let it speak again. */
  mute(seat: number, muted: boolean): void {
    this.room.send('mute', { seat, muted });
  }

  /** Host: let a watcher in, or refuse them. */
  answerWatch(id: string, allow: boolean): void {
    this.room.send('watcher', { id, allow });
  }

  /** Host: start now; with `bots`, empty seats are given to bots. */
  start(bots: boolean): void {
    this.room.send('start', { bots });
  }

  /** Host: give a seat whose player is gone to a bot. */
  giveToBot(seat: number): void {
    this.room.send('bot', { seat });
  }

  /** Sends a raw message (tests of the server's defences). */
  sendRaw(type: string, message: unknown): void {
    this.room.send(type, message);
  }

  /** The underlying connection (tests cut it to simulate a network failure). */
  get connection(): Room {
    return this.room;
  }

  session(): SeatSession {
    return { endpoint: this.server.endpoint, display: this.server.display, endpoints: this.endpoints(), code: this.code, game: this.game, seat: this.seat, seatToken: this.seatToken, name: this.name };
  }

  /** Where this seat can come back through: the address it used, then the server's other live processes. */
  endpoints(): string[] {
    return [...new Set([this.server.endpoint, ...this.peers])];
  }

  /** Milliseconds until a reconnecting seat's time is up, counted from when the lobby arrived. */
  reconnectMsLeft(seat: number, now = performance.now()): number | null {
    const left = this.lobby?.seats[seat - 1]?.reconnectMsLeft;
    return left === null || left === undefined ? null : Math.max(0, left - (now - this.lobbyAt));
  }

  async leave(): Promise<void> {
    this.leaving = true;
    if (this.status === 'closed') return;
    try {
      await this.room.leave(true);
    } catch {
      // Already gone.
    }
    this.setStatus('closed');
  }

  private attach(room: Room): void {
    this.room = room;
    // The one door for the server's messages: what comes through it holds no control character.
    const on = <T>(type: string, handle: (message: T) => void): void => void room.onMessage(type, (raw: unknown) => handle(printableDeep(raw) as T));
    on('welcome', (w: WelcomeMessage) => {
      Object.assign(this, { seat: w.seat, code: w.code, game: w.game, welcomedAsHost: w.host, seatToken: w.seatToken });
      this.learnPeers(w.peers);
      this.isWelcomed = true;
      this.onWelcome();
      this.emit({ kind: 'welcome' });
    });
    on('history', (h: HistoryMessage) => {
      this.history = Array.isArray(h?.moves) ? h.moves : [];
      this.said = (Array.isArray(h?.said) ? h.said : []).flatMap((x) => saidOf(x) ?? []);
    });
    on('watching', (w: WatchingMessage) => {
      Object.assign(this, { code: printable(String(w?.code ?? '').slice(0, 20)), game: isGameId(w?.game) ? w.game : '', admitted: w?.admitted === true, watchName: printable(String(w?.name ?? '').slice(0, 40)) });
      this.isWelcomed = true;
      this.onWelcome();
      this.emit({ kind: 'watching', admitted: this.admitted });
    });
    on('public', (update: PublicWireUpdate) => {
      if (!isRecord(update)) return;
      if (update?.lastMove && update.movesMade === this.history.length + 1) {
        this.history.push({ seat: update.lastMove.seat, text: update.lastMove.text, events: update.events });
      }
      this.publicUpdate = update;
      this.emit({ kind: 'public', update });
    });
    on('said', (raw: unknown) => {
      const said = saidOf(raw);
      if (!said) return;
      this.said.push(said);
      this.emit({ kind: 'said', said });
    });
    on('watchRequests', (raw: unknown) => {
      this.watchRequests = requestsOf(raw);
      this.emit({ kind: 'watchRequests', requests: this.watchRequests });
    });
    on('update', (update: WireUpdate) => {
      if (!isRecord(update)) return;
      if (update.lastMove && update.movesMade === this.history.length + 1) {
        this.history.push({ seat: update.lastMove.seat, text: update.lastMove.text, events: update.events });
      }
      this.update = update;
      this.emit({ kind: 'update', update });
    });
    on('lobby', (raw: LobbyMessage) => {
      const lobby = lobbyFrom(raw);
      this.lobby = lobby;
      this.lobbyAt = performance.now();
      if (this.commitmentShown === null && typeof lobby.commitment === 'string') this.commitmentShown = lobby.commitment;
      this.learnPeers(raw?.peers);
      this.emit({ kind: 'lobby', lobby });
    });
    on('error', (e: unknown) => this.emit({ kind: 'error', ...codedFrom(e) }));
    on('notice', (n: unknown) => {
      const notice = codedFrom(n);
      if (notice.code === 'hostClosed') this.closedBy = notice;
      this.emit({ kind: 'notice', ...notice });
    });
    on('end', (end: EndMessage) => {
      if (!isRecord(end)) return;
      this.end = end;
      const shown = this.commitmentShown;
      this.deal = { shown, matches: shown !== null && end.commitment === shown && dealMatches(shown, end.salt, end.seed) && (end.log as { seed?: unknown })?.seed === end.seed };
      this.emit({ kind: 'end', end });
    });
    room.onLeave((code, rawReason) => {
      if (this.room !== room) return;
      const reason = rawReason === undefined ? undefined : printable(String(rawReason).slice(0, 200));
      // Closed before this client was told its seat (a newer connection took the seat at once).
      if (!this.isWelcomed) return this.notWelcomed(new TableRefused('closed', reason ?? `closed (${code})`));
      if (this.leaving || FINAL_CLOSE.has(code) || this.end || this.closedBy) return this.setStatus('closed', this.closedBy?.message ?? reason);
      this.lastClose = code;
      void this.reconnect();
    });
  }

  /**
   * Tries again for as long as the server keeps the seat: first by Colyseus's token (unless the
   * server said it hands the table over), then by the seat's, through the address this seat used
   * and then every other live process the server named.
   */
  private async reconnect(): Promise<void> {
    this.setStatus('reconnecting');
    const deadline = performance.now() + (RECONNECT_SECONDS + 30) * 1000;
    let wait = 250;
    while (!this.leaving && performance.now() < deadline) {
      await pause(wait);
      wait = Math.min(wait * 2, 3000);
      const room = await this.comeBack();
      if (room) {
        if (this.leaving) return void room.leave(true);
        this.attach(room);
        return this.setStatus('connected');
      }
    }
    this.setStatus('closed', 'could not reconnect to the table');
  }

  /** The live processes the server named come first among the other addresses (those it no longer names stay, after them). */
  private learnPeers(peers: unknown): void {
    if (peers === undefined) return;
    const scheme = this.server.endpoint.startsWith('wss:') ? 'wss:' : 'ws:';
    this.peers = [...new Set([...peerEndpoints(scheme, peers), ...this.peers])].filter((e) => e !== this.server.endpoint).slice(0, 16);
  }

  /** One round over the known addresses; the room came back through, or null. */
  private async comeBack(): Promise<Room | null> {
    if (this.lastClose !== CLOSE_SERVER_STOPPING) {
      try {
        return await this.client.reconnect(this.room.reconnectionToken);
      } catch {
        // Expired, unknown there, or nobody answers: the seat's token next.
      }
    }
    for (const endpoint of this.endpoints()) {
      const client = endpoint === this.server.endpoint ? this.client : new MatchmakeClient(endpoint);
      try {
        return await client.joinById(this.code, this.watcher ? { watch: true, name: this.name } : { seatToken: this.seatToken, name: this.name });
      } catch {
        // Down, stopping, or the table is moving: the next address, or the next round.
      }
    }
    return null;
  }

  private setStatus(status: ConnectionStatus, reason?: string): void {
    if (this.status === status) return;
    this.status = status;
    this.emit({ kind: 'connection', status, reason });
  }

  private emit(change: RemoteChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
