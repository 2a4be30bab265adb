// Puzzles mined from the players' daily games (src/net/puzzles/puzzle-miner.ts). `puzzle_mining`
// is the queue: one row per submitted game whose player consented to it, claimed by one worker
// at a time (its claim's time lets another take it over when a process died), done with what the
// solver spent on it; the games claimed in a day count against the day's cap. `mined_puzzles` holds each puzzle
// proven, by its position (never the deal's seed nor the moves before it), marked as a player's,
// published only once the day of its deal is over. Both keep the account, so that a deletion
// takes its games' puzzles with it.
import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.js';

export const minedPuzzles: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('puzzle_mining')
      .addColumn('result_id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('queued_at', 'bigint', (c) => c.notNull())
      .addColumn('claimed_at', 'bigint')
      .addColumn('finished_at', 'bigint')
      .addColumn('positions', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('nodes', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('found', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cut', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('puzzle_mining_due').on('puzzle_mining').columns(['status', 'queued_at']).execute();
    await db.schema.createIndex('puzzle_mining_claimed').on('puzzle_mining').columns(['claimed_at']).execute();
    await db.schema.createIndex('puzzle_mining_account').on('puzzle_mining').columns(['account_id']).execute();
    await db.schema
      .createTable('mined_puzzles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('result_id', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('publish_at', 'bigint', (c) => c.notNull())
      .addColumn('position', 'text', (c) => c.notNull())
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('line', 'text', (c) => c.notNull())
      .addColumn('choices', 'integer', (c) => c.notNull())
      .addColumn('nodes', 'bigint', (c) => c.notNull())
      .addColumn('made_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('mined_puzzles_published').on('mined_puzzles').columns(['game', 'publish_at', 'id']).execute();
    await db.schema.createIndex('mined_puzzles_account').on('mined_puzzles').columns(['account_id']).execute();
  },
  async down(db: AnyDb) {
    for (const table of ['mined_puzzles', 'puzzle_mining']) await db.schema.dropTable(table).execute();
  },
};
