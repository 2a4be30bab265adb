// Two real terminals: `regicide host` and `regicide join` in pseudo-terminals on localhost play a
// few moves each on the same game screens as local play; each screen's hand always shows that
// seat's hand (per the engine) and never a card of the other hand.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cardLabel } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideState } from '../../src/games/regicide/types.js';
import { keysFor } from '../e2e/driver.js';
import { Terminal, tempDataHome } from '../e2e/terminal.js';
import { waitFor } from '../ui/helpers.js';
import { handRow, movesSaved } from './pty-screens.js';

const terminals: Terminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

describe('host and join in two terminals', () => {
  it('each screen shows only its own hand while both play', async () => {
    const seed = 'pty-net-7';
    const dataHome = tempDataHome();
    const dataDir = mkdtempSync(join(tmpdir(), 'regicide-net-pty-'));
    const host = new Terminal(['host', '--players', '2', '--seed', seed, '--port', '0', '--listen', '127.0.0.1', '--bot-delay', '0', '--name', 'Ann', '--data', dataDir], { dataHome });
    terminals.push(host);
    const lobby = await host.waitFor(/npx regicide join \S+/, 20_000);
    const address = /npx regicide join (\S+)/.exec(lobby)![1];
    const guest = new Terminal(['join', address, '--name', 'Bob'], { dataHome });
    terminals.push(guest);
    const screens = [host, guest];

    let state = regicide.setup(regicide.normalizeOptions({ players: 2, variants: [] }), seed) as RegicideState;
    for (let move = 0; move < 6 && state.outcome === null; move++) {
      for (const [i, t] of screens.entries()) {
        const mine = state.hands[i].map((c) => cardLabel(c)).sort();
        const theirs = new Set(state.hands[1 - i].map((c) => cardLabel(c)));
        const screen = await t.waitFor((s) => JSON.stringify(handRow(s).sort()) === JSON.stringify(mine), 20_000);
        expect(handRow(screen).filter((c) => theirs.has(c))).toEqual([]);
      }
      // The seat to move makes its first legal move by keys, as a person would.
      const seat = regicide.currentSeat(state)!;
      const next = regicide.legalMoves(state)[0];
      await screens[seat - 1].type(...keysFor(state, next));
      await waitFor(() => movesSaved(dataDir) > move, 20_000);
      state = regicide.apply(state, next);
    }
    // Leaving mid-game (after the question) ends both programs; none hangs on its connection.
    for (const t of [guest, host]) {
      await t.type('q');
      await t.waitFor('Quit now?', 20_000);
      await t.type('y');
      expect(await t.exit()).toBe(0);
    }
  });

  it('the host quits: the joiner is told at once and its program exits with the command to rejoin', async () => {
    const dataHome = tempDataHome();
    const dataDir = mkdtempSync(join(tmpdir(), 'regicide-net-pty-'));
    const host = new Terminal(['host', '--players', '2', '--port', '0', '--listen', '127.0.0.1', '--name', 'Ann', '--data', dataDir], { dataHome });
    terminals.push(host);
    const lobby = await host.waitFor(/npx regicide join \S+/, 20_000);
    const address = /npx regicide join (\S+)/.exec(lobby)![1];
    const guest = new Terminal(['join', address, '--name', 'Bob'], { dataHome: tempDataHome() });
    terminals.push(guest);
    // Both boards name the players. The waiting room names them too (and q leaves it at once),
    // so each waits for its hand: the game has begun.
    const onBoard = (you: string, other: string) => (s: string) => s.includes(`${you} (you)`) && s.includes(other) && handRow(s).length > 0;
    await host.waitFor(onBoard('Ann', 'Bob'), 20_000);
    await guest.waitFor(onBoard('Bob', 'Ann'), 20_000);
    await host.type('q');
    await host.waitFor('Quit now?', 20_000);
    await host.type('y');
    expect(await host.exit()).toBe(0);
    expect(host.normalBuffer().replace(/\n/g, '')).toMatch(/The table is saved\. Continue it with: npx regicide host --resume --port \d+ --listen 127\.0\.0\.1 --data/);
    expect(await guest.exit()).toBe(1);
    const told = guest.normalBuffer().replace(/\n/g, '');
    expect(told).toContain('The host closed the table; it is saved.');
    expect(told).toContain(`rejoin with: npx regicide join --resume ${address}`);
  });
});
