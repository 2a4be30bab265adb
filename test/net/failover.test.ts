// A table survives losing its server process: two `serve` processes and one real Redis. A
// four-seat table is opened through process A and joined through both; then A is killed (kill -9)
// or drained (SIGTERM) mid-game, and every client plays on through B, which takes the table's
// lease and rebuilds it from the log in Redis. The game ends exactly as the engine's (no move lost
// or duplicated), its log replays with `replay --verify`, and the seat secrets still bind.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../src/net/client/address.js';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { runBin } from '../cli/drive.js';
import { httpRequest } from './edge-helpers.js';
import { type NetProcess, runProgram } from './net-process.js';
import { type ServeProcess, type TestRedis, hasRedis, noRedisWarning, startPair, startRedis, stopServe } from './cluster-helpers.js';
import { engineGame, playWithBot, waitFor } from './net-helpers.js';

if (!hasRedis) console.warn(noRedisWarning('test/net/failover.test.ts'));

const net = netGame('regicide');
const options = { players: 4, variants: [] };

/** A four-seat table opened through A: the host and seat 2 through A, seats 3 and 4 through B; every seat played by a seeded bot. */
async function fourSeats(a: ServeProcess, b: ServeProcess, seed: string): Promise<RemoteTable[]> {
  const host = await RemoteTable.create(parseServerAddress(a.address), { game: 'regicide', options, seed, botLevel: 'easy', name: 'Ann' });
  const tables = [host];
  for (const [name, via] of [
    ['Bo', a],
    ['Cy', b],
    ['Di', b],
  ] as const)
    tables.push(await RemoteTable.join({ ...parseServerAddress(via.address), code: host.code }, { name }));
  expect(tables.map((t) => t.seat)).toEqual([1, 2, 3, 4]);
  for (const t of tables) playWithBot(t, net.game, net.makeBot('easy', botSeedFor(seed, t.seat)));
  return tables;
}

/** The table's log as Redis holds it, written to a file and checked with `replay --verify`. */
async function verifyStoredLog(redis: TestRedis, code: string): Promise<{ moves: string[]; result: unknown }> {
  const text = await redis.client.get(`regicide:log:${code}`);
  expect(text).not.toBeNull();
  const file = join(mkdtempSync(join(tmpdir(), 'net-failover-')), `${code}.json`);
  writeFileSync(file, text!);
  const verify = runBin('regicide', ['replay', '--verify', file]);
  expect(verify.code, verify.stderr).toBe(0);
  return JSON.parse(text!);
}

/** Answers a `join --json` program's state lines with the seat's bot; resolves at its `stopAt`-th state line (null), or with the end line. */
async function playSeat(p: NetProcess, seed: string, stopAt = Infinity): Promise<Record<string, any> | null> {
  let states = 0;
  for (;;) {
    const line = await p.next();
    if (line.type === 'end') return line;
    if (line.type !== 'state') continue;
    if (++states >= stopAt) return null;
    // The easy bot is deterministic from the view: a fresh one per decision plays as one bot would.
    const bot = net.makeBot('easy', botSeedFor(seed, line.seat));
    p.send(
      net.game.formatMove(
        bot.choose(
          line.view,
          line.legal.map((m: string) => net.game.parseMove(m)),
        ),
      ),
    );
  }
}

describe.skipIf(!hasRedis)('a table survives losing its serve process', () => {
  let redis: TestRedis;
  const started: ServeProcess[] = [];
  const pair = async (): Promise<[ServeProcess, ServeProcess]> => {
    const both = await startPair(redis.url);
    started.push(...both);
    return both;
  };
  beforeAll(async () => {
    redis = await startRedis();
  });
  // Each test's processes go with it: a process left running would be a third one the clients may come back through.
  afterEach(async () => {
    await Promise.all(started.splice(0).map(stopServe));
  });
  afterAll(async () => {
    await redis?.stop();
  });

  for (const how of ['kill -9', 'SIGTERM'] as const) {
    it(`${how} of the process holding a four-seat table mid-game: every client plays on through the other`, async () => {
      const [a, b] = await pair();
      const seed = `failover-${how === 'kill -9' ? 'kill' : 'term'}`;
      const tables = await fourSeats(a, b, seed);
      const code = tables[0].code;
      await waitFor(tables[0], () => (tables[0].update?.movesMade ?? 0) >= 12, 30_000, 'move 12');
      const tokens = tables.map((t) => t.seatToken);

      a.kill(how === 'kill -9' ? 'SIGKILL' : 'SIGTERM');
      if (how === 'SIGTERM') {
        // The drain hands the table over and the process stops well within its 10 s.
        expect(await a.exit).toBe(0);
        expect(a.events.map((e) => e.event)).toEqual(expect.arrayContaining(['handedOver', 'stopped']));
      }
      const takeover = await b.waitEvent((e) => e.event === 'takenOver' && e.room === code, 'the takeover');
      expect(takeover.from).toBe(how === 'kill -9' ? 'lost' : 'released');
      const metrics = await httpRequest(b.operatorPort, 'GET', '/metrics');
      // At least this takeover is counted. On a loaded machine a restored room that nobody reached
      // in time can close, and the next return takes the table again (from its log, so no move is lost):
      // the checks below on the seats and the log hold either way.
      const counted = metrics.body.match(new RegExp(`regicide_tables_taken_over_total\\{from="${takeover.from}"\\} (\\d+)`));
      expect(Number(counted?.[1] ?? 0)).toBeGreaterThanOrEqual(1);
      await Promise.all(tables.map((t) => waitFor(t, () => t.end !== null, 40_000, `the end at seat ${t.seat}`)));

      // Every seat came back to its own seat with its own secret, and the game is the engine's own.
      expect(tables.map((t) => t.seatToken)).toEqual(tokens);
      const expected = engineGame('regicide', options, seed, 'easy');
      for (const t of tables) expect((t.end!.log as { moves: string[] }).moves).toEqual(expected.moves);
      const stored = await verifyStoredLog(redis, code);
      expect(stored.moves).toEqual(expected.moves);
      expect(tables.every((t) => t.deal?.matches)).toBe(true);
      await Promise.all(tables.map((t) => t.leave()));
    });
  }

  it('a stranger cannot take a moved seat: a wrong token finds no table through any process', async () => {
    const [a, b] = await pair();
    const tables = await fourSeats(a, b, 'failover-stranger');
    const code = tables[0].code;
    await waitFor(tables[0], () => (tables[0].update?.movesMade ?? 0) >= 4, 30_000, 'move 4');
    a.kill('SIGKILL');
    await Promise.all(tables.map((t) => waitFor(t, () => t.status === 'connected' && t.connection.roomId === code && (t.update?.movesMade ?? 0) >= 6, 30_000, 'play on through B')));
    await expect(RemoteTable.join({ ...parseServerAddress(b.address), code }, { seatToken: 'x'.repeat(32) })).rejects.toMatchObject({ code: 'noTable' });
    await expect(RemoteTable.join({ ...parseServerAddress(b.address), code }, { name: 'Eve' })).rejects.toMatchObject({ code: 'started' });
    await Promise.all(tables.map((t) => t.leave()));
  });

  it('a guest that crashed while the process it joined through was down rejoins with join --resume through the other', async () => {
    const [a, b] = await pair();
    const seed = 'failover-guest';
    const duel = { players: 2, variants: [] };
    const host = await RemoteTable.create(parseServerAddress(a.address), { game: 'regicide', options: duel, seed, botLevel: 'easy' });
    playWithBot(host, net.game, net.makeBot('easy', botSeedFor(seed, 1)));
    const env = { XDG_DATA_HOME: mkdtempSync(join(tmpdir(), 'net-failover-guest-')) };
    // The guest finds the table through B (its WebSocket goes to A, which holds the table).
    const guest = runProgram('regicide', ['join', '--json', `${b.address}/${host.code}`], env);
    expect(await playSeat(guest, seed, 3)).toBeNull();
    b.kill('SIGKILL');
    await b.exit;
    guest.kill('SIGKILL');
    await guest.exit;
    // Its session names B first; B is down, so the seat comes back through A.
    const back = runProgram('regicide', ['join', '--json', '--resume'], env);
    const end = await playSeat(back, seed);
    expect(end!.log.moves).toEqual(engineGame('regicide', duel, seed, 'easy').moves);
    expect((await back.exit).code).toBe(0);
    await waitFor(host, () => host.end !== null, 30_000, 'the end at the host');
    await host.leave();
  });

  it('finding a table by its code reads one key, however many rooms Redis lists (no whole-cache read)', async () => {
    const [a, b] = await pair();
    // Two thousand other rooms' listings (of a process that never was): a whole-cache read would parse them all.
    const others = Array.from({ length: 2000 }, (_, i) => [`ZZZZ-${String(i).padStart(4, '0')}`, JSON.stringify({ name: 'table', processId: 'elsewhere', roomId: `r${i}`, clients: 0 })]);
    await redis.client.hset('roomcaches', Object.fromEntries(others));
    const monitor = await redis.client.monitor();
    const commands: string[][] = [];
    monitor.on('monitor', (_time: string, args: string[]) => commands.push(args));
    const host = await RemoteTable.create(parseServerAddress(a.address), { game: 'regicide', options: { players: 3, variants: [] }, botLevel: 'easy' });
    const guests = [await RemoteTable.join({ ...parseServerAddress(b.address), code: host.code }, {}), await RemoteTable.join({ ...parseServerAddress(a.address), code: host.code }, {})];
    monitor.disconnect();
    const wholeCache = commands.filter(([command, key]) => /^(hgetall|hvals|hkeys|hscan)$/i.test(command) && key === 'roomcaches');
    expect(wholeCache).toEqual([]);
    expect(commands.some(([command, key, field]) => command.toLowerCase() === 'hget' && key === 'roomcaches' && field === host.code)).toBe(true);
    await Promise.all([host, ...guests].map((t) => t.leave()));
    await redis.client.hdel('roomcaches', ...others.map(([code]) => code));
  });
});
