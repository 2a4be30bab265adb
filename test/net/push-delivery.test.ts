// Pushes from the outbox to a receiver on 127.0.0.1 (allowed as `--notify-allow 127.0.0.1`
// would): the body of a "your turn" push holds no card, the ntfy and webhook shapes, a receiver
// that is down gets its push when it is back, the outbox survives a restart, two senders on two
// database handles never send one push twice (SQLite file; PostgreSQL when installed), the
// per-account limit, and the daily digest. The clock is the test's own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SUITS, cardLabel, cardText, makeCard, JESTER } from '../../src/core/cards.js';
import { type ServerDatabase, openDatabase, sqliteFileIn } from '../../src/net/db/database.js';
import { PushSender, type PushSenderOptions, retryDelay, FIRST_RETRY_MS, KEEP_DONE_MS, LAST_RETRY_MS } from '../../src/net/push/push-sender.js';
import { PushService, nextDigestAt } from '../../src/net/push/push-service.js';
import type { PushMessage } from '../../src/net/push/push-port.js';
import { startReceiver, type Receiver } from './push-helpers.js';
import { hasPostgres, noPostgresWarning, startPostgres, type TestPostgres } from './postgres-helpers.js';

const ALLOW = { allow: ['127.0.0.1'] };
const T0 = Date.UTC(2026, 11, 2, 9, 0, 0);

const turnMessage = (code: string, port = 7777): PushMessage => ({
  tag: 'turn',
  title: `Your turn at table ${code} (Regicide, 3 players)`,
  body: '',
  command: `regicide join ${code} --server 127.0.0.1:${port}`,
  table: code,
});

/** Every card as the protocol writes it and as a screen shows it. */
const EVERY_CARD = [...Array.from({ length: 52 }, (_, i) => makeCard((i % 13) + 1, Math.floor(i / 13))), JESTER].flatMap((c) => [cardText(c), cardLabel(c), cardLabel(c, true)]);
const holdsACard = (text: string): string | undefined => EVERY_CARD.find((card) => new RegExp(`(^|[^A-Za-z0-9])${card.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z0-9])`).test(text));

async function addAddress(service: PushService, account: string, url: string, kind: 'ntfy' | 'webhook' = 'webhook', digest = false): Promise<string> {
  const added = await service.addAddress(account, { kind, url }, digest);
  if (!added.ok) throw new Error(added.problem);
  return added.address.id;
}

/** Rounds of the sender until a round claims nothing. */
async function drain(sender: PushSender): Promise<number> {
  let claimed = 0;
  for (let n = await sender.runOnce(); n > 0; n = await sender.runOnce()) claimed += n;
  return claimed;
}

describe('pushes to a local receiver (SQLite)', () => {
  let receiver: Receiver;
  let dir: string;
  const databases: ServerDatabase[] = [];
  let now = T0;
  const clock = () => now;
  const open = async (): Promise<ServerDatabase> => {
    const database = await openDatabase(sqliteFileIn(dir));
    databases.push(database);
    return database;
  };
  const senderOn = (database: ServerDatabase, o: PushSenderOptions = {}) => new PushSender(database.db, { ...ALLOW, now: clock, ...o });

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());
  afterEach(async () => {
    for (const d of databases.splice(0)) await d.close();
    rmSync(dir, { recursive: true, force: true });
    receiver.received.length = 0;
  });
  const fresh = () => {
    dir = mkdtempSync(join(tmpdir(), 'push-'));
    now = T0;
  };

  it('sends "your turn" as a webhook: the Discord, Slack and Matrix fields, no card; and a test message on registration', async () => {
    fresh();
    const database = await open();
    const service = new PushService(database.db, { now: clock });
    await addAddress(service, 'acc-1', receiver.url('/hook'));
    await service.notify('acc-1', turnMessage('KQJX'));
    await service.notify('nobody', turnMessage('ZZZZ'));
    await drain(senderOn(database));
    const got = await receiver.waitFor(2);
    expect(got).toHaveLength(2);
    const [test, turn] = got.map((r) => JSON.parse(r.body) as Record<string, unknown>);
    expect(String(test.content)).toMatch(/^Test: /);
    expect(turn).toMatchObject({ msgtype: 'm.text', allowed_mentions: { parse: [] } });
    expect(turn.content).toBe('Your turn at table KQJX (Regicide, 3 players)\nregicide join KQJX --server 127.0.0.1:7777');
    expect(turn.text).toBe(turn.content);
    expect(turn.body).toBe(turn.content);
    expect(got[1].headers['content-type']).toBe('application/json');
    for (const r of got) expect(holdsACard(r.body), r.body).toBeUndefined();
    // The check itself finds a card where there is one.
    expect(holdsACard('you hold 10♥ and QS')).toBeDefined();
    expect(SUITS).toHaveLength(4);
  });

  it('sends ntfy its way: the text as the body, Title and Tags headers', async () => {
    fresh();
    const database = await open();
    const service = new PushService(database.db, { now: clock });
    await addAddress(service, 'acc-1', receiver.url('/my-topic'), 'ntfy');
    await service.notify('acc-1', { ...turnMessage('ABCD'), title: 'Your turn at table ABCD — Åse’s table' });
    await drain(senderOn(database));
    const got = await receiver.waitFor(2);
    expect(got[1].path).toBe('/my-topic');
    expect(got[1].body).toBe('regicide join ABCD --server 127.0.0.1:7777');
    expect(got[1].headers.tags).toBe('black_joker,turn');
    // Not ASCII: RFC 2047, which ntfy decodes.
    const title = String(got[1].headers.title);
    expect(title).toMatch(/^=\?UTF-8\?B\?/);
    expect(Buffer.from(title.slice(10, -2), 'base64').toString('utf8')).toBe('Your turn at table ABCD — Åse’s table');
    expect(got[0].headers.tags).toBe('white_check_mark,test');
  });

  it('a receiver that is down gets the push after it comes back (retried with back-off)', async () => {
    fresh();
    const database = await open();
    const service = new PushService(database.db, { now: clock });
    await addAddress(service, 'acc-1', receiver.url());
    await receiver.stop();
    await service.notify('acc-1', turnMessage('DOWN'));
    const sender = senderOn(database);
    await drain(sender);
    const rows = await database.db.selectFrom('push_outbox').selectAll().execute();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['queued', 1],
      ['queued', 1],
    ]);
    expect(rows.every((r) => r.due_at >= T0 + FIRST_RETRY_MS * 0.75 && r.due_at <= T0 + FIRST_RETRY_MS * 1.25)).toBe(true);
    // Still down at the first retry: the next wait is about twice as long.
    now += FIRST_RETRY_MS * 1.25;
    await drain(sender);
    expect((await database.db.selectFrom('push_outbox').select('attempts').execute()).map((r) => r.attempts)).toEqual([2, 2]);
    await receiver.restart();
    now += FIRST_RETRY_MS * 2.5;
    await drain(sender);
    expect((await receiver.waitFor(2)).map((r) => (JSON.parse(r.body) as { content: string }).content.split('\n')[0])).toContain('Your turn at table DOWN (Regicide, 3 players)');
    expect((await database.db.selectFrom('push_outbox').select('status').execute()).map((r) => r.status)).toEqual(['sent', 'sent']);
    // A week on, the sent pushes are gone from the outbox.
    now += KEEP_DONE_MS + 60 * 60_000;
    await drain(sender);
    expect(await database.db.selectFrom('push_outbox').select('status').execute()).toEqual([]);
  });

  it('gives a push up a day after it was queued', async () => {
    fresh();
    const database = await open();
    const service = new PushService(database.db, { now: clock });
    await addAddress(service, 'acc-1', 'http://127.0.0.1:1/closed');
    const sender = senderOn(database);
    for (let i = 0; i < 40 && (await database.db.selectFrom('push_outbox').select('status').where('status', '=', 'queued').execute()).length > 0; i++) {
      now += LAST_RETRY_MS * 1.3;
      await drain(sender);
    }
    const row = await database.db.selectFrom('push_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.attempts).toBeGreaterThanOrEqual(3);
    expect(row.created_at).toBe(T0);
    expect(now - T0).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
    expect(retryDelay(1, () => 0.5)).toBe(FIRST_RETRY_MS);
    expect(retryDelay(30, () => 0.5)).toBe(LAST_RETRY_MS);
  });

  it('pushes survive a restart: queued, the database closed and opened again, each sent once', async () => {
    fresh();
    let database = await open();
    let service = new PushService(database.db, { now: clock });
    await addAddress(service, 'acc-1', receiver.url());
    // A sender that claimed the rows and died: its claims lapse.
    const dead = senderOn(database, { deliver: () => new Promise(() => {}) });
    for (let i = 0; i < 5; i++) await service.notify('acc-1', turnMessage(`R00${i}`));
    void dead.runOnce();
    // Until the dead sender holds its claims (bounded): a fixed pause could end before it claimed them.
    const claimed = async (): Promise<number> => (await database.db.selectFrom('push_outbox').select('id').where('claimed_by', 'is not', null).execute()).length;
    for (let i = 0; i < 2000 && (await claimed()) === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await claimed()).toBeGreaterThan(0);
    await database.close();
    databases.splice(0);
    database = await open();
    service = new PushService(database.db, { now: clock });
    const sender = senderOn(database);
    await drain(sender);
    expect(receiver.received).toHaveLength(0); // still claimed by the dead sender
    now += 61_000;
    await drain(sender);
    const got = await receiver.waitFor(6);
    expect(got).toHaveLength(6);
    expect(new Set(got.map((r) => r.body)).size).toBe(6);
  });

  it('stopping waits for the sends under way (a bounded time) and gives back the rows not begun', async () => {
    fresh();
    const database = await open();
    const service = new PushService(database.db, { now: clock });
    await addAddress(service, 'acc-1', receiver.url());
    let begun = 0;
    let finish: () => void = () => {};
    const slow = senderOn(database, {
      concurrency: 1,
      deliver: () => (begun++, new Promise((resolve) => (finish = () => resolve({ ok: true, status: 200 })))),
    });
    await service.notify('acc-1', turnMessage('SLOW'));
    slow.start();
    while (begun === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const stopping = slow.stop(5000);
    setTimeout(() => finish(), 200);
    await stopping;
    // The send under way finished and was marked; the other row was given back unclaimed.
    const rows = await database.db.selectFrom('push_outbox').select(['status', 'claimed_by']).orderBy('status').execute();
    expect(rows).toEqual([
      { status: 'queued', claimed_by: null },
      { status: 'sent', claimed_by: null },
    ]);
    expect(begun).toBe(1);
    // A send that never ends does not hold the stop longer than its bound.
    const stuck = senderOn(database, { deliver: () => new Promise(() => {}) });
    stuck.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const t = Date.now();
    await stuck.stop(300);
    expect(Date.now() - t).toBeLessThan(2000);
  });

  it('limits the pushes of one account an hour; the rest wait for the hour', async () => {
    fresh();
    const database = await open();
    const service = new PushService(database.db, { now: clock });
    await addAddress(service, 'acc-1', receiver.url());
    for (let i = 0; i < 9; i++) await service.notify('acc-1', turnMessage(`L00${i}`));
    const sender = senderOn(database, { pushesPerHour: 5 });
    await drain(sender);
    expect(receiver.received).toHaveLength(5);
    now += 30 * 60_000;
    await drain(sender);
    expect(receiver.received).toHaveLength(5);
    now += 32 * 60_000;
    await drain(sender);
    expect(receiver.received).toHaveLength(10);
  });

  it('a digest address gets one message a day listing the tables that wait', async () => {
    fresh();
    const database = await open();
    const service = new PushService(database.db, { now: clock });
    await addAddress(service, 'acc-1', receiver.url(), 'webhook', true);
    await service.notify('acc-1', turnMessage('AAAA'));
    await service.notify('acc-1', { tag: 'reminder', title: 'A day left to move at table AAAA', body: '', table: 'AAAA', command: 'regicide join AAAA --server x' });
    await service.notify('acc-1', turnMessage('BBBB'));
    const sender = senderOn(database);
    await drain(sender);
    expect(receiver.received).toHaveLength(1); // the test message only
    now = nextDigestAt(T0);
    await drain(sender);
    const got = await receiver.waitFor(2);
    expect(got).toHaveLength(2);
    const digest = (JSON.parse(got[1].body) as { content: string }).content.split('\n');
    expect(digest[0]).toBe('Today: 2 tables wait for you');
    expect(digest.slice(1)).toEqual(['A day left to move at table AAAA: regicide join AAAA --server x', 'Your turn at table BBBB (Regicide, 3 players): regicide join BBBB --server 127.0.0.1:7777']);
  });
});

async function race(open: () => Promise<ServerDatabase>, receiver: Receiver, pushes: number): Promise<void> {
  const a = await open();
  const b = await open();
  const service = new PushService(a.db);
  const accounts = 20;
  for (let i = 0; i < accounts; i++) await addAddress(service, `acc-${i}`, receiver.url(`/a${i}`));
  const queue = async (from: number, to: number) => {
    for (let i = from; i < to; i++) await service.notify(`acc-${i % accounts}`, turnMessage(`N${String(i).padStart(4, '0')}`));
  };
  await queue(0, pushes / 2);
  const o: PushSenderOptions = { ...ALLOW, pushesPerHour: 1000, perHostPerMinute: 100_000, batch: 25 };
  const one = new PushSender(a.db, o);
  const two = new PushSender(b.db, o);
  // First both claim at the same moment, each asking for every row: together they hold each once.
  const [a0, b0] = await Promise.all([new PushSender(a.db, { ...o, batch: 1000 }).runOnce(), new PushSender(b.db, { ...o, batch: 1000 }).runOnce()]);
  expect(a0 + b0).toBe(pushes / 2 + accounts);
  // Then rounds of 25 racing over the other half.
  await queue(pushes / 2, pushes);
  const [a1, b1, a2, b2] = await Promise.all([drain(one), drain(two), drain(one), drain(two)]);
  // Together they claimed every push once.
  expect(a1 + a2 + b1 + b2).toBe(pushes / 2);
  const got = await receiver.waitFor(pushes + accounts);
  expect(got).toHaveLength(pushes + accounts);
  const turns = got.map((r) => (JSON.parse(r.body) as { content: string }).content).filter((c) => c.startsWith('Your turn'));
  expect(new Set(turns).size).toBe(pushes);
  const left = await a.db.selectFrom('push_outbox').select('status').where('status', '!=', 'sent').execute();
  expect(left).toEqual([]);
}

describe('two senders racing never send one push twice', () => {
  let receiver: Receiver;
  const databases: ServerDatabase[] = [];
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());
  afterEach(async () => {
    for (const d of databases.splice(0)) await d.close();
    receiver.received.length = 0;
  });

  it('on one SQLite file through two handles', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'push-race-'));
    try {
      await race(
        async () => {
          const d = await openDatabase(sqliteFileIn(dir));
          databases.push(d);
          return d;
        },
        receiver,
        200,
      );
    } finally {
      for (const d of databases.splice(0)) await d.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe.skipIf(!hasPostgres)('on PostgreSQL', () => {
    let postgres: TestPostgres;
    beforeAll(async () => {
      postgres = await startPostgres();
    }, 90_000);
    afterAll(() => postgres.stop());
    it('through two pools', async () => {
      await race(
        async () => {
          const d = await openDatabase(postgres.url);
          databases.push(d);
          return d;
        },
        receiver,
        200,
      );
    }, 60_000);
  });
  if (!hasPostgres) it.skip(noPostgresWarning('push-delivery.test.ts'), () => {});
});
