// What an address ban names and what it catches: an address as the per-address limits count it
// (an IPv6 /64, an IPv4-mapped address as its IPv4 address), a range with its host bits cleared,
// and nothing that is not an address.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BanList, Bans, addressBanTarget, isFingerprint } from '../../src/net/operator/bans.js';
import { type ServerDatabase, openDatabase, sqliteFileIn } from '../../src/net/db/database.js';

describe('an address ban names', () => {
  it('an address as the limits count it, a range by its network, and nothing else', () => {
    expect(addressBanTarget('198.51.100.7')).toBe('198.51.100.7');
    expect(addressBanTarget('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressBanTarget('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressBanTarget('2001:db8:1:2:3::/96')).toBe('2001:db8:1:2::/64');
    expect(addressBanTarget('2001:db8:1:2:3::1/48')).toBe('2001:db8:1::/48');
    expect(addressBanTarget('198.51.100.77/24')).toBe('198.51.100.0/24');
    expect(addressBanTarget('10.200.3.4/9')).toBe('10.128.0.0/9');
    expect(addressBanTarget('198.51.100.7/32')).toBe('198.51.100.7');
    for (const bad of ['', 'example.org', '198.51.100.300', '198.51.100.0/33', '2001:db8::/129', '1.2.3.4/8/8', 42, null]) expect(addressBanTarget(bad)).toBeNull();
  });

  it('a key by its OpenSSH fingerprint only', () => {
    expect(isFingerprint(`SHA256:${'A'.repeat(43)}`)).toBe(true);
    expect(isFingerprint(`SHA256:${'A'.repeat(42)}`)).toBe(false);
    expect(isFingerprint(`MD5:${'A'.repeat(43)}`)).toBe(false);
  });
});

describe('the bans a process holds', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bans-'));
  let database: ServerDatabase;
  beforeAll(async () => {
    database = await openDatabase(sqliteFileIn(dir));
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('catch an address however the socket writes it, its /64 and its range', async () => {
    const bans = new Bans(database.db);
    const list = new BanList(database.db);
    await bans.ban('address', addressBanTarget('198.51.100.7')!, 'one');
    await bans.ban('address', addressBanTarget('2001:db8:7:7::1')!, 'a host');
    await bans.ban('address', addressBanTarget('203.0.113.0/25')!, 'a range');
    await list.refresh();
    expect(list.isAddressBanned('198.51.100.7')).toBe(true);
    expect(list.isAddressBanned('::ffff:198.51.100.7')).toBe(true);
    expect(list.isAddressBanned('198.51.100.8')).toBe(false);
    expect(list.isAddressBanned('2001:db8:7:7:ffff:ffff:ffff:ffff')).toBe(true);
    expect(list.isAddressBanned('2001:db8:7:8::1')).toBe(false);
    expect(list.isAddressBanned('203.0.113.127')).toBe(true);
    expect(list.isAddressBanned('203.0.113.128')).toBe(false);
    expect(list.isAddressBanned('unknown')).toBe(false);
    // Banned again: one ban, with the newer reason.
    await bans.ban('address', '198.51.100.7', 'again');
    expect((await bans.list()).filter((b) => b.target === '198.51.100.7').map((b) => b.reason)).toEqual(['again']);
  });

  it('walk the open connections after a read that changed them, not after every read', async () => {
    const bans = new Bans(database.db);
    const list = new BanList(database.db);
    let sweeps = 0;
    list.onRead(() => {
      sweeps++;
    });
    await list.refresh();
    const first = sweeps;
    // The same bans read again (as the timer does every few seconds): nothing is walked.
    await list.refresh();
    await list.refresh();
    expect(sweeps).toBe(first);
    // A new ban is swept for once, and not again on the next reads.
    await bans.ban('key', `SHA256:${'B'.repeat(43)}`, 'a key');
    await list.refresh();
    expect(sweeps).toBe(first + 1);
    expect(list.isBanned({ key: `SHA256:${'B'.repeat(43)}` })).toBe(true);
    await list.refresh();
    expect(sweeps).toBe(first + 1);
    // A key kept out of the rankings only closes nothing: no walk.
    await bans.ban('ranking', `SHA256:${'C'.repeat(43)}`, 'rankings');
    await list.refresh();
    expect(sweeps).toBe(first + 1);
    // A lifted ban changes the list too.
    await bans.unban('key', `SHA256:${'B'.repeat(43)}`);
    await list.refresh();
    expect(sweeps).toBe(first + 2);
    expect(list.isBanned({ key: `SHA256:${'B'.repeat(43)}` })).toBe(false);
  });

  it('free an address again once its last address ban is lifted, with key bans still held', async () => {
    const dir2 = mkdtempSync(join(tmpdir(), 'bans-lifted-'));
    const own = await openDatabase(sqliteFileIn(dir2));
    try {
      const bans = new Bans(own.db);
      const list = new BanList(own.db);
      await bans.ban('key', `SHA256:${'D'.repeat(43)}`, 'a key');
      await list.refresh();
      expect(list.isAddressBanned('192.0.2.9')).toBe(false);
      await bans.ban('address', '192.0.2.9', 'one');
      await list.refresh();
      expect(list.isAddressBanned('192.0.2.9')).toBe(true);
      await bans.unban('address', '192.0.2.9');
      await list.refresh();
      expect(list.isAddressBanned('192.0.2.9')).toBe(false);
      expect(list.isBanned({ key: `SHA256:${'D'.repeat(43)}` })).toBe(true);
    } finally {
      await own.close();
      rmSync(dir2, { recursive: true, force: true });
    }
  });
});
