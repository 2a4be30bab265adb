// Tables in Redis, shared by every `serve` process: each table's log with its room fields (the
// durable record, written before any update leaves), the process that owns the table, and the
// processes that are alive. A table's lease is its owner key pointing at a live process: a process
// is alive while its own key (renewed every second, gone five seconds after the last renewal) and
// its Colyseus channel (gone the moment its connection to Redis is) both exist, so one renewal a
// second per process holds the leases of all its tables. Every write of a log is fenced by the
// owner key (a Lua script): a process that lost a table cannot write it again.
import { Redis } from 'ioredis';
import { PACKAGE_NAME } from '../../core/package-name.js';
import type { RoomLog, RoomStore } from '../logs/room-store.js';
import { TableMoved } from '../logs/room-store.js';

const PREFIX = `${PACKAGE_NAME}:`;
const PROCESSES = `${PREFIX}processes`;
const aliveKey = (id: string): string => `${PREFIX}alive:${id}`;
const ownerKey = (code: string): string => `${PREFIX}owner:${code}`;
const logKey = (code: string): string => `${PREFIX}log:${code}`;
/** Colyseus's channel of a process (RedisPresence subscribes it while the process lives). */
const processChannel = (id: string): string => `p:${id}`;

/** How long a process counts as alive after its last renewal. */
export const LEASE_MS = 5000;
const RENEW_MS = 1000;
const DAY_SECONDS = 24 * 60 * 60;

const SCRIPTS = {
  // owner, log | me, json, ttl seconds (0: kept)
  fencedSave: {
    numberOfKeys: 2,
    lua: `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if tonumber(ARGV[3]) > 0 then redis.call('SET', KEYS[2], ARGV[2], 'EX', ARGV[3]) else redis.call('SET', KEYS[2], ARGV[2]) end
return 1`,
  },
  // owner, log | me: a new code, never one a table (open or closed) has
  claimNew: {
    numberOfKeys: 2,
    lua: `if redis.call('EXISTS', KEYS[1]) == 1 or redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
return 1`,
  },
  // owner | expected, me: compare and set
  takeOwner: {
    numberOfKeys: 1,
    lua: `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2])
return 1`,
  },
  // owner | me: '' means free for any process to take
  releaseOwner: {
    numberOfKeys: 1,
    lua: `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], '')
return 1`,
  },
  // owner, log | me, ttl seconds for the log (0: kept), remove the log too (1)
  closeOwner: {
    numberOfKeys: 2,
    lua: `if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
if ARGV[3] == '1' then redis.call('DEL', KEYS[2]) elseif tonumber(ARGV[2]) > 0 then redis.call('EXPIRE', KEYS[2], ARGV[2]) end
return 1`,
  },
} as const;

type Scripted = Redis & { [K in keyof typeof SCRIPTS]: (...args: (string | number)[]) => Promise<number> };

export interface RedisTablesOptions {
  url: string;
  /** This process's Colyseus id (known once the server is set up). */
  processId: () => string;
  /** The address clients reach this process at (host:port, or host/path behind a proxy). */
  publicAddress?: string;
  /** Finished and closed tables' logs are kept this many days (0: kept). */
  finishedLogDays: number;
  onError(message: string): void;
  /** The live processes' public addresses changed (one changed, joined or went). */
  onProcesses?(addresses: string[]): void;
}

/** Who holds a table now, as one process sees it. */
export type Ownership = { kind: 'none' } | { kind: 'mine' } | { kind: 'live'; owner: string } | { kind: 'free'; owner: string };

export class RedisTables {
  private readonly redis: Scripted;
  private timer: NodeJS.Timeout | undefined;
  /** Live processes and their public addresses, as of the last renewal. */
  private alive = new Map<string, string>();
  private renewedAt = 0;

  constructor(private readonly o: RedisTablesOptions) {
    this.redis = new Redis(o.url, { lazyConnect: false, maxRetriesPerRequest: 2 }) as Scripted;
    for (const [name, { numberOfKeys, lua }] of Object.entries(SCRIPTS)) this.redis.defineCommand(name, { numberOfKeys, lua });
    this.redis.on('error', (e: Error) => o.onError(`redis: ${e.message}`));
  }

  private get me(): string {
    return this.o.processId();
  }

  /** Starts renewing this process's lease (the first renewal is done when this resolves). */
  async start(): Promise<void> {
    await this.renew();
    this.timer = setInterval(() => void this.renew().catch((e: Error) => this.o.onError(`lease renewal: ${e.message}`)), RENEW_MS);
    this.timer.unref();
  }

  /** Stops renewing and says at once that this process is gone. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    try {
      await this.redis.multi().del(aliveKey(this.me)).hdel(PROCESSES, this.me).exec();
    } finally {
      this.redis.disconnect();
    }
  }

  /** The public addresses of the live processes (this one's first), for clients to come back through. */
  peers(): string[] {
    const mine = this.o.publicAddress;
    const others = [...this.alive.values()].filter((a) => a !== '' && a !== mine);
    return mine ? [mine, ...others] : others;
  }

  /** Why this process cannot hold tables now (its lease is not being renewed: Redis is out of reach), or null. */
  problem(): string | null {
    return performance.now() - this.renewedAt < LEASE_MS ? null : 'redis';
  }

  private async renew(): Promise<void> {
    const me = this.me;
    const address = this.o.publicAddress ?? '';
    const [, , list] = (await this.redis.multi().set(aliveKey(me), address, 'PX', LEASE_MS).hset(PROCESSES, me, address).hgetall(PROCESSES).exec()) ?? [];
    const processes = Object.entries((list?.[1] ?? {}) as Record<string, string>);
    const alive = new Map<string, string>();
    const checks = await Promise.all(processes.map(([id]) => this.aliveNow(id)));
    processes.forEach(([id, addr], i) => {
      if (checks[i]) alive.set(id, addr);
    });
    this.renewedAt = performance.now();
    const before = [...this.alive.values()].sort().join(' ');
    this.alive = alive;
    if ([...alive.values()].sort().join(' ') !== before) this.o.onProcesses?.(this.peers());
    // Processes gone for good leave the list (their key expired, or their connection went).
    const gone = processes.filter(([id], i) => !checks[i] && id !== me).map(([id]) => id);
    if (gone.length > 0) await this.redis.hdel(PROCESSES, ...gone);
  }

  /** Alive now: its key renewed within the lease, and its channel still subscribed (a killed process's goes at once). */
  async aliveNow(processId: string): Promise<boolean> {
    if (processId === this.me) return true;
    const [exists, subscribers] = (await this.redis.multi().exists(aliveKey(processId)).pubsub('NUMSUB', processChannel(processId)).exec()) ?? [];
    const numsub = subscribers?.[1] as [string, number] | undefined;
    return exists?.[1] === 1 && Number(numsub?.[1] ?? 0) > 0;
  }

  /** Who owns the table now (checked afresh, not from the last renewal). */
  async ownership(code: string): Promise<Ownership> {
    const owner = await this.redis.get(ownerKey(code));
    if (owner === null) return { kind: 'none' };
    if (owner === this.me) return { kind: 'mine' };
    if (owner !== '' && (await this.aliveNow(owner))) return { kind: 'live', owner };
    return { kind: 'free', owner };
  }

  /** Takes a free table (its owner released it or died); false when another process was quicker. */
  async take(code: string, from: string): Promise<boolean> {
    return (await this.redis.takeOwner(ownerKey(code), from, this.me)) === 1;
  }

  /** The table's durable record, or null. */
  async log(code: string): Promise<RoomLog | null> {
    const text = await this.redis.get(logKey(code));
    return text === null ? null : (JSON.parse(text) as RoomLog);
  }

  /** Removes a listing Colyseus still holds for a table whose owner is gone (this process takes the table). */
  async forgetListing(code: string): Promise<void> {
    await this.redis.hdel('roomcaches', code);
  }

  private get logTtl(): number {
    return this.o.finishedLogDays > 0 ? this.o.finishedLogDays * DAY_SECONDS : 0;
  }

  /** The RoomStore of the tables this process owns. */
  store(): RoomStore {
    return {
      save: async (log) => {
        const ttl = log.result === null ? 0 : this.logTtl;
        const done = await this.redis.fencedSave(ownerKey(log.room.code), logKey(log.room.code), this.me, JSON.stringify(log), ttl);
        if (done !== 1) throw new TableMoved(log.room.code);
      },
      remove: async (code) => void (await this.redis.closeOwner(ownerKey(code), logKey(code), this.me, 0, 1)),
      claim: async (code) => (await this.redis.claimNew(ownerKey(code), logKey(code), this.me)) === 1,
      release: async (code) => void (await this.redis.releaseOwner(ownerKey(code), this.me)),
      close: async (code) => void (await this.redis.closeOwner(ownerKey(code), logKey(code), this.me, this.logTtl, 0)),
    };
  }
}
