// A fake clock for a `serve` under test (issue 30: a three-day turn-based game in a child process
// that a test kills and starts again). The time the turn-based tables, their clock and the pushes
// go by is read from a file the test rewrites (atomically) as its days pass. Honoured only with the
// hidden `--test-clock` flag and the variable together: an inherited variable alone never changes
// a real server's time, and the flag without the variable is a usage error.
import { readFileSync } from 'node:fs';
import { UsageError } from '../program/errors.js';

export const TEST_CLOCK_VARIABLE = 'CARDS_TEST_CLOCK_FILE';

const readTime = (file: string): number => Number(readFileSync(file, 'utf8').trim());

/** The server's clock for `--test-clock`, or undefined (the real time) without the flag. */
export function testClock(flag: boolean | undefined, env: NodeJS.ProcessEnv = process.env): (() => number) | undefined {
  if (!flag) return undefined;
  const file = env[TEST_CLOCK_VARIABLE];
  if (!file) throw new UsageError(`--test-clock needs the file of the time (milliseconds) in ${TEST_CLOCK_VARIABLE}`);
  let last: number;
  try {
    last = readTime(file);
  } catch {
    last = NaN;
  }
  if (!Number.isSafeInteger(last) || last <= 0) throw new UsageError(`--test-clock: ${TEST_CLOCK_VARIABLE} must name a file holding a time in milliseconds`);
  return () => {
    try {
      const t = readTime(file);
      // Never backwards: a file caught half written keeps the time last read.
      if (Number.isSafeInteger(t) && t >= last) last = t;
    } catch {
      // The file is being replaced: the time last read.
    }
    return last;
  };
}
