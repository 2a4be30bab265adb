// A progress bar on stderr, drawn only when stderr is a terminal (never in pipes or logs).
export interface Progress {
  update(done: number): void;
  finish(): void;
}

export function progressBar(total: number, label: string, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY) return { update() {}, finish() {} };
  const started = Date.now();
  let last = 0;
  const draw = (done: number): void => {
    const width = 30;
    const filled = Math.round((done / total) * width);
    const secs = (Date.now() - started) / 1000;
    const rate = secs > 0 ? done / secs : 0;
    const eta = rate > 0 ? Math.round((total - done) / rate) : 0;
    stream.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}  ${rate.toFixed(1)} games/s  eta ${eta}s `);
  };
  return {
    update(done) {
      const now = Date.now();
      if (now - last < 100 && done < total) return;
      last = now;
      draw(done);
    },
    finish() {
      stream.write('\r\x1b[2K');
    },
  };
}
