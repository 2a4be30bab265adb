// How this process's SSH front tells the game server beside it whose session joins: the key the
// SSH client proved (ssh2 checked its signature) is put here for one join and named in the join
// options by a one-time secret. Only this process holds the map, so no other program (nor the
// session's player) can make one: a voucher that is not here is refused like a bad proof.
import { randomBytes } from 'node:crypto';
import type { ProvenKey } from '../accounts/account-service.js';

/** How long a voucher waits for its join (the join follows at once). */
const VOUCHER_MS = 60_000;

export class KeyVouchers {
  private readonly held = new Map<string, { key: ProvenKey; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A secret that proves `key` once. */
  vouch(key: ProvenKey): string {
    this.prune();
    const secret = randomBytes(24).toString('base64url');
    this.held.set(secret, { key, until: this.now() + VOUCHER_MS });
    return secret;
  }

  /** The key a voucher stands for, used up; undefined when unknown or expired. */
  take(secret: unknown): ProvenKey | undefined {
    if (typeof secret !== 'string') return undefined;
    const entry = this.held.get(secret);
    this.held.delete(secret);
    return entry && entry.until > this.now() ? entry.key : undefined;
  }

  private prune(): void {
    const now = this.now();
    for (const [secret, entry] of this.held) if (entry.until <= now) this.held.delete(secret);
  }
}
