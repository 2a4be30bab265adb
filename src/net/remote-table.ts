// The client side of a networked table: it connects to a room, holds the latest update of this
// client's seat (view, legal moves, events), the public lobby facts and, at the end, the result
// with the seed and log. Screens and the JSON driver read it and call `submit(move)`. A dropped
// connection is retried for as long as the server keeps the seat (Colyseus reconnection), then by
// the seat's token, which also finds a room a restarted server restored.
import { randomBytes } from 'node:crypto';
import { Client, type Room } from 'colyseus.js';
import type { GameId } from '../core/game.js';
import type { RoomAddress, ServerAddress } from './address.js';
import {
  type CreateRoomOptions,
  type EndMessage,
  type ErrorMessage,
  type HistoryMessage,
  type JoinOptions,
  type LobbyMessage,
  RECONNECT_SECONDS,
  type WelcomeMessage,
  type WireUpdate,
} from './messages.js';
import { ROOM_NAME } from './table-room-name.js';

export type ConnectionStatus = 'connected' | 'reconnecting' | 'closed';

export type RemoteChange =
  | { kind: 'welcome' }
  | { kind: 'update'; update: WireUpdate }
  | { kind: 'lobby'; lobby: LobbyMessage }
  | { kind: 'error'; message: string; code?: string }
  | { kind: 'end'; end: EndMessage }
  | { kind: 'connection'; status: ConnectionStatus; reason?: string };

/** What a client keeps to rejoin its seat later (`join --resume`). */
export interface SeatSession {
  endpoint: string;
  display: string;
  code: string;
  game: GameId;
  seat: number;
  seatToken: string;
  name?: string;
}

// Close codes after which the client does not try again.
const FINAL_CLOSE = new Set([1000, 4000, 4001, 4008]);

export class RemoteTable {
  update: WireUpdate | null = null;
  lobby: LobbyMessage | null = null;
  /** performance.now() when the lobby arrived (reconnection countdowns count from it). */
  lobbyAt = 0;
  end: EndMessage | null = null;
  /** Every move so far with the events this seat may see (for an event log), kept up to date. */
  history: HistoryMessage['moves'] = [];
  status: ConnectionStatus = 'connected';
  seat = 0;
  code = '';
  game: GameId = 'regicide';
  host = false;
  seatToken = '';
  private readonly listeners = new Set<(change: RemoteChange) => void>();
  private room!: Room;
  private leaving = false;
  private readonly welcomed: Promise<void>;
  private onWelcome!: () => void;

  private constructor(
    private readonly client: Client,
    readonly server: ServerAddress,
    private readonly name?: string,
  ) {
    this.welcomed = new Promise((resolve) => (this.onWelcome = resolve));
  }

  /** Opens a room on a server and takes seat 1 as its host. */
  static async create(server: ServerAddress, options: Omit<CreateRoomOptions, 'hostKey'>): Promise<RemoteTable> {
    const client = new Client(server.endpoint);
    const table = new RemoteTable(client, server, options.name);
    const hostKey = randomBytes(24).toString('base64url');
    table.attach(await client.create(ROOM_NAME, { ...options, hostKey }));
    await table.welcomed;
    return table;
  }

  /** Joins a room by its code (a new seat, or a held one with `seatToken`). */
  static async join(address: RoomAddress, options: JoinOptions): Promise<RemoteTable> {
    const client = new Client(address.endpoint);
    const table = new RemoteTable(client, address, options.name);
    table.attach(await client.joinById(address.code, options));
    await table.welcomed;
    return table;
  }

  /** Subscribes to every change; returns the unsubscribe function. */
  subscribe(listener: (change: RemoteChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends a move in notation; a refusal comes back as an `error` change. */
  submit(move: string): void {
    if (this.status !== 'connected') return this.emit({ kind: 'error', message: 'not connected to the table right now; try again in a moment' });
    this.room.send('move', move);
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
    return { endpoint: this.server.endpoint, display: this.server.display, code: this.code, game: this.game, seat: this.seat, seatToken: this.seatToken, name: this.name };
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
    room.onMessage('welcome', (w: WelcomeMessage) => {
      Object.assign(this, { seat: w.seat, code: w.code, game: w.game, host: w.host, seatToken: w.seatToken });
      this.onWelcome();
      this.emit({ kind: 'welcome' });
    });
    room.onMessage('history', (h: HistoryMessage) => {
      this.history = Array.isArray(h?.moves) ? h.moves : [];
    });
    room.onMessage('update', (update: WireUpdate) => {
      if (update.lastMove && update.movesMade === this.history.length + 1) {
        this.history.push({ seat: update.lastMove.seat, text: update.lastMove.text, events: update.events });
      }
      this.update = update;
      this.emit({ kind: 'update', update });
    });
    room.onMessage('lobby', (lobby: LobbyMessage) => {
      this.lobby = lobby;
      this.lobbyAt = performance.now();
      this.emit({ kind: 'lobby', lobby });
    });
    room.onMessage('error', (e: ErrorMessage) => this.emit({ kind: 'error', message: String(e?.message), code: e?.code }));
    room.onMessage('end', (end: EndMessage) => {
      this.end = end;
      this.emit({ kind: 'end', end });
    });
    room.onLeave((code, reason) => {
      if (this.room !== room) return;
      if (this.leaving || FINAL_CLOSE.has(code) || this.end) return this.setStatus('closed', reason);
      void this.reconnect();
    });
  }

  /** Tries again for as long as the server keeps the seat, first by Colyseus's token, then by the seat's. */
  private async reconnect(): Promise<void> {
    this.setStatus('reconnecting');
    const deadline = performance.now() + (RECONNECT_SECONDS + 30) * 1000;
    let wait = 250;
    while (!this.leaving && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, 3000);
      let room: Room | null = null;
      try {
        room = await this.client.reconnect(this.room.reconnectionToken);
      } catch {
        try {
          room = await this.client.joinById(this.code, { seatToken: this.seatToken, name: this.name });
        } catch {
          room = null;
        }
      }
      if (room) {
        if (this.leaving) return void room.leave(true);
        this.attach(room);
        return this.setStatus('connected');
      }
    }
    this.setStatus('closed', 'could not reconnect to the table');
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
