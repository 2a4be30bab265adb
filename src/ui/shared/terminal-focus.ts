// Whether the player's terminal has the focus, as the terminal says (DECSET 1004: it sends ESC [ I
// when it gains the focus and ESC [ O when it loses it). A notification is wanted only while the
// player looks elsewhere; a terminal that never says is taken as unknown, and is notified.
//
// The reports arrive on the same input as the keys. The key bus (key-bus.tsx) hands each raw
// input to `FocusReports.heard` first and drops the key Ink made of a report, so a screen never
// sees "[I" as two keys. Reporting is on only while a screen that may notify is shown, and it is
// turned off however the program ends (the screen's cleanup, and the process's exit for a crash
// or a signal), so the shell afterwards gets no stray ^[[I.

/** Turns the terminal's focus reports on / off. */
export const FOCUS_REPORTS_ON = '\u001b[?1004h';
export const FOCUS_REPORTS_OFF = '\u001b[?1004l';

/** The reports as the terminal sends them. */
const FOCUS_IN = '\u001b[I';
const FOCUS_OUT = '\u001b[O';

export type Focus = 'unknown' | 'focused' | 'unfocused';

/** The focus a raw input reports, or null for anything else (a key). */
export function focusReportOf(raw: string): Exclude<Focus, 'unknown'> | null {
  return raw === FOCUS_IN ? 'focused' : raw === FOCUS_OUT ? 'unfocused' : null;
}

/** The focus of one terminal, from the last report it sent. */
export class FocusReports {
  private last: Focus = 'unknown';
  /** The raw input being handled now is a report: the key Ink makes of it is dropped. */
  private current = false;

  /** Each raw input, before Ink's key listener: a report changes the focus. */
  heard = (raw: string): void => {
    const report = focusReportOf(raw);
    this.current = report !== null;
    if (report) this.last = report;
  };

  /**
   * True for the key Ink made of the report being handled: "[I" or "[O" without its ESC (every
   * key listener of the screen asks; typed text "[I" is no report and passes).
   */
  consumes(input: string): boolean {
    return this.current && (input === '[I' || input === '[O');
  }

  get focus(): Focus {
    return this.last;
  }

  /** A notification is wanted unless the terminal said last that it has the focus. */
  wantsNotice(): boolean {
    return this.last !== 'focused';
  }
}

/** One record per terminal: keyed by the input stream Ink reads (the process's, or a session's). */
const byInput = new WeakMap<object, FocusReports>();

export function focusReportsOf(input: object): FocusReports {
  let reports = byInput.get(input);
  if (!reports) {
    reports = new FocusReports();
    byInput.set(input, reports);
  }
  return reports;
}

/** How many screens keep reporting on, per output stream. */
const users = new WeakMap<object, number>();

/**
 * Focus reporting on for `output` until the returned function is called (counted: nested screens
 * share it). On the process's own terminal the process's exit turns it off too, after a crash or a
 * signal, when no screen gets to clean up.
 */
export function holdFocusReports(output: NodeJS.WritableStream, ownTerminal: boolean): () => void {
  const count = users.get(output) ?? 0;
  users.set(output, count + 1);
  const off = (): void => {
    // A session's channel that is closed already takes nothing more.
    if ((output as { writable?: boolean }).writable === false) return;
    output.write(FOCUS_REPORTS_OFF);
  };
  if (count === 0) output.write(FOCUS_REPORTS_ON);
  if (ownTerminal) process.on('exit', off);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (ownTerminal) process.off('exit', off);
    const left = (users.get(output) ?? 1) - 1;
    users.set(output, left);
    if (left === 0) off();
  };
}
