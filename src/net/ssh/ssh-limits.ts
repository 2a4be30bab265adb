// What the SSH front allows: sessions per address and in all, connections not yet in a session
// (per address and in all, shared fairly, each with a deadline to log in and then to open its
// session), failed login attempts per connection, and how long a session may sit without a key
// before it is warned and closed. An address is counted by addressKey (an IPv6 /64 as one).

export interface SshLimits {
  /** Logged-in sessions from one address. */
  sessionsPerAddress: number;
  /** Logged-in sessions in all. */
  sessionsTotal: number;
  /** Connections not yet in a session (logging in, or logged in and opening it), from one address. */
  pendingPerAddress: number;
  /** Connections not yet in a session, in all; shared fairly between addresses (FairShares). */
  pendingTotal: number;
  /** Time from the TCP connection to the login. */
  loginSeconds: number;
  /** Time from the login to the session (a shell or a command) opened. */
  sessionOpenSeconds: number;
  /** Failed authentication attempts before the connection is closed. */
  authAttempts: number;
  /** A session without a key for this long is closed; it is warned `idleWarningSeconds` before. */
  idleSeconds: number;
}

export const DEFAULT_SSH_LIMITS: SshLimits = {
  sessionsPerAddress: 4,
  sessionsTotal: 250,
  pendingPerAddress: 8,
  pendingTotal: 64,
  loginSeconds: 20,
  sessionOpenSeconds: 10,
  authAttempts: 6,
  idleSeconds: 15 * 60,
};

/** The warning comes a minute before the close, or halfway for short timeouts. */
export const idleWarningSeconds = (idleSeconds: number): number => Math.min(60, Math.floor(idleSeconds / 2));

/** Counts of what each address holds open; an address that holds nothing is forgotten. */
export class OpenCounts {
  private readonly byAddress = new Map<string, number>();
  total = 0;

  constructor(
    private readonly perAddress: number,
    private readonly inAll: number,
  ) {}

  /** Counts one more for `address`; false (nothing counted) at either limit. */
  open(address: string): boolean {
    const held = this.byAddress.get(address) ?? 0;
    if (held >= this.perAddress || this.total >= this.inAll) return false;
    this.byAddress.set(address, held + 1);
    this.total++;
    return true;
  }

  close(address: string): void {
    const held = this.byAddress.get(address) ?? 0;
    if (held <= 0) return;
    if (held === 1) this.byAddress.delete(address);
    else this.byAddress.set(address, held - 1);
    this.total--;
  }

  /** Which limit `address` is at, if any. */
  full(address: string): 'address' | 'total' | null {
    if ((this.byAddress.get(address) ?? 0) >= this.perAddress) return 'address';
    return this.total >= this.inAll ? 'total' : null;
  }
}

/** One connection counted in FairShares; released once, when it is gone or no longer waiting. */
export interface Share {
  release(): void;
}

/**
 * Places shared between addresses: each address holds at most `perAddress`, and when all
 * `inAll` are taken, a newcomer takes the place of the oldest connection of the address that holds
 * the most — as long as that address holds at least two more than the newcomer. So a few
 * addresses cannot fill the places for everyone: it takes as many addresses as there are places
 * (one each) to keep a newcomer out.
 */
export class FairShares {
  /** The places each address holds, oldest first (a Set keeps its insertion order). */
  private readonly byAddress = new Map<string, Set<{ evict(): void }>>();
  total = 0;

  constructor(
    private readonly perAddress: number,
    private readonly inAll: number,
  ) {}

  held(address: string): number {
    return this.byAddress.get(address)?.size ?? 0;
  }

  /**
   * A place for `address`, or the limit that refused it. `evict` is called (once, the place
   * already given up) when a newcomer from a poorer address takes the place over.
   */
  take(address: string, evict: () => void): Share | 'address' | 'total' {
    const held = this.held(address);
    if (held >= this.perAddress) return 'address';
    if (this.total >= this.inAll && !this.evictFromRichest(held)) return 'total';
    const place = { evict };
    let mine = this.byAddress.get(address);
    if (!mine) this.byAddress.set(address, (mine = new Set()));
    mine.add(place);
    this.total++;
    return { release: () => this.drop(address, place) };
  }

  private evictFromRichest(held: number): boolean {
    let richest: string | null = null;
    let most = 0;
    for (const [address, places] of this.byAddress) {
      if (places.size > most) [richest, most] = [address, places.size];
    }
    if (richest === null || most < held + 2) return false;
    const oldest = this.byAddress.get(richest)!.values().next().value!;
    this.drop(richest, oldest);
    oldest.evict();
    return true;
  }

  private drop(address: string, place: { evict(): void }): void {
    const places = this.byAddress.get(address);
    if (!places?.delete(place)) return;
    if (places.size === 0) this.byAddress.delete(address);
    this.total--;
  }
}
