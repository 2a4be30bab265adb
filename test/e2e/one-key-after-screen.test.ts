// A one-key question after a screen closed (the end screen's a, then the solver's "Open the
// winning line in the replay stepper? y / n") waits for its answer: the screen had left stdin
// unreferenced, and the program used to end at the question without reading a key.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT, Terminal, tempDataHome } from './terminal.js';

const terminals: Terminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

describe('a one-key question after a screen', () => {
  it('waits for its key, and takes it', async () => {
    const t = new Terminal([], { dataHome: tempDataHome(), bin: join(ROOT, 'test', 'e2e', 'fixtures', 'one-key-after-screen.mjs') });
    terminals.push(t);
    // The fixture says when nothing but the question keeps it going: a question that ended the
    // program (the bug) never gets there, whenever the key would have come.
    const waited = await Promise.race([t.waitFor('Open it? y / n (still waiting)', 20_000).then(() => 'waiting'), t.exited.then(() => 'ended')]);
    expect(waited).toBe('waiting');
    await t.type('y');
    expect(await t.exit()).toBe(0);
    expect(t.normalBuffer()).toContain('Answered: yes');
  }, 60_000);
});
