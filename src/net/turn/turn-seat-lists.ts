// An account's view of its turn-based tables (issue 30): how many it sits at, its list (its turn
// first, with the seats' names and never a card, a hand or a seed), its seat at a finished table,
// and its rows in its export and its deletion. Apart from turn-tables.ts, which writes a table's
// rows under its lease: these are reads across tables, by account.
import type { Kysely } from 'kysely';
import type { Tables, TurnTablesTable } from '../db/schema.js';

export type TurnStatus = 'waiting' | 'playing' | 'over' | 'ended';

/** A table in an account's list (`…/tables/mine`). */
export interface MyTurnTable {
  code: string;
  game: string;
  seats: number;
  names: string[];
  yourSeat: number;
  toMove: number | null;
  yourTurn: boolean;
  deadline: number | null;
  status: string;
  moves: number;
  moveHours: number;
  updatedAt: number;
}

const OPEN: TurnStatus[] = ['waiting', 'playing'];
const FINISHED: TurnStatus[] = ['over', 'ended'];
const HOUR_MS = 3_600_000;

/** How many open turn-based tables the account sits at, and how many of its games there finished. */
export async function countFor(db: Kysely<Tables>, accountId: string): Promise<{ open: number; finished: number }> {
  const rows = await db
    .selectFrom('turn_seats')
    .innerJoin('turn_tables', 'turn_tables.code', 'turn_seats.code')
    .select(['turn_tables.status as status', (eb) => eb.fn.countAll<number | string | bigint>().as('n')])
    .where('turn_seats.account_id', '=', accountId)
    .groupBy('turn_tables.status')
    .execute();
  const sum = (of: string[]): number => rows.filter((r) => of.includes(r.status)).reduce((a, r) => a + Number(r.n), 0);
  return { open: sum(OPEN), finished: sum(FINISHED) };
}

/** The account's tables: its turn first (soonest deadline first), then the others by their last change. Never a card, a hand or a seed. */
export async function mineOf(db: Kysely<Tables>, accountId: string): Promise<MyTurnTable[]> {
  const rows = await db
    .selectFrom('turn_seats')
    .innerJoin('turn_tables', 'turn_tables.code', 'turn_seats.code')
    .select([
      'turn_tables.code as code',
      'turn_tables.game as game',
      'turn_tables.seats as seats',
      'turn_tables.status as status',
      'turn_tables.to_move as to_move',
      'turn_tables.deadline as deadline',
      'turn_tables.moves as moves',
      'turn_tables.move_ms as move_ms',
      'turn_tables.updated_at as updated_at',
      'turn_tables.log as log',
      'turn_seats.seat as seat',
    ])
    .where('turn_seats.account_id', '=', accountId)
    // A finished table stays until the seat has its end (at the table, or fetched: tables/result).
    .where((eb) => eb.or([eb('turn_tables.status', 'in', OPEN), eb('turn_seats.result_seen', '=', 0)]))
    .execute();
  const tables = rows.map((r): MyTurnTable => {
    const yourTurn = r.status === 'playing' && r.to_move === r.seat;
    return {
      code: r.code,
      game: r.game,
      seats: r.seats,
      names: namesOf(r.log, r.seats),
      yourSeat: r.seat,
      toMove: r.to_move,
      yourTurn,
      deadline: r.deadline,
      status: r.status,
      moves: r.moves,
      moveHours: r.move_ms / HOUR_MS,
      updatedAt: r.updated_at,
    };
  });
  const soonest = (t: MyTurnTable): number => t.deadline ?? Infinity;
  return tables.sort((a, b) => (a.yourTurn !== b.yourTurn ? (a.yourTurn ? -1 : 1) : a.yourTurn ? soonest(a) - soonest(b) : b.updatedAt - a.updatedAt));
}

/** The account's seat at a finished table (its row with the log), or undefined: no such table, not the account's, or not finished. */
export async function finishedSeatOf(db: Kysely<Tables>, accountId: string, code: string): Promise<{ row: TurnTablesTable; seat: number } | undefined> {
  const found = await db.selectFrom('turn_seats').select('seat').where('code', '=', code).where('account_id', '=', accountId).orderBy('seat').executeTakeFirst();
  if (!found) return undefined;
  const row = await db.selectFrom('turn_tables').selectAll().where('code', '=', code).where('status', 'in', FINISHED).executeTakeFirst();
  return row && row.log !== '' ? { row, seat: found.seat } : undefined;
}

/** A deleted account's seats become free (nobody's); its holidays go. Inside the deletion's transaction. */
export async function forgetAccount(tx: Kysely<Tables>, accountId: string): Promise<void> {
  await tx.updateTable('turn_seats').set({ account_id: null }).where('account_id', '=', accountId).execute();
  await tx.deleteFrom('turn_holidays').where('account_id', '=', accountId).execute();
}

/** What an account's export shows of its turn-based tables: its seats and its holidays. */
export async function exportOf(
  db: Kysely<Tables>,
  accountId: string,
): Promise<{ seats: { code: string; seat: number; seenMoves: number; pausedUntil: number | null }[]; holidays: { month: string; daysUsed: number }[] }> {
  const seats = await db.selectFrom('turn_seats').selectAll().where('account_id', '=', accountId).orderBy('code').orderBy('seat').execute();
  const holidays = await db.selectFrom('turn_holidays').selectAll().where('account_id', '=', accountId).orderBy('month').execute();
  return {
    seats: seats.map((s) => ({ code: s.code, seat: s.seat, seenMoves: s.seen_moves, pausedUntil: s.paused_until })),
    holidays: holidays.map((h) => ({ month: h.month, daysUsed: h.days_used })),
  };
}

/** The seats' names from a stored log (its room record); never anything else of it. */
function namesOf(log: string, seats: number): string[] {
  try {
    const names = (JSON.parse(log) as { room?: { names?: unknown } }).room?.names;
    if (Array.isArray(names)) return names.slice(0, seats).map((n) => (typeof n === 'string' ? n : ''));
  } catch {
    // A table whose first write has not happened yet.
  }
  return Array.from({ length: seats }, () => '');
}
