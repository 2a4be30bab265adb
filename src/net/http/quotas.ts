// Per-address counters for the HTTP edge: allowances that refill over a minute (tables, joins,
// failed code guesses) and counts of things an address holds open (connections, bot tables).
// Addresses that hold nothing are forgotten, so a stranger cycling addresses leaves no memory.
// Given `keyOf` (addressKey), a counter counts an IPv6 /64 as one address (address-prefix.ts).

type KeyOf = (key: string) => string;
const same: KeyOf = (key) => key;

/** An allowance of `perMinute` per key, refilled continuously (a token bucket of one minute). */
export class PerMinuteQuota {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private lastSweep: number;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = () => performance.now(),
    private readonly keyOf: KeyOf = same,
  ) {
    this.lastSweep = now();
  }

  private bucket(given: string): { tokens: number; at: number } {
    const key = this.keyOf(given);
    const t = this.now();
    this.sweep(t);
    const b = this.buckets.get(key) ?? { tokens: this.perMinute, at: t };
    b.tokens = Math.min(this.perMinute, b.tokens + ((t - b.at) / 60_000) * this.perMinute);
    b.at = t;
    this.buckets.set(key, b);
    return b;
  }

  /** True while `key` has at least one left (nothing is used). */
  left(key: string): boolean {
    return this.bucket(key).tokens >= 1;
  }

  /** Uses one: false (and nothing used) when none is left. */
  take(key: string): boolean {
    const b = this.bucket(key);
    if (b.tokens < 1) return false;
    b.tokens -= 1;
    return true;
  }

  /** Uses one even when none is left (a failure already happened and must count). */
  spend(key: string): void {
    const b = this.bucket(key);
    b.tokens = Math.max(0, b.tokens - 1);
  }

  /** Keys whose bucket has refilled are dropped: a full bucket is the same as none. */
  private sweep(t: number): void {
    if (t - this.lastSweep < 60_000) return;
    this.lastSweep = t;
    for (const [key, b] of this.buckets) if (b.tokens + ((t - b.at) / 60_000) * this.perMinute >= this.perMinute) this.buckets.delete(key);
  }

  get size(): number {
    return this.buckets.size;
  }
}

/** How many of something each key holds open, with a ceiling. */
export class OpenCount {
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly keyOf: KeyOf = same,
  ) {}

  /** Counts one more for `key`: false (and nothing counted) at the ceiling. */
  open(given: string): boolean {
    const key = this.keyOf(given);
    const n = this.counts.get(key) ?? 0;
    if (n >= this.limit) return false;
    this.counts.set(key, n + 1);
    return true;
  }

  /** Counts one more for `key` whatever the ceiling (something already open that must count). */
  add(given: string): void {
    const key = this.keyOf(given);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  close(given: string): void {
    const key = this.keyOf(given);
    const n = (this.counts.get(key) ?? 0) - 1;
    if (n > 0) this.counts.set(key, n);
    else this.counts.delete(key);
  }

  get size(): number {
    return this.counts.size;
  }
}
