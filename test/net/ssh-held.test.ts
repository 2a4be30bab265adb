// What SSH sessions leave in the server once they are gone. Sessions play (each key redraws the
// screen) and drop; the server process then holds no more listeners or handles than before them,
// and Node's performance timeline is empty: React's development build would put a measure there
// for every component render, kept until the process ends (hundreds of MiB after a minute of 200
// sessions), so the program runs React's production build from a clone too.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pollUntil } from './ssh-helpers.js';
import { useSshServe } from './ssh-fixture.js';

const PROBE = fileURLToPath(new URL('./held-probe.cjs', import.meta.url));
const out = join(mkdtempSync(join(tmpdir(), 'ssh-held-')), 'held.jsonl');
// The test runner's NODE_ENV ("test") reaches the server as it would any user's setting.
const ssh = useSshServe({ args: ['--ssh-seed', 'e2e-3'], env: { NODE_OPTIONS: `--require ${PROBE}`, HELD_PROBE_OUT: out, NODE_ENV: 'test' } });

interface Held {
  measures: number;
  marks: number;
  listeners: Record<string, number>;
  handles: Record<string, number>;
}

/** Asks the server what it holds now (the probe's next line). */
async function held(): Promise<Held> {
  const before = readLines().length;
  ssh.serve.proc.kill('SIGUSR2');
  await pollUntil('answer from the probe', () => readLines().length > before);
  return readLines().at(-1)!;
}
function readLines(): Held[] {
  try {
    return readFileSync(out, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Held);
  } catch {
    return [];
  }
}

describe('what SSH sessions leave behind', () => {
  it('sessions that played and left hold no listener, handle or timeline entry', async () => {
    const sessions = 4;
    let before: Held | null = null;
    for (let round = 0; round < 3; round++) {
      const players = await Promise.all(Array.from({ length: sessions }, (_, i) => ssh.connect({ user: `p${round}${i}` })));
      for (const p of players) await p.waitFor('Regicide solo');
      for (const p of players) await p.type('1');
      for (const p of players) await p.waitFor('Your hand');
      // Select and unselect a card a few times: each key redraws the hand.
      for (let k = 0; k < 6; k++) {
        const lengths = players.map((p) => p.output.length);
        for (const p of players) await p.type('1');
        await Promise.all(players.map((p, i) => pollUntil('a redraw', () => p.output.length > lengths[i])));
      }
      for (const p of players) p.drop();
      await Promise.all(players.map((p) => p.closed));
      await pollUntil('close of every session', () => ssh.serve.lines.filter((l) => l.event === 'sshClosed').length >= (round + 1) * sessions);
      // The first sessions load the screens, which hook the process once (signal-exit and the like).
      before ??= await held();
    }
    const after = await held();
    expect(after.measures).toBe(0);
    expect(after.marks).toBe(0);
    expect(after.listeners).toEqual(before!.listeners);
    // Timers and immediates may come and go (the server's own, a redraw about to run); sockets and
    // pipes of the sessions must not stay.
    const { Timeout: _t1, Immediate: _i1, ...handlesAfter } = after.handles;
    const { Timeout: _t2, Immediate: _i2, ...handlesBefore } = before!.handles;
    expect(handlesAfter).toEqual(handlesBefore);
  });
});
