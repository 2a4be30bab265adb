// The server's log on standard output, one JSON line an event, written once per turn of the
// message loop: a burst of players (a quick match of hundreds at once) made a write, and so a
// system call, per event on the loop that also serves them (issue 29's quick-match profile). What
// is still queued when the process exits is written then (standard output to a file or a pipe is
// written synchronously), so no line is lost to a stop or a crash that unwinds; only a kill -9
// within the same turn loses that turn's lines.
import { jsonLine } from '../../core/json-line.js';

export interface LogLines {
  /** Queues one event as a JSON line with its time (names and refusal texts in it made printable). */
  line(event: object): void;
  /** Writes what is queued now. */
  flush(): void;
}

export function logLines(out: NodeJS.WritableStream = process.stdout): LogLines {
  let queued: string[] = [];
  const flush = (): void => {
    if (queued.length === 0) return;
    const text = queued.join('');
    queued = [];
    out.write(text);
  };
  process.once('exit', flush);
  return {
    line(event) {
      if (queued.push(jsonLine({ time: new Date().toISOString(), ...event }) + '\n') === 1) setImmediate(flush);
    },
    flush,
  };
}
