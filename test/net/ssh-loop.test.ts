// Nothing an SSH guest sends may hold the server's message loop, attacked as an outsider would on
// 127.0.0.1: a guest asking for a hint at one fresh position after another (each a search of
// seconds) while the game port's /healthz is probed — the probes are answered at once, and when
// the guest drops, the worker of its hint is ended; a window-change flood is redrawn a bounded
// number of times; a key flood ends the session with one line. Bounded in keys and time.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { probeHealth } from '../../src/bench/ssh-guests.js';
import { regicide } from '../../src/games/regicide/index.js';
import { choose, keysFor } from '../e2e/driver.js';
import { pollUntil, sleep } from './ssh-helpers.js';
import { useSshServe } from './ssh-fixture.js';

const SEED = 'e2e-3';
let pid: number;

/** The serve process of this test: the one whose command line names its data folder. */
function servePid(dataDir: string): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args.includes('serve') && args.includes(dataDir)) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  throw new Error('the serve process was not found');
}
const threadsOf = (p: number): number => Number(/Threads:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))![1]);

const ssh = useSshServe({ args: ['--ssh-seed', SEED] });
beforeAll(() => {
  pid = servePid(ssh.serve.dataDir);
});

describe('an SSH guest cannot hold the message loop', () => {
  it('asks for hints at one position after another: the loop answers at once, and a dropped guest leaves no hint worked on', async () => {
    const guest = await ssh.connect({ user: 'hinter' });
    await guest.waitFor('Regicide solo');
    await guest.type('1');
    await guest.waitFor('Your hand');
    const before = threadsOf(pid);
    const probes = probeHealth(ssh.serve.port, 50);
    await guest.type('i');
    await guest.waitFor('Ask for a hint?');
    await guest.type('y');
    // "Hint: thinking…" (or, had it been worked out on the loop, the hint itself).
    await guest.waitFor('Hint: ');
    // A move, then a hint again: each at a position no hint was worked out for (on the loop, each
    // would take seconds).
    let state = regicide.setup(regicide.normalizeOptions({ players: 1 }), SEED);
    for (let i = 0; i < 4; i++) {
      const move = choose(state);
      await guest.type(...keysFor(state, move));
      state = regicide.apply(state, move);
      await guest.waitFor(`Tavern ${state.tavern.length} `);
      await guest.type('i');
      await guest.waitFor('Hint: ');
    }
    const latencies = await probes.stop();
    const [slowest, answered] = [Math.max(0, ...latencies), latencies.length];
    expect(slowest).toBeLessThan(1000);
    expect(answered).toBeGreaterThan(5);
    // The hints are worked on by a thread of their own: when the guest goes, it is ended. Counted
    // against the threads now as well as before the first hint: another of the server's threads
    // may have ended meanwhile (once in CI the count with the hint's thread equalled the one before).
    const during = threadsOf(pid);
    guest.drop();
    await guest.closed;
    await pollUntil('the hint worker to end', () => threadsOf(pid) < during && threadsOf(pid) <= before, 10_000);
  }, 120_000);

  it('redraws a flood of window changes a bounded number of times', async () => {
    const guest = await ssh.connect({ user: 'resizer' });
    await guest.waitFor('Regicide solo');
    await guest.type('1');
    await guest.waitFor('Your hand');
    await sleep(300);
    const from = guest.output.length;
    const started = performance.now();
    // 400 window changes as fast as the client sends them, between two widths (each a new frame).
    for (let i = 0; i < 400; i++) guest.resize(i % 2 ? 100 : 90, 30);
    guest.resize(96, 30);
    await guest.waitFor((s) => s.split('\n').some((line) => /^╭─+╮$/.test(line) && line.length === 95));
    await sleep(300);
    const frames = guest.output.slice(from).split('Your hand').length - 1;
    const elapsed = performance.now() - started;
    expect(frames).toBeGreaterThan(0);
    expect(frames).toBeLessThanOrEqual(Math.ceil(elapsed / 100) + 2);
    guest.drop();
  }, 60_000);

  it('ends a session that floods keys, with one line', async () => {
    const guest = await ssh.connect({ user: 'flooder' });
    await guest.waitFor('Regicide solo');
    // Two thousand keys as fast as the client sends them (z: no key of the menu).
    for (let i = 0; i < 2000; i++) guest.send('z');
    await guest.waitForOutput('far more keys arrived than anyone types', 20_000);
    await guest.closed;
  }, 60_000);
});
