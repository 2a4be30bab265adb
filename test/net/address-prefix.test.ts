// Per-address limits count an IPv6 /64 as one address: a host is usually given a whole /64 and may
// pick any address in it, so a stranger rotating through its own /64 would otherwise count as a new
// client each time. IPv4, also written as IPv6 (`::ffff:…`), is counted by the plain address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey } from '../../src/net/http/address-prefix.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { createBody, from, postJson } from './edge-helpers.js';

describe('addressKey', () => {
  it('maps an IPv6 address to its /64, written in the canonical short form', () => {
    expect(addressKey('2001:db8:1:2:a:b:c:d')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0000:0000:ffff::1')).toBe('2001:db8::/64');
    expect(addressKey('2001:db8:0:1::')).toBe('2001:db8:0:1::/64');
    expect(addressKey('1:0:0:1::9')).toBe('1:0:0:1::/64');
    expect(addressKey('::1')).toBe('::/64');
    expect(addressKey('::')).toBe('::/64');
    expect(addressKey('1:2:3:4:5:6:7:8')).toBe('1:2:3:4::/64');
  });
  it('drops a zone id, and reads a dotted IPv4 tail', () => {
    expect(addressKey('fe80::1%eth0')).toBe('fe80::/64');
    expect(addressKey('fe80::1%eth0')).toBe(addressKey('fe80::2%wlan0'));
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b::/64');
  });
  it('maps IPv4 and IPv4-mapped IPv6 to the plain IPv4 address', () => {
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(addressKey('0:0:0:0:0:ffff:7f00:1')).toBe('127.0.0.1');
  });
  it('leaves what is not an address as it is', () => {
    for (const text of ['unknown', '', '1::2::3', '2001:db8::g', '1.2.3']) expect(addressKey(text)).toBe(text);
  });
});

describe('an IPv6 client rotating through its /64', () => {
  let server: NetServer;
  beforeAll(async () => {
    server = await startNetServer({ port: 0, host: '127.0.0.1', botDelayMs: 0, limits: { trustProxy: ['127.0.0.1'], tablesPerMinutePerAddress: 3, codeGuessesPerMinutePerAddress: 3 } });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is one address for the table quota; another /64 is not affected', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push((await postJson(server.port, '/matchmake/create/table', createBody(), from(`2001:db8:aa:1::${i.toString(16)}`))).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await postJson(server.port, '/matchmake/create/table', createBody(), from('2001:db8:aa:2::1'))).status).toBe(200);
  });

  it('is one address for code guesses', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push((await postJson(server.port, `/matchmake/joinById/ZZZZ-ZZZ${i + 1}`, {}, from(`2001:db8:bb:1:${i}::1`))).status);
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });
});
