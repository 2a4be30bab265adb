// What a quick match opens is a live public table, and its create options are checked as any
// create's before anything is planned or opened: a guest's quick match cannot open a turn-based
// table (accounts only, within their limit) or a team event's table, at a server that keeps both.
// A file of its own: Colyseus's matchmaker is one per process, so one server runs at a time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { createBody, from, postJson } from './edge-helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'quick-create-'));
let server: NetServer;
beforeAll(async () => {
  server = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: join(dir, 'data'), database: sqliteFileIn(join(dir, 'data')), botDelayMs: 0 });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const quick = (create: Record<string, unknown>, ip: string) =>
  postJson(server.port, '/lobby/quick', { game: 'regicide', seats: 2, create: createBody({ options: { players: 2, variants: [] }, ...create }) }, from(ip));

describe('a quick match’s create options', () => {
  it('open no turn-based table and no event table: refused in one line before anything is opened', async () => {
    const turn = await quick({ turnBased: { moveHours: 24 } }, '10.0.9.1');
    expect(turn.status).toBe(400);
    expect(turn.json).toMatchObject({ code: 'badRequest' });
    expect((turn.json as { params: { reason: string } }).params.reason).toBe('create.turnBased: a quick match opens a live table, never a turn-based one');
    const event = await quick({ event: true }, '10.0.9.2');
    expect(event.status).toBe(400);
    expect((event.json as { params: { reason: string } }).params.reason).toBe('create.event: a quick match opens no team event table');
  });

  it('that any create refuses are refused as a create’s (a language it does not know)', async () => {
    const r = await quick({ lang: 'xx' }, '10.0.9.3');
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ code: 'badCreate' });
  });

  it('that are sound open a live public table, its creator its host', async () => {
    const r = await quick({}, '10.0.9.4');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ host: true });
  });
});
