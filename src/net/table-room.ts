// The authoritative room: one Colyseus room runs one table of the project's engine. A client's
// seat is bound to its session when it joins (a seat named in a message is never trusted); each
// client gets only its own seat's update; moves come as notation text, and anything malformed,
// oversized, unknown or illegal earns that client an error and changes nothing.
import { toWireUpdate } from './seat-update.js';
import { type Client, Room } from '@colyseus/core';
import { randomBytes } from 'node:crypto';
import type { GameLog } from '../core/log.js';
import { botSeat } from '../table/bot-seat.js';
import { Table } from '../table/table.js';
import type { SeatPlayer, SeatUpdate, Turn } from '../table/types.js';
import { NET_GAMES, type NetGame, botSeedFor, isGameId } from './games.js';
import {
  type CreateRoomOptions,
  type HistoryMessage,
  FLOOD_DISCONNECT_AFTER,
  type JoinOptions,
  type LobbyMessage,
  MOVE_TEXT_MAX,
  RATE_BURST,
  RATE_PER_SECOND,
  type WelcomeMessage,
  type WireUpdate,
} from './messages.js';
import { cleanName } from './names.js';
import { RateLimiter } from './rate-limit.js';
import { refusalText } from './refusal-text.js';
import { newRoomCode } from './room-code.js';
import { services } from './room-services.js';
import { type RoomLog, type RoomRecord, hashSecret, roomLogPath, saveRoomLog } from './room-store.js';
import { rmSync } from 'node:fs';

export { ROOM_NAME } from './table-room-name.js';

interface SeatState {
  seat: number;
  name: string;
  bot: boolean;
  client: Client | null;
  tokenHash: string;
  /** Date.now() by which a dropped player must be back, while they may be. */
  reconnectUntil: number | null;
  vacated: boolean;
}

const randomSeed = (): string => String(1 + (randomBytes(4).readUInt32BE(0) % 999_999_999));
/** How long a running game whose players have all gone stays open. */
const ABANDONED_ROOM_MS = 30 * 60 * 1000;

const newSecret = (): string => randomBytes(24).toString('base64url');

export class TableRoom extends Room {
  private net!: NetGame;
  private table!: Table;
  private seats: SeatState[] = [];
  private readonly bySession = new Map<string, number>();
  private readonly limiters = new Map<string, RateLimiter>();
  private readonly turns = new Map<number, Turn>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private botLevel = 'hard';
  private botDelayMs = 400;
  private hostKeyHash = '';
  private started = false;
  private over = false;
  private disposed = false;
  private writing = false;
  private dirty = false;
  private readonly outbox: (() => void)[] = [];

  override async onCreate(options: unknown): Promise<void> {
    const restoreCode = (options as { restore?: unknown } | undefined)?.restore;
    const saved = typeof restoreCode === 'string' ? services.restores.get(restoreCode) : undefined;
    if (saved) {
      services.restores.delete(saved.room.code);
      this.restore(saved);
    } else {
      this.createFresh((options ?? {}) as CreateRoomOptions);
    }
    // Rooms are found only by their code, never listed or matched.
    await this.setPrivate(true);
    this.onMessage('move', (client, message) => this.guarded(client, () => this.onMove(client, message)));
    this.onMessage('start', (client, message) => this.guarded(client, () => this.onStart(client, message)));
    this.onMessage('bot', (client, message) => this.guarded(client, () => this.onBotTakeover(client, message)));
    this.onMessage('*', (client, type) => this.guarded(client, () => this.refuse(client, `unknown message type "${String(type).slice(0, 20)}"`)));
    this.save();
    this.event('created', { game: this.net.id, seats: this.seats.length, restored: Boolean(saved), moves: this.table.movesMade });
    if (saved && this.started) this.startTable();
  }

  private createFresh(o: CreateRoomOptions): void {
    if (!isGameId(o.game)) throw new Error('unknown game; allowed: regicide, thronfolge');
    this.net = NET_GAMES[o.game];
    const options = this.net.game.normalizeOptions((o.options ?? {}) as object);
    const count = this.net.seats(options);
    const bots = Array.isArray(o.bots) ? o.bots : [];
    if (!bots.every((s) => Number.isInteger(s) && s >= 2 && s <= count)) throw new Error(`bot seats must be between 2 and ${count} (seat 1 is the host's)`);
    if (o.botLevel !== undefined && !this.net.botLevels.includes(o.botLevel)) throw new Error(`bot level must be one of ${this.net.botLevels.join(', ')}`);
    if (typeof o.hostKey !== 'string' || o.hostKey.length < 16 || o.hostKey.length > 100) throw new Error('a room needs a host key');
    const seed = typeof o.seed === 'string' && o.seed.trim() !== '' && o.seed.length <= 100 ? o.seed : randomSeed();
    this.botLevel = o.botLevel ?? 'hard';
    this.botDelayMs = Number.isFinite(o.botDelayMs) ? Math.max(0, Math.min(5000, Number(o.botDelayMs))) : services.botDelayMs;
    this.hostKeyHash = hashSecret(o.hostKey);
    this.roomId = newRoomCode();
    this.table = Table.create(this.net.game, options, seed);
    for (let seat = 1; seat <= count; seat++) {
      const bot = bots.includes(seat);
      this.seats.push({ seat, name: bot ? `Bot ${seat}` : '', bot, client: null, tokenHash: '', reconnectUntil: null, vacated: false });
    }
  }

  private restore(saved: RoomLog): void {
    const r = saved.room;
    this.net = NET_GAMES[r.game];
    const { room: _room, ...log } = saved;
    this.table = Table.resume(this.net.game, log as GameLog);
    this.roomId = r.code;
    this.botLevel = r.botLevel;
    this.botDelayMs = r.botDelayMs;
    this.hostKeyHash = r.hostKeyHash;
    this.started = r.started;
    this.seats = r.names.map((name, i) => ({
      seat: i + 1,
      name,
      bot: r.bots.includes(i + 1),
      client: null,
      tokenHash: r.tokenHashes[i] ?? '',
      // Everyone gets the usual time to come back to a restored room.
      reconnectUntil: r.tokenHashes[i] && !r.bots.includes(i + 1) ? Date.now() + services.reconnectSeconds * 1000 : null,
      vacated: false,
    }));
    this.armReconnectExpiry();
  }

  // ---- joining and leaving ----

  override onJoin(client: Client, options: JoinOptions = {}): void {
    const seat = this.chooseSeat(options);
    const st = this.seats[seat - 1];
    if (st.client && st.client !== client) {
      // The same player on a new connection (a rejoin with the seat's token): the old one goes.
      this.bySession.delete(st.client.sessionId);
      st.client.leave(4001, 'this seat was taken over by a new connection');
    }
    // A rejoin keeps its token (the client's session file stays valid); a new player gets one.
    const rejoined = typeof options.seatToken === 'string' && hashSecret(options.seatToken) === st.tokenHash;
    const token = rejoined ? (options.seatToken as string) : newSecret();
    st.tokenHash = hashSecret(token);
    st.name = cleanName(options.name, st.name || `Player ${seat}`);
    this.bind(client, seat);
    const welcome: WelcomeMessage = { code: this.roomId, game: this.net.id, seat, seatToken: token, host: seat === 1 };
    client.send('welcome', welcome);
    this.event('joined', { seat, name: st.name });
    this.afterSeatChange(client, seat);
    if (!this.started && this.seats.every((s) => s.bot || s.client)) this.startGame();
  }

  private chooseSeat(o: JoinOptions): number {
    if (typeof o.seatToken === 'string' && o.seatToken.length <= 100) {
      const hash = hashSecret(o.seatToken);
      const held = this.seats.find((s) => !s.bot && s.tokenHash === hash);
      if (held) return held.seat;
      throw new Error('that seat token does not belong to this room (or the seat went to a bot)');
    }
    if (typeof o.hostKey === 'string' && o.hostKey.length <= 100 && hashSecret(o.hostKey) === this.hostKeyHash) {
      if (this.seats[0].client) throw new Error('the host is already at this table');
      return 1;
    }
    if (this.started) throw new Error('the game has already started; a player who left rejoins with "join --resume"');
    // Seat 1 is the host's; the others are free while nobody holds them.
    const free = (s: SeatState): boolean => s.seat !== 1 && !s.bot && !s.client && !s.tokenHash;
    const wished = Number.isInteger(o.seat) ? this.seats[(o.seat as number) - 1] : undefined;
    if (wished && free(wished)) return wished.seat;
    const first = this.seats.find(free);
    if (!first) throw new Error('the table is full');
    return first.seat;
  }

  /** The HTTP edge asks before it reserves a seat: would these options get one? Changes nothing. */
  admit(options: JoinOptions = {}): { ok: true } | { ok: false; code: string } {
    try {
      this.chooseSeat(options ?? {});
      return { ok: true };
    } catch {
      if (typeof options?.seatToken === 'string') return { ok: false, code: 'badToken' };
      if (typeof options?.hostKey === 'string' && hashSecret(options.hostKey) === this.hostKeyHash) return { ok: false, code: 'hostPresent' };
      return { ok: false, code: this.started ? 'started' : 'full' };
    }
  }

  private bind(client: Client, seat: number): void {
    const st = this.seats[seat - 1];
    st.client = client;
    st.reconnectUntil = null;
    st.vacated = false;
    this.bySession.set(client.sessionId, seat);
    this.limiters.set(client.sessionId, new RateLimiter(RATE_PER_SECOND, RATE_BURST));
  }

  /** A seat was (re)taken: everyone hears of it, and the player gets where the game stands. */
  private afterSeatChange(client: Client, seat: number): void {
    this.save();
    this.broadcastLobby();
    if (this.started) {
      // The moves so far, with the events this seat may see: a rejoining screen rebuilds its event log.
      const history: HistoryMessage = { moves: this.table.historyFor(seat) };
      const update = this.wire(this.table.updateFor(seat));
      this.afterSave(() => {
        client.send('history', history);
        client.send('update', update);
      });
    }
    if (this.over) this.afterSave(() => client.send('end', this.endMessage()));
  }

  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const seat = this.bySession.get(client.sessionId);
    this.bySession.delete(client.sessionId);
    this.limiters.delete(client.sessionId);
    if (seat === undefined) return;
    const st = this.seats[seat - 1];
    if (st.client !== client) return;
    st.client = null;
    this.event('left', { seat, consented });
    if (this.over) return this.broadcastLobby();
    if (consented) {
      if (!this.started && seat !== 1) {
        // Before the start a player who leaves gives the seat back.
        st.tokenHash = '';
        st.name = '';
      } else st.vacated = true;
      this.save();
      this.broadcastLobby();
      return this.closeIfAbandoned();
    }
    st.reconnectUntil = Date.now() + services.reconnectSeconds * 1000;
    this.broadcastLobby();
    try {
      const back = await this.allowReconnection(client, services.reconnectSeconds);
      if (st.client) return; // meanwhile rejoined with the seat token
      this.bind(back, seat);
      this.event('reconnected', { seat });
      this.afterSeatChange(back, seat);
    } catch {
      if (!st.client && !this.disposed) this.expireReconnection(st);
    }
  }

  private expireReconnection(st: SeatState): void {
    st.reconnectUntil = null;
    st.vacated = true;
    this.event('vacated', { seat: st.seat });
    this.broadcastLobby();
    this.closeIfAbandoned();
  }

  /**
   * A running game whose players have all gone (none connected, none within the reconnection
   * time) is closed after a while; its log stays on disk, so `serve --resume` can bring it back.
   */
  private closeIfAbandoned(): void {
    const abandoned = (): boolean => !this.over && this.seats.every((s) => s.bot || (!s.client && s.reconnectUntil === null));
    if (!this.started || !abandoned()) return;
    this.later(ABANDONED_ROOM_MS, () => {
      if (!abandoned()) return;
      this.event('abandoned', { moves: this.table.movesMade });
      void this.disconnect();
    });
  }

  /** Restored rooms: seats whose players do not come back in time become free for a bot. */
  private armReconnectExpiry(): void {
    this.later(services.reconnectSeconds * 1000 + 50, () => {
      for (const st of this.seats) if (!st.client && st.reconnectUntil !== null && st.reconnectUntil <= Date.now()) this.expireReconnection(st);
    });
  }

  // ---- messages ----

  /** Every message first passes the client's rate limit; a flood is dropped, a long one disconnected. */
  private guarded(client: Client, handle: () => void): void {
    const limiter = this.limiters.get(client.sessionId);
    if (!limiter) return;
    if (!limiter.take()) {
      if (limiter.refusedInARow === 1) {
        client.send('error', { message: 'too many messages; slow down (that one was dropped)', code: 'rate' });
        this.event('refused', { seat: this.bySession.get(client.sessionId), why: 'rate' });
      }
      if (limiter.refusedInARow >= FLOOD_DISCONNECT_AFTER) {
        this.event('kicked', { seat: this.bySession.get(client.sessionId), why: 'flood' });
        client.leave(4008, 'flooding');
      }
      return;
    }
    handle();
  }

  private refuse(client: Client, message: string): void {
    client.send('error', { message });
    this.event('refused', { seat: this.bySession.get(client.sessionId), why: message.slice(0, 80) });
  }

  private onMove(client: Client, message: unknown): void {
    const seat = this.bySession.get(client.sessionId);
    if (seat === undefined) return this.refuse(client, 'you hold no seat at this table');
    if (typeof message !== 'string' || message.length > MOVE_TEXT_MAX) {
      return this.refuse(client, `a move is one line of notation, at most ${MOVE_TEXT_MAX} characters`);
    }
    if (!this.started) return this.refuse(client, 'the game has not started yet');
    const { game } = this.net;
    let move: unknown;
    try {
      move = game.parseMove(message);
    } catch (e) {
      return this.refuse(client, (e as Error).message);
    }
    const turn = this.turns.get(seat);
    const refusal = turn ? turn.submit(move) : this.table.submit(seat, move);
    if (refusal) return this.refuse(client, refusalText(game, refusal));
  }

  private onStart(client: Client, message: unknown): void {
    if (this.bySession.get(client.sessionId) !== 1) return this.refuse(client, 'only the host starts the game');
    if (this.started) return this.refuse(client, 'the game has already started');
    const fill = Boolean((message as { bots?: unknown } | undefined)?.bots);
    const empty = this.seats.filter((s) => !s.bot && !s.client);
    const away = empty.filter((s) => s.tokenHash);
    if (away.length > 0) return this.refuse(client, `seat ${away[0].seat} is held by a player who is away`);
    if (empty.length > 0 && !fill) return this.refuse(client, `seat ${empty.map((s) => s.seat).join(', ')} is empty: wait, or fill the empty seats with bots`);
    for (const s of empty) this.makeBot(s);
    this.startGame();
  }

  private onBotTakeover(client: Client, message: unknown): void {
    if (this.bySession.get(client.sessionId) !== 1) return this.refuse(client, 'only the host gives a seat to a bot');
    const seat = (message as { seat?: unknown } | undefined)?.seat;
    const st = typeof seat === 'number' && Number.isInteger(seat) ? this.seats[seat - 1] : undefined;
    if (!st || st.seat === 1) return this.refuse(client, 'no such seat to give to a bot');
    if (st.bot) return this.refuse(client, `seat ${st.seat} is already a bot`);
    if (st.client || st.reconnectUntil !== null) return this.refuse(client, `seat ${st.seat}'s player is still at the table or may still come back`);
    if (this.over) return this.refuse(client, 'the game is over');
    this.makeBot(st);
    this.event('botTakeover', { seat: st.seat });
    if (this.started) this.table.sit(st.seat, this.botPlayer(st.seat));
    this.save();
    this.broadcastLobby();
  }

  private makeBot(st: SeatState): void {
    st.bot = true;
    st.tokenHash = '';
    st.vacated = false;
    st.reconnectUntil = null;
    st.name = `Bot ${st.seat}`;
  }

  // ---- the table ----

  private startGame(): void {
    this.started = true;
    this.event('started', {});
    this.save();
    this.broadcastLobby();
    this.startTable();
  }

  private startTable(): void {
    // A running game stays in memory while its players are away (they may rejoin with their token).
    this.autoDispose = false;
    for (const st of this.seats) this.table.sit(st.seat, st.bot ? this.botPlayer(st.seat) : this.remotePlayer(st.seat));
    this.table.subscribe(() => this.save());
    void this.table.finished.then(() => this.gameOver());
    this.table.start();
  }

  private remotePlayer(seat: number): SeatPlayer {
    return {
      kind: 'remote',
      see: (update) => {
        const message = this.wire(update);
        // Sent once the move is on disk: no player sees a move that a crash could take back.
        this.afterSave(() => this.seats[seat - 1].client?.send('update', message));
      },
      decide: (turn) => void this.turns.set(seat, turn),
    };
  }

  private botPlayer(seat: number): SeatPlayer {
    const seed = botSeedFor(this.table.log.seed, seat);
    const onError = (e: unknown): void => this.event('botError', { seat, message: (e as Error).message });
    if (services.bots) {
      // The bot decides on a worker thread, and goes with the room.
      const player = services.bots.seat({ game: this.net.id, level: this.botLevel, seed, delayMs: this.botDelayMs, onError });
      (this._events as NodeJS.EventEmitter).once('dispose', () => player.dispose());
      return player;
    }
    return botSeat(this.net.makeBot(this.botLevel, seed), { schedule: (decideNow) => this.later(this.botDelayMs, decideNow), onError });
  }

  private gameOver(): void {
    if (this.disposed) return;
    this.over = true;
    this.save();
    this.event('ended', { result: this.table.result(), moves: this.table.movesMade });
    this.afterSave(() => this.broadcast('end', this.endMessage()));
    this.broadcastLobby();
    this.autoDispose = true;
    if (this.clients.length === 0) void this.disconnect();
  }

  private endMessage(): { result: unknown; seed: string; log: unknown } {
    const log = this.gameLog();
    return { result: log.result, seed: log.seed, log };
  }

  private gameLog(): GameLog {
    const { room: _room, ...log } = this.table.log as GameLog & { room?: unknown };
    return log as GameLog;
  }

  private wire(u: SeatUpdate): WireUpdate {
    return toWireUpdate(this.net.game, u);
  }

  // ---- lobby, saving, events ----

  private lobby(): LobbyMessage {
    const now = Date.now();
    return {
      code: this.roomId,
      game: this.net.id,
      options: this.table.log.options as object,
      seats: this.seats.map((s) => ({
        seat: s.seat,
        name: s.name,
        connected: s.bot || s.client !== null,
        bot: s.bot,
        reconnectMsLeft: s.reconnectUntil === null ? null : Math.max(0, s.reconnectUntil - now),
        vacated: s.vacated,
      })),
      started: this.started,
      over: this.over,
      toMove: this.started ? this.table.toMove() : null,
    };
  }

  private broadcastLobby(): void {
    this.broadcast('lobby', this.lobby());
  }

  private record(): RoomRecord {
    return {
      code: this.roomId,
      game: this.net.id,
      names: this.seats.map((s) => s.name),
      bots: this.seats.filter((s) => s.bot).map((s) => s.seat),
      botLevel: this.botLevel,
      botDelayMs: this.botDelayMs,
      tokenHashes: this.seats.map((s) => s.tokenHash),
      hostKeyHash: this.hostKeyHash,
      started: this.started,
    };
  }

  /**
   * Writes the room's log after every change, off the event loop: one write at a time per room,
   * changes made meanwhile coalesced into the next write. Messages that reveal a change wait in
   * the outbox until a write that includes it is on disk.
   */
  private save(): void {
    if (!services.dataDir) return;
    this.dirty = true;
    if (!this.writing) void this.writeLoop(services.dataDir);
  }

  private async writeLoop(dataDir: string): Promise<void> {
    this.writing = true;
    while (this.dirty) {
      this.dirty = false;
      const log: RoomLog = { ...this.gameLog(), room: this.record() };
      const covered = this.outbox.length;
      try {
        await saveRoomLog(dataDir, log);
      } catch (e) {
        this.event('saveFailed', { message: (e as Error).message });
      }
      for (const send of this.outbox.splice(0, covered)) send();
    }
    this.writing = false;
    for (const send of this.outbox.splice(0)) send();
    if (this.disposed) this.forgetIfUnstarted();
  }

  /** A room that never started has nothing worth restoring. */
  private forgetIfUnstarted(): void {
    if (!this.started && services.dataDir) rmSync(roomLogPath(services.dataDir, this.roomId), { force: true });
  }

  private afterSave(send: () => void): void {
    if (this.writing) this.outbox.push(send);
    else send();
  }

  private later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.disposed) run();
    }, ms);
    this.timers.add(timer);
  }

  private event(event: string, fields: Record<string, unknown>): void {
    services.logEvent({ event, room: this.roomId, ...fields });
  }

  override onDispose(): void {
    this.disposed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    if (!this.writing) this.forgetIfUnstarted();
    this.event('disposed', { moves: this.table?.movesMade ?? 0 });
  }
}
