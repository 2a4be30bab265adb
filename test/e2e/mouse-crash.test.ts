// The mouse turned off on a crash too (issue 33: "turned off again on every exit path, also a
// crash"): the full-screen hook that restores the terminal on exit runs after an uncaught
// exception, and turns the mouse reporting off on the way. (q, Ctrl-C and SIGTERM: mouse.test.ts.)
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT, Terminal, tempDataHome } from './terminal.js';

const terminals: Terminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

describe('the mouse after a crash', () => {
  it('is off again, and the terminal back on its normal screen', async () => {
    const t = new Terminal([], { dataHome: tempDataHome(), bin: join(ROOT, 'test', 'e2e', 'fixtures', 'mouse-crash.mjs') });
    terminals.push(t);
    await t.waitFor('The screen is up');
    await t.waitFor(() => t.term.modes.mouseTrackingMode === 'vt200');
    await t.type('x');
    expect(await t.exit()).not.toBe(0);
    expect(t.term.modes.mouseTrackingMode).toBe('none');
    expect(t.term.buffer.active.type).toBe('normal');
    expect(t.normalBuffer()).toContain('a crash on purpose');
  }, 60_000);
});
