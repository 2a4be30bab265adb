// The solver's ceilings are proven only where they are worth it, and never outlive the server: no
// proof for a week not begun (the route refuses it), none for an earlier week without games, at
// most CEILINGS_PENDING_MAX deals waiting, and the worker of a proof under way ended when the
// server closes. A file of its own: Colyseus's matchmaker is one per process.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { clientKey } from '../../src/net/accounts/client-key.js';
import { openDatabase, sqliteFileIn } from '../../src/net/db/database.js';
import { liveCeilingWorkers, proveOffTheLoop } from '../../src/net/events/ceiling-prover.js';
import { askEventWeek } from '../../src/net/events/event-client.js';
import { isoWeekOf } from '../../src/net/events/event-week.js';
import { CEILINGS_PENDING_MAX, TeamEvents } from '../../src/net/events/team-events.js';
import { startNetServer } from '../../src/net/server/server.js';

const GAME = 'regicide';
const WEEK_MS = 7 * 86_400_000;
const dir = mkdtempSync(join(tmpdir(), 'event-ceilings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const folder = (name: string): string => {
  mkdirSync(join(dir, name));
  return join(dir, name);
};

const until = async (what: string, done: () => boolean, ms = 60_000): Promise<void> => {
  for (const end = Date.now() + ms; !done(); await new Promise((r) => setTimeout(r, 20))) if (Date.now() > end) throw new Error(`never: ${what}`);
};

describe("the ceilings' proofs", () => {
  it('are not started for a week to come or an earlier week without games, and wait at most CEILINGS_PENDING_MAX at a time', async () => {
    const now = Date.parse('2026-12-02T12:00:00Z');
    const database = await openDatabase(sqliteFileIn(folder('unit')));
    const asked: string[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const events = await TeamEvents.open(database.db, {
      now: () => now,
      prove: async (_game, seed, players) => {
        asked.push(`${seed} ${players}`);
        await gate;
        return { verdict: 'winnable', nodes: 1 };
      },
    });
    try {
      const next = isoWeekOf(now + WEEK_MS);
      expect(events.isFuture(next)).toBe(true);
      expect(await events.week(GAME, null, next)).toBeNull();
      await events.prove(GAME, next);
      // An earlier week nobody played is shown, its ceilings left alone.
      expect((await events.week(GAME, null, isoWeekOf(now - WEEK_MS)))?.deals.map((d) => d.ceiling)).toEqual(['pending', 'pending', 'pending']);
      await new Promise((r) => setTimeout(r, 50));
      expect(asked).toEqual([]);
      // Twenty earlier weeks asked at once: the first waits for its proof, at most the cap in all.
      const all = Array.from({ length: 20 }, (_, i) => events.prove(GAME, isoWeekOf(now - (i + 1) * WEEK_MS)));
      await until('the first proof', () => asked.length === 1);
      release();
      await Promise.all(all);
      expect(asked).toHaveLength(CEILINGS_PENDING_MAX);
    } finally {
      await events.close();
      await database.close();
    }
  });

  it('are called off when the events close: the proof under way is told, and nothing waits behind it', async () => {
    const database = await openDatabase(sqliteFileIn(folder('close')));
    let signalled: AbortSignal | undefined;
    const events = await TeamEvents.open(database.db, {
      prove: (_game, _seed, _players, signal) =>
        new Promise((_, reject) => {
          signalled = signal;
          signal.addEventListener('abort', () => reject(new Error('called off')));
        }),
    });
    void events.prove(GAME);
    await until('the proof', () => signalled !== undefined);
    await events.close();
    expect(signalled?.aborted).toBe(true);
    await database.close();
  });

  it('on a worker thread: calling the proof off ends its worker', async () => {
    const stop = new AbortController();
    const proof = proveOffTheLoop(GAME, 'v2-00000000000000000000000000000000', 4, { signal: stop.signal });
    expect(liveCeilingWorkers()).toBe(1);
    stop.abort();
    await expect(proof).rejects.toThrow(/called off/);
    expect(liveCeilingWorkers()).toBe(0);
  });

  it('on a server: the route refuses a week to come without proving it, and closing the server ends the worker', async () => {
    const proved: string[] = [];
    const data = join(dir, 'server');
    const prover = await startNetServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: data,
      database: sqliteFileIn(data),
      proveCeiling: (_game, _seed, players) => {
        proved.push(String(players));
        return Promise.resolve({ verdict: 'winnable', nodes: 1 });
      },
    });
    try {
      await until("this week's proofs at the start", () => proved.length === 3);
      const address = parseServerAddress(`127.0.0.1:${prover.port}`);
      const answer = await askEventWeek(address, clientKey(join(dir, 'key')), GAME, isoWeekOf(Date.now() + 2 * WEEK_MS));
      expect(answer).toMatchObject({ ok: false, code: 'notYet', status: 400 });
      expect(proved).toHaveLength(3);
    } finally {
      await prover.close();
    }

    // The real prover: the server starts proving this week's deals on a worker; closing it ends that worker.
    const real = join(dir, 'real');
    const server = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: real, database: sqliteFileIn(real) });
    await until('a worker proving a ceiling', () => liveCeilingWorkers() > 0);
    await server.close();
    await until('the worker ended', () => liveCeilingWorkers() === 0);
  }, 120_000);
});
