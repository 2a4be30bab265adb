// Two `serve` processes on one PostgreSQL (no Redis) racing to restore one parked turn-based
// table (issue 30): a player's join reaches each at the same moment; the table's lease (one
// conditional UPDATE) lets exactly one restore it, and the other answers "moving". One room only.
// Runs the built program (npm run build first).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { proofOf } from '../../src/net/accounts/account-client.js';
import { type ClientKey, clientKey } from '../../src/net/accounts/client-key.js';
import { type ServerDatabase, openDatabase } from '../../src/net/db/database.js';
import { ROOT, binPath } from '../cli/drive.js';
import { type RawResponse, postJson } from './edge-helpers.js';
import { freePort } from './net-helpers.js';
import { type TestPostgres, hasPostgres, noPostgresWarning, startPostgres } from './postgres-helpers.js';
import { isRawClient, rawConnect, rawJoin } from './raw-client.js';

if (!hasPostgres) console.warn(noPostgresWarning('turn-postgres.test.ts'));

const dir = mkdtempSync(join(tmpdir(), 'turn-postgres-'));
const keyIn = (name: string): ClientKey => clientKey(join(dir, 'keys', name));

interface Serve {
  port: number;
  events: Record<string, unknown>[];
  child: ChildProcess;
}

/** A `serve` process on the database, listening on loopback; resolves once it listens. */
async function serve(database: string, name: string): Promise<Serve> {
  const port = await freePort();
  const args = ['serve', '--port', String(port), '--listen', '127.0.0.1', '--database', database, '--data', join(dir, name), '--bot-delay', '0', '--min-bot-delay', '0'];
  const child = spawn(process.execPath, [binPath('regicide'), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const events: Record<string, unknown>[] = [];
  let buffer = '';
  let err = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (d: string) => (err += d));
  child.stdout.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not listen: ${err}`)), 30_000);
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${err}`)));
    child.stdout.on('data', (d: string) => {
      buffer += d;
      for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 1);
        try {
          const e = JSON.parse(line) as Record<string, unknown>;
          events.push(e);
          if (e.event === 'listening') {
            clearTimeout(timer);
            resolve();
          }
        } catch {
          // Not an event line.
        }
      }
    });
  });
  return { port, events, child };
}

type Answer = { code?: string; challenge?: string; room?: { roomId: string; processId: string }; sessionId?: string };
const answer = (r: RawResponse): Answer => r.json as Answer;

const proofFor = async (port: number, key: ClientKey): Promise<unknown> => {
  const challenge = answer(await postJson(port, '/account/challenge', {})).challenge ?? '';
  return proofOf(parseServerAddress(`127.0.0.1:${port}`), key, challenge);
};

describe.runIf(hasPostgres)('two processes on one PostgreSQL', () => {
  let postgres: TestPostgres;
  let db: ServerDatabase;
  const processes: Serve[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
    processes.push(await serve(postgres.url, 'a'));
    processes.push(await serve(postgres.url, 'b'));
    db = await openDatabase(postgres.url);
  }, 90_000);
  afterAll(async () => {
    for (const p of processes) p.child.kill('SIGKILL');
    await db?.close();
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const holder = async (code: string): Promise<string | null | undefined> => (await db.db.selectFrom('turn_tables').select('holder').where('code', '=', code).executeTakeFirst())?.holder;

  async function released(code: string): Promise<void> {
    for (let i = 0; i < 200 && (await holder(code)) !== null; i++) await new Promise((r) => setTimeout(r, 25));
    expect(await holder(code)).toBeNull();
  }

  it('lets exactly one of them restore a parked table', async () => {
    const [a, b] = processes;
    const ada = keyIn('ada');
    const bo = keyIn('bo');
    const created = await postJson(a.port, '/matchmake/create/table', {
      game: 'regicide',
      options: { players: 2 },
      hostKey: 'h'.repeat(24),
      turnBased: { moveHours: 24 },
      proof: await proofFor(a.port, ada),
    });
    expect(created.status).toBe(200);
    const reservation = answer(created) as { room: { roomId: string; processId: string }; sessionId: string };
    const code = reservation.room.roomId;
    const host = await rawConnect(a.port, reservation);
    await host.until((f) => f.type === 'turn', 'the turn message');
    host.close();
    await released(code);
    // Bo joins through the other process: it restores the table there.
    const second = await rawJoin(b.port, code, { proof: await proofFor(b.port, bo) });
    if (!isRawClient(second)) throw new Error(`join refused: ${second.body}`);
    await second.until((f) => f.type === 'update', 'the start');
    second.close();
    await released(code);

    // Both come back at once, each through its own process.
    const [proofA, proofB] = await Promise.all([proofFor(a.port, ada), proofFor(b.port, bo)]);
    const joins = await Promise.all([rawJoin(a.port, code, { proof: proofA }), rawJoin(b.port, code, { proof: proofB })]);
    const admitted = joins.filter(isRawClient);
    const refused = joins.filter((j): j is RawResponse => !isRawClient(j));
    expect(admitted).toHaveLength(1);
    expect(refused.map((r) => answer(r).code)).toEqual(['tableMoving']);
    const restores = (p: Serve): number => p.events.filter((e) => e.event === 'turnRestored' && e.room === code).length;
    // Restored twice in all: for Bo's first visit, then once for the race, never twice for it.
    expect(restores(a) + restores(b)).toBe(2);
    await admitted[0].until((f) => f.type === 'turn', 'the turn message');
    expect(await holder(code)).not.toBeNull();
    admitted[0].close();
    await released(code);
  }, 60_000);
});
