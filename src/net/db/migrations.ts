// The versioned migrations of the database, as code (not files read from disk, so the bundle
// carries them): Kysely's Migrator applies those not yet applied, in name order, at every start,
// and records them in its own table. A migration, once released, is never edited: a change is a
// new one after it.
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';

// Both dialects: text ids, bigint milliseconds (SQLite reads `bigint` as an integer).
// Kysely's migrations are written against a database of unknown shape.
type AnyDb = Kysely<any>;

export const MIGRATIONS: Record<string, Migration> = {
  '0001-accounts': {
    async up(db: AnyDb) {
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('account_keys')
        .addColumn('fingerprint', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('added_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('account_keys_by_account').on('account_keys').column('account_id').execute();
      await db.schema
        .createTable('account_names')
        .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('folded', 'text', (c) => c.notNull().unique())
        .addColumn('claimed_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('link_codes')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('link_codes_by_account').on('link_codes').column('account_id').execute();
      await db.schema
        .createTable('login_challenges')
        .addColumn('challenge', 'text', (c) => c.primaryKey())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_challenges_by_expiry').on('login_challenges').column('expires_at').execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('act', 'text', (c) => c.notNull())
        .addColumn('account_id', 'text')
        .addColumn('detail', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_by_account').on('audit_log').column('account_id').execute();
    },
    async down(db: AnyDb) {
      for (const table of ['audit_log', 'login_challenges', 'link_codes', 'account_names', 'account_keys', 'accounts']) await db.schema.dropTable(table).execute();
    },
  },
  // The operator's bans (a key by its fingerprint, an address by its key or a range), and the
  // names claimed, counted per account and per address over a day (the claim limits).
  '0002-bans': {
    async up(db: AnyDb) {
      await db.schema
        .createTable('bans')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('bans_pk', ['kind', 'target'])
        .execute();
      await db.schema
        .createTable('name_claims')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text')
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('name_claims_by_account').on('name_claims').column('account_id').execute();
      await db.schema.createIndex('name_claims_by_address').on('name_claims').columns(['address', 'at']).execute();
    },
    async down(db: AnyDb) {
      for (const table of ['name_claims', 'bans']) await db.schema.dropTable(table).execute();
    },
  },
  // Each finished daily game a player sends (daily-results.ts): replayed before it counts; a
  // result that may not be ranked is kept too, apart, with the reason. One first attempt per
  // account, game and day (a unique index over the rows marked first); the field of a day is
  // counted from one covering index (game, day, standing, score, won, fell_at).
  '0003-daily-results': {
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
  },
  // Turn-based tables (issue 30): a table lives here between visits — its whole room log (the
  // seed inside: never sent to anyone), whose turn it is and until when, which process holds its
  // live room (a lease), and a separate claim for the clock's sweep, so that one process acts on
  // each deadline. A seat belongs to an account; `seen_moves` is how far its player has looked.
  // Holidays count the days of a month a player paused their clock.
  '0004-turn-tables': {
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
  },
  // Push addresses (an ntfy topic or a webhook) and the durable outbox of pushes: each push is
  // claimed by one process for a while, retried with back-off, and marked sent or failed.
  '0005-push': {
    async up(db: AnyDb) {
      await db.schema
        .createTable('push_addresses')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('digest', 'integer', (c) => c.notNull())
        .addColumn('added_at', 'bigint', (c) => c.notNull())
        .addColumn('last_ok_at', 'bigint')
        .addColumn('failures', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('push_addresses_by_account').on('push_addresses').column('account_id').execute();
      await db.schema
        .createTable('push_outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text')
        .addColumn('address_id', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('due_at', 'bigint', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull())
        .addColumn('claimed_by', 'text')
        .addColumn('claimed_until', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('sent_at', 'bigint')
        .execute();
      await db.schema.createIndex('push_outbox_due').on('push_outbox').columns(['status', 'due_at']).execute();
      await db.schema.createIndex('push_outbox_by_account').on('push_outbox').column('account_id').execute();
    },
    async down(db: AnyDb) {
      for (const table of ['push_outbox', 'push_addresses']) await db.schema.dropTable(table).execute();
    },
  },
  // The turn-based clock's reminders, counted per account and UTC day in one row, so that two
  // processes together send at most `--reminders-per-day` (a conditional increment takes one).
  '0006-turn-clock-reminders': {
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
  },
  // The Thronfolge ladder (src/net/ladder): each account's Glicko-2 rating, and one row per rated
  // game — its key (a live table's code, a turn-based table's) makes each game rated once. The
  // ladder is read by rating; a player's history by either seat's account.
  '0007-ladder': {
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
  },
  // The weekly team events (src/net/events): the server's secret the week's deals are drawn from
  // (one row, drawn at the first start: never sent to anyone), one row per event table with how
  // its game was judged (its log kept, never sent while its week runs), the accounts seated at it
  // (a team's first game of a deal is the one no member had started before), and the solver's
  // ceiling of each deal, proven once a week in the background.
  '0008-team-events': {
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
  },
  // A finished turn-based game reaches a seat that was away at its end on its next visit to its
  // tables (src/net/turn/turn-result.ts): the table stays in the seat's list until the seat has it.
  '0009-turn-result-seen': {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('turn_seats')
        .addColumn('result_seen', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.alterTable('turn_seats').dropColumn('result_seen').execute();
    },
  },
  // The crowd of the bundled puzzles (src/net/puzzles): each account's first attempt at a puzzle
  // (the primary key keeps one), the players' and the puzzles' Glicko-2 ratings (a puzzle is the
  // player's opponent), and per puzzle the moves tried, counted, read most-tried first.
  '0010-puzzles': {
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
  },
  // The day's counts kept as results arrive (src/net/daily/daily-counts.ts): one row per game,
  // day, standing (ranked or practice), score, won and where the game fell ('' for nowhere), with
  // how many results are in it. Triggers on daily_results keep it: a row counted is added in the
  // statement (so the transaction) that writes it, and taken off by the one that changes its
  // standing or deletes it, whoever writes (a submission, an operator's removal, a ranking ban, an
  // account's deletion). On PostgreSQL the increment is one INSERT … ON CONFLICT DO UPDATE, so two
  // rankings at once lose none. The table is filled from the rows already there; the covering
  // index the GROUP BY counted with has nothing left to answer and goes.
  '0011-daily-counts': {
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
  },
};

/** PostgreSQL numbers a query's parameters ($1), SQLite does not (?): the one dialect question a migration asks. */
const isPostgres = (db: AnyDb): boolean => sql`${0}`.compile(db).sql === '$1';

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

/** Applies every migration not yet applied; the names of those it applied. Throws when one fails. */
export async function migrateToLatest(db: AnyDb): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    // No migration failed: the database was not reached (its own error says why).
    if (!failed) throw error;
    throw new Error(`the database could not be brought up to date (${failed}): ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
