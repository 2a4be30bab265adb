// A hostile server's answer to `regicide event`: a week whose bounds are numbers no date holds is
// refused in one clear line (a UsageError), never a RangeError's stack from `new Date(x)`.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UsageError } from '../../src/cli/program/errors.js';
import { eventWeek } from '../../src/cli/event/event-action.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { clientKey } from '../../src/net/accounts/client-key.js';
import { askEventWeek, weekOf } from '../../src/net/events/event-client.js';
import { weekBounds } from '../../src/net/events/event-week.js';

const dir = mkdtempSync(join(tmpdir(), 'event-client-hostile-'));
let end = 0;
let server: Server;
let port = 0;

const bounds = weekBounds('2026-W49')!;
const honestWeek = () => ({ game: 'regicide', week: '2026-W49', ...bounds, maxScore: 12, over: false, deals: [], teams: [] });

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    if ((req.url ?? '').endsWith('/account/challenge')) return res.end(JSON.stringify({ challenge: 'c'.repeat(43) }));
    res.end(JSON.stringify({ week: { ...honestWeek(), end } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  vi.stubEnv('XDG_DATA_HOME', dir);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("a hostile server's week", () => {
  it('with bounds no date holds is no week', () => {
    expect(weekOf({ week: honestWeek() })).not.toBeNull();
    for (const bad of [8.64e15 + 1, -8.64e15 - 1, 1e300]) {
      expect(weekOf({ week: { ...honestWeek(), end: bad } })).toBeNull();
      expect(weekOf({ week: { ...honestWeek(), start: bad } })).toBeNull();
    }
  });

  it('gets `regicide event` one clear line, not a stack trace', async () => {
    const address = parseServerAddress(`127.0.0.1:${port}`);
    end = 1e300;
    expect(await askEventWeek(address, clientKey(join(dir, 'key')), 'regicide')).toMatchObject({ ok: false, code: 'unknown' });
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      await expect(eventWeek('regicide', { server: `127.0.0.1:${port}`, lang: 'en' })).rejects.toThrow(UsageError);
      await expect(eventWeek('regicide', { server: `127.0.0.1:${port}`, lang: 'en' })).rejects.toThrow(/^The server refused/);
      end = bounds.end;
      expect(await eventWeek('regicide', { server: `127.0.0.1:${port}`, lang: 'en' })).toBe(0);
      expect(String(write.mock.calls.at(-1)?.[0])).toContain('2026-12-07 00:00 UTC');
    } finally {
      write.mockRestore();
    }
  });
});
