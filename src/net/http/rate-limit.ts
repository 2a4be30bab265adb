// A token bucket per client: a steady allowance of messages per second with a short burst, so a
// player clicking quickly is never refused but a flood is dropped without touching the table.
export class RateLimiter {
  private tokens: number;
  private last: number;
  /** Messages refused since the last allowed one (a client that floods on is disconnected). */
  refusedInARow = 0;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** True when one more message is allowed now (and counts it). */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.refusedInARow = 0;
      return true;
    }
    this.refusedInARow++;
    return false;
  }
}
