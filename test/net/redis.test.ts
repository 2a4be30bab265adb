// Scale-out: two `serve` processes share rooms through one real Redis (Colyseus's Redis presence
// and driver). A room opened through one process is joined through the other, and the game is
// played to its end. Needs Debian's redis-server (.ci/run installs it).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botSeedFor, netGame } from '../../src/net/wire/games.js';
import { parseServerAddress } from '../../src/net/client/address.js';
import { RemoteTable } from '../../src/net/client/remote-table.js';
import { binPath, ROOT } from '../cli/drive.js';
import { engineGame, freePort, playWithBot, waitFor } from './net-helpers.js';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedis) console.warn('test/net/redis.test.ts skipped: redis-server is not installed (apt-get install -y redis-server; .ci/run does this)');

function waitForOutput(child: ChildProcess, text: string, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}: ${out}`)), 15_000);
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (d: string) => {
      out += d;
      if (out.includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`${what}: exited with ${code}: ${out}`)));
  });
}

describe.skipIf(!hasRedis)('two serve processes and one Redis', () => {
  const children: ChildProcess[] = [];
  const ports: number[] = [];
  beforeAll(async () => {
    const redisPort = await freePort();
    const redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(redis);
    await waitForOutput(redis, 'Ready to accept connections', 'redis-server');
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      ports.push(port);
      const serve = spawn(
        process.execPath,
        [
          binPath('regicide'),
          'serve',
          '--port',
          String(port),
          '--listen',
          '127.0.0.1',
          '--redis',
          `redis://127.0.0.1:${redisPort}`,
          '--public-address',
          `127.0.0.1:${port}`,
          '--bot-delay',
          '0',
          '--data',
          `${ROOT}.tmp/net-redis-${i}`,
        ],
        { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      children.push(serve);
      await waitForOutput(serve, '"listening"', `serve ${i + 1}`);
    }
  });
  afterAll(async () => {
    // The serve processes first (they still talk to Redis while they shut down), then Redis.
    const [redis, ...serves] = children;
    await Promise.all(serves.map((c) => new Promise((resolve) => (c.once('exit', resolve), c.kill('SIGTERM')))));
    redis?.kill('SIGTERM');
  });

  it('a room opened through one process is joined through the other', async () => {
    const seed = 'redis-1';
    const options = { players: 2, variants: [] };
    const host = await RemoteTable.create(parseServerAddress(`127.0.0.1:${ports[0]}`), { game: 'regicide', options, seed, botLevel: 'easy', botDelayMs: 0 });
    const guest = await RemoteTable.join({ ...parseServerAddress(`127.0.0.1:${ports[1]}`), code: host.code }, { name: 'Through B' });
    expect(guest.seat).toBe(2);
    const net = netGame('regicide');
    for (const t of [host, guest]) playWithBot(t, net.game, net.makeBot('easy', botSeedFor(seed, t.seat)));
    await Promise.all([host, guest].map((t) => waitFor(t, () => t.end !== null, 30_000, 'the end')));
    expect((guest.end!.log as { moves: string[] }).moves).toEqual(engineGame('regicide', options, seed, 'easy').moves);
    await Promise.all([host.leave(), guest.leave()]);
  });
});
