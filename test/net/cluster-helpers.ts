// Helpers of the scale-out tests: a real Redis on a free loopback port, and `serve` processes
// sharing it, each read line by line (its JSON events kept, waited for without sleeps).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { ROOT, binPath } from '../cli/drive.js';
import { freePort } from './net-helpers.js';

export const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
export const noRedisWarning = (file: string): string => `${file} skipped: redis-server is not installed (apt-get install -y redis-server; .ci/run does this)`;

function waitForText(child: ChildProcess, stream: 'stdout', text: string, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}: ${out}`)), 20_000);
    child[stream]!.setEncoding('utf8');
    child[stream]!.on('data', (d: string) => {
      out += d;
      if (out.includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`${what}: exited with ${code}: ${out}`)));
  });
}

export interface TestRedis {
  url: string;
  client: Redis;
  stop(): Promise<void>;
}

/** A Redis of the test's own (no persistence), on a free loopback port. */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await waitForText(child, 'stdout', 'Ready to accept connections', 'redis-server');
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url);
  return {
    url,
    client,
    async stop() {
      client.disconnect();
      await new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')));
    },
  };
}

export interface ServeProcess {
  port: number;
  /** The operator listener's port (/metrics, /healthz). */
  operatorPort: number;
  address: string;
  events: Record<string, any>[];
  /** Resolves with the first event (seen so far or later) that `match` accepts. */
  waitEvent(match: (e: Record<string, any>) => boolean, what: string, ms?: number): Promise<Record<string, any>>;
  kill(signal: NodeJS.Signals): void;
  exit: Promise<number | null>;
  stderr(): string;
}

/** A `serve` process sharing `redisUrl`, listening on loopback; resolves once it listens. */
export async function startServe(redisUrl: string, extra: string[] = []): Promise<ServeProcess> {
  const port = await freePort();
  const address = `127.0.0.1:${port}`;
  const data = mkdtempSync(join(tmpdir(), 'net-cluster-'));
  const args = [
    'serve',
    '--port',
    String(port),
    '--listen',
    '127.0.0.1',
    '--redis',
    redisUrl,
    '--public-address',
    address,
    '--data',
    data,
    '--bot-delay',
    '0',
    '--min-bot-delay',
    '0',
    '--bot-workers',
    '1',
    '--operator-listen',
    '127.0.0.1:0',
    ...extra,
  ];
  const child = spawn(process.execPath, [binPath('regicide'), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const events: Record<string, any>[] = [];
  const waiters: { match: (e: Record<string, any>) => boolean; resolve: (e: Record<string, any>) => void }[] = [];
  let buffer = '';
  let err = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (d: string) => (err += d));
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (d: string) => {
    buffer += d;
    for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      let e: Record<string, any>;
      try {
        e = JSON.parse(line);
      } catch {
        continue;
      }
      events.push(e);
      for (const w of [...waiters]) {
        if (w.match(e)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(e);
        }
      }
    }
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const p: ServeProcess = {
    port,
    operatorPort: 0,
    address,
    events,
    waitEvent(match, what, ms = 30_000) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what} on ${address}: ${err}`)), ms);
        waiters.push({ match, resolve: (e) => (clearTimeout(timer), resolve(e)) });
        void exit.then(() => reject(new Error(`serve ${address} exited while waiting for ${what}: ${err}`)));
      });
    },
    kill: (signal) => void child.kill(signal),
    exit,
    stderr: () => err,
  };
  p.operatorPort = (await p.waitEvent((e) => e.event === 'listening', 'listening')).operatorPort;
  return p;
}

/** Two serve processes sharing `redisUrl`, each seeing the other alive (so that each names the other to its clients). */
export async function startPair(redisUrl: string, extra: string[] = []): Promise<[ServeProcess, ServeProcess]> {
  const a = await startServe(redisUrl, extra);
  const b = await startServe(redisUrl, extra);
  const both = (e: Record<string, any>): boolean => e.event === 'processes' && [a.address, b.address].every((x) => e.live.includes(x));
  await Promise.all([a.waitEvent(both, 'A to see B'), b.waitEvent(both, 'B to see A')]);
  return [a, b];
}

/** Stops a serve process if it still runs (SIGKILL: the test is over). */
export async function stopServe(p: ServeProcess): Promise<void> {
  p.kill('SIGKILL');
  await p.exit;
}
