// `serve --test-clock`: the time from the file the variable names, only with the flag; never
// backwards, and a file caught half written keeps the time last read.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError } from '../../src/cli/program/errors.js';
import { TEST_CLOCK_VARIABLE, testClock } from '../../src/cli/serve/test-clock.js';

const dir = mkdtempSync(join(tmpdir(), 'test-clock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the test clock of serve', () => {
  it('is ignored without the flag, even when the variable is set', () => {
    const file = join(dir, 'ignored');
    writeFileSync(file, '1000');
    expect(testClock(undefined, { [TEST_CLOCK_VARIABLE]: file })).toBeUndefined();
    expect(testClock(false, { [TEST_CLOCK_VARIABLE]: file })).toBeUndefined();
  });

  it('is a usage error with the flag but no file or no time in it', () => {
    expect(() => testClock(true, {})).toThrow(UsageError);
    expect(() => testClock(true, { [TEST_CLOCK_VARIABLE]: join(dir, 'missing') })).toThrow(UsageError);
    const bad = join(dir, 'bad');
    writeFileSync(bad, 'soon');
    expect(() => testClock(true, { [TEST_CLOCK_VARIABLE]: bad })).toThrow(UsageError);
  });

  it('reads the file at every call, never going back', () => {
    const file = join(dir, 'clock');
    writeFileSync(file, '5000');
    const now = testClock(true, { [TEST_CLOCK_VARIABLE]: file })!;
    expect(now()).toBe(5000);
    writeFileSync(file, '9000');
    expect(now()).toBe(9000);
    writeFileSync(file, '');
    expect(now()).toBe(9000);
    writeFileSync(file, '7000');
    expect(now()).toBe(9000);
  });
});
