// The push service behind PushPort: an account's push addresses (push_addresses) and the durable
// outbox (push_outbox) the sender (push-sender.ts) works through. `notify` is one INSERT … SELECT:
// a row per address of the account, due now — or, for an address that asked for the daily digest,
// held (status 'digest') until the day's digest hour, when the sender folds that day's rows into
// one message. It never waits for a network, so a table's move never waits for a push.
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { PushAddressesTable, Tables } from '../db/schema.js';
import type { PushKind } from './push-address.js';
import type { PushMessage, PushPort, PushQueueing, PushTag } from './push-port.js';

export const PUSH_TAGS: readonly PushTag[] = ['turn', 'reminder', 'clock', 'ended', 'test', 'digest'];
/** The hour (UTC) of the daily digest. */
export const DIGEST_HOUR_UTC = 18;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** A message's own text is short; the outbox keeps no more of it than this. */
const FIELD_MAX = 300;

export interface PushServiceOptions {
  now?: () => number;
  /** Addresses one account may hold (`--push-addresses-per-account`). */
  addressesPerAccount?: number;
  /** Told after rows were queued (the sender in this process looks at once). */
  onQueued?(): void;
}

export interface PushAddressView {
  id: string;
  kind: string;
  url: string;
  digest: boolean;
  addedAt: number;
  lastOkAt: number | null;
  failures: number;
}

export type AddAnswer = { ok: true; address: PushAddressView } | { ok: false; problem: 'tooManyAddresses' | 'duplicate' };

/** When the digest of pushes queued at `now` goes: the next digest hour. */
export function nextDigestAt(now: number, hourUtc = DIGEST_HOUR_UTC): number {
  const day = Math.floor(now / DAY_MS) * DAY_MS;
  const today = day + hourUtc * HOUR_MS;
  return now < today ? today : today + DAY_MS;
}

const newId = (): string => randomBytes(12).toString('hex');

/** The message as the outbox keeps it: only PushMessage's fields, each cut short. */
function storedMessage(message: PushMessage): string {
  const cut = (text: unknown): string => (typeof text === 'string' ? text : '').slice(0, FIELD_MAX);
  const tag = PUSH_TAGS.includes(message.tag) ? message.tag : 'turn';
  return JSON.stringify({
    tag,
    title: cut(message.title),
    body: cut(message.body),
    ...(message.command && { command: cut(message.command) }),
    ...(message.table && { table: cut(message.table) }),
  });
}

const viewOf = (a: PushAddressesTable): PushAddressView => ({
  id: a.id,
  kind: a.kind,
  url: a.url,
  digest: a.digest === 1,
  addedAt: a.added_at,
  lastOkAt: a.last_ok_at,
  failures: a.failures,
});

export class PushService implements PushPort {
  private readonly now: () => number;
  private readonly addressesPerAccount: number;

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly o: PushServiceOptions = {},
  ) {
    this.now = o.now ?? Date.now;
    this.addressesPerAccount = o.addressesPerAccount ?? 3;
  }

  async notify(accountId: string, message: PushMessage, queueing: PushQueueing = {}): Promise<void> {
    const now = this.now();
    // A keyed push has the same row ids every time it is queued: a second time inserts nothing.
    const prefix = `${queueing.key ?? newId()}-`;
    const digestAt = nextDigestAt(now);
    // One statement: every address of the account, each its row (none: nothing inserted).
    const inserted = await (queueing.within ?? this.db)
      .insertInto('push_outbox')
      .columns(['id', 'account_id', 'address_id', 'body', 'status', 'due_at', 'attempts', 'claimed_by', 'claimed_until', 'created_at', 'sent_at'])
      .expression((eb) =>
        eb
          .selectFrom('push_addresses')
          .select([
            sql<string>`${prefix} || id`.as('id'),
            'account_id',
            'id as address_id',
            sql<string>`${storedMessage(message)}`.as('body'),
            sql<string>`CASE WHEN digest = 1 THEN 'digest' ELSE 'queued' END`.as('status'),
            sql<number>`CASE WHEN digest = 1 THEN CAST(${sql.lit(digestAt)} AS bigint) ELSE CAST(${sql.lit(now)} AS bigint) END`.as('due_at'),
            sql.lit(0).as('attempts'),
            sql<null>`CAST(NULL AS text)`.as('claimed_by'),
            sql<null>`CAST(NULL AS bigint)`.as('claimed_until'),
            sql<number>`CAST(${sql.lit(now)} AS bigint)`.as('created_at'),
            sql<null>`CAST(NULL AS bigint)`.as('sent_at'),
          ])
          .where('account_id', '=', accountId),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) this.o.onQueued?.();
  }

  /** Adds an address (checked by the caller: push-address.ts) and queues its test message. */
  async addAddress(accountId: string, target: { kind: PushKind; url: string }, digest: boolean): Promise<AddAnswer> {
    const now = this.now();
    const id = newId();
    const answer = await this.db.transaction().execute(async (tx): Promise<AddAnswer> => {
      const held = await tx.selectFrom('push_addresses').select(['url']).where('account_id', '=', accountId).execute();
      if (held.some((a) => a.url === target.url)) return { ok: false, problem: 'duplicate' };
      if (held.length >= this.addressesPerAccount) return { ok: false, problem: 'tooManyAddresses' };
      const row: PushAddressesTable = { id, account_id: accountId, kind: target.kind, url: target.url, digest: digest ? 1 : 0, added_at: now, last_ok_at: null, failures: 0 };
      await tx.insertInto('push_addresses').values(row).execute();
      await tx
        .insertInto('push_outbox')
        .values(this.testRow(accountId, id, now))
        .execute();
      return { ok: true, address: viewOf(row) };
    });
    if (answer.ok) this.o.onQueued?.();
    return answer;
  }

  async listAddresses(accountId: string): Promise<PushAddressView[]> {
    const rows = await this.db.selectFrom('push_addresses').selectAll().where('account_id', '=', accountId).orderBy('added_at').orderBy('id').execute();
    return rows.map(viewOf);
  }

  /** Removes one address of the account and what still waits for it; false when it holds none of that id. */
  async removeAddress(accountId: string, id: string): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const gone = await tx.deleteFrom('push_addresses').where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
      if (Number(gone.numDeletedRows) === 0) return false;
      await tx.deleteFrom('push_outbox').where('address_id', '=', id).where('status', 'in', ['queued', 'digest']).execute();
      return true;
    });
  }

  /** `notify --off`: every address of the account and every push still waiting; how many addresses went. */
  async removeAll(accountId: string): Promise<number> {
    return this.db.transaction().execute(async (tx) => {
      const gone = await tx.deleteFrom('push_addresses').where('account_id', '=', accountId).executeTakeFirst();
      await tx.deleteFrom('push_outbox').where('account_id', '=', accountId).where('status', 'in', ['queued', 'digest']).execute();
      return Number(gone.numDeletedRows);
    });
  }

  /** A test message to each address of the account, now (a digest address too); how many. */
  async test(accountId: string): Promise<number> {
    const now = this.now();
    const addresses = await this.db.selectFrom('push_addresses').select('id').where('account_id', '=', accountId).execute();
    if (addresses.length === 0) return 0;
    await this.db
      .insertInto('push_outbox')
      .values(addresses.map((a) => this.testRow(accountId, a.id, now)))
      .execute();
    this.o.onQueued?.();
    return addresses.length;
  }

  private testRow(accountId: string, addressId: string, now: number) {
    const message: PushMessage = { tag: 'test', title: 'Test: pushes from this game server reach you here', body: 'You will be told here when it is your turn at a turn-based table.' };
    return {
      id: newId(),
      account_id: accountId,
      address_id: addressId,
      body: storedMessage(message),
      status: 'queued',
      due_at: now,
      attempts: 0,
      claimed_by: null,
      claimed_until: null,
      created_at: now,
      sent_at: null,
    };
  }
}
