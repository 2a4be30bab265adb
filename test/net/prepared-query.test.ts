// The queries built and compiled once (src/net/db/prepared-query.ts) on both databases (SQLite,
// and a PostgreSQL of the test's own when installed): run with values, each is the SQL and the
// parameters Kysely builds with those values (the daily submission's and the key proof's queries
// as they were written before, compared statement by statement), and gives the same rows.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proofQueries } from '../../src/net/accounts/proof-queries.js';
import { submitQueries } from '../../src/net/daily/daily-submit-queries.js';
import { type ServerDatabase, openDatabase, sqliteFileIn } from '../../src/net/db/database.js';
import { prepareQuery } from '../../src/net/db/prepared-query.js';
import type { Tables } from '../../src/net/db/schema.js';
import { type TestPostgres, hasPostgres, noPostgresWarning, startPostgres } from './postgres-helpers.js';

if (!hasPostgres) console.warn(noPostgresWarning('prepared-query.test.ts'));

const dialects: ('sqlite' | 'postgres')[] = ['sqlite', ...(hasPostgres ? (['postgres'] as const) : [])];

/** The allowance read as daily-results.ts built it per request before. */
const builtSentAndBanned = (db: Kysely<Tables>, accountId: string, game: string, day: string) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('daily_results')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId)
      .where('game', '=', game)
      .where('day', '=', day)
      .as('sent'),
    eb
      .exists(
        eb
          .selectFrom('bans')
          .innerJoin('account_keys', 'account_keys.fingerprint', 'bans.target')
          .select('bans.target')
          .where('bans.kind', '=', 'ranking')
          .where('account_keys.account_id', '=', accountId),
      )
      .as('banned'),
  ]);

const row = (id: string, accountId: string, o: { reason?: string | null; fellAt?: string | null } = {}) => ({
  id,
  game: 'regicide',
  day: '2026-12-03',
  accountId,
  submittedAt: 1_700_000_000_123,
  standing: 'ranked',
  reason: o.reason === undefined ? null : o.reason,
  won: 0,
  score: 7,
  fellAt: o.fellAt === undefined ? 'QS' : o.fellAt,
  moves: 41,
  log: '{"moves":[]}',
});

describe.each(dialects)('queries compiled once, on %s', (dialect) => {
  let database: ServerDatabase;
  let postgres: TestPostgres | undefined;
  let dir: string;
  let db: Kysely<Tables>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'prepared-query-'));
    if (dialect === 'postgres') postgres = await startPostgres();
    database = await openDatabase(postgres ? postgres.url : sqliteFileIn(dir));
    db = database.db;
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('are the SQL and parameters Kysely builds with the same values', () => {
    const daily = submitQueries(db);
    const proof = proofQueries(db);
    const same = (prepared: { sql: string; parameters: readonly unknown[] }, built: { sql: string; parameters: readonly unknown[] }) => {
      expect(prepared.sql).toBe(built.sql);
      expect(prepared.parameters).toEqual(built.parameters);
    };
    same(daily.sentAndBanned.withValues({ accountId: 'acc', game: 'regicide', day: '2026-12-03' }), builtSentAndBanned(db, 'acc', 'regicide', '2026-12-03').compile());
    const r = row('r1', 'acc', { reason: null, fellAt: null });
    // In the order daily-results.ts wrote the row's columns.
    const values = {
      game: r.game,
      day: r.day,
      account_id: r.accountId,
      submitted_at: r.submittedAt,
      standing: r.standing,
      reason: r.reason,
      won: r.won,
      score: r.score,
      fell_at: r.fellAt,
      moves: r.moves,
      log: r.log,
      id: r.id,
    };
    same(
      daily.insertFirst.withValues(r),
      db
        .insertInto('daily_results')
        .values({ ...values, first: 1 })
        .onConflict((oc) =>
          oc
            .columns(['game', 'day', 'account_id'])
            .where(sql<boolean>`first = 1`)
            .doNothing(),
        )
        .compile(),
    );
    same(
      daily.insertLater.withValues(r),
      db
        .insertInto('daily_results')
        .values({ ...values, first: 0 })
        .compile(),
    );
    same(
      proof.takeChallenge.withValues({ challenge: 'c', address: '127.0.0.1', now: 5 }),
      db.deleteFrom('login_challenges').where('challenge', '=', 'c').where('address', '=', '127.0.0.1').where('expires_at', '>', 5).compile(),
    );
    same(
      proof.keyStanding.withValues({ fingerprint: 'SHA256:x' }),
      db
        .selectNoFrom((eb) => [
          eb.exists(eb.selectFrom('bans').select('target').where('kind', '=', 'key').where('target', '=', 'SHA256:x')).as('banned'),
          eb.selectFrom('account_keys').select('account_id').where('fingerprint', '=', 'SHA256:x').as('account_id'),
        ])
        .compile(),
    );
    same(proof.accountOfKey.withValues({ fingerprint: 'SHA256:x' }), db.selectFrom('account_keys').select('account_id').where('fingerprint', '=', 'SHA256:x').compile());
  });

  it('give the rows the queries built per request give', async () => {
    const daily = submitQueries(db);
    const proof = proofQueries(db);
    await proof.newAccount.execute(db, { id: 'acc-1', createdAt: 1 });
    await proof.newKey.execute(db, { fingerprint: 'SHA256:one', accountId: 'acc-1', kind: 'ed25519', publicKey: 'pem', addedAt: 1 });
    expect(await proof.accountOfKey.first(db, { fingerprint: 'SHA256:one' })).toEqual({ account_id: 'acc-1' });
    expect(await proof.accountOfKey.first(db, { fingerprint: 'SHA256:none' })).toBeUndefined();

    // The first attempt once; a second "first" finds it there; a later game is kept with its nulls.
    expect(await daily.insertFirst.affected(db, row('r1', 'acc-1'))).toBe(1);
    expect(await daily.insertFirst.affected(db, row('r2', 'acc-1'))).toBe(0);
    await daily.insertLater.execute(db, { ...row('r3', 'acc-1', { reason: null, fellAt: null }), standing: 'apart' });
    const kept = await db.selectFrom('daily_results').select(['id', 'first', 'standing', 'reason', 'fell_at', 'submitted_at', 'score']).where('account_id', '=', 'acc-1').orderBy('id').execute();
    expect(kept).toEqual([
      { id: 'r1', first: 1, standing: 'ranked', reason: null, fell_at: 'QS', submitted_at: 1_700_000_000_123, score: 7 },
      { id: 'r3', first: 0, standing: 'apart', reason: null, fell_at: null, submitted_at: 1_700_000_000_123, score: 7 },
    ]);

    const both = async () => ({
      prepared: await daily.sentAndBanned.first(db, { accountId: 'acc-1', game: 'regicide', day: '2026-12-03' }),
      built: await builtSentAndBanned(db, 'acc-1', 'regicide', '2026-12-03').executeTakeFirst(),
    });
    const free = await both();
    expect(free.prepared).toEqual(free.built);
    expect(Number(free.prepared?.sent)).toBe(2);
    await db.insertInto('bans').values({ kind: 'ranking', target: 'SHA256:one', reason: 'test', at: 2 }).execute();
    // A ranking ban is no key ban.
    const standing = await proof.keyStanding.first(db, { fingerprint: 'SHA256:one' });
    expect([standing?.account_id, Number(standing?.banned)]).toEqual(['acc-1', 0]);
    await db.insertInto('bans').values({ kind: 'key', target: 'SHA256:two', reason: 'test', at: 2 }).execute();
    const unknown = await proof.keyStanding.first(db, { fingerprint: 'SHA256:two' });
    expect([unknown?.account_id, Number(unknown?.banned)]).toEqual([null, 1]);
    const banned = await both();
    expect(banned.prepared).toEqual(banned.built);
    expect(banned.prepared?.banned).not.toEqual(free.prepared?.banned);
  });

  it('take a challenge once, for its address, while it is fresh', async () => {
    const proof = proofQueries(db);
    await proof.giveChallenge.execute(db, { challenge: 'ch-1', address: '10.0.0.1', expiresAt: 100 });
    await proof.giveChallenge.execute(db, { challenge: 'ch-2', address: '10.0.0.1', expiresAt: 100 });
    expect(await proof.takeChallenge.affected(db, { challenge: 'ch-1', address: '10.0.0.2', now: 50 })).toBe(0);
    expect(await proof.takeChallenge.affected(db, { challenge: 'ch-1', address: '10.0.0.1', now: 50 })).toBe(1);
    expect(await proof.takeChallenge.affected(db, { challenge: 'ch-1', address: '10.0.0.1', now: 50 })).toBe(0);
    expect(await proof.takeChallenge.affected(db, { challenge: 'ch-2', address: '10.0.0.1', now: 100 })).toBe(0);
  });

  it('refuse a query whose slot is not among its parameters', () => {
    expect(() =>
      prepareQuery<'unused'>()((s) => {
        s.text('unused');
        return db.selectFrom('bans').select('target');
      }),
    ).toThrow(/unused/);
  });
});
