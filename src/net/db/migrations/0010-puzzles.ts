// The crowd of the bundled puzzles (src/net/puzzles): each account's first attempt at a puzzle
// (the primary key keeps one), the players' and the puzzles' Glicko-2 ratings (a puzzle is the
// player's opponent), and per puzzle the moves tried, counted, read most-tried first.
import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.js';

export const puzzles: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('puzzle_attempts')
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('puzzle_id', 'text', (c) => c.notNull())
      .addColumn('move', 'text', (c) => c.notNull())
      .addColumn('correct', 'integer', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('rating_before', 'double precision', (c) => c.notNull())
      .addColumn('rating_after', 'double precision', (c) => c.notNull())
      .addColumn('puzzle_before', 'double precision', (c) => c.notNull())
      .addColumn('puzzle_after', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint('puzzle_attempts_pk', ['account_id', 'puzzle_id'])
      .execute();
    await db.schema
      .createTable('puzzle_player_ratings')
      .addColumn('account_id', 'text', (c) => c.primaryKey())
      .addColumn('rating', 'double precision', (c) => c.notNull())
      .addColumn('deviation', 'double precision', (c) => c.notNull())
      .addColumn('volatility', 'double precision', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('puzzle_stats')
      .addColumn('puzzle_id', 'text', (c) => c.primaryKey())
      .addColumn('rating', 'double precision', (c) => c.notNull())
      .addColumn('deviation', 'double precision', (c) => c.notNull())
      .addColumn('volatility', 'double precision', (c) => c.notNull())
      .addColumn('tries', 'integer', (c) => c.notNull())
      .addColumn('solved', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('puzzle_moves')
      .addColumn('puzzle_id', 'text', (c) => c.notNull())
      .addColumn('move', 'text', (c) => c.notNull())
      .addColumn('tries', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('puzzle_moves_pk', ['puzzle_id', 'move'])
      .execute();
    await db.schema.createIndex('puzzle_moves_by_tries').on('puzzle_moves').columns(['puzzle_id', 'tries', 'move']).execute();
  },
  async down(db: AnyDb) {
    for (const table of ['puzzle_moves', 'puzzle_stats', 'puzzle_player_ratings', 'puzzle_attempts']) await db.schema.dropTable(table).execute();
  },
};
