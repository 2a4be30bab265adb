// `serve --monitor`: Colyseus's monitor panel on the operator listener, behind the operator's
// password. Refused without it (raw HTTP, as an outsider would ask), and opened in a real browser —
// Debian's chromium, headless, driven by puppeteer-core (no browser is downloaded) — where it lists
// the table that is open. The page may not reach any other address (its web font is refused).
// Attacked as a stranger's page or a password guesser would: an action by GET, from another
// site's page, without an Origin, or naming a room method the panel does not need, changes
// nothing; wrong passwords soon get 429 with Retry-After, and then so does the right one.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { runBin } from '../cli/drive.js';
import { httpRequest } from './edge-helpers.js';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
if (!CHROMIUM) console.warn('test/net/monitor.test.ts: the browser test is skipped: no chromium binary (apt-get install -y chromium; .ci/run does this)');

const PASSWORD = 'correct horse battery';
const basic = (password: string): string => `Basic ${Buffer.from(`operator:${password}`).toString('base64')}`;
const AUTH = { Authorization: basic(PASSWORD) };

/** The panel's action call, as its own page builds it (a query string on /monitor/api/room/call). */
const actionPath = (roomId: string, method: string, args: unknown[] = [], path = '/monitor/api/room/call'): string =>
  `${path}?${new URLSearchParams({ roomId, method, args: JSON.stringify(args) }).toString()}`;

/** Polls until `done` (bounded), for a table that closes a moment after it was told to. */
async function eventually(what: string, done: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`no ${what} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the monitor panel', () => {
  let server: NetServer;
  let table: RemoteTable;
  const open = (): Promise<RemoteTable> => RemoteTable.create(parseServerAddress(`127.0.0.1:${server.port}`), { game: 'regicide', options: { players: 2, variants: [] }, botLevel: 'easy' });
  const listed = async (code: string): Promise<boolean> => JSON.stringify((await httpRequest(server.operatorPort!, 'GET', '/monitor/api', undefined, AUTH)).json).includes(code);
  beforeAll(async () => {
    server = await startNetServer({ port: 0, host: '127.0.0.1', operator: { host: '127.0.0.1', port: 0 }, monitorPassword: PASSWORD });
    table = await open();
  });
  afterAll(async () => {
    await table?.leave();
    await server?.close();
  });

  it('is refused without the password, or with a wrong one (its API too)', async () => {
    for (const path of ['/monitor/', '/monitor/api', `/monitor/api/room?roomId=${table.code}`]) {
      expect((await httpRequest(server.operatorPort!, 'GET', path)).status).toBe(401);
      expect((await httpRequest(server.operatorPort!, 'GET', path, undefined, { Authorization: basic('wrong password!') })).status).toBe(401);
    }
    const ok = await httpRequest(server.operatorPort!, 'GET', '/monitor/api', undefined, { Authorization: basic(PASSWORD) });
    expect(ok.status).toBe(200);
    expect(JSON.stringify(ok.json)).toContain(table.code);
    // The players' port knows nothing of it.
    expect((await httpRequest(server.port, 'GET', '/monitor/', undefined, { Authorization: basic(PASSWORD) })).status).toBe(404);
  });

  it('acts only on a POST from its own page (same Origin), and only as its buttons do', async () => {
    const port = server.operatorPort!;
    const self = `http://127.0.0.1:${port}`;
    const victim = await open();
    try {
      const close = actionPath(victim.code, 'disconnect');
      // By GET (an <img> or a link on any page would do), also spelled as Express would still route it.
      for (const path of [close, actionPath(victim.code, 'disconnect', [], '/monitor/api/room/call/'), actionPath(victim.code, 'disconnect', [], '/monitor/API/room/call')]) {
        const r = await httpRequest(port, 'GET', path, undefined, AUTH);
        expect(r.status, path).toBeGreaterThanOrEqual(400);
      }
      expect((await httpRequest(port, 'GET', close, undefined, AUTH)).headers.allow).toBe('POST');
      // By POST from another site's page, and with no Origin at all.
      expect((await httpRequest(port, 'POST', close, undefined, { ...AUTH, Origin: 'http://evil.example' })).status).toBe(403);
      expect((await httpRequest(port, 'POST', close, undefined, { ...AUTH, Origin: `http://127.0.0.1:${port + 1}` })).status).toBe(403);
      expect((await httpRequest(port, 'POST', close, undefined, AUTH)).status).toBe(403);
      // A room method the panel has no button for (a seat reserved behind the room's back), and another verb.
      expect((await httpRequest(port, 'POST', actionPath(victim.code, '_reserveSeat', ['x', {}]), undefined, { ...AUTH, Origin: self })).status).toBe(403);
      expect((await httpRequest(port, 'DELETE', '/monitor/api', undefined, AUTH)).status).toBe(405);
      await new Promise((r) => setTimeout(r, 300));
      expect(await listed(victim.code)).toBe(true);

      // The panel's own page may: the table closes.
      const done = await httpRequest(port, 'POST', close, undefined, { ...AUTH, Origin: self });
      expect(done.status).toBe(200);
      await eventually('closed table', async () => !(await listed(victim.code)));
    } finally {
      (victim as unknown as { leaving: boolean }).leaving = true;
      await victim.leave().catch(() => {});
    }
  });

  it('is off by default, and --monitor needs a listener and a long enough password', () => {
    const noListener = runBin('regicide', ['serve', '--monitor', '--port', '0', '--listen', '127.0.0.1']);
    expect(noListener.code).not.toBe(0);
    expect(noListener.stderr).toMatch(/--monitor needs --operator-listen/);
    const short = runBin('regicide', ['serve', '--monitor', '--operator-listen', '127.0.0.1:0', '--port', '0', '--listen', '127.0.0.1']);
    expect(short.stderr).toMatch(/at least 12 characters in REGICIDE_MONITOR_PASSWORD/);
    expect(short.stderr).not.toMatch(/\n\s+at /);
  });

  it.skipIf(!CHROMIUM)(
    'opens in headless chromium with the password and lists the open table; without it the browser gets 401',
    async () => {
      const { default: puppeteer } = await import('puppeteer-core');
      // Puppeteer's own limits (30 s for the launch and for each page load) are too short for a
      // loaded machine: the full run on two cores once spent all 30 s before the first page.
      const SLOW = 100_000;
      const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, timeout: SLOW, protocolTimeout: SLOW, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
      try {
        const url = `http://127.0.0.1:${server.operatorPort}/monitor/`;
        // Without credentials the browser is challenged and gets nothing (headless chromium gives up on the challenge).
        const refused = await browser.newPage();
        refused.setDefaultTimeout(SLOW);
        const answer = await refused.goto(url).then(
          (r) => String(r?.status()),
          (e: Error) => e.message,
        );
        expect(answer).toMatch(/^401$|ERR_INVALID_AUTH_CREDENTIALS/);
        expect(await refused.evaluate(() => document.body?.innerText ?? '')).not.toContain(table.code);

        const page = await browser.newPage();
        page.setDefaultTimeout(SLOW);
        await page.setRequestInterception(true);
        // Only this machine's operator listener: the panel's web font (fonts.googleapis.com) is not fetched.
        page.on('request', (r) => void (new URL(r.url()).hostname === '127.0.0.1' ? r.continue() : r.abort()));
        await page.authenticate({ username: 'operator', password: PASSWORD });
        expect((await page.goto(url))?.status()).toBe(200);
        // A loaded machine (the full run on two cores) took the panel more than 30 s to draw its list once.
        await page.waitForFunction((code: string) => document.body.innerText.includes(code), { timeout: 90_000 }, table.code);

        // Its buttons still act: the page's own call (as its bundle makes it, by GET) goes out as a POST with the page's Origin.
        const victim = await open();
        try {
          const answer = await page.evaluate(
            async (path: string) => {
              const r = await fetch(path);
              return { status: r.status, body: await r.text() };
            },
            actionPath(victim.code, 'disconnect'),
          );
          expect(answer.status, answer.body).toBe(200);
          await eventually('closed table', async () => !(await listed(victim.code)));
        } finally {
          (victim as unknown as { leaving: boolean }).leaving = true;
          await victim.leave().catch(() => {});
        }
      } finally {
        await browser.close();
      }
    },
    240_000,
  );

  // Last: it leaves 127.0.0.1 waiting.
  it('slows a password guesser to a trickle: 429 with Retry-After, and then even the right password waits', async () => {
    const port = server.operatorPort!;
    const statuses: number[] = [];
    let retryAfter = '';
    for (let i = 0; i < 30; i++) {
      const r = await httpRequest(port, 'GET', '/monitor/api', undefined, { Authorization: basic(`guess number ${i}`) });
      statuses.push(r.status);
      if (r.status === 429) retryAfter = String(r.headers['retry-after']);
    }
    // The earlier tests spent a few of the five a minute; after those, every guess is refused unread.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(15 * 60);
    const right = await httpRequest(port, 'GET', '/monitor/api', undefined, AUTH);
    expect(right.status).toBe(429);
    expect(right.body).not.toContain(table.code);
  });
});
