// The Thronfolge ladder (src/net/ladder): each account's Glicko-2 rating, and one row per rated
// game — its key (a live table's code, a turn-based table's) makes each game rated once. The
// ladder is read by rating; a player's history by either seat's account.
import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.js';

export const ladder: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('ladder_ratings')
      .addColumn('account_id', 'text', (c) => c.primaryKey())
      .addColumn('rating', 'double precision', (c) => c.notNull())
      .addColumn('deviation', 'double precision', (c) => c.notNull())
      .addColumn('volatility', 'double precision', (c) => c.notNull())
      .addColumn('games', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ladder_ratings_by_rating').on('ladder_ratings').columns(['rating', 'account_id']).execute();
    await db.schema
      .createTable('ladder_games')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('seat1_account', 'text')
      .addColumn('seat2_account', 'text')
      .addColumn('bot_seat', 'integer')
      .addColumn('bot_level', 'text')
      .addColumn('score1', 'double precision', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('rating1_before', 'double precision', (c) => c.notNull())
      .addColumn('rating1_after', 'double precision', (c) => c.notNull())
      .addColumn('rating2_before', 'double precision', (c) => c.notNull())
      .addColumn('rating2_after', 'double precision', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ladder_games_by_seat1').on('ladder_games').columns(['seat1_account', 'at']).execute();
    await db.schema.createIndex('ladder_games_by_seat2').on('ladder_games').columns(['seat2_account', 'at']).execute();
  },
  async down(db: AnyDb) {
    for (const table of ['ladder_games', 'ladder_ratings']) await db.schema.dropTable(table).execute();
  },
};
