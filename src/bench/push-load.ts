// `npm run loadtest -- --push`: the push outbox and its sender under a steady load, on loopback.
// `--rate` pushes a minute (each for one of `--accounts` accounts, each account with a webhook on
// a receiver of the run's own on 127.0.0.1, allowed as `--notify-allow 127.0.0.1` would) are
// queued through the push service for `--seconds`; at `--restart-at` seconds the sender stops
// (its sends under way finish) and the database is closed, then opened again with a new sender,
// as a restart of `serve` does. At the end: pushes queued, received, received twice, lost, the
// time from queue to receiver (p50/p95), and the load average.
//   node dist/bench/loadtest.js --push [--rate 1000] [--seconds 60] [--restart-at 30] [--accounts 1000] [--database postgres://…]
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, sqliteFileIn } from '../net/db/database.js';
import { PushSender } from '../net/push/push-sender.js';
import { PushService } from '../net/push/push-service.js';

interface Settings {
  rate: number;
  seconds: number;
  restartAt: number;
  accounts: number;
  database: string;
}

function settingsOf(argv: string[]): Settings {
  const s: Settings = { rate: 1000, seconds: 60, restartAt: 30, accounts: 1000, database: '' };
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].replace(/^--/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (name === 'database') s.database = argv[++i];
    else if (name in s) (s as unknown as Record<string, number>)[name] = Number(argv[++i]);
  }
  return s;
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export async function pushLoad(argv: string[]): Promise<void> {
  const s = settingsOf(argv);
  const dir = mkdtempSync(join(tmpdir(), 'push-load-'));
  const where = s.database || sqliteFileIn(dir);
  const queuedAt = new Map<string, number>();
  const latencies: number[] = [];
  let duplicates = 0;
  const seen = new Set<string>();
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.end('{}');
      const m = /push (\d+)/.exec(Buffer.concat(chunks).toString('utf8'));
      if (!m) return; // a test message of a registration
      if (seen.has(m[1])) duplicates++;
      seen.add(m[1]);
      latencies.push(Date.now() - (queuedAt.get(m[1]) ?? Date.now()));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  // As serve starts them (push-start.ts), with the run's receiver allowed and its one host's limit raised.
  const senderOptions = { allow: ['127.0.0.1'], perHostPerMinute: s.rate * 4 };
  let database = await openDatabase(where);
  let service = new PushService(database.db, { addressesPerAccount: 3 });
  for (let a = 0; a < s.accounts; a++) await service.addAddress(`bench-${a}`, { kind: 'webhook', url }, false);
  let sender = new PushSender(database.db, senderOptions);
  service = new PushService(database.db, { onQueued: () => sender.wake() });
  sender.start();

  const started = Date.now();
  let queued = 0;
  let restarting: Promise<void> | null = null;
  let restarted = false;
  const everyMs = 60_000 / s.rate;
  process.stdout.write(`push load: ${s.rate} pushes a minute for ${s.seconds} s over ${s.accounts} accounts, a restart at ${s.restartAt} s (${database.dialect})\n`);
  while (Date.now() - started < s.seconds * 1000) {
    if (!restarted && Date.now() - started >= s.restartAt * 1000) {
      restarted = true;
      // The restart: the sender stops (its sends finish), the database closes, both come back.
      restarting = (async () => {
        const t = Date.now();
        await sender.stop();
        await database.close();
        database = await openDatabase(where);
        sender = new PushSender(database.db, senderOptions);
        service = new PushService(database.db, { onQueued: () => sender.wake() });
        sender.start();
        process.stdout.write(`  restarted in ${Date.now() - t} ms after ${queued} pushes\n`);
      })();
      await restarting;
    }
    const n = String(queued);
    queuedAt.set(n, Date.now());
    await service.notify(`bench-${queued % s.accounts}`, { tag: 'turn', title: `Your turn: push ${n}`, body: '' });
    queued++;
    const next = started + queued * everyMs;
    if (next > Date.now()) await new Promise((resolve) => setTimeout(resolve, next - Date.now()));
  }
  const deadline = Date.now() + 30_000;
  while (seen.size < queued && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const load = loadavg();
  await sender.stop();
  const unsent = await database.db.selectFrom('push_outbox').select('status').where('status', '!=', 'sent').execute();
  await database.close();
  receiver.close();
  if (!s.database) rmSync(dir, { recursive: true, force: true });
  latencies.sort((a, b) => a - b);
  const minutes = (Date.now() - started) / 60_000;
  process.stdout.write(
    [
      `  queued ${queued}, received ${seen.size}, received twice ${duplicates}, lost ${queued - seen.size}, left in the outbox not sent ${unsent.length}`,
      `  queue → receiver: p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${latencies.at(-1) ?? NaN} ms`,
      `  load average ${load.map((l) => l.toFixed(2)).join(' ')} (${cpus().length} cores), ${(queued / minutes).toFixed(0)} pushes a minute over the run`,
      '',
    ].join('\n'),
  );
  if (seen.size < queued || duplicates > 0) process.exitCode = 1;
}
