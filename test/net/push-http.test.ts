// `regicide notify` and the `…/notify/*` routes as a player and a stranger use them, against a
// real server on loopback that allows a receiver on 127.0.0.1 (`--notify-allow 127.0.0.1`): the
// test message on registration, the list, a test, off, in two programs and two languages; the
// same receiver refused by a server that does not allow it; the per-account limit; a flood of
// registrations from one address refused before any is read.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { ROOT, binPath } from '../cli/drive.js';
import { startReceiver, type Receiver } from './push-helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'push-http-'));
let allowing: NetServer;
let strict: NetServer;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  for (const d of ['a', 'b']) mkdirSync(join(dir, d));
  allowing = await startNetServer({ port: 0, host: '127.0.0.1', database: sqliteFileIn(join(dir, 'a')), limits: { notifyAllow: ['127.0.0.1'], pushAddressesPerAccount: 2 } });
  strict = await startNetServer({ port: 0, host: '127.0.0.1', database: sqliteFileIn(join(dir, 'b')) });
});
afterAll(async () => {
  await allowing?.close();
  await strict?.close();
  await receiver?.close();
  rmSync(dir, { recursive: true, force: true });
});

const terminal = (name: string) => {
  const home = join(dir, name);
  return (args: string[], bin = 'regicide'): Promise<{ code: number; stdout: string; stderr: string }> =>
    new Promise((resolve) => {
      execFile(process.execPath, [binPath(bin), 'notify', ...args], { cwd: ROOT, env: { ...process.env, CI: 'true', XDG_DATA_HOME: home, LANG: 'C' }, timeout: 30_000 }, (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
};

describe('notify', () => {
  it('registers a webhook with a test message, lists it, tests it and turns pushes off', async () => {
    const run = terminal('player');
    const server = `127.0.0.1:${allowing.port}`;
    const hook = receiver.url('/hook/secret-token');
    const added = await run(['--server', server, hook]);
    expect(added).toMatchObject({ code: 0, stderr: '' });
    expect(added.stdout).toBe(`Pushes now go to http://127.0.0.1:${receiver.port}/…; a test message is on its way.\n`);
    const [test] = await receiver.waitFor(1);
    expect(test.path).toBe('/hook/secret-token');
    expect((JSON.parse(test.body) as { content: string }).content).toMatch(/^Test: /);

    const listed = await run(['--list'], 'thronfolge');
    expect(listed.stdout).toMatch(new RegExp(`^Push addresses on ${server} \\(1\\):\\n  [0-9a-f]{24}  http://127\\.0\\.0\\.1:${receiver.port}/…\\n$`));
    expect(listed.stdout).not.toContain('secret-token');
    expect((await run(['--test', '--lang', 'de'])).stdout).toBe('Eine Testnachricht ist unterwegs an 1 Adresse.\n');
    await receiver.waitFor(2);
    const ntfy = await run([`ntfy:${receiver.url('/my_topic')}`, '--digest', '--lang', 'nb']);
    expect(ntfy.stdout).toBe(`Varsler går nå til ntfy:http://127.0.0.1:${receiver.port}/my_topic, som ett sammendrag om dagen (18:00 UTC); en testmelding er på vei.\n`);
    // The limit of this server is two addresses.
    const third = await run([receiver.url('/third')]);
    expect(third).toMatchObject({ code: 2, stderr: 'regicide: You hold as many push addresses as this server allows; remove one first (--list, --remove ID).\n' });
    expect((await run(['--off', '--lang', 'fr'])).stdout).toBe('Notifications coupées\u00a0: 2 adresses supprimées.\n');
    expect((await run(['--list'])).stdout).toBe(`No push addresses on ${server}. Add one: regicide notify ntfy:TOPIC (or a webhook URL).\n`);
    const bad = await run(['gopher://127.0.0.1/x']);
    expect(bad).toMatchObject({ code: 2, stderr: 'regicide: A push address is an ntfy topic (ntfy:TOPIC, letters, digits, _ and -) or an https:// webhook URL.\n' });
  });

  it('refuses a loopback receiver on a server that does not allow it, and sends it nothing', async () => {
    const before = receiver.received.length;
    const run = terminal('stranger');
    for (const address of [receiver.url('/inside'), `http://[::ffff:127.0.0.1]:${receiver.port}/inside`, `ntfy:http://localhost:${receiver.port}/topic`]) {
      const refused = await run(['--server', `127.0.0.1:${strict.port}`, address]);
      expect(refused, address).toMatchObject({ code: 2, stderr: 'regicide: That address points into a private network; this server does not send there.\n' });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.length).toBe(before);
  });

  it('refuses a flood of registrations from one address before reading them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const response = await fetch(`http://127.0.0.1:${strict.port}/notify/add`, { method: 'POST', body: JSON.stringify({ url: 'https://example.org/x' }) });
      statuses.push(response.status);
      await response.text();
    }
    // Ten an hour from this address (the test before used three; with no proof each is refused as such), then 429 without a look.
    const taken = statuses.indexOf(429);
    expect(taken).toBeGreaterThanOrEqual(7);
    expect(taken).toBeLessThanOrEqual(10);
    expect(statuses).toEqual([...Array<number>(taken).fill(401), ...Array<number>(14 - taken).fill(429)]);
  });
});
