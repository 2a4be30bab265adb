// `npm run loadtest -- --lobby`: the lobby under load, on loopback, against one `serve` process
// (or two sharing a Redis of the run's own, `--processes 2`). It opens `--tables` public
// four-seat Regicide tables (each host seated, so they stay open), then measures
//   - a lobby refresh: `POST /lobby/list` from `--listers` clients asking together, over
//     `--seconds` (the server re-reads its rooms at most once a second; the p95 includes those reads);
//   - quick match: `--players` players asking at once for a two-seat table (none of the open
//     tables fits, so they are paired at tables the quick matches open), each timed from its
//     request until it is seated (its welcome), through the process it asked (round robin).
//   The burst's CPU is printed too (Linux): each serve process's main thread and all its threads,
//   and the bench's own clients, which share the same cores (whose work the p95 is).
// Every client comes from loopback, so the server's quotas per address are raised for the run.
// `--cpu-prof`: each serve process runs under Node's CPU profiler and is stopped gently (SIGTERM) so
// that it writes its profile; the folder is named at the end (open a profile in Chrome's DevTools).
// `--postgres`: the processes share one PostgreSQL of the bench's own (local-postgres.ts), as
// `serve --database postgres://…` does; else each keeps its SQLite in its data folder.
// `--join-apart`: each player joins by code after the quick answer (two requests), as a client did
// before the answer carried the reserved seat.
//   node dist/bench/loadtest.js --lobby [--tables 1000] [--players 500] [--listers 20] [--seconds 5] [--processes 1] [--postgres] [--join-apart] [--cpu-prof]
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseServerAddress } from '../net/client/address.js';
import { cpuByProcess, cpuSpent, freePort, ms, percentile, pool, postJson as post, threadCpuMs, waitLine } from './load-kit.js';
import { lobbyQuick } from '../net/lobby/lobby-client.js';
import { RemoteTable } from '../net/client/remote-table.js';
import { gameModules } from '../modules/registry.js';
import { turnStore } from './turn-load-where.js';

/** The game the tables play: the registry's first (whose table takes two and four seats). */
const GAME = gameModules()[0];

interface Settings {
  tables: number;
  players: number;
  listers: number;
  seconds: number;
  processes: number;
  /** A folder for the serve processes' CPU profiles (`--cpu-prof`), or null. */
  profileDir: string | null;
  /** The serve processes share a PostgreSQL of the bench's own (`--postgres`), else each keeps its SQLite. */
  postgres: boolean;
  /** `--join-apart`: quick match, then a join by code (as before the answer carried the seat). */
  joinApart: boolean;
}

const RAISED = [
  '--connections-per-address',
  '100000',
  '--tables-per-minute',
  '100000',
  '--public-tables-per-address',
  '10000',
  '--quick-matches-per-minute',
  '100000',
  '--lobby-waits-per-address',
  '10000',
  '--joins-per-minute',
  '100000',
  '--reservations-per-address',
  '1000',
];

type Numeric = 'tables' | 'players' | 'listers' | 'seconds' | 'processes';
const NUMERIC = new Set<string>(['tables', 'players', 'listers', 'seconds', 'processes']);

function parseArgs(argv: string[]): Settings {
  const s: Settings = { tables: 1000, players: 500, listers: 20, seconds: 5, processes: 1, profileDir: null, postgres: argv.includes('--postgres'), joinApart: argv.includes('--join-apart') };
  if (argv.includes('--cpu-prof')) s.profileDir = mkdtempSync(join(tmpdir(), 'lobby-profile-'));
  const args = argv.filter((a) => a !== '--lobby' && a !== '--cpu-prof' && a !== '--postgres' && a !== '--join-apart');
  for (let i = 0; i < args.length; i += 2) {
    const key = args[i].replace(/^--/, '');
    const value = Number(args[i + 1]);
    if (!NUMERIC.has(key) || !Number.isInteger(value) || value < 0) throw new Error(`loadtest --lobby: unknown or bad option ${args[i]} ${args[i + 1] ?? ''}`);
    s[key as Numeric] = value;
  }
  if (s.processes < 1 || s.processes > 2) throw new Error('loadtest --lobby: --processes is 1 or 2');
  return s;
}

async function startServe(redisUrl: string | undefined, profileDir: string | null, database: string | undefined): Promise<{ child: ChildProcess; port: number }> {
  const bin = fileURLToPath(new URL(`../../bin/${GAME.id}.js`, import.meta.url));
  const port = redisUrl ? await freePort() : 0;
  const shared = redisUrl ? ['--redis', redisUrl, '--public-address', `127.0.0.1:${port}`] : [];
  const data = mkdtempSync(join(tmpdir(), 'lobby-load-'));
  const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  if (database) shared.push('--database', database);
  const child = spawn(process.execPath, [...profile, bin, 'serve', '--port', String(port), '--listen', '127.0.0.1', '--data', data, '--bot-workers', '0', ...shared, ...RAISED], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const listening = JSON.parse(await waitLine(child, '"listening"', 'serve')) as { port: number };
  return { child, port: listening.port };
}

async function startRedis(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  child.once('error', () => {
    throw new Error('redis-server could not be started (apt-get install redis-server)');
  });
  await waitLine(child, 'Ready to accept connections', 'redis-server');
  return { child, url: `redis://127.0.0.1:${port}` };
}

async function stopServe(child: ChildProcess, gently: boolean): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(gently ? 'SIGTERM' : 'SIGKILL');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The CPU the quick-match burst took (Linux): each serve process's main thread (its JavaScript)
 * and all its threads, and the bench's own 500 clients, which share the same cores.
 */
function burstCpu(before: { serve: { all: number; main: number }[]; bench: { all: number; main: number } }, servers: { child: ChildProcess }[], burstMs: number): string {
  const part = (ms: number): string => `${ms.toFixed(0)} ms (${((100 * ms) / burstMs).toFixed(0)}% of the burst)`;
  const serve = servers.map((sv, i) => {
    const now = threadCpuMs(sv.child.pid);
    return `serve ${i + 1}: main thread ${part(now.main - before.serve[i].main)}, all threads ${part(now.all - before.serve[i].all)}`;
  });
  const bench = threadCpuMs(process.pid);
  return [...serve, `the bench: ${part(bench.all - before.bench.all)}`].join('; ');
}

export async function lobbyLoad(argv: string[]): Promise<void> {
  const s = parseArgs(argv);
  const redis = s.processes > 1 ? await startRedis() : undefined;
  const store = await turnStore(s.postgres ? ['--postgres'] : []);
  const database = s.postgres ? await store.fresh('lobby_load', '') : undefined;
  const servers: { child: ChildProcess; port: number }[] = [];
  for (let i = 0; i < s.processes; i++) servers.push(await startServe(redis?.url, s.profileDir, database));
  const seated: RemoteTable[] = [];
  const failures: string[] = [];
  let phase = '';
  const fail = (e: unknown): void => void (failures.length < 5 && failures.push((e as Error).message));
  try {
    // The open tables: four seats, their hosts seated (spread over the processes).
    const opening = performance.now();
    await pool(s.tables, 50, async (i) => {
      const at = parseServerAddress(`127.0.0.1:${servers[i % servers.length].port}`);
      try {
        seated.push(await RemoteTable.create(at, { game: GAME.id, options: GAME.hostOptions({ players: 4 }), name: `Host ${i}`, public: true, lang: 'en' }));
      } catch (e) {
        fail(e);
      }
    });
    const openedIn = (performance.now() - opening) / 1000;
    const listed = (await post(servers[servers.length - 1].port, '/lobby/list', {})).json as { tables: unknown[] };

    // Lobby refreshes: clients asking together for the whole listing, through every process.
    const listMs: number[] = [];
    const until = performance.now() + s.seconds * 1000;
    await pool(s.listers, s.listers, async (i) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const r = await post(servers[i % servers.length].port, '/lobby/list', {}, { skipOk: true });
        if (r.status === 200) listMs.push(performance.now() - t0);
        else fail(new Error(`list: ${r.status} ${String(r.json.code)}`));
      }
    });
    listMs.sort((a, b) => a - b);

    // Quick match: every player at once, each timed until it is seated.
    const quickMs: number[] = [];
    // The two halves of each player's wait: the quick match's answer, then the join until the welcome.
    const answerMs: number[] = [];
    let hosts = 0;
    const started = performance.now();
    const phaseFrom = process.hrtime.bigint() / 1000n;
    const loadBefore = loadavg()[0];
    const cpuBefore = { serve: servers.map((sv) => threadCpuMs(sv.child.pid)), bench: threadCpuMs(process.pid) };
    const othersBefore = cpuByProcess();
    await Promise.all(
      Array.from({ length: s.players }, async (_, i) => {
        const server = servers[i % servers.length];
        const hostKey = randomBytes(24).toString('base64url');
        const t0 = performance.now();
        try {
          // As a player's program asks: with who joins, so that the answer carries the seat reserved.
          const name = `Q${i}`;
          const create = { game: GAME.id, options: GAME.hostOptions({ players: 2 }), hostKey, name, public: true as const };
          const answer = await lobbyQuick(parseServerAddress(`127.0.0.1:${server.port}`), { game: GAME.id, seats: 2, lang: 'en', create, ...(!s.joinApart && { join: { name } }) });
          if (answer.refused) throw answer.refused;
          answerMs.push(performance.now() - t0);
          if (answer.host) hosts++;
          const at = { ...parseServerAddress(`127.0.0.1:${server.port}`), code: answer.code };
          seated.push(answer.reservation ? await RemoteTable.reserved(at, name, answer.reservation) : await RemoteTable.join(at, answer.host ? { hostKey, name } : { name }));
          quickMs.push(performance.now() - t0);
        } catch (e) {
          fail(e);
        }
      }),
    );
    const quickAll = (performance.now() - started) / 1000;
    const cpu = burstCpu(cpuBefore, servers, quickAll * 1000);
    const others = cpuSpent(othersBefore, cpuByProcess(), [process.pid, ...servers.map((sv) => sv.child.pid)]);
    // The quick-match phase on the monotonic clock (µs), which a CPU profile's sample times also use.
    phase = `${phaseFrom}–${process.hrtime.bigint() / 1000n}`;
    quickMs.sort((a, b) => a - b);
    answerMs.sort((a, b) => a - b);

    process.stdout.write(
      [
        `lobby load: ${s.processes} serve process(es)${redis ? ' sharing one Redis' : ''} on ${store.label}, ${cpus().length} cores, load average ${loadavg()[0].toFixed(2)} at the end`,
        `open public tables: ${s.tables} asked, ${listed.tables.length} listed (opened in ${openedIn.toFixed(1)} s)`,
        `lobby refresh (POST /lobby/list, ${s.listers} clients together for ${s.seconds} s, ${listMs.length} answers): p50 ${ms(percentile(listMs, 50))}  p95 ${ms(percentile(listMs, 95))}  max ${ms(listMs[listMs.length - 1] ?? NaN)}`,
        `quick match, ${s.players} players at once → seated: ${quickMs.length} seated (${hosts} at tables they opened) in ${quickAll.toFixed(1)} s; p50 ${ms(percentile(quickMs, 50))}  p95 ${ms(percentile(quickMs, 95))}  max ${ms(quickMs[quickMs.length - 1] ?? NaN)}`,
        `  of which the quick match's answer${s.joinApart ? '' : ' (its seat reserved)'}: p50 ${ms(percentile(answerMs, 50))}  p95 ${ms(percentile(answerMs, 95))}; the rest is ${s.joinApart ? 'the join' : 'taking the seat'} until the welcome`,
        `  CPU during the burst (load average ${loadBefore.toFixed(2)} before it): ${cpu}`,
        `  and the other processes on the machine: ${others || 'none over 20 ms'}`,
        ...(failures.length > 0 ? [`failures (first ${failures.length}): ${failures.join('; ')}`] : []),
      ].join('\n') + '\n',
    );
  } finally {
    await Promise.all(seated.map((t) => t.leave().catch(() => {})));
    // A profiled process writes its profile as it exits: it is stopped gently, and waited for.
    await Promise.all(servers.map((sv) => stopServe(sv.child, s.profileDir !== null)));
    if (s.profileDir) process.stdout.write(`CPU profiles of the serve processes: ${s.profileDir} (the quick-match phase, monotonic µs: ${phase})\n`);
    redis?.child.kill('SIGTERM');
    await store.close();
  }
}
