// The terminal's mouse reports (SGR, mode 1006: `ESC [ < b ; x ; y M`, `m` on release) as the key
// bus receives them. Ink frames a whole CSI sequence as one input, even across chunks, and its key
// parser drops the ESC, so a report usually arrives as "[<0;12;5M". A report cut in two by a slow
// line (SSH) is flushed by Ink as its front ("[<0;1") and its end comes as plain text ("2;5M"):
// the reader keeps the front until the end arrives, so neither half ever becomes keys.

/** One report: 0-based cell; a left-button press or a wheel notch (everything else is dropped). */
export type MouseReport = { kind: 'click'; x: number; y: number } | { kind: 'wheel'; x: number; y: number; delta: -1 | 1 };

/** What an input held: the reports, and the keys typed after a report's end ('' when none). */
export interface MouseRead {
  reports: MouseReport[];
  rest: string;
}

const REPORT = /^\[<(\d{1,4});(\d{1,5});(\d{1,5})([Mm])/;
/** The front of a report, still open. */
const OPEN = /^\[<[\d;]*$/;
/** A report gone wrong: dropped up to its final byte (or whole, when it has none). */
const BROKEN = /^\[<[\d;]*[\x40-\x7e]?/;
/** A front longer than any report is not one. */
const LONGEST = 20;

const WHEEL = 64;
const MOTION = 32;

function reportOf(button: number, x: number, y: number, press: boolean): MouseReport | null {
  if (x < 1 || y < 1) return null;
  if (button & WHEEL) {
    // 64 up, 65 down; 66 and 67 (sideways) are not used.
    const way = button & 3;
    return way < 2 ? { kind: 'wheel', x: x - 1, y: y - 1, delta: way === 0 ? -1 : 1 } : null;
  }
  // A release, a drag, the middle or right button: nothing.
  if (!press || button & MOTION || (button & 3) !== 0) return null;
  return { kind: 'click', x: x - 1, y: y - 1 };
}

export class MouseReader {
  private pending = '';

  /** The reports in `input`, or null when it is no mouse input at all (then it is keys). */
  read(input: string): MouseRead | null {
    const front = this.pending;
    this.pending = '';
    // A kept front goes on only with what a report's end looks like; else it was no report.
    let text = front && /^[\d;]*[Mm]?/.exec(input)?.[0] ? front + input : input;
    if (!text.startsWith('[<')) return null;
    const reports: MouseReport[] = [];
    while (text.startsWith('[<')) {
      const m = REPORT.exec(text);
      if (m) {
        const report = reportOf(Number(m[1]), Number(m[2]), Number(m[3]), m[4] === 'M');
        if (report) reports.push(report);
        text = text.slice(m[0].length);
      } else if (OPEN.test(text)) {
        if (text.length <= LONGEST) this.pending = text;
        text = '';
      } else {
        text = text.slice(BROKEN.exec(text)?.[0].length ?? text.length);
      }
    }
    return { reports, rest: text };
  }
}
