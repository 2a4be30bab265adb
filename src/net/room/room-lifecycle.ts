// How a room ends: the host closes the table (and the seats that were away are told so when they
// come back), the server stops (the last write first, then the table is handed over to another
// process), another process took the table, the players all left for good, or the room is gone.
// The room's timers live here too, so that none outlives it.
import type { Client } from '@colyseus/core';
import { CLOSE_SERVER_STOPPING, CLOSE_TABLE_CLOSED, type CodedMessage, FAREWELL_SECONDS } from '../wire/messages.js';
import { netMessage } from '../wire/net-codes.js';
import type { RoomContext } from './room-context.js';
import { hashSecret } from '../logs/room-store.js';

export class RoomLifecycle {
  /** The host closed the table. */
  closing = false;
  /** The server is stopping: the room closes after its last write, its seats untouched. */
  stopping = false;
  /** A turn-based table nobody is at: it saves, gives its lease up and goes (the next visit restores it). */
  parked = false;
  disposed = false;
  /** After the host closed the table: the seats that were away and not yet told, and what settles when they are. */
  private farewell: { away: Set<number>; settle: () => void } | null = null;
  /** Connections told the table is closed: they are closed once their join is acknowledged (the notice has gone out). */
  private readonly closeAfterJoin = new Set<Client>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly room: RoomContext,
    /** Takes the room out of the server's listing. */
    private readonly unlist: () => Promise<unknown>,
    /** The host is closing the table: a public one leaves the lobby at once. */
    private readonly closingStarted: () => void = () => {},
  ) {}

  /** Neither closing nor gone: the room still takes people in. */
  get open(): boolean {
    return !this.closing && !this.disposed;
  }

  later(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.disposed) run();
    }, ms);
    this.timers.add(timer);
  }

  /**
   * The host closed the table: everyone is told at once (the host's program is about to close
   * the server), the log is written, and the room goes.
   */
  closeTable(): void {
    const s = this.room.state();
    const journal = this.room.journal();
    this.closing = true;
    this.closingStarted();
    this.room.event('closedByHost', { started: s.started, moves: s.table.movesMade });
    this.room.broadcast('notice', this.hostClosed());
    journal.save();
    // Seats that were away (dropped, or not back yet after a restore) are still trying to come
    // back: for a moment the room waits to tell them, so that they stop instead of trying for minutes.
    const away = new Set(s.roster.seats.filter((x) => !x.bot && !x.present && x.reconnectUntil !== null).map((x) => x.seat));
    const told =
      away.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, FAREWELL_SECONDS * 1000);
            this.farewell = { away, settle: () => (clearTimeout(timer), resolve()) };
          });
    const farewells = this.room.services.farewells;
    farewells?.add(told);
    void Promise.all([told, journal.whenIdle()]).then(() => {
      farewells?.delete(told);
      return this.room.disconnect(CLOSE_TABLE_CLOSED);
    });
  }

  hostClosed(): CodedMessage {
    const s = this.room.state();
    return netMessage('hostClosed', { resumable: s.started && !s.over });
  }

  /** The away seat whose token these join options bring, while the room waits to tell it the table is closed. */
  farewellSeat(o: { seatToken?: string }): number | undefined {
    if (!this.farewell || typeof o.seatToken !== 'string') return undefined;
    const hash = hashSecret(o.seatToken);
    const seat = this.room.state().roster.seats.find((x) => !x.bot && x.tokenHash !== '' && x.tokenHash === hash)?.seat;
    return seat !== undefined && this.farewell.away.has(seat) ? seat : undefined;
  }

  /** A seat back after its host closed the table hears so, and is closed like the others were. */
  sayFarewell(client: Client, seat: number): void {
    client.send('notice', this.hostClosed());
    this.closeAfterJoin.add(client);
    this.farewell?.away.delete(seat);
    this.room.event('toldClosed', { seat });
  }

  /** A seat told the table is closed has acknowledged its join (the notice has gone out): it is closed now. */
  joinAcknowledged(client: Client): void {
    if (!this.closeAfterJoin.delete(client)) return;
    client.leave(CLOSE_TABLE_CLOSED, 'the host closed the table');
    if (this.farewell?.away.size === 0) this.farewell.settle();
  }

  /** The server is closing: the last write finishes first, so the log holds every move made. */
  async shutdown(): Promise<void> {
    this.stopping = true;
    await this.room.journal().whenIdle();
    if (!this.closing) await this.handOver();
    await this.room.disconnect(this.closing ? CLOSE_TABLE_CLOSED : CLOSE_SERVER_STOPPING);
  }

  /**
   * A shared store: the table is given up for another process to take over when its clients come
   * back. The listing goes first, so that a client coming back through another process finds no
   * room here and that process takes the table.
   */
  private async handOver(): Promise<void> {
    const store = this.room.turn()?.store ?? this.room.services.store;
    if (!store?.release) return;
    try {
      await this.unlist();
      await store.release(this.room.roomId());
      this.room.event('handedOver', { moves: this.room.state().table.movesMade });
    } catch (e) {
      this.room.event('saveFailed', { message: (e as Error).message });
    }
  }

  /**
   * A turn-based table nobody is at goes now: its last write, then its lease given up (a visit
   * or the clock restores it wherever it arrives). Its seats stay as they are.
   */
  park(): void {
    if (!this.open || this.stopping) return;
    this.parked = true;
    this.stopping = true;
    const journal = this.room.journal();
    journal.save();
    void (async () => {
      await journal.whenIdle();
      await this.room.turn()?.store.release(this.room.roomId());
      this.room.event('parked', { moves: this.room.state().table.movesMade });
    })()
      .catch((e: unknown) => this.room.event('saveFailed', { message: (e as Error).message }))
      .finally(() => void this.room.disconnect(CLOSE_SERVER_STOPPING));
  }

  /** Another process owns the table now (this one was taken for dead): its clients go there. */
  moved(): void {
    this.room.journal().halt();
    if (this.stopping) return;
    this.stopping = true;
    this.room.event('moved', { moves: this.room.state().table.movesMade });
    void this.room.disconnect(CLOSE_SERVER_STOPPING);
  }

  /**
   * A running game whose players have all gone (none here, none within the reconnection time) is
   * closed after a while; its log stays in the store, so `serve --resume` can bring it back.
   */
  closeIfAbandoned(): void {
    const s = this.room.state();
    // A turn-based table does not wait for its players: nobody here, it parks at once.
    const turn = this.room.turn();
    if (turn) return turn.parkIfIdle();
    const { abandonedMinutes } = this.room.services.limits;
    const abandoned = (): boolean => s.started && !s.over && s.roster.abandoned;
    if (!abandoned()) return;
    // A restored table keeps the time its people left: its abandoned minutes do not start again.
    s.abandonedSince ??= Date.now();
    this.room.journal().save();
    const due = (): number => (s.abandonedSince ?? Infinity) + abandonedMinutes * 60_000;
    this.later(Math.max(0, due() - Date.now()), () => {
      // Someone came back meanwhile (and maybe left again: then a later timer is due; a timer
      // may fire a moment early, hence the second's slack).
      if (!abandoned() || Date.now() + 1000 < due()) return;
      this.room.event('abandoned', { moves: s.table.movesMade, minutes: abandonedMinutes });
      void this.room.disconnect();
    });
  }

  /**
   * The room is gone: once the last write is on disk, a room that never started is forgotten
   * (nothing worth restoring) and one that ended here (not handed over) is marked closed.
   */
  async settleRecord(): Promise<void> {
    const { services } = this.room;
    const event = (name: string, fields: Record<string, unknown>): void => this.room.event(name, fields);
    const s = this.room.state();
    const roomId = this.room.roomId();
    services.tableClosed?.(roomId);
    event('disposed', { moves: s.table.movesMade });
    await this.room.journal().whenIdle();
    const store = this.room.turn()?.store ?? services.store;
    const forget = !s.started ? store?.remove(roomId) : this.stopping ? undefined : store?.close?.(roomId, s.over);
    await forget?.catch((e: Error) => event('saveFailed', { message: e.message }));
  }

  /** The room is gone: no timer of its runs any more. */
  dispose(): void {
    this.disposed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}
