// Rows of turn-based tables as the tables' part writes them, a fake of its actions and a push port
// that records, for the clock's tests (turn-clock*.test.ts) and its load test.
import type { Kysely } from 'kysely';
import type { Tables } from '../../src/net/db/schema.js';
import type { PushMessage, PushPort } from '../../src/net/push/push-port.js';
import type { TurnTableActions } from '../../src/net/turn/turn-port.js';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
/** A Wednesday noon, UTC, mid-month. */
export const T0 = Date.parse('2026-12-09T12:00:00Z');

/** A clock the test moves by hand. */
export function fakeTime(start = T0) {
  let t = start;
  return { now: () => t, set: (at: number) => (t = at), advance: (ms: number) => (t += ms) };
}

export async function addAccounts(db: Kysely<Tables>, ids: string[], at = T0): Promise<void> {
  for (let i = 0; i < ids.length; i += 500)
    await db
      .insertInto('accounts')
      .values(ids.slice(i, i + 500).map((id) => ({ id, created_at: at })))
      .execute();
}

export interface TableSpec {
  code: string;
  accounts: (string | null)[];
  game?: string;
  moveMs?: number;
  onTimeout?: string;
  /** The seat to move (1-based, as the protocol's). */
  toMove?: number;
  turnStartedAt?: number;
  status?: string;
}

/** A playing table whose seat `toMove` started its turn at `turnStartedAt` (deadline: that plus the move's time). */
export async function addTable(db: Kysely<Tables>, spec: TableSpec): Promise<void> {
  const moveMs = spec.moveMs ?? 2 * DAY;
  const started = spec.turnStartedAt ?? T0;
  await db
    .insertInto('turn_tables')
    .values({
      code: spec.code,
      game: spec.game ?? 'regicide',
      seats: spec.accounts.length,
      status: spec.status ?? 'playing',
      move_ms: moveMs,
      on_timeout: spec.onTimeout ?? 'bot',
      to_move: spec.toMove ?? 1,
      turn_started_at: started,
      deadline: started + moveMs,
      reminded_at: null,
      moves: 3,
      log: '{"seed":"v2-00000000000000000000000000000000"}',
      holder: null,
      held_until: null,
      clock_claim: null,
      clock_claim_until: null,
      outcome: null,
      created_by: spec.accounts[0],
      created_at: started,
      updated_at: started,
    })
    .execute();
  await db
    .insertInto('turn_seats')
    .values(spec.accounts.map((account, i) => ({ code: spec.code, seat: i + 1, account_id: account, seen_moves: 0, paused_until: null })))
    .execute();
}

export const tableRow = (db: Kysely<Tables>, code: string) => db.selectFrom('turn_tables').selectAll().where('code', '=', code).executeTakeFirstOrThrow();

/**
 * The tables' side as the clock sees it: each call is recorded, and a call's effect is written as
 * turn-tables.ts would (the next seat to move with a new deadline; 'end' ends the game).
 */
export function fakeActions(db: Kysely<Tables>, now: () => number) {
  const calls: { code: string; seat: number }[] = [];
  const actions: TurnTableActions = {
    async timedOut(code, seat) {
      calls.push({ code, seat });
      const row = await tableRow(db, code);
      if (row.on_timeout === 'end' || row.on_timeout === 'lose') {
        await db.updateTable('turn_tables').set({ status: 'ended', outcome: 'timeout', to_move: null, deadline: null, updated_at: now() }).where('code', '=', code).execute();
        return;
      }
      const next = (seat % row.seats) + 1;
      await db
        .updateTable('turn_tables')
        .set({ to_move: next, turn_started_at: now(), deadline: now() + row.move_ms, moves: row.moves + 1, updated_at: now() })
        .where('code', '=', code)
        .execute();
    },
  };
  return { actions, calls };
}

export function recordingPush() {
  const sent: { account: string; message: PushMessage }[] = [];
  const push: PushPort = {
    notify(account, message) {
      sent.push({ account, message });
      return Promise.resolve();
    },
  };
  return { push, sent };
}
