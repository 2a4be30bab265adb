// The progress of a queued run: the simulator's progress line (bar, games, speed, time left) with
// the run's id and the worker threads in use. On a terminal it is redrawn in place; `--attach`
// into a pipe or a log writes a plain line each second while the count moves.
import { type ProgressStream, progressLine } from '../progress.js';
import type { RunInfo } from './run.js';
import type { Snapshot } from './scripts.js';

export interface QueueProgress {
  update(s: Snapshot): void;
  finish(): void;
}

const threads = (n: number): string => `${n} worker${n === 1 ? '' : 's'}`;

export function queueProgress(info: RunInfo, stream: ProgressStream = process.stderr, { plainLines = false } = {}): QueueProgress {
  if (!stream.isTTY && !plainLines) return { update() {}, finish() {} };
  let drawn = false;
  let lastDone = -1;
  let lastLine = 0;
  // The newest state seen, for plain lines: a run shorter than a line's second still ends with one.
  let newest: { done: number; line: string } | null = null;
  return {
    update(s) {
      const done = Math.min(info.games, s.done + s.live);
      const line = progressLine(`run ${info.id}, ${threads(s.busy)}`, done, info.games, Math.max(0, s.now - info.started), stream.columns || 80);
      newest = { done, line };
      if (stream.isTTY) {
        stream.write(`\r\x1b[2K${line}`);
        drawn = true;
      } else if (done !== lastDone && Date.now() - lastLine >= 1000) {
        stream.write(`${line}\n`);
        lastDone = done;
        lastLine = Date.now();
      }
    },
    finish() {
      if (drawn) stream.write('\r\x1b[2K');
      else if (!stream.isTTY && newest && newest.done !== lastDone) stream.write(`${newest.line}\n`);
    },
  };
}
