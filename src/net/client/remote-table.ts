// The client side of a networked table: it connects to a room, holds the latest update of this
// client's seat (view, legal moves, events), the public lobby facts and, at the end, the result
// with the seed and log, checked against the deal's commitment the lobby showed. Screens and the
// JSON driver read it and call `submit(move)`. A dropped connection is retried for as long as the
// server keeps the seat (Colyseus reconnection), then by the seat's token, which also finds a
// room a restarted server restored (where and how to come back: remote-way-back.ts). The server's texts are not trusted: every string of every
// message it sends (names, moves, events, codes, parameters, words, the log) is made printable as
// it arrives, before anything keeps, shows or writes it.
import { randomBytes } from 'node:crypto';
import type { Room } from 'colyseus.js';
import { printable, printableDeep } from '../../core/printable.js';
import { type RoomAddress, type ServerAddress, parseServerAddress } from './address.js';
import { FINAL_CLOSE, type SeatSession, pause, refusedAs, worthRetrying } from './remote-connecting.js';
import { MatchmakeClient, TableRefused } from './matchmake-client.js';
import { CLOSE_SERVER_STOPPING, type CreateRoomOptions, type JoinOptions, RECONNECT_SECONDS, RESUME_WAIT_SECONDS } from '../wire/messages.js';
import { type ConnectionStatus, type RemoteChange, SERVER_MESSAGE_TYPES, reduceRemote } from './remote-reducer.js';
import { RemoteWayBack, proofBy } from './remote-way-back.js';
import { RemoteSeat } from './remote-seat.js';
import { ROOM_NAME } from '../wire/table-room-name.js';

/** How long leaving waits for the server to close the connection (a leave is said, not negotiated). */
const LEAVE_WAIT_MS = 3000;
import type { Prover } from '../accounts/account-client.js';

export type { ConnectionStatus, DealCheck, RemoteChange } from './remote-reducer.js';
export { codedFrom, saidOf } from './remote-checks.js';
export type { SeatSession } from './remote-connecting.js';

export { TableRefused };

/**
 * A connection to a table's room. What the client knows of the table is one state, changed only
 * by the reducer (remote-reducer.ts) as messages arrive; RemoteSeat (remote-seat.ts) reads it out
 * and sends the seat's messages, this class keeps the connection up.
 */
export class RemoteTable extends RemoteSeat {
  /** The addresses to come back through, and how (remote-way-back.ts). */
  private readonly wayBack: RemoteWayBack;
  private readonly listeners = new Set<(change: RemoteChange) => void>();
  private leaving = false;
  private readonly welcomed: Promise<void>;
  private onWelcome!: () => void;
  private notWelcomed!: (error: Error) => void;
  private isWelcomed = false;

  private constructor(
    client: MatchmakeClient,
    readonly server: ServerAddress,
    private readonly name?: string,
    watcher = false,
    chosenEvent = false,
    known: string[] = [],
  ) {
    super(watcher, chosenEvent);
    this.wayBack = new RemoteWayBack(client, server, known);
    this.welcomed = new Promise((resolve, reject) => {
      this.onWelcome = resolve;
      this.notWelcomed = reject;
    });
  }

  /** Subscribes to every change; returns the unsubscribe function. */
  subscribe(listener: (change: RemoteChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Opens a room on a server and takes seat 1 as its host. */
  static async create(server: ServerAddress, options: Omit<CreateRoomOptions, 'hostKey'>, prove?: Prover): Promise<RemoteTable> {
    const hostKey = randomBytes(24).toString('base64url');
    // The creator knows whether it asked for an event table: no lobby of the server's says otherwise to it.
    return RemoteTable.opened(server, options.name, false, [], async (client) => client.create(ROOM_NAME, { ...options, hostKey, ...(await proofBy(prove, server)) }), options.event === true);
  }

  /**
   * Joins a room by its code (a new seat, or a held one with `seatToken`); `prove`: this terminal's
   * key, for a server with accounts; `event`: the player chose a team event's table before joining
   * (`join --event`), the only way its sealed end is believed.
   */
  static async join(address: RoomAddress, options: JoinOptions, known: string[] = [], prove?: Prover, event = false): Promise<RemoteTable> {
    return RemoteTable.opened(address, options.name, false, known, async (client) => client.joinById(address.code, { ...options, ...(await proofBy(prove, address)) }), event);
  }

  /** Takes a seat the server reserved for this client already (a quick match's answer, ../lobby/lobby-client.ts). */
  static async reserved(address: RoomAddress, name: string | undefined, reservation: Record<string, unknown>): Promise<RemoteTable> {
    return RemoteTable.opened(address, name, false, [], (client) => client.takeReservation(reservation));
  }

  /**
   * Takes a held seat back through the first of `endpoints` that answers (`join --resume`): a
   * process that is down, stopping or handing the table over is passed by, and the round is tried
   * again for a while (the table may be moving to another process).
   */
  static async rejoin(endpoints: string[], code: string, options: JoinOptions & { seatToken: string }, patienceMs = 20_000, event = false): Promise<RemoteTable> {
    const deadline = performance.now() + patienceMs;
    let last: unknown = new Error('no address to rejoin through');
    for (let wait = 250; ; wait = Math.min(wait * 2, 2000)) {
      for (const endpoint of endpoints) {
        try {
          return await RemoteTable.join({ ...parseServerAddress(endpoint), code }, options, endpoints, undefined, event);
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
  static async watch(address: RoomAddress, options: { name?: string }, prove?: Prover): Promise<RemoteTable> {
    const table = await RemoteTable.opened(address, options.name, true, [], async (client) => client.joinById(address.code, { watch: true, name: options.name, ...(await proofBy(prove, address)) }));
    table.wayBack.prove = prove;
    return table;
  }

  /** A table on the room `connect` reaches through the server's matchmaker, once it is told its place. */
  private static async opened(
    server: ServerAddress,
    name: string | undefined,
    watcher: boolean,
    known: string[],
    connect: (client: MatchmakeClient) => Promise<Room>,
    chosenEvent = false,
  ): Promise<RemoteTable> {
    const client = new MatchmakeClient(server.endpoint, server.headers);
    const table = new RemoteTable(client, server, name, watcher, chosenEvent, known);
    table.attach(await refusedAs(() => connect(client)));
    await table.welcomed;
    return table;
  }

  session(): SeatSession {
    const event = this.s.chosenEvent;
    return {
      endpoint: this.server.endpoint,
      display: this.server.display,
      endpoints: this.endpoints(),
      code: this.code,
      game: this.game,
      seat: this.seat,
      seatToken: this.seatToken,
      name: this.name,
      // Coming back, the player's choice before the first join still holds (and only it).
      ...(event && { event }),
    };
  }

  /** Where this seat can come back through: the address it used, then the server's other live processes. */
  endpoints(): string[] {
    return this.wayBack.endpoints();
  }

  async leave(): Promise<void> {
    this.leaving = true;
    if (this.status === 'closed') return;
    // colyseus.js answers a leave when its connection closes. A connection closed already (the
    // server gone, a reconnect under way) never closes again, so its leave would wait for ever; and
    // a server that stopped answering is not waited for longer than LEAVE_WAIT_MS either.
    if (this.room.connection.isOpen) {
      let timer: NodeJS.Timeout | undefined;
      // The timer is cleared once the leave is answered: it must not keep a quitting program alive.
      await Promise.race([this.room.leave(true).catch(() => undefined), new Promise<void>((resolve) => (timer = setTimeout(resolve, LEAVE_WAIT_MS)))]);
      clearTimeout(timer);
    }
    this.setStatus('closed');
  }

  private attach(room: Room): void {
    this.room = room;
    // The one door for the server's messages: what comes through it holds no control character.
    for (const type of SERVER_MESSAGE_TYPES) room.onMessage(type, (raw: unknown) => this.receive(type, printableDeep(raw)));
    room.onLeave((code, rawReason) => {
      if (this.room !== room) return;
      const reason = rawReason === undefined ? undefined : printable(String(rawReason).slice(0, 200));
      // Closed before this client was told its seat (a newer connection took the seat at once).
      if (!this.isWelcomed) return this.notWelcomed(new TableRefused('closed', reason ?? `closed (${code})`));
      // A watcher stays while the host's closed table may be resumed, and follows it back.
      if (!this.leaving && this.awaitsResume()) return void this.followResume();
      if (this.leaving || FINAL_CLOSE.has(code) || this.end || this.closedBy) return this.setStatus('closed', this.closedBy?.message ?? reason);
      this.wayBack.lastClose = code;
      void this.reconnect();
    });
  }

  /** A message past the door: the reducer gives the new state, then the listeners hear the change. */
  private receive(type: string, body: unknown): void {
    const { state, change, welcomed, peers } = reduceRemote(this.s, { type, body }, performance.now(), Date.now());
    this.s = state;
    this.wayBack.learnPeers(peers);
    if (welcomed) {
      this.isWelcomed = true;
      this.onWelcome();
    }
    if (change) this.emit(change);
  }

  /**
   * Tries again for as long as the server keeps the seat: first by Colyseus's token (unless the
   * server said it hands the table over), then by the seat's, through the address this seat used
   * and then every other live process the server named.
   */
  private async reconnect(): Promise<void> {
    this.setStatus('reconnecting');
    await this.keepComingBack(RECONNECT_SECONDS + 30, 250, () => 'could not reconnect to the table');
  }

  /**
   * Comes back (comeBack) after waits that double from `firstWaitMs` up to 3 s, for `seconds`:
   * back at the table it is 'connected', given up 'closed' with the reason `givenUp` says then.
   */
  private async keepComingBack(seconds: number, firstWaitMs: number, givenUp: () => string | undefined): Promise<void> {
    const deadline = performance.now() + seconds * 1000;
    let wait = firstWaitMs;
    while (!this.leaving && performance.now() < deadline) {
      await pause(wait);
      wait = Math.min(wait * 2, 3000);
      const room = await this.wayBack.comeBack(() => ({ room: this.room, code: this.code, watcher: this.watcher, name: this.name, seatToken: this.seatToken }));
      if (room) {
        if (this.leaving) return void room.leave(true);
        this.attach(room);
        return this.setStatus('connected');
      }
    }
    this.setStatus('closed', givenUp());
  }

  /** A watcher whose table's host closed it mid-game: the host may bring it back with `host --resume`. */
  private awaitsResume(): boolean {
    return this.watcher && this.end === null && this.closedBy?.code === 'hostClosed' && this.closedBy.params.resumable === true;
  }

  /**
   * Watches for the table to come back after its host closed it (the host's server is gone until
   * `host --resume` starts it again, at the same address): tried every few seconds for as long as a
   * host may take to come back, then given up. Back at the table, the welcome clears the closing.
   */
  private async followResume(): Promise<void> {
    // The server that kept the reconnection token is gone: only a new join can find the table.
    this.wayBack.lastClose = CLOSE_SERVER_STOPPING;
    this.setStatus('reconnecting');
    await this.keepComingBack(RESUME_WAIT_SECONDS, 500, () => this.closedBy?.message);
  }

  private setStatus(status: ConnectionStatus, reason?: string): void {
    if (this.linkStatus === status) return;
    this.linkStatus = status;
    this.emit({ kind: 'connection', status, reason });
  }

  private emit(change: RemoteChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
