// The terminal's mouse reporting: presses and releases (1000) in SGR form (1006), which has no
// limit on columns and tells a release apart. No motion or drag (1002/1003): nothing here is
// dragged, and every move would cost a report. A screen turns it on (see key-bus.tsx); whoever
// restores the terminal turns it off on every way out (fullscreen.ts, a session's end), so a
// shell is never left printing reports.
export const MOUSE_ON = '\u001b[?1000h\u001b[?1006h';
export const MOUSE_OFF = '\u001b[?1006l\u001b[?1000l';

/** The streams the mouse is on for now. */
const reporting = new WeakSet<NodeJS.WritableStream>();

export function mouseOn(out: NodeJS.WritableStream): void {
  if (reporting.has(out)) return;
  reporting.add(out);
  out.write(MOUSE_ON);
}

/** Turns it off where it was turned on (idempotent; nothing is written where it never was). */
export function mouseOff(out: NodeJS.WritableStream): void {
  if (!reporting.delete(out)) return;
  // A session's channel may be gone already: then there is no terminal left to restore.
  if (out.writable) out.write(MOUSE_OFF);
}
