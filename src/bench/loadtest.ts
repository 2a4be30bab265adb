// `npm run loadtest`: rooms of four bot clients each, on loopback, against one `serve` process (or several, `--processes`).
// Bounded in rooms and time. Prints rooms, clients, moves/s and p50/p95/p99 of the latency from a
// client's move to its next update, overall and per time window (so the point where latency turns
// upward under the ramp is visible), with the machine's load average.
//
// With `--hostile N`, N more tables are kept running beside the honest ones by a hostile client:
// four-seat tables of three hard server bots at the shortest pause the server allows, whose
// host answers at once (a new table whenever one ends). Only the honest rooms are measured.
// All clients come from loopback, so the server's quotas per address are raised for the run.
// With `--processes N` (2–4) the rooms are spread over N serve processes sharing a Redis of the
// run's own (redis-server on a free loopback port): each room opened through one process, its
// guests joined through the others. With `--kill-at S` the first process is killed (kill -9) S
// seconds in, and the time until every seat of each table it held is back is reported.
//   node dist/bench/loadtest.js [--rooms 250] [--seconds 90] [--think 1000] [--ramp 20] [--hostile 0]
//     [--hostile-delay 200] [--bot-workers N] [--processes 1] [--kill-at 0] [--ssh-guests 0] [--data DIR] [--game ID]
// With `--ssh-guests N` the first process also serves SSH, and N hostile guests play solo Regicide
// there beside the rooms: each asks for a hint at a fresh position every second, sends bursts of
// window changes and holds the arrow keys down (ssh-guests.ts); the game port's /healthz is probed
// every 100 ms and reported too.
// Every process of the run carries the loop probe (loop-probe.ts): the server's own loop delay,
// GC and CPU, the clients' loop delay and the machine's steal and iowait are printed after the
// ramp and per window (LOOP_PROBE_DIR keeps their files; LOADTEST_LATENCIES=FILE every move's latency).
// The rooms play the game --game names (default: the registry's first), four seats each.
// `--against REF [--rounds N]` runs this and REF's load test alternately with the other options
// and compares their figures (see compare/loadtest-against.ts). `--lobby` measures the lobby
// instead: listing and quick match with many open public tables (see lobby-load.ts); `--daily`
// the daily field: finished daily games sent and replayed (see daily-load.ts), `--daily-field` a
// player's percentile in a day of a million results (daily-field-load.ts); `--turn` the
// turn-based clock's sweep over 10,000 tables on SQLite (see turn-clock-load.ts), then a player's
// visits there (the list of their tables, a move at a parked table: turn-visit-load.ts); `--push`
// the push outbox and its sender, 1,000 pushes a minute across a restart (see push-load.ts).
import { generator } from '../core/rng.js';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyModule } from '../modules/module.js';
import { gameModule, gameModules } from '../modules/registry.js';
import { DEFAULT_LIMITS } from '../net/server/server-limits.js';
import { uiGame } from '../ui/games.js';
import { parseServerAddress } from '../net/client/address.js';
import { RemoteTable } from '../net/client/remote-table.js';
import { probeHealth, startSshGuests } from './ssh-guests.js';
import { parseAgainst } from './compare/args.js';
import { startLoopProbe } from './loop-probe.js';
import { LOADTEST_DEFAULTS } from './loadtest-defaults.js';
import { readProbes, summaryLine, within } from './loop-report.js';

interface Settings {
  rooms: number;
  seconds: number;
  /** Mean pause of a player before moving, ms (uniform 0.5×–1.5×). */
  think: number;
  /** Rooms opened per second while ramping up. */
  ramp: number;
  /** Tables of hard server bots kept running by a hostile client. */
  hostile: number;
  /** The bot pause the hostile tables ask for (the server's minimum by default). */
  hostileDelay: number;
  /** The server's bot worker threads (-1: its default). */
  botWorkers: number;
  /** Serve processes (more than one: sharing a Redis). */
  processes: number;
  /** Seconds into the run at which the first process is killed (0: never). */
  killAt: number;
  /** Hostile SSH guests beside the rooms (see ssh-guests.ts); the first process serves SSH too. */
  sshGuests: number;
}

/** Where the server writes its room logs (--data DIR; default a fresh temporary folder). */
let dataRoot = tmpdir();
/** The game the rooms play (--game ID). */
let game: AnyModule = gameModules()[0];
/** Seats of every room. */
const SEATS = 4;

function parseArgs(argv: string[]): Settings {
  const s: Settings = { ...LOADTEST_DEFAULTS, think: 1000, hostile: 0, hostileDelay: DEFAULT_LIMITS.minBotDelayMs, botWorkers: -1, processes: 1, killAt: 0, sshGuests: 0 };
  for (let i = 0; i < argv.length; i += 2) {
    if (argv[i] === '--data') {
      dataRoot = argv[i + 1];
      continue;
    }
    if (argv[i] === '--game') {
      game = gameModule(argv[i + 1] ?? '');
      continue;
    }
    const key = argv[i].replace(/^--/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) as keyof Settings;
    const value = Number(argv[i + 1]);
    if (!(key in s) || !Number.isFinite(value) || value < 0) throw new Error(`loadtest: unknown or bad option ${argv[i]} ${argv[i + 1] ?? ''}`);
    s[key] = value;
  }
  s.rooms = Math.min(s.rooms, 1000);
  s.seconds = Math.min(s.seconds, 600);
  s.hostile = Math.min(s.hostile, 100);
  s.processes = Math.max(1, Math.min(s.processes, 4));
  s.sshGuests = Math.min(s.sshGuests, 100);
  return s;
}

const percentile = (sorted: number[], p: number): number => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
const ms = (n: number): string => (Number.isNaN(n) ? '-' : `${n.toFixed(1)} ms`);

/** Every client of the run is on loopback: one address, far above a household, so the quotas per address are raised. */
const RAISED_QUOTAS = [
  ['--connections-per-address', 100_000],
  ['--tables-per-minute', 100_000],
  ['--joins-per-minute', 100_000],
  ['--code-guesses-per-minute', 100_000],
  ['--bot-tables-per-address', 1000],
  // After a kill every seat of a table rejoins at once, all from this one address.
  ['--reservations-per-address', 1000],
].flatMap(([flag, n]) => [String(flag), String(n)]);

/** CPU seconds (user + system, every thread) a process has used; NaN where /proc is not there. */
function cpuSecondsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A Redis of the run's own: no persistence, loopback only, stopped with the run. */
async function startRedis(): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (d: string) => void ((out += d).includes('Ready to accept connections') && resolve()));
    child.once('error', () => reject(new Error('redis-server could not be started (apt-get install redis-server)')));
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return { child, url: `redis://127.0.0.1:${port}` };
}

async function startServe(dataDir: string, s: Settings, redisUrl?: string, ssh = false): Promise<{ child: ChildProcess; port: number; botWorkers: number; ssh?: number }> {
  const bin = fileURLToPath(new URL(`../../bin/${game.id}.js`, import.meta.url));
  const port = redisUrl ? await freePort() : 0;
  const shared = redisUrl ? ['--redis', redisUrl, '--public-address', `127.0.0.1:${port}`] : [];
  const args = [bin, 'serve', '--port', String(port), '--listen', '127.0.0.1', '--data', dataDir, '--bot-delay', '0', ...shared, ...RAISED_QUOTAS];
  if (s.botWorkers >= 0) args.push('--bot-workers', String(s.botWorkers));
  // The guests come from loopback too: one address holding them all.
  if (ssh) args.push('--ssh', '0', '--ssh-sessions-per-address', String(s.sshGuests + 10), '--ssh-logins-per-address', '64');
  // The loop probe (loop-probe.ts) in the server too: its own loop delay, GC and CPU, beside what the clients measure.
  const probe = ['--import', new URL('./loop-probe-preload.js', import.meta.url).href];
  const child = spawn(process.execPath, [...probe, ...(process.env.LOADTEST_SERVER_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.LOADTEST_SERVER_PROF] : []), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.setEncoding('utf8');
    const onData = (d: string): void => {
      buffer += d;
      const line = buffer.split('\n').find((l) => l.includes('"listening"'));
      if (line) {
        // The room-event lines are read and dropped from here on (the pipe must not fill).
        buffer = '';
        child.stdout!.off('data', onData);
        child.stdout!.on('data', () => {});
        const listening = JSON.parse(line) as { port: number; botWorkers: number; ssh?: number };
        resolve({ child, port: listening.port, botWorkers: listening.botWorkers, ssh: listening.ssh });
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
}

async function main(): Promise<void> {
  // `--lobby`: the lobby's own load (lobby-load.ts), not rooms of players.
  if (process.argv.includes('--lobby')) {
    await (await import('./lobby-load.js')).lobbyLoad(process.argv.slice(2));
    process.exit(0);
  }
  // `--daily-field`: a day of a million results in the database, and a player's percentile answered (daily-field-load.ts).
  if (process.argv.includes('--daily-field')) {
    await (await import('./daily-field-load.js')).dailyFieldLoad(process.argv.slice(2));
    process.exit(0);
  }
  // `--puzzle-mining`: proven puzzles an hour per core from players' games (puzzle-mining-load.ts).
  if (process.argv.includes('--puzzle-mining')) {
    await (await import('./puzzle-mining-load.js')).puzzleMiningLoad(process.argv.slice(2));
    process.exit(0);
  }
  // `--daily`: finished daily games sent to the daily field, each replayed (daily-load.ts).
  if (process.argv.includes('--daily')) {
    await (await import('./daily-load.js')).dailyLoad(process.argv.slice(2));
    process.exit(0);
  }
  // `--turn`: the turn-based clock's sweep over many tables (turn-clock-load.ts).
  if (process.argv.includes('--turn')) {
    // SQLite, or with --postgres a PostgreSQL of the bench's own (turn-load-where.ts).
    const store = await (await import('./turn-load-where.js')).turnStore(process.argv.slice(2));
    try {
      await (await import('./turn-clock-load.js')).turnClockLoad(process.argv.slice(2), store);
      // Then a player's visits: the list of their tables, a parked table restored and a move made (turn-visit-load.ts).
      await (await import('./turn-visit-load.js')).turnVisitLoad(process.argv.slice(2), store);
    } finally {
      await store.close();
    }
    process.exit(0);
  }
  // `--push`: the push outbox and its sender (push-load.ts), no rooms at all.
  if (process.argv.includes('--push')) {
    await (await import('./push-load.js')).pushLoad(process.argv.slice(2));
    process.exit(process.exitCode ?? 0);
  }
  const against = parseAgainst(process.argv.slice(2));
  if (against) {
    await (await import('./compare/loadtest-against.js')).loadtestAgainst(against);
    process.exit(0);
  }
  const s = parseArgs(process.argv.slice(2));
  // The game's four-seat table: one that takes no four seats says so before anything starts.
  const options = game.hostOptions({ players: SEATS });
  const dataDir = mkdtempSync(join(dataRoot, 'loadtest-'));
  // The probes' folder: the one a comparison gave (compare/loadtest-against.ts), or one of the run's own.
  const givenProbeDir = process.env.LOOP_PROBE_DIR;
  const probeDir = givenProbeDir ?? mkdtempSync(join(tmpdir(), 'loadtest-probe-'));
  process.env.LOOP_PROBE_DIR = probeDir;
  startLoopProbe(probeDir, 'client');
  const redis = s.processes > 1 ? await startRedis() : undefined;
  const servers: Awaited<ReturnType<typeof startServe>>[] = [];
  for (let i = 0; i < s.processes; i++) servers.push(await startServe(join(dataDir, String(i)), s, redis?.url, i === 0 && s.sshGuests > 0));
  const { botWorkers } = servers[0];
  const addresses = servers.map((x) => parseServerAddress(`127.0.0.1:${x.port}`));
  const address = addresses[0];
  // Every process sees the others before the first room (each names them to its clients).
  if (redis) await new Promise((resolve) => setTimeout(resolve, 2500));
  // The SSH guests log in and reach their games before anything is measured.
  const guests = s.sshGuests > 0 ? startSshGuests(servers[0].ssh!, s.sshGuests) : null;
  await guests?.ready;
  const cpuAtStart = cpuSecondsOf(servers[0].child.pid);
  const started = performance.now();
  const startedAt = Date.now();
  const deadline = started + s.seconds * 1000;
  const latencies: { at: number; ms: number }[] = [];
  let moves = 0;
  let games = 0;
  let failures = 0;
  let clients = 0;
  let activeRooms = 0;
  let stopping = false;
  const timers = new Set<NodeJS.Timeout>();
  const open = new Set<RemoteTable>();

  // Seeded, so two runs with the same options pace their players alike.
  const jitter = generator('loadtest');
  const pause = (): number => s.think * (0.5 + jitter());

  /** One client playing its seat with the random bot, timing each move to its next update. */
  function play(table: RemoteTable, seed: string): void {
    const bot = game.bots.make('random', `${seed}/${table.seat}`);
    let sentAt = 0;
    let answered = -1;
    const onUpdate = (u: NonNullable<RemoteTable['update']>): void => {
      if (sentAt > 0 && u.lastMove?.seat === table.seat) {
        const now = performance.now();
        latencies.push({ at: now - started, ms: now - sentAt });
        sentAt = 0;
        moves++;
      }
      if (u.legal.length === 0 || u.movesMade === answered || stopping) return;
      answered = u.movesMade;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (stopping) return;
        const move = bot.choose(
          u.view as never,
          u.legal.map((m) => game.game.parseMove(m)),
        );
        sentAt = performance.now();
        table.submit(game.game.formatMove(move));
      }, pause());
      timers.add(timer);
    };
    table.subscribe((c) => c.kind === 'update' && onUpdate(c.update));
    // The first update may have come while the other seats were still joining.
    if (table.update) onUpdate(table.update);
  }

  /** Tables held by the process that is killed, and when all their seats were back. */
  let killedAt = 0;
  const moved = new Map<string, number | null>();
  const byRoom = new Map<string, RemoteTable[]>();
  /** The process each table was opened through (and so is held by). */
  const openedThrough = new Map<string, number>();
  function watchTakeover(seats: RemoteTable[]): void {
    const code = seats[0].code;
    byRoom.set(code, seats);
    for (const t of seats) {
      t.subscribe((c) => {
        if (c.kind !== 'connection' || killedAt === 0 || !moved.has(code)) return;
        if (seats.every((x) => x.status === 'connected') && moved.get(code) === null) moved.set(code, performance.now() - killedAt);
      });
    }
  }

  async function runRoom(n: number): Promise<void> {
    while (!stopping) {
      const seed = `load-${n}-${games}`;
      const seats: RemoteTable[] = [];
      // Opened through one process, joined through each of the others in turn.
      const through = (i: number) => addresses[(n + i) % addresses.length];
      try {
        const host = await RemoteTable.create(through(0), { game: game.id, options, seed, botDelayMs: 0 });
        seats.push(host);
        for (let i = 1; i < SEATS; i++) seats.push(await RemoteTable.join({ ...through(i), code: host.code }, {}));
        openedThrough.set(host.code, n % addresses.length);
      } catch {
        failures++;
        await Promise.all(seats.map((t) => t.leave()));
        return;
      }
      seats.forEach((t) => open.add(t));
      watchTakeover(seats);
      clients += SEATS;
      activeRooms++;
      seats.forEach((t) => play(t, seed));
      await new Promise<void>((resolve) => {
        const check = (): void => void (seats[0].end || stopping ? resolve() : undefined);
        seats[0].subscribe(check);
        const timer = setInterval(check, 500);
        void new Promise<void>((r) => seats[0].subscribe((c) => c.kind === 'end' && r())).then(() => clearInterval(timer));
        timers.add(timer as unknown as NodeJS.Timeout);
      });
      activeRooms--;
      if (seats[0].end) games++;
      await Promise.all(seats.map((t) => t.leave()));
      seats.forEach((t) => open.delete(t));
    }
  }

  /** A hostile table: three bots of the game's default level at the shortest pause, and a host that answers at once; again when it ends. */
  let hostileGames = 0;
  let hostileFailures = 0;
  async function runHostile(n: number): Promise<void> {
    while (!stopping) {
      let table: RemoteTable;
      try {
        table = await RemoteTable.create(address, { game: game.id, options, seed: `hostile-${n}-${hostileGames}`, bots: [2, 3, 4], botLevel: game.bots.default, botDelayMs: s.hostileDelay });
      } catch {
        hostileFailures++;
        return;
      }
      open.add(table);
      const bot = game.bots.make('random', `hostile-${n}`);
      const answer = (): void => {
        const u = table.update;
        if (!u || u.legal.length === 0 || stopping) return;
        table.submit(
          game.game.formatMove(
            bot.choose(
              u.view as never,
              u.legal.map((m) => game.game.parseMove(m)),
            ),
          ),
        );
      };
      table.subscribe((c) => c.kind === 'update' && answer());
      answer();
      await new Promise<void>((resolve) => {
        table.subscribe((c) => (c.kind === 'end' || c.kind === 'connection') && (table.end || table.status === 'closed') && resolve());
        const timer = setInterval(() => stopping && resolve(), 500);
        timers.add(timer as unknown as NodeJS.Timeout);
      });
      if (table.end) hostileGames++;
      await table.leave();
      open.delete(table);
    }
  }
  const hostile = Array.from({ length: s.hostile }, (_, n) => runHostile(n));
  const health = guests ? probeHealth(servers[0].port) : null;

  const rooms: Promise<void>[] = [];
  const loads: number[] = [];
  const sampler = setInterval(() => loads.push(loadavg()[0]), 5000);
  const windowMs = 10_000;
  const windows: string[] = [];
  /** Each window's bounds in clock time, to find the probes' seconds in it. */
  const windowBounds: [number, number][] = [];
  let windowStart = 0;
  const reporter = setInterval(() => {
    const now = performance.now() - started;
    const inWindow = latencies
      .filter((l) => l.at >= windowStart && l.at < now)
      .map((l) => l.ms)
      .sort((a, b) => a - b);
    const line = `  ${(windowStart / 1000).toFixed(0).padStart(4)}–${(now / 1000).toFixed(0).padEnd(4)} s  rooms ${String(activeRooms).padStart(4)}  moves/s ${(inWindow.length / ((now - windowStart) / 1000)).toFixed(1).padStart(6)}  p50 ${ms(percentile(inWindow, 50))}  p95 ${ms(percentile(inWindow, 95))}  p99 ${ms(percentile(inWindow, 99))}  load ${loadavg()[0].toFixed(2)}`;
    windows.push(line);
    windowBounds.push([startedAt + windowStart, startedAt + now]);
    process.stderr.write(line + '\n');
    windowStart = now;
  }, windowMs);

  if (s.killAt > 0 && servers.length > 1) {
    const killer = setTimeout(() => {
      // The tables opened through process 0 are the ones it holds (a room opens on the process asked).
      for (const [code, seats] of byRoom) if (openedThrough.get(code) === 0 && !seats[0].end) moved.set(code, null);
      killedAt = performance.now();
      servers[0].child.kill('SIGKILL');
      process.stderr.write(`  killed process 1 (kill -9) at ${((killedAt - started) / 1000).toFixed(0)} s, holding ${moved.size} running tables\n`);
    }, s.killAt * 1000);
    timers.add(killer);
  }

  for (let n = 0; n < s.rooms && performance.now() < deadline; n++) {
    rooms.push(runRoom(n));
    await new Promise((resolve) => setTimeout(resolve, 1000 / s.ramp));
  }
  const rampedAt = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now())));
  stopping = true;
  clearInterval(reporter);
  clearInterval(sampler);
  for (const t of timers) clearTimeout(t);
  const elapsed = (performance.now() - started) / 1000;
  const serveCpu = cpuSecondsOf(servers[0].child.pid) - cpuAtStart;
  const guestCounts = await guests?.stop();
  const healthMs = ((await health?.stop()) ?? []).sort((a, b) => a - b);
  await Promise.race([Promise.all([...rooms, ...hostile]), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  await Promise.all([...open].map((t) => t.leave()));
  await Promise.all(
    servers.map(({ child }) =>
      child.exitCode !== null || child.signalCode !== null
        ? undefined
        : new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
    ),
  );
  redis?.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  // LOADTEST_LATENCIES=FILE: every move's [clock ms, latency ms], to lay beside the probes' seconds.
  if (process.env.LOADTEST_LATENCIES) writeFileSync(process.env.LOADTEST_LATENCIES, JSON.stringify(latencies.map((l) => [Math.round(startedAt + l.at), l.ms])));
  const probes = readProbes(probeDir);
  if (!givenProbeDir) rmSync(probeDir, { recursive: true, force: true });
  const probed = (from: number, to: number): string => summaryLine(within(probes.server, from, to), within(probes.client, from, to));
  const back = [...moved.values()].filter((v): v is number => v !== null).sort((a, b) => a - b);

  // Steady state: after the ramp.
  const steady = latencies
    .filter((l) => l.at >= rampedAt)
    .map((l) => l.ms)
    .sort((a, b) => a - b);
  const all = latencies.map((l) => l.ms).sort((a, b) => a - b);
  const out = [
    `loadtest: ${s.rooms} four-seat ${uiGame(game.id)?.title ?? game.id} rooms, think ${s.think} ms, ramp ${s.ramp} rooms/s, ${elapsed.toFixed(0)} s; ${s.processes === 1 ? `one serve process on loopback, room logs in ${dataRoot}` : `${s.processes} serve processes on loopback sharing one Redis (room logs there)`} (bot workers: ${botWorkers}); ${cpus().length} cores`,
    ...(killedAt > 0
      ? [
          `takeover: process 1 killed holding ${moved.size} running tables; all seats back at ${back.length} of them: p50 ${ms(percentile(back, 50))}  p95 ${ms(percentile(back, 95))}  max ${ms(back[back.length - 1] ?? NaN)}`,
        ]
      : []),
    ...(s.hostile > 0
      ? [
          `hostile: ${s.hostile} tables of three hard server bots at a ${s.hostileDelay} ms pause, host answering at once; games finished: ${hostileGames}, failed set-ups: ${hostileFailures} (not measured below)`,
        ]
      : []),
    ...(guestCounts
      ? [
          `ssh guests: ${s.sshGuests} (${guestCounts.playing} reached their game, ${guestCounts.ended} ended by the server): ${guestCounts.hintsAsked} hints asked at fresh positions (${guestCounts.hintsShown} seconds with a hint come), ${guestCounts.resizes} window changes, ${guestCounts.keys} keys`,
          `GET /healthz beside them (${healthMs.length} probes): p50 ${ms(percentile(healthMs, 50))}  p95 ${ms(percentile(healthMs, 95))}  max ${ms(healthMs[healthMs.length - 1] ?? NaN)}`,
        ]
      : []),
    `rooms opened: ${rooms.length}, client connections made: ${clients} (at most ${rooms.length * SEATS} at once), games finished: ${games}, failed room set-ups: ${failures}`,
    `moves: ${moves} (${(moves / elapsed).toFixed(1)}/s overall)`,
    `move → next view, all:          p50 ${ms(percentile(all, 50))}  p95 ${ms(percentile(all, 95))}  p99 ${ms(percentile(all, 99))}`,
    `move → next view, after ramp:   p50 ${ms(percentile(steady, 50))}  p95 ${ms(percentile(steady, 95))}  p99 ${ms(percentile(steady, 99))}  (${steady.length} moves)`,
    ...(probes.server.length > 0 ? [`loop probes, after ramp: ${probed(startedAt + rampedAt, startedAt + elapsed * 1000)}`] : []),
    `the first serve process's CPU during the run: ${Number.isNaN(serveCpu) ? '-' : `${(serveCpu / elapsed).toFixed(2)} of a core`}`,
    `load average (1 min) during the run: max ${Math.max(...loads, loadavg()[0]).toFixed(2)}`,
    'per 10 s window (and the loop probes of the same seconds):',
    ...windows.flatMap((w, i) => [w, ...(probes.server.length > 0 ? [`               ${probed(...windowBounds[i])}`] : [])]),
  ];
  process.stdout.write(out.join('\n') + '\n');
  process.exit(0);
}

main().catch((e: unknown) => {
  process.stderr.write(`loadtest: ${(e as Error).message}\n`);
  process.exit(1);
});
