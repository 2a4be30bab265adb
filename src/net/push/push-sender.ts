// The delivery loop over the outbox (push-service.ts queues). Each round claims a batch of due
// rows with one conditional UPDATE (claimed_by/claimed_until: a row claimed by a live process is
// skipped by every other; a crashed process's claim lapses after CLAIM_MS), sends each, and marks
// it sent. A failure is tried again after 30 s, 1 min, 2 min … up to 6 h apart, each with jitter,
// and given up ('failed') a day after the push was queued. An account gets at most
// `pushesPerHour` (counted in the database, over every process); a destination host at most
// `perHostPerMinute` from this process. A digest address's held rows go as one message a day.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { printable } from '../../core/printable.js';
import type { PushOutboxTable, Tables } from '../db/schema.js';
import { PerMinuteQuota } from '../http/quotas.js';
import { type GuardOptions, hostOf, pushUrl } from './push-address.js';
import { type Deliver, deliver as realDeliver } from './push-deliver.js';
import { digestMessage, pushRequest } from './push-format.js';
import type { PushMessage } from './push-port.js';

export const FIRST_RETRY_MS = 30_000;
export const LAST_RETRY_MS = 6 * 60 * 60 * 1000;
export const GIVE_UP_MS = 24 * 60 * 60 * 1000;
/** A claim outlives any one send (their timeouts are far shorter); then another process may take the row. */
export const CLAIM_MS = 60_000;
const HOUR_MS = 60 * 60 * 1000;
/** Sent and given-up pushes are kept this long (the hourly limit reads the last hour; an export shows the rest), then removed. */
export const KEEP_DONE_MS = 7 * 24 * HOUR_MS;

export interface PushSenderOptions extends GuardOptions {
  now?: () => number;
  /** Pushes one account may get in an hour (`--pushes-per-hour`). */
  pushesPerHour?: number;
  /** Pushes this process sends to one destination host a minute. */
  perHostPerMinute?: number;
  /** Rows claimed per round, and sent at once at most. */
  batch?: number;
  concurrency?: number;
  /** How often the outbox is looked at when nothing woke the sender. */
  pollMs?: number;
  connectMs?: number;
  responseMs?: number;
  /** The network (tests replace it). */
  deliver?: Deliver;
  /** A push that failed, or a round that could not reach the database (one line each). */
  onEvent?(event: { event: string; [key: string]: unknown }): void;
}

/** How long before the `attempts`-th try again (1: the first retry), with ±25 % jitter. */
export function retryDelay(attempts: number, random = Math.random): number {
  const base = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

/** What a round keeps: each account's pushes of the hour, the rows sent and the addresses that answered. */
interface Round {
  hour: Map<string, { sent: number; oldest: number }>;
  sent: string[];
  ok: Set<string>;
}

/** One send: a row, or a digest address's held rows together. */
interface Unit {
  rows: PushOutboxTable[];
  digest: boolean;
}

export class PushSender {
  readonly id = `push-${randomBytes(6).toString('hex')}`;
  private readonly now: () => number;
  private readonly hosts: PerMinuteQuota;
  private readonly deliver: Deliver;
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<number> | null = null;
  private stopped = true;
  private woken = false;
  private prunedAt = -Infinity;
  /** `stop` was called: the round under way begins no further send. */
  private halting = false;
  /** Claimed rows whose send has not begun: given back when the sender stops. */
  private readonly waiting = new Set<string>();

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly o: PushSenderOptions = {},
  ) {
    this.now = o.now ?? Date.now;
    this.hosts = new PerMinuteQuota(o.perHostPerMinute ?? 300, this.now);
    this.deliver = o.deliver ?? realDeliver;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.halting = false;
    this.schedule(0);
  }

  /** Something was queued: look now rather than at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.round) this.woken = true;
    else this.schedule(0);
  }

  /** Stops the loop, waits for the sends under way (at most `waitMs`), gives back the rows not begun. */
  async stop(waitMs = 10_000): Promise<void> {
    this.stopped = true;
    this.halting = true;
    clearTimeout(this.timer);
    let timer: NodeJS.Timeout | undefined;
    if (this.round) await Promise.race([this.round.catch(() => 0), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]).finally(() => clearTimeout(timer));
    const unsent = [...this.waiting];
    this.waiting.clear();
    if (unsent.length > 0)
      await this.db
        .updateTable('push_outbox')
        .set({ claimed_by: null, claimed_until: null })
        .where('id', 'in', unsent)
        .where('claimed_by', '=', this.id)
        .execute()
        .catch(() => {});
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.loop(), ms);
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    if (this.stopped || this.round) return;
    let claimed = 0;
    this.woken = false;
    this.round = this.runOnce();
    try {
      claimed = await this.round;
    } catch (e) {
      this.o.onEvent?.({ event: 'pushRoundFailed', message: printable(String(e instanceof Error ? e.message : e).split('\n')[0]) });
    } finally {
      this.round = null;
    }
    if (this.stopped) return;
    this.schedule(claimed >= (this.o.batch ?? 50) || this.woken ? 0 : (this.o.pollMs ?? 1000));
  }

  /** One round: claims due rows and sends them; how many rows it claimed. */
  async runOnce(): Promise<number> {
    const now = this.now();
    const batch = this.o.batch ?? 50;
    if (now - this.prunedAt >= HOUR_MS) {
      this.prunedAt = now;
      await this.db
        .deleteFrom('push_outbox')
        .where('status', 'in', ['sent', 'failed'])
        .where('created_at', '<', now - KEEP_DONE_MS)
        .execute();
    }
    const rows = await this.claim(now, batch);
    if (rows.length === 0) return 0;
    for (const r of rows) this.waiting.add(r.id);
    const units = await this.unitsOf(rows, now);
    const addresses = new Map(
      (
        await this.db
          .selectFrom('push_addresses')
          .selectAll()
          .where('id', 'in', [...new Set(rows.map((r) => r.address_id))])
          .execute()
      ).map((a) => [a.id, a]),
    );
    const round: Round = { hour: await this.sentInTheHour([...new Set(rows.map((r) => r.account_id).filter((a) => a !== null))], now), sent: [], ok: new Set() };
    const queue = [...units];
    const worker = async (): Promise<void> => {
      // A stopping sender begins no further send: the rows left are given back by `stop`.
      for (let unit = queue.shift(); unit && !this.halting; unit = queue.shift()) await this.send(unit, addresses, round);
    };
    await Promise.all(Array.from({ length: Math.min(queue.length, this.o.concurrency ?? 16) }, worker));
    // The round's sent pushes marked together: one write for all, not one each.
    const at = this.now();
    if (round.sent.length > 0) await this.finish(round.sent, { status: 'sent', sent_at: at });
    if (round.ok.size > 0)
      await this.db
        .updateTable('push_addresses')
        .set({ last_ok_at: at, failures: 0 })
        .where('id', 'in', [...round.ok])
        .execute();
    return rows.length;
  }

  /** The conditional claim: only rows nobody holds (or whose holder's time ran out) are taken. */
  private async claim(now: number, limit: number, addressId?: string): Promise<PushOutboxTable[]> {
    const free = sql<boolean>`(claimed_until IS NULL OR claimed_until <= ${now})`;
    return this.db
      .updateTable('push_outbox')
      .set({ claimed_by: this.id, claimed_until: now + CLAIM_MS })
      .where('id', 'in', (eb) => {
        let due = eb.selectFrom('push_outbox').select('id').where('status', 'in', ['queued', 'digest']).where('due_at', '<=', now).where(free).orderBy('due_at').limit(limit);
        if (addressId !== undefined) due = due.where('address_id', '=', addressId).where('status', '=', 'digest');
        return due;
      })
      .where(free)
      .where('status', 'in', ['queued', 'digest'])
      .returningAll()
      .execute();
  }

  /** Rows as sends: a digest address's held rows, with the rest of its due ones, as one. */
  private async unitsOf(rows: PushOutboxTable[], now: number): Promise<Unit[]> {
    const units: Unit[] = rows.filter((r) => r.status !== 'digest').map((r) => ({ rows: [r], digest: false }));
    const held = new Map<string, PushOutboxTable[]>();
    for (const r of rows.filter((r) => r.status === 'digest')) held.set(r.address_id, [...(held.get(r.address_id) ?? []), r]);
    for (const [addressId, some] of held) {
      const rest = await this.claim(now, 1000, addressId);
      for (const r of rest) this.waiting.add(r.id);
      units.push({ rows: [...some, ...rest], digest: true });
    }
    return units;
  }

  private async send(unit: Unit, addresses: Map<string, Tables['push_addresses']>, round: Round): Promise<void> {
    const ids = unit.rows.map((r) => r.id);
    for (const id of ids) this.waiting.delete(id);
    const first = unit.rows[0];
    const address = addresses.get(first.address_id);
    const now = this.now();
    if (!address) return this.finish(ids, { status: 'failed' });
    const url = pushUrl(address.url);
    if (!url) return this.finish(ids, { status: 'failed' });
    const account = unit.digest ? null : first.account_id;
    const limit = this.o.pushesPerHour ?? 30;
    const hour = account === null ? undefined : (round.hour.get(account) ?? { sent: 0, oldest: now });
    if (account !== null && hour) {
      // Counted before any await: the round's other sends to this account see it.
      if (hour.sent >= limit) return this.release(ids, now + Math.max(1000, hour.oldest + HOUR_MS - now + 1000));
      hour.sent++;
      round.hour.set(account, hour);
    }
    const host = hostOf(url);
    if (!this.hosts.take(host)) {
      if (hour) hour.sent--;
      return this.release(ids, now + 60_000 / (this.o.perHostPerMinute ?? 300) + 1000);
    }
    const messages = unit.rows.map((r) => JSON.parse(r.body) as PushMessage);
    const message = unit.digest ? digestMessage(messages) : messages[0];
    const kind = address.kind === 'ntfy' ? 'ntfy' : 'webhook';
    const result = await this.deliver(address.url, pushRequest(kind, message), this.o);
    const at = this.now();
    if (result.ok) {
      round.sent.push(...ids);
      round.ok.add(address.id);
      return;
    }
    this.o.onEvent?.({ event: 'pushFailed', host: printable(host), why: printable(result.why), attempts: first.attempts + 1 });
    const giveUpBefore = at - GIVE_UP_MS;
    await this.db
      .updateTable('push_outbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        due_at: at + retryDelay(first.attempts + 1),
        status: sql<string>`CASE WHEN created_at <= ${giveUpBefore} THEN 'failed' ELSE status END`,
        claimed_by: null,
        claimed_until: null,
      }))
      .where('id', 'in', ids)
      .where('claimed_by', '=', this.id)
      .execute();
    await this.db
      .updateTable('push_addresses')
      .set((eb) => ({ failures: eb('failures', '+', 1) }))
      .where('id', '=', address.id)
      .execute();
  }

  /** Pushes each account got in the last hour (over every process), and when the oldest of them went. */
  private async sentInTheHour(accountIds: string[], now: number): Promise<Map<string, { sent: number; oldest: number }>> {
    if (accountIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('push_outbox')
      .select((eb) => ['account_id', eb.fn.countAll<number | string | bigint>().as('n'), eb.fn.min('sent_at').as('oldest')])
      .where('account_id', 'in', accountIds)
      .where('status', '=', 'sent')
      .where('sent_at', '>', now - HOUR_MS)
      .groupBy('account_id')
      .execute();
    return new Map(rows.map((r) => [r.account_id ?? '', { sent: Number(r.n), oldest: r.oldest ?? now }]));
  }

  private async finish(ids: string[], set: { status: string; sent_at?: number }): Promise<void> {
    await this.db
      .updateTable('push_outbox')
      .set({ ...set, claimed_by: null, claimed_until: null })
      .where('id', 'in', ids)
      .where('claimed_by', '=', this.id)
      .execute();
  }

  /** Given back unsent, due again at `at` (a limit said wait; no attempt is counted). */
  private async release(ids: string[], at: number): Promise<void> {
    await this.db.updateTable('push_outbox').set({ due_at: at, claimed_by: null, claimed_until: null }).where('id', 'in', ids).where('claimed_by', '=', this.id).execute();
  }
}
