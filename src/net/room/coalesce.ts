// A message that may be asked for at any rate but goes out at most once an interval: at once
// when none went out just now, else once at the end of the interval (the latest state then).
export class Coalesced {
  private timer: NodeJS.Timeout | null = null;
  private pending = false;

  constructor(
    private readonly send: () => void,
    private readonly intervalMs: number,
  ) {}

  /** Asks for a send; `now` sends at once whatever the interval (a change nobody may wait for). */
  request(now = false): void {
    if (this.timer && !now) {
      this.pending = true;
      return;
    }
    this.stop();
    this.send();
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.pending) this.request();
    }, this.intervalMs);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = false;
  }
}
