// Guessing a password, slowed down to a trickle. Each address (an IPv6 one by its /64, which one
// customer usually holds whole) has a few wrong attempts a minute; past them it must wait, twice as
// long after each further wrong one (up to 15 minutes). While it waits, every request it makes is
// refused unread — also one with the right password, so a refusal tells nothing about a guess.
// Addresses are forgotten a while after their last wrong attempt, and past `maxAddresses` the
// newcomers share one allowance, so a stranger cycling addresses neither fills the memory nor
// escapes the trickle.
import { addressKey } from '../http/address-prefix.js';

/** The longest wait between two attempts. */
export const LONGEST_WAIT_MS = 15 * 60_000;
/** An address quiet for this long after its wait has its wrong attempts forgotten. */
const FORGET_AFTER_MS = LONGEST_WAIT_MS;
const SHARED = 'many addresses';

interface Attempts {
  /** Wrong attempts still allowed now (refilled continuously, `perMinute` a minute). */
  tokens: number;
  at: number;
  /** Waits imposed since the address was last forgotten (each doubles the next). */
  strikes: number;
  /** No attempt is looked at before this time. */
  until: number;
}

export class PasswordThrottle {
  private readonly attempts = new Map<string, Attempts>();
  private lastSweep: number;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = () => performance.now(),
    private readonly maxAddresses = 10_000,
  ) {
    this.lastSweep = now();
  }

  private keyOf(address: string): string {
    const key = addressKey(address);
    if (this.attempts.has(key) || this.attempts.size < this.maxAddresses) return key;
    this.sweep(this.now());
    return this.attempts.size < this.maxAddresses ? key : SHARED;
  }

  /** Seconds `address` must still wait before an attempt is looked at; 0: it may try now. */
  waitSeconds(address: string): number {
    const a = this.attempts.get(this.keyOf(address));
    const left = a ? a.until - this.now() : 0;
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  /** A wrong password from `address`: one of its allowance, and a wait once that is spent. */
  failed(address: string): void {
    const t = this.now();
    this.sweep(t);
    const key = this.keyOf(address);
    const a = this.attempts.get(key) ?? { tokens: this.perMinute, at: t, strikes: 0, until: 0 };
    a.tokens = Math.min(this.perMinute, a.tokens + ((t - a.at) / 60_000) * this.perMinute) - 1;
    a.at = t;
    // Once the allowance is spent, every wrong password until the address is forgotten means a longer wait.
    if (a.tokens < 1 || a.strikes > 0) {
      a.strikes += 1;
      a.until = t + Math.min(LONGEST_WAIT_MS, (60_000 / this.perMinute) * 2 ** Math.min(20, a.strikes - 1));
    }
    this.attempts.set(key, a);
  }

  /** The right password: the address's wrong attempts are forgotten. */
  succeeded(address: string): void {
    this.attempts.delete(addressKey(address));
  }

  get size(): number {
    return this.attempts.size;
  }

  /** Drops addresses quiet long enough (at most once a minute). */
  private sweep(t: number): void {
    if (t - this.lastSweep < 60_000) return;
    this.lastSweep = t;
    for (const [key, a] of this.attempts) if (t - Math.max(a.at, a.until) > FORGET_AFTER_MS) this.attempts.delete(key);
  }
}
