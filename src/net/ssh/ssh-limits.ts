// What the SSH front allows: sessions per address and in all, connections still logging in (per
// address and in all, each with a deadline), failed login attempts per connection, and how long
// a session may sit without a key before it is warned and closed.

export interface SshLimits {
  /** Logged-in sessions from one address. */
  sessionsPerAddress: number;
  /** Logged-in sessions in all. */
  sessionsTotal: number;
  /** Connections not yet logged in, from one address (a storm from one address stays its own). */
  pendingPerAddress: number;
  /** Connections not yet logged in, in all. */
  pendingTotal: number;
  /** Time from the TCP connection to a logged-in session. */
  loginSeconds: number;
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
