// `npm run loadtest:ssh`: SSH sessions against one `serve --ssh` process, on loopback. Bounded in
// sessions and time. It measures the server's memory (RSS) with no session, with N sessions at
// the menu, and with the same N in a solo game, then keeps every session pressing a key about
// once a second (selecting and unselecting a card: a redraw each time) and reports the latency
// from a key to the first byte of the redrawn screen, p50/p95/p99, with the machine's load. In
// a game and after the keys it also has the server collect its garbage and reads the heap that
// is left: what the sessions hold, apart from garbage V8 has not collected yet.
//   node dist/bench/ssh-load.js [--sessions 200] [--seconds 60] [--think 1000] [--batch 10]
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ssh2 from 'ssh2';
import type { ClientChannel } from 'ssh2';
import { gameModules } from '../modules/registry.js';
import { uiGame } from '../ui/games.js';
import { SSH_TEXTS } from '../ui/ssh/ssh-strings.js';

const { Client } = ssh2;

interface Settings {
  sessions: number;
  seconds: number;
  think: number;
  batch: number;
}

function parseArgs(argv: string[]): Settings {
  const s: Settings = { sessions: 200, seconds: 60, think: 1000, batch: 10 };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i].replace(/^--/, '') as keyof Settings;
    const value = Number(argv[i + 1]);
    if (!(key in s) || !Number.isInteger(value) || value <= 0) throw new Error(`loadtest:ssh: unknown or bad option ${argv[i]} ${argv[i + 1] ?? ''}`);
    s[key] = value;
  }
  s.sessions = Math.min(s.sessions, 500);
  s.seconds = Math.min(s.seconds, 600);
  return s;
}

/** The game the sessions play: the first with a game of one (the menu's first item for a guest). */
const soloGame = gameModules().find((m) => uiGame(m.id)?.solo);
if (!soloGame) throw new Error('loadtest:ssh: no game has a solo game to play');
const soloLabel = SSH_TEXTS.en.items.solo(uiGame(soloGame.id)!.title);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number): number => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
/** CPU seconds (user + system) a process has used. */
const cpuSeconds = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const rssMiB = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

interface Served {
  child: ChildProcess;
  ssh: number;
  /** Where the server writes its memory after a collection (see ssh-heap-probe.ts). */
  heapOut: string;
}

async function startServer(data: string, sessions: number): Promise<Served> {
  const bin = fileURLToPath(new URL(`../../bin/${soloGame!.id}.js`, import.meta.url));
  const limits = ['--ssh-sessions-per-address', String(sessions + 10), '--ssh-sessions', String(sessions + 10), '--ssh-logins-per-address', '64'];
  const heapOut = join(data, 'heap.json');
  const probe = new URL('./ssh-heap-probe.js', import.meta.url).href;
  const child = spawn(process.execPath, ['--expose-gc', '--import', probe, bin, 'serve', '--port', '0', '--ssh', '0', '--listen', '127.0.0.1', '--data', data, ...limits], {
    env: { ...process.env, CI: 'false', SSH_LOAD_HEAP_OUT: heapOut },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (d: string) => {
      buffer += d;
      const first = buffer.split('\n').find((l) => l.includes('"listening"'));
      if (first) resolve(first);
    });
    child.once('exit', () => reject(new Error('serve ended before listening')));
  });
  // The server's later lines (one per session) are read and dropped.
  child.stdout!.resume();
  return { child, ssh: JSON.parse(line).ssh as number, heapOut };
}

interface Session {
  client: InstanceType<typeof Client>;
  channel: ClientChannel;
  output: string;
  /** performance.now() of the key waiting for its redraw, or null. */
  keyAt: number | null;
  latencies: number[];
  /** Resolves the wait for the redraw of the key in flight. */
  answered: (() => void) | null;
  /** Bytes the server sent this session. */
  bytes: number;
}

async function openSession(port: number, n: number): Promise<Session> {
  const client = new Client();
  await new Promise<void>((resolve, reject) => {
    client.once('ready', () => resolve());
    client.once('error', reject);
    client.on('keyboard-interactive', (_a, _b, _c, _d, finish) => finish([]));
    client.connect({ host: '127.0.0.1', port, username: `load${n}`, tryKeyboard: true, readyTimeout: 60_000 });
  });
  const channel = await new Promise<ClientChannel>((resolve, reject) =>
    client.shell({ term: 'xterm-256color', cols: 80, rows: 24 }, { env: { LANG: 'en_US.UTF-8' } }, (err, ch) => (err ? reject(err) : resolve(ch))),
  );
  const s: Session = { client, channel, output: '', keyAt: null, latencies: [], answered: null, bytes: 0 };
  channel.on('data', (d: Buffer) => {
    s.bytes += d.length;
    if (s.keyAt !== null) {
      s.latencies.push(performance.now() - s.keyAt);
      s.keyAt = null;
      s.answered?.();
    }
    // Only the tail is kept: enough to see which screen is up.
    s.output = (s.output + d.toString('utf8')).slice(-4000);
  });
  return s;
}

/** The server's heap (MiB) once it has collected its garbage. */
async function heapAfterGc(served: Served): Promise<number> {
  rmSync(served.heapOut, { force: true });
  served.child.kill('SIGUSR2');
  for (let i = 0; !existsSync(served.heapOut); i++) {
    if (i > 600) throw new Error('the server did not report its heap');
    await sleep(50);
  }
  await sleep(50);
  return (JSON.parse(readFileSync(served.heapOut, 'utf8')) as { heapUsed: number }).heapUsed / 2 ** 20;
}

async function waitForText(s: Session, text: string, ms: number): Promise<void> {
  const start = Date.now();
  while (!s.output.includes(text)) {
    if (Date.now() - start > ms) throw new Error(`a session did not show ${JSON.stringify(text)} within ${ms} ms`);
    await sleep(50);
  }
}

async function main(): Promise<void> {
  const settings = parseArgs(process.argv.slice(2));
  const data = mkdtempSync(join(tmpdir(), 'ssh-load-'));
  const served = await startServer(data, settings.sessions);
  const pid = served.child.pid!;
  const stopAt = Date.now() + settings.seconds * 1000 + 5 * 60_000;
  const sessions: Session[] = [];
  try {
    await sleep(1000);
    const base = rssMiB(pid);
    const t0 = performance.now();
    for (let i = 0; i < settings.sessions && Date.now() < stopAt; i += settings.batch) {
      const batch = await Promise.all(Array.from({ length: Math.min(settings.batch, settings.sessions - i) }, (_, k) => openSession(served.ssh, i + k)));
      await Promise.all(batch.map((s) => waitForText(s, soloLabel, 60_000)));
      sessions.push(...batch);
    }
    const loginSeconds = (performance.now() - t0) / 1000;
    await sleep(2000);
    const atMenu = rssMiB(pid);
    for (const s of sessions) s.channel.write('1');
    await Promise.all(sessions.map((s) => waitForText(s, 'Your hand', 60_000)));
    await sleep(2000);
    const inGame = rssMiB(pid);
    const heapInGame = await heapAfterGc(served);

    // Every session presses "1" (select, unselect: each press redraws the hand), waits for the
    // redraw, thinks 0.5–1.5 × --think, and presses again.
    for (const s of sessions) {
      s.latencies.length = 0;
      s.bytes = 0;
    }
    const cpuBefore = cpuSeconds(pid);
    const end = performance.now() + settings.seconds * 1000;
    let unanswered = 0;
    await Promise.all(
      sessions.map(async (s) => {
        await sleep(Math.random() * settings.think);
        while (performance.now() < end) {
          const redrawn = new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), 10_000);
            s.answered = () => {
              clearTimeout(timer);
              resolve(true);
            };
          });
          s.keyAt = performance.now();
          s.channel.write('1');
          if (!(await redrawn)) unanswered++;
          s.keyAt = null;
          s.answered = null;
          await sleep(settings.think * (0.5 + Math.random()));
        }
      }),
    );
    const serverCpu = cpuSeconds(pid) - cpuBefore;
    const closed = sessions.filter((s) => s.channel.destroyed).length;
    const peak = rssMiB(pid);
    const heapAfterKeys = await heapAfterGc(served);
    const all = sessions.flatMap((s) => s.latencies).sort((a, b) => a - b);
    const perSession = (mib: number) => (((mib - base) * 1024) / sessions.length).toFixed(0);
    const report = {
      machine: `${cpus().length} × ${cpus()[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB`,
      load: loadavg()
        .map((l) => l.toFixed(2))
        .join(' '),
      sessions: sessions.length,
      loginSeconds: Number(loginSeconds.toFixed(1)),
      rssMiB: { noSession: Number(base.toFixed(0)), atMenu: Number(atMenu.toFixed(0)), inGame: Number(inGame.toFixed(0)), afterKeys: Number(peak.toFixed(0)) },
      heapAfterGcMiB: { inGame: Number(heapInGame.toFixed(0)), afterKeys: Number(heapAfterKeys.toFixed(0)) },
      kibPerSession: { atMenu: Number(perSession(atMenu)), inGame: Number(perSession(inGame)) },
      keys: all.length,
      serverCpuMsPerKey: Number(((serverCpu * 1000) / Math.max(1, all.length)).toFixed(1)),
      bytesPerKey: Math.round(sessions.reduce((n, s) => n + s.bytes, 0) / Math.max(1, all.length)),
      serverCpuShare: Number((serverCpu / settings.seconds).toFixed(2)),
      unanswered,
      sessionsClosed: closed,
      keyToRedrawMs: { p50: Number(percentile(all, 50).toFixed(1)), p95: Number(percentile(all, 95).toFixed(1)), p99: Number(percentile(all, 99).toFixed(1)) },
    };
    process.stdout.write(JSON.stringify(report, null, 2) + '\n');
  } finally {
    for (const s of sessions) s.client.end();
    served.child.kill('SIGTERM');
    await new Promise((r) => served.child.once('exit', r));
    rmSync(data, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    process.stderr.write(`loadtest:ssh: ${(e as Error).message}\n`);
    process.exit(1);
  },
);
