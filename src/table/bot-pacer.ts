// Bots at a table people watch: each bot move waits a moment so it can be followed, and waits
// longer while the players look at something else (help, the discard pile): the pause starts again
// once the table is back on screen.

export class BotPacer {
  private pending: (() => void) | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private paused = false;

  constructor(private readonly delayMs: number) {}

  /** For botSeat's `schedule`: the decision runs after the pause. */
  readonly schedule = (decideNow: () => void): void => {
    this.pending = decideNow;
    this.arm();
  };

  setPaused(paused: boolean): void {
    if (paused === this.paused) return;
    this.paused = paused;
    if (paused) this.disarm();
    else this.arm();
  }

  /** Drops a pending decision (the screen is closing). */
  stop(): void {
    this.pending = null;
    this.disarm();
  }

  private arm(): void {
    this.disarm();
    if (this.paused || !this.pending) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const run = this.pending;
      this.pending = null;
      run?.();
    }, this.delayMs);
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
