// The account service on both databases it runs on: SQLite (a file, as `serve` keeps it in its
// data folder) and a real PostgreSQL started for the test. Accounts are made on a key's first
// proof; names are unique as folded (case, NFKC) and printable; a link code adds a key once; a
// challenge is taken once; export shows it all and delete leaves no row of it in any table.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountService, type ProvenKey } from '../../src/net/accounts/account-service.js';
import { type ServerDatabase, openDatabase, sqliteFileIn } from '../../src/net/db/database.js';
import { MIGRATIONS } from '../../src/net/db/migrations.js';
import { fingerprintOf } from '../../src/net/accounts/key-proof.js';
import { PushService } from '../../src/net/push/push-service.js';
import { type TestPostgres, hasPostgres, noPostgresWarning, startPostgres } from './postgres-helpers.js';

if (!hasPostgres) console.warn(noPostgresWarning('account-service.test.ts'));

const newKey = (): ProvenKey => {
  const { publicKey } = generateKeyPairSync('ed25519');
  return { fingerprint: fingerprintOf(publicKey), kind: 'ed25519', publicKey: publicKey.export({ format: 'pem', type: 'spki' }) as string };
};

/** Every row of every table of the database (the migrator's own aside), as JSON text. */
async function everyRow(d: ServerDatabase): Promise<string> {
  const tables =
    d.dialect === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(d.db)).rows.map((r) => r.name)
      : (await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public'`.execute(d.db)).rows.map((r) => r.name);
  const own = tables.filter((t) => !t.startsWith('kysely_'));
  expect(own.length).toBeGreaterThanOrEqual(6);
  const rows = await Promise.all(own.map(async (t) => [t, (await sql`select * from ${sql.table(t)}`.execute(d.db)).rows]));
  return JSON.stringify(rows);
}

const dialects: ('sqlite' | 'postgres')[] = ['sqlite', ...(hasPostgres ? (['postgres'] as const) : [])];

describe.each(dialects)('accounts on %s', (dialect) => {
  let database: ServerDatabase;
  let postgres: TestPostgres | undefined;
  let dir: string;
  let clock = 1_800_000_000_000;
  let accounts: AccountService;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'accounts-'));
    postgres = dialect === 'postgres' ? await startPostgres() : undefined;
    database = await openDatabase(postgres ? postgres.url : sqliteFileIn(dir));
    accounts = new AccountService(database.db, { now: () => clock });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('brings a new database up to date once, and an up-to-date one not again', async () => {
    expect(database.dialect).toBe(dialect);
    // Every migration, in name order (each part adds its own after the accounts').
    expect(database.migrated).toEqual(Object.keys(MIGRATIONS).sort());
    expect(database.migrated).toContain('0001-accounts');
    const again = await openDatabase(postgres ? postgres.url : sqliteFileIn(dir));
    expect(again.migrated).toEqual([]);
    await again.close();
  });

  it('takes a key with its account in one read, and trusts that read once, for the act after the proof', async () => {
    const key = newKey();
    // No account yet: the act after the proof makes it.
    expect(await accounts.acceptsKey(key)).toBe(true);
    const made = await accounts.accountIdFor(key);
    expect(await accounts.accountOfKey(key.fingerprint)).toBe(made);
    // Known: the proof's read finds it, the act asks no second time and gets the same account.
    const again = { ...key };
    expect(await accounts.acceptsKey(again)).toBe(true);
    expect(await accounts.accountIdFor(again)).toBe(made);
    // Once only: the account deleted after the act, the same key object gets a new one.
    await accounts.deleteAccount(made);
    const anew = await accounts.accountIdFor(again);
    expect(anew).not.toBe(made);
    expect(await accounts.accountOfKey(key.fingerprint)).toBe(anew);
    // A proof that found no account, then another request made it: the act finds that one.
    const late = newKey();
    expect(await accounts.acceptsKey(late)).toBe(true);
    const other = await accounts.accountIdFor({ ...late });
    expect(await accounts.accountIdFor(late)).toBe(other);
    // A banned key is not taken.
    const banned = newKey();
    await database.db.insertInto('bans').values({ kind: 'key', target: banned.fingerprint, reason: 'test', at: clock }).execute();
    expect(await accounts.acceptsKey(banned)).toBe(false);
  });

  it("makes an account on a key's first proof and finds it on the next", async () => {
    const key = newKey();
    const first = await accounts.accountFor(key);
    expect(first).toMatchObject({ name: null, keys: [{ fingerprint: key.fingerprint, kind: 'ed25519' }] });
    expect(await accounts.accountFor(key)).toEqual(first);
    // Two first proofs of one key at once: one account.
    const racing = newKey();
    const [a, b] = await Promise.all([accounts.accountFor(racing), accounts.accountFor(racing)]);
    expect(a.id).toBe(b.id);
  });

  it('keeps names unique as folded: case, NFKC forms and invisible characters collide', async () => {
    const alice = await accounts.accountFor(newKey());
    const mallory = await accounts.accountFor(newKey());
    expect(await accounts.claimName(alice.id, 'Alice')).toEqual({ ok: true, name: 'Alice' });
    expect(await accounts.claimName(mallory.id, 'alice')).toEqual({ ok: false, problem: 'taken' });
    expect(await accounts.claimName(mallory.id, 'ＡＬＩＣＥ')).toEqual({ ok: false, problem: 'taken' }); // full-width: NFKC
    // Look-alikes: Cyrillic А and е, and a capital I for a small l, cannot pass for Alice.
    expect(await accounts.claimName(mallory.id, '\u0410lic\u0435')).toEqual({ ok: false, problem: 'taken' });
    expect(await accounts.claimName(mallory.id, 'AIice')).toEqual({ ok: false, problem: 'taken' });
    // One letter, three ways: composed, decomposed (A + ring above) and the Ångström sign.
    expect(await accounts.claimName(alice.id, 'Åsa')).toEqual({ ok: true, name: 'Åsa' });
    expect(await accounts.claimName(mallory.id, 'A\u030asa')).toEqual({ ok: false, problem: 'taken' });
    expect(await accounts.claimName(mallory.id, '\u212bSA')).toEqual({ ok: false, problem: 'taken' });
    // A ligature: NFKC turns ﬁ into fi.
    expect(await accounts.claimName(alice.id, 'Fiona')).toEqual({ ok: true, name: 'Fiona' });
    expect(await accounts.claimName(mallory.id, 'ﬁona')).toEqual({ ok: false, problem: 'taken' });
    // Each claim gave the name before up: "Alice" is free again, and her own name stays hers in any case.
    expect(await accounts.claimName(mallory.id, 'alice')).toEqual({ ok: true, name: 'alice' });
    expect(await accounts.claimName(alice.id, 'FIONA')).toEqual({ ok: true, name: 'FIONA' });
    expect((await accounts.summary(alice.id)).name).toBe('FIONA');
    expect(await accounts.holderOf('fiona')).toBe(alice.id);
  });

  it('refuses escape sequences, blank, too narrow and too wide names, and keeps the old name', async () => {
    const bob = await accounts.accountFor(newKey());
    expect(await accounts.claimName(bob.id, 'Bob')).toEqual({ ok: true, name: 'Bob' });
    for (const [name, problem] of [
      ['\u001b[31mBob2', 'notPrintable'],
      ['Bo\u009bb', 'notPrintable'],
      ['Bob\u202e', 'notPrintable'],
      ['B\u200bob3', 'notPrintable'],
      ['   ', 'blank'],
      ['', 'blank'],
      ['B', 'tooNarrow'],
      ['x'.repeat(21), 'tooWide'],
      ['王'.repeat(11), 'tooWide'],
      [' Bob4', 'spaces'],
      ['Bob  Four', 'spaces'],
      ['Bob\u00a0Five', 'spaces'],
      [42, 'notText'],
    ] as const) {
      expect(await accounts.claimName(bob.id, name), JSON.stringify(name)).toEqual({ ok: false, problem });
    }
    expect(await accounts.claimName(bob.id, '王'.repeat(10))).toEqual({ ok: true, name: '王'.repeat(10) });
    expect(await accounts.claimName(bob.id, 'x'.repeat(21))).toMatchObject({ ok: false });
    expect((await accounts.summary(bob.id)).name).toBe('王'.repeat(10));
  });

  it('takes a folding function, so a lookalike skeleton can be plugged in', async () => {
    const skeleton = (name: string): string => name.normalize('NFKC').toLowerCase().replace(/а/g, 'a').replace(/о/g, 'o');
    const strict = new AccountService(database.db, { now: () => clock, foldName: skeleton });
    const carol = await strict.accountFor(newKey());
    const eve = await strict.accountFor(newKey());
    expect(await strict.claimName(carol.id, 'Carol')).toEqual({ ok: true, name: 'Carol' });
    expect(await strict.claimName(eve.id, 'Cаrоl')).toEqual({ ok: false, problem: 'taken' }); // Cyrillic а and о
  });

  it('takes a challenge once, for the address it was given to, before it expires', async () => {
    await accounts.issueChallenge('c1', '10.0.0.1');
    expect(await accounts.takeChallenge('c1', '10.0.0.2')).toBe(false);
    expect(await accounts.takeChallenge('c1', '10.0.0.1')).toBe(true);
    expect(await accounts.takeChallenge('c1', '10.0.0.1')).toBe(false);
    await accounts.issueChallenge('c2', '10.0.0.1');
    clock += 61_000;
    expect(await accounts.takeChallenge('c2', '10.0.0.1')).toBe(false);
    // Two proofs racing with one challenge: one has it.
    await accounts.issueChallenge('c3', '10.0.0.1');
    expect((await Promise.all([accounts.takeChallenge('c3', '10.0.0.1'), accounts.takeChallenge('c3', '10.0.0.1')])).filter(Boolean)).toHaveLength(1);
  });

  it('links a second key with a one-time code, moving it from its own empty account', async () => {
    const phone = newKey();
    const laptop = newKey();
    const owner = await accounts.accountFor(phone);
    await accounts.claimName(owner.id, 'Dana');
    const empty = await accounts.accountFor(laptop);
    const { code } = await accounts.newLinkCode(owner.id);
    expect(code).toMatch(/^[2-9A-Z]{8}$/);
    const linked = await accounts.linkKey(laptop, `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`);
    expect(linked).toMatchObject({ ok: true, account: { id: owner.id, name: 'Dana' } });
    expect((await accounts.accountFor(laptop)).id).toBe(owner.id);
    expect(await everyRow(database)).not.toContain(empty.id);
    // Used up; a wrong one; an expired one; a key of an account that holds a name does not move.
    expect(await accounts.linkKey(newKey(), code)).toEqual({ ok: false, problem: 'noCode' });
    expect(await accounts.linkKey(newKey(), 'ZZZZZZZZ')).toEqual({ ok: false, problem: 'noCode' });
    const late = await accounts.newLinkCode(owner.id);
    clock += 11 * 60_000;
    expect(await accounts.linkKey(newKey(), late.code)).toEqual({ ok: false, problem: 'noCode' });
    const named = newKey();
    await accounts.claimName((await accounts.accountFor(named)).id, 'Erin');
    expect(await accounts.linkKey(named, (await accounts.newLinkCode(owner.id)).code)).toEqual({ ok: false, problem: 'keyHasAccount' });
  });

  it('exports everything of an account, and deleting it leaves no row of it in any table', async () => {
    const keys = [newKey(), newKey()];
    const account = await accounts.accountFor(keys[0]);
    await accounts.claimName(account.id, 'Frank');
    await accounts.linkKey(keys[1], (await accounts.newLinkCode(account.id)).code);
    await accounts.newLinkCode(account.id);
    await accounts.audit({ actor: 'operator', act: 'rename', accountId: account.id, detail: { from: 'Frankk', to: 'Frank' } });
    const other = await accounts.accountFor(newKey());
    await accounts.claimName(other.id, 'Grace');
    // The turn-based clocks' counts: a holiday taken, reminders sent.
    await database.db.insertInto('turn_holidays').values({ account_id: account.id, month: '2026-12', days_used: 3 }).execute();
    await database.db.insertInto('turn_reminders').values({ account_id: account.id, day: '2026-12-09', sent: 2 }).execute();
    // A push address and a push of its (issue 30): exported, and deleted with the account.
    const push = new PushService(database.db);
    await push.addAddress(account.id, { kind: 'webhook', url: 'https://hooks.example.org/frank-hook' }, false);
    await push.notify(account.id, { tag: 'turn', title: 'Your turn at table FRNK', body: '' });

    // A daily game it sent and a weekly event's table it sat at (the link codes above were made
    // after the event: making one must not touch the account's event seats).
    await database.db
      .insertInto('daily_results')
      .values({
        id: 'd1',
        game: 'regicide',
        day: '2026-12-02',
        account_id: account.id,
        submitted_at: 5,
        first: 1,
        standing: 'ranked',
        reason: null,
        won: 1,
        score: 12,
        fell_at: null,
        moves: 40,
        log: '{"game":"regicide","moves":["A"]}',
      })
      .execute();
    await database.db
      .insertInto('event_games')
      .values({
        key: 'EVNT',
        game: 'regicide',
        week: '2026-W49',
        players: 2,
        turn_based: 0,
        started_at: 7,
        ended_at: 9,
        standing: 'ranked',
        reason: null,
        won: 0,
        defeated: 8,
        jesters: 1,
        bots: 0,
        log: '{"seed":"sealed"}',
      })
      .execute();
    await database.db
      .insertInto('event_seats')
      .values([
        { game_key: 'EVNT', seat: 2, account_id: account.id, game: 'regicide', week: '2026-W49', players: 2, started_at: 7 },
        { game_key: 'EVNT', seat: 1, account_id: other.id, game: 'regicide', week: '2026-W49', players: 2, started_at: 7 },
      ])
      .execute();
    await accounts.newLinkCode(account.id);

    const exported = await accounts.exportAccount(account.id);
    expect(exported.daily).toEqual([
      { game: 'regicide', day: '2026-12-02', submittedAt: 5, first: true, standing: 'ranked', reason: null, won: true, score: 12, fellAt: null, moves: 40, log: { game: 'regicide', moves: ['A'] } },
    ]);
    // The event's result, not its log (the week's deal) nor the teammate.
    expect(exported.events).toEqual([
      { game: 'regicide', week: '2026-W49', players: 2, seat: 2, turnBased: false, startedAt: 7, endedAt: 9, standing: 'ranked', reason: null, won: false, defeated: 8, jesters: 1 },
    ]);
    expect(JSON.stringify(exported.events)).not.toContain(other.id);
    expect(exported).toMatchObject({ format: 'regicide-account-v1', id: account.id, name: 'Frank', linkCodes: [{}], audit: [{ act: 'rename', detail: { to: 'Frank' } }] });
    expect(exported).toMatchObject({ holidays: [{ month: '2026-12', daysUsed: 3 }], reminders: [{ day: '2026-12-09', sent: 2 }] });
    expect(exported.keys.map((k) => k.fingerprint).sort()).toEqual(keys.map((k) => k.fingerprint).sort());
    expect(exported.keys.map((k) => k.publicKey).sort()).toEqual(keys.map((k) => k.publicKey).sort());
    expect(exported.pushAddresses).toMatchObject([{ kind: 'webhook', url: 'https://hooks.example.org/frank-hook', digest: false }]);
    expect(exported.pushes.map((p) => (p.message as { title: string }).title)).toEqual([expect.stringMatching(/^Test: /), 'Your turn at table FRNK']);

    const before = await everyRow(database);
    for (const trace of [account.id, keys[0].fingerprint, keys[1].fingerprint, 'Frank', 'frank', 'frank-hook', 'FRNK']) expect(before).toContain(JSON.stringify(trace).slice(1, -1));
    await accounts.deleteAccount(account.id);
    const after = await everyRow(database);
    for (const trace of [account.id, keys[0].fingerprint, keys[1].fingerprint, 'Frank', 'frank', 'frank-hook', 'FRNK', ...keys.map((k) => k.publicKey.split('\n')[1])])
      expect(after).not.toContain(trace);
    // The others' rows are untouched, and the key makes a new, empty account on its next proof.
    expect(after).toContain(other.id);
    expect((await accounts.summary(other.id)).name).toBe('Grace');
    expect(await accounts.accountFor(keys[0])).toMatchObject({ name: null, keys: [{ fingerprint: keys[0].fingerprint }] });
  });
});
