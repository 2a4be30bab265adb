// The push guard as an outsider would attack it: addresses that point inside the server's
// network in every spelling, a name that resolves to a public and a private address, and a name
// whose DNS answer changes between the check and the connection (rebinding). Every receiver
// listens on loopback; a test that needs a "public" address names one of them public.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { checkHost, isPublicAddress, parseTarget } from '../../src/net/push/push-address.js';
import { deliver } from '../../src/net/push/push-deliver.js';
import { pushRequest } from '../../src/net/push/push-format.js';
import { startReceiver, type Receiver } from './push-helpers.js';

const NOT_PUBLIC = [
  '127.0.0.1',
  '127.255.255.254',
  '10.1.2.3',
  '172.16.0.1',
  '172.31.255.255',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '100.127.255.255',
  '0.0.0.0',
  '224.0.0.1',
  '239.255.255.250',
  '255.255.255.255',
  '240.0.0.1',
  '198.18.0.1',
  '192.0.2.1',
  '::',
  '::1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:10.0.0.1',
  '::ffff:169.254.169.254',
  '::127.0.0.1',
  '64:ff9b::a00:1',
  '64:ff9b::7f00:1',
  '2002:7f00:1::',
  '2002:c0a8:101::1',
  'fc00::1',
  'fd12:3456::1',
  'fe80::1',
  'fe80::1%eth0',
  'febf::1',
  'ff02::1',
  'ff0e::1',
  '2001::1',
  '2001:db8::1',
  '100::1',
];
const PUBLIC = ['93.184.216.34', '8.8.8.8', '1.1.1.1', '100.128.0.1', '172.32.0.1', '2606:4700::1111', '2a00:1450:4001::1', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'];

describe('which addresses are public', () => {
  it('refuses private, loopback, link-local, unique-local, CGNAT, multicast, unspecified and mapped forms', () => {
    for (const address of NOT_PUBLIC) expect(isPublicAddress(address), address).toBe(false);
  });
  it('takes public addresses, IPv4 and IPv6', () => {
    for (const address of PUBLIC) expect(isPublicAddress(address), address).toBe(true);
  });
  it('takes only http and https URLs, an ntfy topic, nothing with credentials', () => {
    expect(parseTarget({ ntfy: 'my-topic_1' })).toEqual({ ok: true, kind: 'ntfy', url: 'https://ntfy.sh/my-topic_1' });
    expect(parseTarget({ ntfy: 'https://ntfy.example.org/mine' })).toEqual({ ok: true, kind: 'ntfy', url: 'https://ntfy.example.org/mine' });
    expect(parseTarget({ url: 'https://discord.com/api/webhooks/1/abc' })).toMatchObject({ ok: true, kind: 'webhook' });
    for (const url of [
      'file:///etc/passwd',
      'gopher://127.0.0.1:6379/_x',
      'ftp://example.org/',
      'https://user:pw@example.org/',
      'javascript:alert(1)',
      'not a url',
      `https://example.org/${'a'.repeat(600)}`,
    ])
      expect(parseTarget({ url }).ok, url).toBe(false);
    expect(parseTarget({ ntfy: 'no spaces' }).ok).toBe(false);
  });
});

describe('the guard before a connection', () => {
  const servers: Server[] = [];
  let receiver: Receiver | undefined;
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
    for (const s of servers.splice(0)) await new Promise((resolve) => s.close(resolve));
  });

  it('refuses a loopback receiver unless its host is allowed', async () => {
    receiver = await startReceiver();
    const push = pushRequest('webhook', { tag: 'test', title: 'hello', body: '' });
    expect(await deliver(receiver.url(), push, {})).toEqual({ ok: false, why: 'privateAddress' });
    expect(await deliver(receiver.url().replace('127.0.0.1', '[::ffff:127.0.0.1]'), push, {})).toEqual({ ok: false, why: 'privateAddress' });
    // The decimal spelling of 127.0.0.1: the URL parser reads it as the address it is.
    expect(await deliver(receiver.url().replace('127.0.0.1', '2130706433'), push, {})).toEqual({ ok: false, why: 'privateAddress' });
    expect(receiver.received).toHaveLength(0);
    expect(await deliver(receiver.url(), push, { allow: ['127.0.0.1'] })).toEqual({ ok: true, status: 200 });
    expect(receiver.received).toHaveLength(1);
  });

  it('refuses a name with one private address among public ones', async () => {
    const resolve = () =>
      Promise.resolve([
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ]);
    expect(await checkHost('hooks.example.org', { resolve })).toEqual({ ok: false, problem: 'privateAddress' });
    expect(await checkHost('nothing.invalid', { resolve: () => Promise.reject(new Error('ENOTFOUND')) })).toEqual({ ok: false, problem: 'unresolved' });
  });

  it('connects to the address it checked, not to a second DNS answer (rebinding)', async () => {
    // "Public": a receiver on 127.0.0.1. "Private": one on 127.0.0.2, the same port, which must hear nothing.
    receiver = await startReceiver();
    const inside: string[] = [];
    const privateOne = createServer((req, res) => (inside.push(req.url ?? ''), res.end()));
    servers.push(privateOne);
    await new Promise<void>((resolve) => privateOne.listen(receiver!.port, '127.0.0.2', resolve));
    expect((privateOne.address() as AddressInfo).port).toBe(receiver.port);
    let asked = 0;
    const resolve = () => Promise.resolve([{ address: asked++ === 0 ? '127.0.0.1' : '127.0.0.2', family: 4 }]);
    const isPublic = (address: string): boolean => address === '127.0.0.1';
    const push = pushRequest('webhook', { tag: 'test', title: 'hello', body: '' });
    for (let i = 0; i < 3; i++) {
      asked = 0;
      expect(await deliver(`http://rebind.test:${receiver.port}/hook`, push, { resolve, isPublic })).toEqual({ ok: true, status: 200 });
    }
    expect(receiver.received).toHaveLength(3);
    expect(inside).toEqual([]);
    // Asked once per push: the connection never asked the DNS again.
    expect(asked).toBe(1);
    // And when the first answer is the private one, nothing is sent at all.
    expect(await deliver(`http://rebind.test:${receiver.port}/hook`, push, { resolve: () => Promise.resolve([{ address: '127.0.0.2', family: 4 }]), isPublic })).toEqual({
      ok: false,
      why: 'privateAddress',
    });
    expect(inside).toEqual([]);
  });

  it('follows no redirect', async () => {
    const redirecting = createServer((_req, res) => res.writeHead(302, { Location: 'http://127.0.0.2/' }).end());
    servers.push(redirecting);
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const port = (redirecting.address() as AddressInfo).port;
    const push = pushRequest('webhook', { tag: 'test', title: 'hello', body: '' });
    expect(await deliver(`http://127.0.0.1:${port}/`, push, { allow: ['127.0.0.1'] })).toEqual({ ok: false, why: 'HTTP 302' });
  });
});
