// A progress bar on stderr, drawn only when stderr is a terminal (never in pipes or logs). It is
// drawn at once and then every second even while no game finishes, so a slow first game (the
// search bots take seconds) never looks like a hang; it is cut to the terminal's width so that
// `\r` always returns to the start of the same line.
export interface Progress {
  update(done: number): void;
  finish(): void;
}

export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

/** One progress line: bar, counts, speed and time left, at most `columns - 1` wide. */
export function progressLine(label: string, done: number, total: number, elapsedMs: number, columns = 80): string {
  const secs = elapsedMs / 1000;
  const rate = secs > 0 ? done / secs : 0;
  const eta = rate > 0 ? `eta ${Math.round((total - done) / rate)}s` : `${Math.floor(secs)}s`;
  const tail = ` ${done}/${total}  ${rate.toFixed(1)} games/s  ${eta}`;
  const room = Math.max(0, columns - 1 - label.length - tail.length - 3);
  const width = Math.min(30, room);
  const line = width >= 5 ? `${label} [${'#'.repeat(Math.round((done / total) * width))}${'.'.repeat(width - Math.round((done / total) * width))}]${tail}` : `${label}${tail}`;
  return line.length > columns - 1 ? line.slice(0, columns - 1) : line;
}

export function progressBar(total: number, label: string, stream: ProgressStream = process.stderr, tickMs = 1000): Progress {
  if (!stream.isTTY) return { update() {}, finish() {} };
  const started = Date.now();
  let done = 0;
  let last = 0;
  const draw = (): void => {
    last = Date.now();
    stream.write(`\r\x1b[2K${progressLine(label, done, total, last - started, stream.columns || 80)}`);
  };
  draw();
  const timer = setInterval(draw, tickMs);
  // The timer alone must not keep the process alive.
  timer.unref?.();
  return {
    update(n) {
      done = n;
      if (Date.now() - last < 100 && n < total) return;
      draw();
    },
    finish() {
      clearInterval(timer);
      stream.write('\r\x1b[2K');
    },
  };
}
