// Turn-based tables (issue 30): a table lives here between visits — its whole room log (the
// seed inside: never sent to anyone), whose turn it is and until when, which process holds its
// live room (a lease), and a separate claim for the clock's sweep, so that one process acts on
// each deadline. A seat belongs to an account; `seen_moves` is how far its player has looked.
// Holidays count the days of a month a player paused their clock.
import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.js';

export const turnTables: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('turn_tables')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('seats', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('move_ms', 'bigint', (c) => c.notNull())
      .addColumn('on_timeout', 'text', (c) => c.notNull())
      .addColumn('to_move', 'integer')
      .addColumn('turn_started_at', 'bigint')
      .addColumn('deadline', 'bigint')
      .addColumn('reminded_at', 'bigint')
      .addColumn('moves', 'integer', (c) => c.notNull())
      .addColumn('log', 'text', (c) => c.notNull())
      .addColumn('holder', 'text')
      .addColumn('held_until', 'bigint')
      .addColumn('clock_claim', 'text')
      .addColumn('clock_claim_until', 'bigint')
      .addColumn('outcome', 'text')
      .addColumn('created_by', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('turn_tables_by_deadline').on('turn_tables').columns(['status', 'deadline']).execute();
    await db.schema
      .createTable('turn_seats')
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('account_id', 'text')
      .addColumn('seen_moves', 'integer', (c) => c.notNull())
      .addColumn('paused_until', 'bigint')
      .addPrimaryKeyConstraint('turn_seats_pk', ['code', 'seat'])
      .execute();
    await db.schema.createIndex('turn_seats_by_account').on('turn_seats').column('account_id').execute();
    await db.schema
      .createTable('turn_holidays')
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('days_used', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('turn_holidays_pk', ['account_id', 'month'])
      .execute();
  },
  async down(db: AnyDb) {
    for (const table of ['turn_holidays', 'turn_seats', 'turn_tables']) await db.schema.dropTable(table).execute();
  },
};
