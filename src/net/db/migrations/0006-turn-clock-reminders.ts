// The turn-based clock's reminders, counted per account and UTC day in one row, so that two
// processes together send at most `--reminders-per-day` (a conditional increment takes one).
import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.js';

export const turnClockReminders: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('turn_reminders')
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('sent', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('turn_reminders_pk', ['account_id', 'day'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('turn_reminders').execute();
  },
};
