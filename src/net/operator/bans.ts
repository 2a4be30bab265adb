// The operator's bans: a key (by its fingerprint) or an address. An address is banned as every
// per-address limit counts it (addressKey: an IPv4 address, or the /64 an IPv6 host holds), or as
// a range the operator names (`198.51.100.0/24`, `2001:db8::/48`). The bans live in the database,
// so that every process on one PostgreSQL agrees; each process keeps them in memory (a BlockList
// and a set), read again every few seconds and at once after an act of its own, so that the edge
// and the SSH front check an address without waiting for the database.
import { BlockList, isIP } from 'node:net';
import type { Kysely } from 'kysely';
import { addressKey, networkOf } from '../http/address-prefix.js';
import { parseProxy } from '../http/client-address.js';
import type { Tables } from '../db/schema.js';

/** 'ranking': a key kept out of the daily field's rankings (daily/daily-operator.ts), not out of the server. */
export type BanKind = 'key' | 'address' | 'ranking';

export interface Ban {
  kind: BanKind;
  target: string;
  reason: string;
  at: number;
}

/** `SHA256:` and 43 characters of unpadded base64, as OpenSSH prints a key's fingerprint. */
const FINGERPRINT = /^SHA256:[A-Za-z0-9+/]{43}$/;
export const isFingerprint = (text: unknown): text is string => typeof text === 'string' && FINGERPRINT.test(text);

/**
 * What an address ban is stored as: an address as the limits count it (`1.2.3.4`,
 * `2001:db8:1:2::/64`), or a range with its network bits cleared; null when it is neither.
 */
export function addressBanTarget(text: unknown): string | null {
  if (typeof text !== 'string' || text.length > 64) return null;
  const given = parseProxy(text);
  if (!given) return null;
  if (given.prefix === null) return addressKey(given.address);
  const family = isIP(given.address) === 4 ? 'ipv4' : 'ipv6';
  // An IPv6 range narrower than a /64 bans the whole /64: one host holds all of it.
  if (family === 'ipv6' && given.prefix >= 64) return addressKey(given.address);
  if (family === 'ipv4' && given.prefix === 32) return given.address;
  return `${networkOf(given.address, given.prefix) ?? given.address}/${given.prefix}`;
}

const addBan = (list: BlockList, target: string): void => {
  const [address, bits] = target.split('/');
  const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) list.addAddress(address, family);
  else list.addSubnet(address, Number(bits), family);
};

/** Who a live connection is, as a sweep of the bans checks it: its address, and the key it proved (if any). */
export interface Connected {
  address?: string;
  key?: string;
}

/** The bans as a process holds them: checked without the database, read again every `refreshMs`. */
export class BanList {
  private keys = new Set<string>();
  private addresses = new BlockList();
  /** How many address bans the list holds: with none (the usual case), a request's address is not looked up at all. */
  private addressBans = 0;
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<void> | null = null;
  /** The key and address bans as last read (sorted, one a line): a read that finds the same sweeps nothing. */
  private lastRead: string | null = null;
  /** Told after a read that changed the bans: the connections already open are checked again (a ban closes them, here and on every process). */
  private readonly sweeps = new Set<() => void>();

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly onError: (message: string) => void = () => {},
  ) {}

  /** Reads the bans now and then every `refreshMs` (the timer does not hold the process). */
  async start(refreshMs: number): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh().catch((e: Error) => this.onError(e.message)), refreshMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Reads the bans again (one read at a time; a caller during a read waits for a fresh one after it). */
  async refresh(): Promise<void> {
    while (this.reading) await this.reading.catch(() => {});
    this.reading = (async () => {
      const rows = await this.db.selectFrom('bans').select(['kind', 'target']).execute();
      const held = rows.filter((row) => row.kind === 'key' || row.kind === 'address');
      // Every few seconds, on every process: the open connections are walked only when a ban came or went.
      const read = held
        .map((row) => `${row.kind} ${row.target}`)
        .sort()
        .join('\n');
      if (read === this.lastRead) return;
      this.lastRead = read;
      const keys = new Set<string>();
      const addresses = new BlockList();
      for (const row of held) {
        if (row.kind === 'key') keys.add(row.target);
        else addBan(addresses, row.target);
      }
      this.keys = keys;
      this.addresses = addresses;
      this.addressBans = held.filter((row) => row.kind === 'address').length;
      for (const sweep of this.sweeps) {
        try {
          sweep();
        } catch (e) {
          this.onError(`ban sweep: ${(e as Error).message}`);
        }
      }
    })().finally(() => (this.reading = null));
    return this.reading;
  }

  /** `sweep` runs after every read that changed the bans (until the returned function is called). */
  onRead(sweep: () => void): () => void {
    this.sweeps.add(sweep);
    return () => this.sweeps.delete(sweep);
  }

  /** Is this connection banned, by its address or by its key? */
  isBanned(c: Connected): boolean {
    return (c.key !== undefined && this.keys.has(c.key)) || (c.address !== undefined && this.isAddressBanned(c.address));
  }

  isKeyBanned(fingerprint: string): boolean {
    return this.keys.has(fingerprint);
  }

  /** Is this client's address banned: itself, its /64, or a range holding it? */
  isAddressBanned(address: string): boolean {
    if (this.addressBans === 0) return false;
    const key = addressKey(address);
    const plain = key.endsWith('/64') ? key.slice(0, -3) : key;
    const family = isIP(plain);
    if (family === 0) return false;
    return this.addresses.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  }
}

/** The bans in the database: written by the operator's acts, read by every process. */
export class Bans {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Bans (again: the reason and time are replaced) a key or an address. */
  async ban(kind: BanKind, target: string, reason: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('bans').where('kind', '=', kind).where('target', '=', target).execute();
      await tx.insertInto('bans').values({ kind, target, reason, at: this.now() }).execute();
    });
  }

  /** Lifts a ban; false when there was none. */
  async unban(kind: BanKind, target: string): Promise<boolean> {
    const gone = await this.db.deleteFrom('bans').where('kind', '=', kind).where('target', '=', target).executeTakeFirst();
    return Number(gone.numDeletedRows) > 0;
  }

  async isKeyBanned(fingerprint: string): Promise<boolean> {
    return (await this.db.selectFrom('bans').select('target').where('kind', '=', 'key').where('target', '=', fingerprint).executeTakeFirst()) !== undefined;
  }

  async list(): Promise<Ban[]> {
    const rows = await this.db.selectFrom('bans').selectAll().orderBy('at').execute();
    return rows.map((r) => ({ kind: r.kind as BanKind, target: r.target, reason: r.reason, at: r.at }));
  }
}
