// A server bot that chooses who goes next after a jester first gives the people at the table a
// moment to signal: it decides once every person here who signals has done so, or when the wait
// runs out, and never before its usual pause. It waits only for people who have signalled before
// in this game — a program that never signals (a script, a screen without the signal step) costs
// no wait. Bots signal at once and are not waited for; neither is a seat whose player is away.
// A bot without a pause (`--bot-delay 0`) does not wait either.
import type { Table } from '../../table/table.js';

/** The longest a bot chooser waits for people's signals. */
export const SIGNAL_WAIT_MS = 6000;

export interface SignalWait {
  table: Table;
  /** Seats whose people are at the table now. */
  people: () => number[];
  later: (ms: number, run: () => void) => void;
}

/**
 * After a jester, holds `decide` until the people here who signal have signalled (then its pause
 * follows) or the wait ran out (and never less than the pause); false, doing nothing, when this
 * decision waits for nobody (no jester, no pause, nobody to wait for).
 */
export function awaitSignals(w: SignalWait, delayMs: number, decide: () => void): boolean {
  const window = w.table.signalWindow();
  const signallers = new Set(w.table.said().flatMap((s) => (s.kind === 'signal' ? [s.seat] : [])));
  const silent = (): number[] => {
    const heard = new Set(w.table.talk().signals.map((s) => s.seat));
    return w.people().filter((seat) => seat !== window?.chooser && signallers.has(seat) && !heard.has(seat));
  };
  if (!window || delayMs === 0 || silent().length === 0) return false;
  let done = false;
  const go = (): void => {
    if (done) return;
    done = true;
    off();
    decide();
  };
  const off = w.table.onTalk(() => {
    if (silent().length === 0) w.later(delayMs, go);
  });
  w.later(Math.max(delayMs, SIGNAL_WAIT_MS), go);
  return true;
}

/** Runs `decide` after `delayMs`; after a jester, not before the people here have signalled (or the wait ran out). */
export function decideAfterSignals(w: SignalWait, delayMs: number, decide: () => void): void {
  if (!awaitSignals(w, delayMs, decide)) w.later(delayMs, decide);
}
