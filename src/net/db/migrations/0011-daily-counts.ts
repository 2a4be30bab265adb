// The day's counts kept as results arrive (src/net/daily/daily-counts.ts): one row per game,
// day, standing (ranked or practice), score, won and where the game fell ('' for nowhere), with
// how many results are in it. Triggers on daily_results keep it: a row counted is added in the
// statement (so the transaction) that writes it, and taken off by the one that changes its
// standing or deletes it, whoever writes (a submission, an operator's removal, a ranking ban, an
// account's deletion). On PostgreSQL the increment is one INSERT … ON CONFLICT DO UPDATE, so two
// rankings at once lose none. The table is filled from the rows already there; the covering
// index the GROUP BY counted with has nothing left to answer and goes.
import { type Migration, sql } from 'kysely';
import { type AnyDb, isPostgres } from './any-db.js';

export const dailyCounts: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('daily_counts')
      .addColumn('game', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('standing', 'text', (c) => c.notNull())
      .addColumn('score', 'integer', (c) => c.notNull())
      .addColumn('won', 'integer', (c) => c.notNull())
      .addColumn('fell_at', 'text', (c) => c.notNull())
      .addColumn('players', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('daily_counts_pk', ['game', 'day', 'standing', 'score', 'won', 'fell_at'])
      .execute();
    await sql`INSERT INTO daily_counts (game, day, standing, score, won, fell_at, players)
      SELECT game, day, standing, score, won, COALESCE(fell_at, ''), COUNT(*) FROM daily_results
      WHERE standing IN ('ranked', 'practice')
      GROUP BY game, day, standing, score, won, COALESCE(fell_at, '')`.execute(db);
    const bucket = (row: 'NEW' | 'OLD') => sql.raw(`${row}.game, ${row}.day, ${row}.standing, ${row}.score, ${row}.won, COALESCE(${row}.fell_at, '')`);
    const matches = (row: 'NEW' | 'OLD') =>
      sql.raw(`game = ${row}.game AND day = ${row}.day AND standing = ${row}.standing AND score = ${row}.score AND won = ${row}.won AND fell_at = COALESCE(${row}.fell_at, '')`);
    const add = (row: 'NEW' | 'OLD') => sql`INSERT INTO daily_counts (game, day, standing, score, won, fell_at, players) VALUES (${bucket(row)}, 1)
      ON CONFLICT (game, day, standing, score, won, fell_at) DO UPDATE SET players = daily_counts.players + 1;`;
    const takeOff = (row: 'NEW' | 'OLD') => sql`UPDATE daily_counts SET players = players - 1 WHERE ${matches(row)};`;
    const counted = (row: 'NEW' | 'OLD') => sql.raw(`${row}.standing IN ('ranked', 'practice')`);
    if (isPostgres(db)) {
      await sql`CREATE FUNCTION daily_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP IN ('UPDATE', 'DELETE') AND ${counted('OLD')} THEN ${takeOff('OLD')} END IF;
          IF TG_OP IN ('INSERT', 'UPDATE') AND ${counted('NEW')} THEN ${add('NEW')} END IF;
          RETURN NULL;
        END $$`.execute(db);
      await sql`CREATE TRIGGER daily_results_counted AFTER INSERT OR UPDATE OR DELETE ON daily_results FOR EACH ROW EXECUTE FUNCTION daily_counts_follow()`.execute(db);
    } else {
      await sql`CREATE TRIGGER daily_results_counted_insert AFTER INSERT ON daily_results WHEN ${counted('NEW')} BEGIN ${add('NEW')} END`.execute(db);
      await sql`CREATE TRIGGER daily_results_uncounted_update AFTER UPDATE ON daily_results WHEN ${counted('OLD')} BEGIN ${takeOff('OLD')} END`.execute(db);
      await sql`CREATE TRIGGER daily_results_counted_update AFTER UPDATE ON daily_results WHEN ${counted('NEW')} BEGIN ${add('NEW')} END`.execute(db);
      await sql`CREATE TRIGGER daily_results_uncounted_delete AFTER DELETE ON daily_results WHEN ${counted('OLD')} BEGIN ${takeOff('OLD')} END`.execute(db);
    }
    await db.schema.dropIndex('daily_results_field').execute();
  },
  async down(db: AnyDb) {
    if (isPostgres(db)) {
      await sql`DROP TRIGGER daily_results_counted ON daily_results`.execute(db);
      await sql`DROP FUNCTION daily_counts_follow()`.execute(db);
    } else {
      for (const name of ['daily_results_counted_insert', 'daily_results_uncounted_update', 'daily_results_counted_update', 'daily_results_uncounted_delete'])
        await sql`DROP TRIGGER ${sql.raw(name)}`.execute(db);
    }
    await db.schema.createIndex('daily_results_field').on('daily_results').columns(['game', 'day', 'standing', 'score', 'won', 'fell_at']).execute();
    await db.schema.dropTable('daily_counts').execute();
  },
};
