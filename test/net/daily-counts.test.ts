// The day's counts kept as results arrive (the table daily_counts, migration 0011), on SQLite and
// on a PostgreSQL of the test's own (when installed): after every step of a random run of
// submissions (ranked, practice, apart, second attempts), operator removals (by account and day,
// by id), ranking bans and unbans, and account deletions, the kept counts equal a fresh GROUP BY
// of the results and the field reads them; a database that had results before the migration has
// them counted by it; and results ranked at the same moment through two connection pools (two
// processes' worth) lose no increment.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameLog } from '../../src/core/log.js';
import { AccountService, type ProvenKey } from '../../src/net/accounts/account-service.js';
import { Bans } from '../../src/net/operator/bans.js';
import { DailyResults } from '../../src/net/daily/daily-results.js';
import { type ServerDatabase, openDatabase, sqliteFileIn } from '../../src/net/db/database.js';
import { MIGRATIONS, migrateToLatest } from '../../src/net/db/migrations.js';
import type { Tables } from '../../src/net/db/schema.js';
import { fingerprintOf } from '../../src/net/accounts/key-proof.js';
import { playedDaily, testDailySeed } from './daily-fixtures.js';
import { type TestPostgres, hasPostgres, noPostgresWarning, startPostgres } from './postgres-helpers.js';

if (!hasPostgres) console.warn(noPostgresWarning('daily-counts.test.ts'));

const GAME = 'regicide';
const DAYS = ['2026-12-02', '2026-12-03'];
const noonOf = (day: string): number => Date.parse(`${day}T12:00:00Z`);

const newKey = (): ProvenKey => {
  const { publicKey } = generateKeyPairSync('ed25519');
  return { fingerprint: fingerprintOf(publicKey), kind: 'ed25519', publicKey: publicKey.export({ format: 'pem', type: 'spki' }) as string };
};

/** Games of each day: ranked ones of several scores, a practice game, one that does not replay, one of another deal. */
const LOGS: GameLog[][] = DAYS.map((day) => {
  const seed = `daily-${day}`;
  const ranked = ['a', 'b', 'c', 'd'].map((b, i) => playedDaily(GAME, seed, day, { botSeed: `${day}-${b}`, level: i % 2 ? 'easy' : 'random' }));
  const broken = { ...ranked[0], moves: ranked[0].moves.slice(0, -1) };
  return [...ranked, playedDaily(GAME, seed, day, { botSeed: `${day}-p`, extra: { practice: true } }), broken, playedDaily(GAME, `${seed}-x`, day, { botSeed: 'x' })];
});

type CountRow = { game: string; day: string; standing: string; score: number; won: number; fell_at: string; players: number };
const ordered = (rows: CountRow[]): CountRow[] => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** The kept counts (emptied buckets left out) and the same counted afresh from the results. */
async function keptAndRecounted(db: Kysely<Tables>): Promise<[CountRow[], CountRow[]]> {
  const kept = await db.selectFrom('daily_counts').selectAll().where('players', '>', 0).execute();
  const recounted = await sql<CountRow>`SELECT game, day, standing, score, won, COALESCE(fell_at, '') AS fell_at, COUNT(*) AS players
    FROM daily_results WHERE standing IN ('ranked', 'practice') GROUP BY game, day, standing, score, won, COALESCE(fell_at, '')`.execute(db);
  return [ordered(kept), ordered(recounted.rows)];
}

const step = fc.oneof(
  fc.record({ act: fc.constant('submit' as const), who: fc.nat(4), day: fc.nat(1), log: fc.nat(LOGS[0].length - 1) }),
  fc.record({ act: fc.constant('remove' as const), who: fc.nat(4), day: fc.nat(1) }),
  fc.record({ act: fc.constant('removeById' as const), pick: fc.nat(50) }),
  fc.record({ act: fc.constant('ban' as const), who: fc.nat(4) }),
  fc.record({ act: fc.constant('unban' as const), who: fc.nat(4) }),
  fc.record({ act: fc.constant('delete' as const), who: fc.nat(4) }),
);

const dialects: ('sqlite' | 'postgres')[] = ['sqlite', ...(hasPostgres ? (['postgres'] as const) : [])];

describe.each(dialects)('the day’s counts on %s', (dialect) => {
  let database: ServerDatabase;
  let postgres: TestPostgres | undefined;
  let dir: string;
  let now = noonOf(DAYS[0]);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'daily-counts-'));
    if (dialect === 'postgres') postgres = await startPostgres();
    database = await openDatabase(postgres ? postgres.url : sqliteFileIn(dir));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('equal a fresh count after every submission, removal, ban and deletion', async () => {
    const { db } = database;
    const accounts = new AccountService(db, { now: () => now });
    const bans = new Bans(db, () => now);
    const results = new DailyResults(db, { dailySeed: testDailySeed, now: () => now });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        // Each run from an empty field (its deletions counted off too), so that a counterexample is its own.
        await db.deleteFrom('daily_results').execute();
        await db.deleteFrom('bans').execute();
        const players: ({ id: string; key: ProvenKey } | undefined)[] = [];
        const player = async (who: number) => {
          const key = newKey();
          players[who] ??= { id: (await accounts.accountFor(key)).id, key };
          return players[who];
        };
        for (const s of steps) {
          if (s.act === 'submit') {
            now = noonOf(DAYS[s.day]);
            await results.submit((await player(s.who)).id, GAME, LOGS[s.day][s.log]);
          } else if (s.act === 'remove') {
            await results.remove((await player(s.who)).id, GAME, DAYS[s.day]);
          } else if (s.act === 'removeById') {
            const ids = await db.selectFrom('daily_results').select('id').orderBy('id').execute();
            if (ids.length > 0) await results.removeById(ids[s.pick % ids.length].id);
          } else if (s.act === 'ban') {
            // As the operator's act does: the ban, then the account's results set apart.
            const p = await player(s.who);
            await bans.ban('ranking', p.key.fingerprint, 'test');
            await results.setApart(p.id);
          } else if (s.act === 'unban') {
            await bans.unban('ranking', (await player(s.who)).key.fingerprint);
          } else {
            const p = players[s.who];
            if (p) await accounts.deleteAccount(p.id);
            players[s.who] = undefined;
          }
          const [kept, recounted] = await keptAndRecounted(db);
          expect(kept, JSON.stringify(s)).toEqual(recounted);
        }
        // The field reads the kept counts: its players are the day's ranked results.
        const ranked = await db
          .selectFrom('daily_results')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('day', '=', DAYS[0])
          .where('standing', '=', 'ranked')
          .executeTakeFirstOrThrow();
        now = noonOf(DAYS[0]);
        expect((await results.field((await player(0)).id, GAME))?.players).toBe(ranked.n);
      }),
      { numRuns: 12, seed: 31 },
    );
  }, 120_000);

  it('lose no increment when results are ranked at the same moment through two connection pools', async () => {
    const other = await openDatabase(postgres ? postgres.url : sqliteFileIn(dir));
    try {
      const day = '2026-12-04';
      now = noonOf(day);
      const log = playedDaily(GAME, `daily-${day}`, day, { botSeed: 'crowd' });
      const accounts = new AccountService(database.db, { now: () => now });
      const sides = [database, other].map((d) => new DailyResults(d.db, { dailySeed: testDailySeed, now: () => now }));
      const ids = await Promise.all(Array.from({ length: 40 }, async () => (await accounts.accountFor(newKey())).id));
      // Every game in the same bucket: the one count row every ranking increments.
      const answers = await Promise.all(ids.map((id, i) => sides[i % 2].submit(id, GAME, log)));
      expect(answers.every((a) => a.ok && a.standing === 'ranked')).toBe(true);
      expect((await sides[1].field(ids[0], GAME, day))?.players).toBe(ids.length);
      const [kept, recounted] = await keptAndRecounted(database.db);
      expect(kept).toEqual(recounted);
    } finally {
      await other.close();
    }
  }, 60_000);

  it('go with migration 0011 down and come back with it up, counted from the results', async () => {
    const { db } = database;
    const migration = MIGRATIONS['0011-daily-counts'];
    await migration.down!(db);
    const tables = await db.introspection.getTables();
    expect(tables.map((t) => t.name)).not.toContain('daily_counts');
    await migration.up(db);
    const [kept, recounted] = await keptAndRecounted(db);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(recounted);
    // The triggers are back: a removal is counted off at once.
    const row = await db.selectFrom('daily_results').select(['id', 'account_id']).where('standing', '=', 'ranked').executeTakeFirstOrThrow();
    await new DailyResults(db, { dailySeed: testDailySeed }).removeById(row.id);
    const [keptAfter, recountedAfter] = await keptAndRecounted(db);
    expect(keptAfter).toEqual(recountedAfter);
  });

  it('are filled by the migration from the results a database already had', async () => {
    const where = postgres ? postgres.url.replace(/\/postgres$/, '/before_counts') : join(dir, 'before.sqlite');
    if (postgres) await sql`CREATE DATABASE before_counts`.execute(database.db);
    const db: Kysely<Tables> = postgres ? await (await import('../../src/net/db/postgres.js')).openPostgres(where) : await (await import('../../src/net/db/sqlite.js')).openSqlite(where);
    try {
      const before: Record<string, Migration> = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < '0011'));
      const { error } = await new Migrator({ db, provider: { getMigrations: () => Promise.resolve(before) } }).migrateToLatest();
      expect(error).toBeUndefined();
      await db.insertInto('accounts').values({ id: 'a', created_at: 0 }).execute();
      const rows = [
        ['ranked', 5, 0, 'QS'],
        ['ranked', 5, 0, 'QS'],
        ['ranked', 12, 1, null],
        ['practice', 3, 0, 'JH'],
        ['apart', 0, 0, null],
      ] as const;
      await db
        .insertInto('daily_results')
        .values(
          rows.map(([standing, score, won, fell_at], i) => ({
            id: `r${i}`,
            game: GAME,
            day: DAYS[0],
            account_id: 'a',
            submitted_at: 0,
            first: 0,
            standing,
            reason: null,
            won,
            score,
            fell_at,
            moves: 1,
            log: '{}',
          })),
        )
        .execute();
      expect(await migrateToLatest(db)).toEqual(Object.keys(MIGRATIONS).filter((name) => name >= '0011'));
      const [kept, recounted] = await keptAndRecounted(db);
      expect(kept).toEqual(recounted);
      expect(kept.map((r) => [r.standing, r.score, r.players])).toEqual(
        expect.arrayContaining([
          ['ranked', 5, 2],
          ['ranked', 12, 1],
          ['practice', 3, 1],
        ]),
      );
      expect(kept).toHaveLength(3);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
