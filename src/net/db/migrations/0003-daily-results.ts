// Each finished daily game a player sends (daily-results.ts): replayed before it counts; a
// result that may not be ranked is kept too, apart, with the reason. One first attempt per
// account, game and day (a unique index over the rows marked first); the field of a day is
// counted from one covering index (game, day, standing, score, won, fell_at).
import { type Migration, sql } from 'kysely';
import type { AnyDb } from './any-db.js';

export const dailyResults: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('daily_results')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('submitted_at', 'bigint', (c) => c.notNull())
      .addColumn('first', 'integer', (c) => c.notNull())
      .addColumn('standing', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('won', 'integer', (c) => c.notNull())
      .addColumn('score', 'integer', (c) => c.notNull())
      .addColumn('fell_at', 'text')
      .addColumn('moves', 'integer', (c) => c.notNull())
      .addColumn('log', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('daily_results_first').on('daily_results').columns(['game', 'day', 'account_id']).unique().where(sql.ref('first'), '=', 1).execute();
    await db.schema.createIndex('daily_results_field').on('daily_results').columns(['game', 'day', 'standing', 'score', 'won', 'fell_at']).execute();
    await db.schema.createIndex('daily_results_by_account').on('daily_results').columns(['account_id', 'game', 'day']).execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('daily_results').execute();
  },
};
