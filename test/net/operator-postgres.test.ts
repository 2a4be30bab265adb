// The bans and the account limits on PostgreSQL, as two processes see one database: two
// connections of their own, a ban written through one and heard by the other's list on its next
// read, a banned key refused by the other's accounts, and the claims counted over both (the
// counts come back from PostgreSQL as text: they must still compare as numbers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { AccountService, type ProvenKey } from '../../src/net/accounts/account-service.js';
import { acceptedKey } from '../../src/net/accounts/key-proof-check.js';
import { BanList, Bans } from '../../src/net/operator/bans.js';
import { type ServerDatabase, openDatabase } from '../../src/net/db/database.js';
import { fingerprintOf } from '../../src/net/accounts/key-proof.js';
import { type TestPostgres, hasPostgres, noPostgresWarning, startPostgres } from './postgres-helpers.js';

if (!hasPostgres) console.warn(noPostgresWarning('operator-postgres.test.ts'));

const newKey = (): ProvenKey => {
  const { publicKey } = generateKeyPairSync('ed25519');
  return { fingerprint: fingerprintOf(publicKey), kind: 'ed25519', publicKey: publicKey.export({ format: 'pem', type: 'spki' }) as string };
};

describe.runIf(hasPostgres)('bans and limits on one PostgreSQL, two connections', () => {
  let postgres: TestPostgres;
  let one: ServerDatabase;
  let two: ServerDatabase;

  beforeAll(async () => {
    postgres = await startPostgres();
    one = await openDatabase(postgres.url);
    two = await openDatabase(postgres.url);
  }, 60_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await postgres?.stop();
  });

  it('a ban written through one is heard by the other', async () => {
    const bans = new Bans(one.db);
    const list = new BanList(two.db);
    const accounts = new AccountService(two.db);
    const key = newKey();
    await list.refresh();
    expect(list.isAddressBanned('2001:db8:9:9::1')).toBe(false);
    expect(await acceptedKey(key, accounts)).toEqual(key);
    await bans.ban('address', '2001:db8:9:9::/64', 'test');
    await bans.ban('key', key.fingerprint, 'test');
    // Not before its next read: then at once.
    expect(list.isAddressBanned('2001:db8:9:9::1')).toBe(false);
    await list.refresh();
    expect(list.isAddressBanned('2001:db8:9:9:abcd::1')).toBe(true);
    expect(list.isKeyBanned(key.fingerprint)).toBe(true);
    expect(await acceptedKey(key, accounts)).toBeNull();
    expect(await bans.unban('key', key.fingerprint)).toBe(true);
    expect(await acceptedKey(key, accounts)).toEqual(key);
    expect((await bans.list()).map((b) => b.target)).toEqual(['2001:db8:9:9::/64']);
  });

  it('counts the claims of an address over both connections', async () => {
    const limits = { namesPerAddressPerDay: 2, nameChangesPerDay: 5 };
    const first = new AccountService(one.db, limits);
    const second = new AccountService(two.db, limits);
    const a = await first.accountFor(newKey());
    const b = await second.accountFor(newKey());
    const c = await first.accountFor(newKey());
    expect(await first.claimName(a.id, 'Pg One', '192.0.2.5')).toMatchObject({ ok: true });
    expect(await second.claimName(b.id, 'Pg Two', '192.0.2.5')).toMatchObject({ ok: true });
    expect(await first.claimName(c.id, 'Pg Three', '192.0.2.5')).toEqual({ ok: false, problem: 'addressNames' });
    expect(await second.claimName(c.id, 'Pg Three', '192.0.2.6')).toMatchObject({ ok: true });
  });

  it('refuses a key past the keys an account may hold', async () => {
    const accounts = new AccountService(one.db, { keysPerAccount: 1 });
    const owner = await accounts.accountFor(newKey());
    const { code } = await accounts.newLinkCode(owner.id);
    expect(await accounts.linkKey(newKey(), code)).toEqual({ ok: false, problem: 'tooManyKeys' });
    // The code was not used up by the refusal.
    const roomy = new AccountService(two.db, { keysPerAccount: 2 });
    expect(await roomy.linkKey(newKey(), code)).toMatchObject({ ok: true });
  });
});
