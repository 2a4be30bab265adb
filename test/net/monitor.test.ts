// `serve --monitor`: Colyseus's monitor panel on the operator listener, behind the operator's
// password. Refused without it (raw HTTP, as an outsider would ask), and opened in a real browser —
// Debian's chromium, headless, driven by puppeteer-core (no browser is downloaded) — where it lists
// the table that is open. The page may not reach any other address (its web font is refused).
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/address.js';
import { RemoteTable } from '../../src/net/remote-table.js';
import { type NetServer, startNetServer } from '../../src/net/server.js';
import { runBin } from '../cli/drive.js';
import { httpRequest } from './edge-helpers.js';

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
if (!CHROMIUM) console.warn('test/net/monitor.test.ts: the browser test is skipped: no chromium binary (apt-get install -y chromium; .ci/run does this)');

const PASSWORD = 'correct horse battery';
const basic = (password: string): string => `Basic ${Buffer.from(`operator:${password}`).toString('base64')}`;

describe('the monitor panel', () => {
  let server: NetServer;
  let table: RemoteTable;
  beforeAll(async () => {
    server = await startNetServer({ port: 0, host: '127.0.0.1', operator: { host: '127.0.0.1', port: 0 }, monitorPassword: PASSWORD });
    table = await RemoteTable.create(parseServerAddress(`127.0.0.1:${server.port}`), { game: 'regicide', options: { players: 2, variants: [] }, botLevel: 'easy' });
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

  it('is off by default, and --monitor needs a listener and a long enough password', () => {
    const noListener = runBin('regicide', ['serve', '--monitor', '--port', '0', '--listen', '127.0.0.1']);
    expect(noListener.code).not.toBe(0);
    expect(noListener.stderr).toMatch(/--monitor needs --operator-listen/);
    const short = runBin('regicide', ['serve', '--monitor', '--operator-listen', '127.0.0.1:0', '--port', '0', '--listen', '127.0.0.1']);
    expect(short.stderr).toMatch(/at least 12 characters in REGICIDE_MONITOR_PASSWORD/);
    expect(short.stderr).not.toMatch(/\n\s+at /);
  });

  it.skipIf(!CHROMIUM)('opens in headless chromium with the password and lists the open table; without it the browser gets 401', async () => {
    const { default: puppeteer } = await import('puppeteer-core');
    const browser = await puppeteer.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
    try {
      const url = `http://127.0.0.1:${server.operatorPort}/monitor/`;
      // Without credentials the browser is challenged and gets nothing (headless chromium gives up on the challenge).
      const refused = await browser.newPage();
      const answer = await refused.goto(url).then((r) => String(r?.status()), (e: Error) => e.message);
      expect(answer).toMatch(/^401$|ERR_INVALID_AUTH_CREDENTIALS/);
      expect(await refused.evaluate(() => document.body?.innerText ?? '')).not.toContain(table.code);

      const page = await browser.newPage();
      await page.setRequestInterception(true);
      // Only this machine's operator listener: the panel's web font (fonts.googleapis.com) is not fetched.
      page.on('request', (r) => void (new URL(r.url()).hostname === '127.0.0.1' ? r.continue() : r.abort()));
      await page.authenticate({ username: 'operator', password: PASSWORD });
      expect((await page.goto(url))?.status()).toBe(200);
      await page.waitForFunction((code: string) => document.body.innerText.includes(code), { timeout: 30_000 }, table.code);
    } finally {
      await browser.close();
    }
  });
});
