// A finished turn-based game reaches a seat that was away at its end on its next visit to its
// tables (src/net/turn/turn-result.ts): the table stays in the seat's list until the seat has it.
import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.js';

export const turnResultSeen: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('turn_seats')
      .addColumn('result_seen', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('turn_seats').dropColumn('result_seen').execute();
  },
};
