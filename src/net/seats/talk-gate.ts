// What the server lets through of a table's talk beyond the table's own rules: phrases at a
// steady, slow rate per speaker (a phrase goes to everyone at the table, so it is limited far
// below moves), the seats whose phrases the host silenced, and whether watchers may greet.
// Signals are the rules' own talk: muting never silences them, and the table bounds them.
import type { NetCode } from '../wire/net-codes.js';
import { RateLimiter } from '../http/rate-limit.js';

/** Phrases per speaker: one every two seconds on average, three in a burst. */
export const PHRASES_PER_SECOND = 0.5;
export const PHRASE_BURST = 3;

export class TalkGate {
  private readonly limiters = new Map<string, RateLimiter>();
  readonly muted: Set<number>;

  constructor(
    muted: readonly number[],
    public watcherGreetings: boolean,
    private readonly now?: () => number,
  ) {
    this.muted = new Set(muted);
  }

  /**
   * Why the phrase of `speaker` (a seat's key survives its reconnections and rejoins; a
   * watcher's is its address, which survives them too) is not passed on now, or null — and then
   * it counts against the speaker's rate.
   */
  phrase(speaker: string, seat: number | null): NetCode | null {
    if (seat !== null && this.muted.has(seat)) return 'muted';
    if (seat === null && !this.watcherGreetings) return 'watchersSilent';
    let limiter = this.limiters.get(speaker);
    if (!limiter) this.limiters.set(speaker, (limiter = new RateLimiter(PHRASES_PER_SECOND, PHRASE_BURST, this.now)));
    return limiter.take() ? null : 'talkRate';
  }

  setMuted(seat: number, muted: boolean): void {
    if (muted) this.muted.add(seat);
    else this.muted.delete(seat);
  }

  mutedSeats(): number[] {
    return [...this.muted].sort((a, b) => a - b);
  }
}
