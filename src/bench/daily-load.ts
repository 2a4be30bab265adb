// `npm run loadtest -- --daily`: the daily field under load, on loopback, against one `serve`
// process. Each submission is what a player's program sends at the end of today's daily game: a
// fresh key-proof challenge, then the finished log signed with the player's own key (a new account
// each, so every log is a first attempt: replayed and ranked). `--logs` different games of today's
// deal are played by bots first (the bench's own work, before the clock starts); `--submissions`
// are then sent, `--concurrency` at a time. It prints submissions a second (the issue's figure is
// 1,000 on a two-core machine, the bench's own clients included) and the latency of one
// submission (challenge and submit). `--warmup` submissions go first, before the clock and the
// CPU count start: a server that has run for a while has its day's seed (worked out on the
// day's first submission, by the solver in a thread of its own) and its code compiled; a fresh
// one spends seconds of CPU on both, which 3,000 submissions counted as 1 ms each (issue 31).
// `--warmup 0` measures the fresh server.
//   node dist/bench/loadtest.js --daily [--submissions 4000] [--concurrency 64] [--logs 200] [--warmup 1000]
import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedOffTheLoop } from '../cli/ssh/served-games.js';
import { todayUtc } from '../cli/daily/today.js';
import type { GameLog } from '../core/log.js';
import { gameModules } from '../modules/registry.js';
import { loginMessage } from '../net/accounts/key-proof.js';
import { playBotGame } from '../table/bot-game.js';
import { ms, percentile, pool, postJson, waitLine } from './load-kit.js';

/** The game whose daily is sent: the registry's first that has a daily field. */
const MODULE = gameModules().find((m) => m.dailyField !== undefined) ?? gameModules()[0];

interface Settings {
  submissions: number;
  concurrency: number;
  logs: number;
  warmup: number;
}

function parseArgs(argv: string[]): Settings {
  const s: Settings = { submissions: 4000, concurrency: 64, logs: 200, warmup: 1000 };
  const args = argv.filter((a) => a !== '--daily');
  for (let i = 0; i < args.length; i += 2) {
    const key = args[i].replace(/^--/, '') as keyof Settings;
    const value = Number(args[i + 1]);
    if (!(key in s) || !Number.isInteger(value) || value < (key === 'warmup' ? 0 : 1)) throw new Error(`loadtest --daily: unknown or bad option ${args[i]} ${args[i + 1] ?? ''}`);
    s[key] = value;
  }
  return s;
}

async function startServe(): Promise<{ child: ChildProcess; port: number; data: string }> {
  const bin = fileURLToPath(new URL(`../../bin/${MODULE.id}.js`, import.meta.url));
  const data = mkdtempSync(join(tmpdir(), 'daily-load-'));
  const raised = ['--challenges-per-minute', '1000000', '--daily-submits-per-minute', '1000000'];
  // LOADTEST_SERVER_PROF=DIR: the server writes a CPU profile there (as the rooms' load test does).
  const profile = process.env.LOADTEST_SERVER_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.LOADTEST_SERVER_PROF] : [];
  const child = spawn(process.execPath, [...profile, bin, 'serve', '--port', '0', '--listen', '127.0.0.1', '--data', data, '--bot-workers', '0', ...raised], { stdio: ['ignore', 'pipe', 'inherit'] });
  const listening = JSON.parse(await waitLine(child, '"listening"', 'serve')) as { port: number };
  return { child, port: listening.port, data };
}

/**
 * The CPU seconds (user and system) a process has used, from /proc (Linux), or null elsewhere:
 * on a machine shared with other work, a submission's CPU cost is a steadier figure than the
 * submissions a second, which the other work's share of the cores moves.
 */
function cpuSecondsOf(pid: number | undefined, thread?: 'main'): number | null {
  try {
    // The main thread's own (its id is the process's): the one that answers every request, where worker threads' work is not.
    const stat = thread === 'main' ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in ticks of 1/100 s.
    const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** `count` different finished games of today's deal, as the player's program logs them. */
function todaysGames(seed: string, day: string, count: number): GameLog[] {
  const level = MODULE.bots.levels.includes('easy') ? 'easy' : MODULE.bots.levels[0];
  // One player, no variants: the daily's own game (the module's options are untyped here).
  const options: unknown = MODULE.hostOptions({ players: 1 });
  return Array.from({ length: count }, (_, i) => {
    const bots = Array.from({ length: MODULE.game.seatCount(options) }, (_, seat) => MODULE.bots.make(level, `daily-load-${i}-${seat + 1}`));
    const { table } = playBotGame(MODULE.game, options as object, seed, bots);
    return { ...table.log, daily: day, attempt: 1 } as GameLog;
  });
}

export async function dailyLoad(argv: string[]): Promise<void> {
  const s = parseArgs(argv);
  const day = todayUtc();
  const seed = await seedOffTheLoop(MODULE.id, day);
  const logs = todaysGames(seed, day, s.logs);
  // The players' keys, made before the clock starts (a player's program has its key already).
  const keys = Array.from({ length: s.warmup + s.submissions }, () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    return { privateKey, publicPem: publicKey.export({ format: 'pem', type: 'spki' }) as string };
  });
  const server = await startServe();
  const address = `127.0.0.1:${server.port}`;
  const latencies: number[] = [];
  const standings = new Map<string, number>();
  const failures: string[] = [];
  /** One player's submission (challenge + submit) with the `n`th key; its latency and standing counted when `counted`. */
  const submitOne = async (n: number, counted: boolean): Promise<void> => {
    const t0 = performance.now();
    const key = keys[n];
    const asked = await postJson(server.port, '/account/challenge', {});
    const challenge = String(asked.json.challenge);
    const signature = sign(null, loginMessage(challenge, address), key.privateKey).toString('base64');
    const sent = await postJson(server.port, '/daily/submit', { game: MODULE.id, log: logs[n % logs.length], key: key.publicPem, challenge, server: address, signature });
    if (!counted) return;
    latencies.push(performance.now() - t0);
    if (sent.status !== 200) {
      if (failures.length < 5) failures.push(`${sent.status} ${String(sent.json.code)}`);
      return;
    }
    const standing = String(sent.json.standing);
    standings.set(standing, (standings.get(standing) ?? 0) + 1);
  };
  try {
    await pool(s.warmup, s.concurrency, (i) => submitOne(i, false));
    const load0 = loadavg()[0];
    const serverCpu0 = cpuSecondsOf(server.child.pid);
    const mainCpu0 = cpuSecondsOf(server.child.pid, 'main');
    const benchCpu0 = process.cpuUsage();
    const started = performance.now();
    await pool(s.submissions, s.concurrency, (i) => submitOne(s.warmup + i, true));
    const seconds = (performance.now() - started) / 1000;
    const serverCpu1 = cpuSecondsOf(server.child.pid);
    const mainCpu1 = cpuSecondsOf(server.child.pid, 'main');
    const benchCpu = process.cpuUsage(benchCpu0);
    latencies.sort((a, b) => a - b);
    const moves = logs.reduce((n, l) => n + l.moves.length, 0) / logs.length;
    const warm = s.warmup > 0 ? `after ${s.warmup} to warm the server up` : 'to a fresh server (no warm-up)';
    console.log(`daily submissions: ${MODULE.id}, ${s.submissions} players (each a new account, a first attempt) ${warm}, ${s.concurrency} at a time, logs of ${moves.toFixed(0)} moves on average`);
    console.log(`  ${(s.submissions / seconds).toFixed(0)} submissions a second (${seconds.toFixed(1)} s), each replayed before it counts`);
    console.log(`  one submission (challenge + submit): p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}`);
    if (serverCpu0 !== null && serverCpu1 !== null) {
      const perSubmission = ((serverCpu1 - serverCpu0) * 1000) / s.submissions;
      const benchPer = (benchCpu.user + benchCpu.system) / 1000 / s.submissions;
      const mainPer = mainCpu0 !== null && mainCpu1 !== null ? ((mainCpu1 - mainCpu0) * 1000) / s.submissions : null;
      const onMain = mainPer !== null ? `, ${mainPer.toFixed(2)} ms of it on its main thread` : '';
      console.log(
        `  CPU per submission: server ${perSubmission.toFixed(2)} ms${onMain} (at most ${(1000 / perSubmission).toFixed(0)} a second on one core of its own), the bench's clients ${benchPer.toFixed(2)} ms`,
      );
    }
    console.log(`  standings: ${[...standings].map(([k, n]) => `${k} ${n}`).join(', ')}${failures.length > 0 ? `; refused: ${failures.join('; ')}` : ''}`);
    console.log(`  machine: ${cpus().length} cores, load ${load0.toFixed(1)} before and ${loadavg()[0].toFixed(1)} after`);
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    rmSync(server.data, { recursive: true, force: true });
  }
}
