// The weekly team events (src/net/events): the server's secret the week's deals are drawn from
// (one row, drawn at the first start: never sent to anyone), one row per event table with how
// its game was judged (its log kept, never sent while its week runs), the accounts seated at it
// (a team's first game of a deal is the one no member had started before), and the solver's
// ceiling of each deal, proven once a week in the background.
import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.js';

export const teamEvents: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('event_secret')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('event_games')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('week', 'text', (c) => c.notNull())
      .addColumn('players', 'integer', (c) => c.notNull())
      .addColumn('turn_based', 'integer', (c) => c.notNull())
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('ended_at', 'bigint')
      .addColumn('standing', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('won', 'integer', (c) => c.notNull())
      .addColumn('defeated', 'integer', (c) => c.notNull())
      .addColumn('jesters', 'integer', (c) => c.notNull())
      .addColumn('bots', 'integer', (c) => c.notNull())
      .addColumn('log', 'text')
      .execute();
    await db.schema.createIndex('event_games_by_week').on('event_games').columns(['game', 'week', 'standing', 'players']).execute();
    await db.schema
      .createTable('event_seats')
      .addColumn('game_key', 'text', (c) => c.notNull().references('event_games.key'))
      .addColumn('seat', 'integer', (c) => c.notNull())
      .addColumn('account_id', 'text')
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('week', 'text', (c) => c.notNull())
      .addColumn('players', 'integer', (c) => c.notNull())
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('event_seats_pk', ['game_key', 'seat'])
      .execute();
    await db.schema.createIndex('event_seats_by_account').on('event_seats').columns(['account_id', 'game', 'week', 'players', 'started_at']).execute();
    await db.schema
      .createTable('event_ceilings')
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('week', 'text', (c) => c.notNull())
      .addColumn('players', 'integer', (c) => c.notNull())
      .addColumn('verdict', 'text', (c) => c.notNull())
      .addColumn('nodes', 'bigint', (c) => c.notNull())
      .addColumn('computed_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('event_ceilings_pk', ['game', 'week', 'players'])
      .execute();
  },
  async down(db: AnyDb) {
    for (const table of ['event_ceilings', 'event_seats', 'event_games', 'event_secret']) await db.schema.dropTable(table).execute();
  },
};
