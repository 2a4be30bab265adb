// The room store of one turn-based table (issue 30): its log goes to its row in the database
// (turn-tables.ts) instead of the disk or Redis, with who is to move, the deadline, the moves and
// the status in the same statement, and only while this process holds the table's lease (renewed
// by every write and by a timer while the room lives). A write refused for the lease means another
// process has the table now (TableMoved: the room stops). The other rooms keep their store.
import type { TurnOutcome } from '../wire/messages.js';
import { type RoomLog, type RoomStore, TableMoved } from '../logs/room-store.js';
import type { TurnClock, TurnStatus, TurnTables, WithinWrite } from './turn-tables.js';

/** What the store reads of the live table beside its log (taken when a write starts, as the log is). */
export interface TurnView {
  toMove(): number | null;
  outcome(): TurnOutcome | undefined;
  /** Told after each durable write: the turn as the row holds it now, and as it was before. */
  saved(now: TurnClock, before: TurnClock): void;
  /** The lease could not be renewed: another process has the table. */
  lost(): void;
  /** What the write of the game's end writes with it, in its transaction (the end's pushes), if anything. */
  endWrites(): WithinWrite | undefined;
}

export function statusOf(log: RoomLog, outcome: TurnOutcome | undefined): TurnStatus {
  if (outcome) return outcome.kind === 'timeout' ? 'over' : 'ended';
  if (log.result !== null && log.result !== undefined) return 'over';
  return log.room.started ? 'playing' : 'waiting';
}

export class TurnStore implements RoomStore {
  /** The turn as last written (a restored table: as its row had it). */
  clock: TurnClock;
  /** The next write starts the seat's time again (the clock's 'wait'). */
  private newTurn = false;
  /** The end's pushes are queued (with the end's write: an over table is never restored, so this room is the one). */
  private endQueued = false;
  private seats = '';
  private renewing: NodeJS.Timeout | null;

  constructor(
    private readonly tables: TurnTables,
    private readonly code: string,
    private readonly view: TurnView,
    initial: { clock: TurnClock; accounts: (string | null)[] } = { clock: { toMove: null, deadline: null }, accounts: [] },
  ) {
    this.clock = initial.clock;
    this.seats = JSON.stringify(initial.accounts);
    this.renewing = setInterval(() => void this.renew(), Math.max(1000, Math.floor(tables.leaseMs / 3)));
    this.renewing.unref();
  }

  /** The seat to move gets its whole time again with the next write. */
  restartTurn(): void {
    this.newTurn = true;
  }

  async save(log: RoomLog): Promise<void> {
    const toMove = this.view.toMove();
    const outcome = this.view.outcome();
    const accounts = JSON.stringify(log.room.accounts ?? log.room.names.map(() => null));
    const newTurn = this.newTurn;
    this.newTurn = false;
    if (accounts !== this.seats) {
      await this.tables.saveSeats(this.code, JSON.parse(accounts) as (string | null)[]);
      this.seats = accounts;
    }
    const status = statusOf(log, outcome);
    const ending = (status === 'over' || status === 'ended') && !this.endQueued;
    const written = await this.tables.save(
      this.code,
      { log: JSON.stringify(log), status, toMove, moves: log.moves.length, newTurn, outcome: outcome ? JSON.stringify(outcome) : null },
      ending ? this.view.endWrites() : undefined,
    );
    if (!written) {
      this.stop();
      throw new TableMoved(this.code);
    }
    if (ending) this.endQueued = true;
    const before = this.clock;
    this.clock = written;
    this.view.saved(written, before);
  }

  /** A table nobody sat at goes; one with seats stays parked. */
  async remove(code: string): Promise<void> {
    this.stop();
    await this.tables.removeUnseated(code);
    await this.tables.releaseLease(code);
  }

  async release(code: string): Promise<void> {
    this.stop();
    await this.tables.releaseLease(code);
  }

  /** The room is gone (over, parked, abandoned): its row stays, free for the next visit. */
  async close(code: string): Promise<void> {
    await this.release(code);
  }

  stop(): void {
    if (this.renewing) clearInterval(this.renewing);
    this.renewing = null;
  }

  private async renew(): Promise<void> {
    try {
      if (!(await this.tables.renewLease(this.code))) {
        this.stop();
        this.view.lost();
      }
    } catch {
      // The database is away for a moment: the next renewal (or write) tries again.
    }
  }
}
