// The rows of turn-based tables (issue 30): a table's row (its whole room log, who is to move and
// until when, its status and lease) and its seats' rows (the account holding each, how far its
// player has looked). Every write of a live room's log is one conditional UPDATE: only the
// process holding the table's lease writes it, and the deadline is computed in the same
// statement (the turn's start plus the move's time; kept while the same seat is still to move).
import { type Kysely, type Selectable, sql } from 'kysely';
import { isUniqueViolation } from '../db/database.js';
import { lookupsByTurn } from '../db/lookups-by-turn.js';
import type { Tables, TurnSeatsTable, TurnTablesTable } from '../db/schema.js';
import type { RoomLog } from '../logs/room-store.js';
import { type MyTurnTable, type TurnStatus, countFor, exportOf, finishedSeatOf, forgetAccount, mineOf } from './turn-seat-lists.js';

export type { MyTurnTable, TurnStatus } from './turn-seat-lists.js';

/** How long a process holds a table without renewing its lease (a process killed hard frees it after this). */
export const TURN_LEASE_MS = 60_000;

export interface TurnTablesOptions {
  /** The clock (deadlines, leases, the seats' changes). */
  now: () => number;
  /** This process's name as a lease holder. */
  holder: () => string;
  leaseMs?: number;
}

/** What a table's row starts with (the log follows with the room's first write). */
export interface NewTurnTable {
  game: string;
  seats: number;
  moveMs: number;
  onTimeout: string;
}

/** One write of a live table: the log and what the clock and the lists read of it. */
export interface TurnWrite {
  log: string;
  status: TurnStatus;
  toMove: number | null;
  moves: number;
  /** The seat's time starts again although the same seat is to move (the clock's 'wait'). */
  newTurn?: boolean;
  outcome: string | null;
}

/** A table's turn as the row holds it after a write. */
export interface TurnClock {
  toMove: number | null;
  deadline: number | null;
}

export type TurnRow = TurnTablesTable;
export type TurnSeatRow = Selectable<TurnSeatsTable>;

/** What else is written in the same transaction as a table's write (the end's pushes: an outbox). */
export type WithinWrite = (tx: Kysely<Tables>) => Promise<void>;

export class TurnTables {
  readonly leaseMs: number;
  /**
   * Tests only: called once a write has committed, before anything else of this process runs;
   * a test throws here (and at every later write) to stand for a process that died at that point.
   */
  afterWrite?: (code: string, status: TurnStatus) => void;

  constructor(
    readonly db: Kysely<Tables>,
    private readonly o: TurnTablesOptions,
  ) {
    this.leaseMs = o.leaseMs ?? TURN_LEASE_MS;
  }

  now(): number {
    return this.o.now();
  }

  holder(): string {
    return this.o.holder();
  }

  /** A new table's rows, held by this process; false when the code is taken (by any table, parked or not). */
  async create(code: string, t: NewTurnTable): Promise<boolean> {
    const now = this.o.now();
    try {
      await this.db.transaction().execute(async (tx) => {
        await tx
          .insertInto('turn_tables')
          .values({
            code,
            game: t.game,
            seats: t.seats,
            status: 'waiting',
            move_ms: t.moveMs,
            on_timeout: t.onTimeout,
            to_move: null,
            turn_started_at: null,
            deadline: null,
            reminded_at: null,
            moves: 0,
            log: '',
            holder: this.o.holder(),
            held_until: now + this.leaseMs,
            clock_claim: null,
            clock_claim_until: null,
            outcome: null,
            created_by: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await tx
          .insertInto('turn_seats')
          .values(Array.from({ length: t.seats }, (_, i) => ({ code, seat: i + 1, account_id: null, seen_moves: 0, paused_until: null })))
          .execute();
      });
      return true;
    } catch (e) {
      if (isUniqueViolation(e)) return false;
      throw e;
    }
  }

  /** Whether a turn-based table has this code (a live table must not take a parked one's code). */
  exists(code: string): Promise<boolean> {
    return this.codeTaken(code);
  }

  /** The codes asked in one turn of the event loop (a burst of live tables opening), in one query. */
  private readonly codeTaken = lookupsByTurn<string, boolean>(async (codes) => {
    const rows = await this.db
      .selectFrom('turn_tables')
      .select('code')
      .where('code', 'in', [...new Set(codes)])
      .execute();
    const taken = new Set(rows.map((r) => r.code));
    return codes.map((c) => taken.has(c));
  });

  /** A table's row and its seats' rows. */
  async load(code: string): Promise<{ row: TurnRow; seats: TurnSeatRow[] } | undefined> {
    const row = await this.db.selectFrom('turn_tables').selectAll().where('code', '=', code).executeTakeFirst();
    if (!row) return undefined;
    const seats = await this.db.selectFrom('turn_seats').selectAll().where('code', '=', code).orderBy('seat').execute();
    return { row, seats };
  }

  /**
   * Writes a live table's log and turn in one statement, if this process still holds its lease
   * (renewed by the write); null when it does not (another process took the table). `within`
   * writes in the same transaction, only when the table's write is made.
   */
  async save(code: string, w: TurnWrite, within?: WithinWrite): Promise<TurnClock | null> {
    const clock = within
      ? await this.db.transaction().execute(async (tx) => {
          const written = await this.write(tx, code, w);
          if (written) await within(tx);
          return written;
        })
      : await this.write(this.db, code, w);
    this.afterWrite?.(code, w.status);
    return clock;
  }

  private async write(db: Kysely<Tables>, code: string, w: TurnWrite): Promise<TurnClock | null> {
    const now = this.o.now();
    const playing = w.status === 'playing' && w.toMove !== null;
    // The same seat still to move keeps its deadline (a signal, a talk, a seat taken changed the log, not the turn).
    const keep = playing && !w.newTurn ? sql<boolean>`to_move = ${w.toMove} and deadline is not null` : sql<boolean>`1 = 0`;
    const started = playing ? sql<number>`case when ${keep} then turn_started_at else ${now} end` : sql<null>`null`;
    const deadline = playing ? sql<number>`case when ${keep} then deadline else ${now} + move_ms end` : sql<null>`null`;
    const reminded = playing ? sql<number | null>`case when ${keep} then reminded_at else null end` : sql<null>`null`;
    const row = await db
      .updateTable('turn_tables')
      .set({
        log: w.log,
        status: w.status,
        moves: w.moves,
        to_move: playing ? w.toMove : null,
        turn_started_at: started,
        deadline,
        reminded_at: reminded,
        outcome: w.outcome,
        held_until: now + this.leaseMs,
        updated_at: now,
      })
      .where('code', '=', code)
      .where('holder', '=', this.o.holder())
      .returning(['to_move', 'deadline'])
      .executeTakeFirst();
    return row ? { toMove: row.to_move, deadline: row.deadline } : null;
  }

  /** The seats' accounts as the room holds them now (a seat taken, or given to a bot: null). */
  async saveSeats(code: string, accounts: readonly (string | null)[]): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      for (const [i, account] of accounts.entries())
        await tx
          .updateTable('turn_seats')
          .set({ account_id: account })
          .where('code', '=', code)
          .where('seat', '=', i + 1)
          .execute();
      const creator = accounts[0];
      if (creator) await tx.updateTable('turn_tables').set({ created_by: creator }).where('code', '=', code).where('created_by', 'is', null).execute();
    });
  }

  /**
   * Takes the table's lease for this process: free, run out, or this process's already. One
   * conditional UPDATE, so that of two processes racing for a parked table exactly one wins.
   */
  async takeLease(code: string): Promise<boolean> {
    const now = this.o.now();
    const me = this.o.holder();
    const taken = await this.db
      .updateTable('turn_tables')
      .set({ holder: me, held_until: now + this.leaseMs })
      .where('code', '=', code)
      .where((eb) => eb.or([eb('holder', 'is', null), eb('held_until', '<', now), eb('holder', '=', me)]))
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }

  /** Renews this process's lease; false when it is no longer this process's. */
  async renewLease(code: string): Promise<boolean> {
    const now = this.o.now();
    const renewed = await this.db
      .updateTable('turn_tables')
      .set({ held_until: now + this.leaseMs })
      .where('code', '=', code)
      .where('holder', '=', this.o.holder())
      .executeTakeFirst();
    return Number(renewed.numUpdatedRows) === 1;
  }

  /** Gives the table up (parked, or this process stops): the next visit restores it wherever it arrives. */
  async releaseLease(code: string): Promise<void> {
    await this.db.updateTable('turn_tables').set({ holder: null, held_until: null }).where('code', '=', code).where('holder', '=', this.o.holder()).execute();
  }

  /** A table nobody ever sat at (its creator never came): its rows go. */
  async removeUnseated(code: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const seated = await tx.selectFrom('turn_seats').select('seat').where('code', '=', code).where('account_id', 'is not', null).executeTakeFirst();
      if (seated) return;
      await tx.deleteFrom('turn_seats').where('code', '=', code).execute();
      await tx.deleteFrom('turn_tables').where('code', '=', code).execute();
    });
  }

  /** The table is played live again: its rows go (the clock stops with them; its log is in the live store). */
  async forget(code: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('turn_seats').where('code', '=', code).execute();
      await tx.deleteFrom('turn_tables').where('code', '=', code).execute();
    });
  }

  /** The seat's player has seen the first `moves` moves (never less than before). */
  async markSeen(code: string, seat: number, moves: number): Promise<void> {
    await this.db.updateTable('turn_seats').set({ seen_moves: moves }).where('code', '=', code).where('seat', '=', seat).where('seen_moves', '<', moves).execute();
  }

  async seat(code: string, seat: number): Promise<TurnSeatRow | undefined> {
    return this.db.selectFrom('turn_seats').selectAll().where('code', '=', code).where('seat', '=', seat).executeTakeFirst();
  }

  /** How many open turn-based tables the account sits at, and how many of its games there finished. */
  countFor(accountId: string): Promise<{ open: number; finished: number }> {
    return countFor(this.db, accountId);
  }

  /** The account's tables, its turn first (turn-seat-lists.ts). */
  mine(accountId: string): Promise<MyTurnTable[]> {
    return mineOf(this.db, accountId);
  }

  /** The account's seat at a finished table (its row with the log), or undefined. */
  finishedSeat(accountId: string, code: string): Promise<{ row: TurnRow; seat: number } | undefined> {
    return finishedSeatOf(this.db, accountId, code);
  }

  /** The seat's player has the finished game's end: the table leaves the seat's list. */
  async markResultSeen(code: string, seat: number): Promise<void> {
    await this.db.updateTable('turn_seats').set({ result_seen: 1 }).where('code', '=', code).where('seat', '=', seat).execute();
  }

  /** A deleted account's seats become free (nobody's); its holidays go. Inside the deletion's transaction. */
  static readonly forgetAccount = forgetAccount;
  /** What an account's export shows of its turn-based tables: its seats and its holidays. */
  static readonly exportOf = exportOf;
}

/** A row's log as the room wrote it (this server's own writing). */
export const storedLog = (row: Pick<TurnRow, 'log'>): RoomLog => JSON.parse(row.log) as RoomLog;
