// Three real terminals: `regicide host --watchers yes`, `regicide join` and `regicide watch` in
// pseudo-terminals on localhost. Host and joiner play a few moves on the game screens, each seeing
// its own hand only; the watcher's plain lines follow every move and never show a card that is
// in a hand.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cardLabel } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideState } from '../../src/games/regicide/types.js';
import { keysFor } from '../e2e/driver.js';
import { KEY, Terminal, tempDataHome } from '../e2e/terminal.js';
import { waitFor } from '../ui/helpers.js';
import { handRow, movesSaved } from './pty-screens.js';

const terminals: Terminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

describe('host, joiner and watcher in three terminals', () => {
  it('each sees what it may: the players their own hands, the watcher every move and no hand', async () => {
    const seed = 'pty-watch-3';
    const dataHome = tempDataHome();
    const dataDir = mkdtempSync(join(tmpdir(), 'regicide-watch-pty-'));
    const host = new Terminal(['host', '--players', '2', '--seed', seed, '--port', '0', '--listen', '127.0.0.1', '--bot-delay', '0', '--name', 'Ann', '--data', dataDir, '--watchers', 'yes'], { dataHome });
    terminals.push(host);
    const lobby = await host.waitFor(/npx regicide join \S+/, 20_000);
    const address = /npx regicide join (\S+)/.exec(lobby)![1];
    const watcher = new Terminal(['watch', address, '--name', 'Eve'], { dataHome });
    terminals.push(watcher);
    await watcher.waitFor('Seats: 1 Ann (host)', 20_000);
    const guest = new Terminal(['join', address, '--name', 'Bob'], { dataHome });
    terminals.push(guest);
    const screens = [host, guest];
    const names = ['Ann', 'Bob'];

    let state = regicide.setup(regicide.normalizeOptions({ players: 2, variants: [] }), seed) as RegicideState;
    for (let move = 0; move < 4 && state.outcome === null; move++) {
      for (const [i, t] of screens.entries()) {
        const mine = state.hands[i].map((c) => cardLabel(c)).sort();
        await t.waitFor((s) => JSON.stringify(handRow(s).sort()) === JSON.stringify(mine), 20_000);
      }
      // Nothing the watcher was shown names a card that is in a hand now.
      const held = state.hands.flat().map((c) => cardLabel(c));
      const shown = watcher.normalBuffer();
      expect(held.filter((c) => new RegExp(`(^|[^0-9])${c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(shown))).toEqual([]);
      const seat = regicide.currentSeat(state)!;
      const next = regicide.legalMoves(state)[0];
      await screens[seat - 1].type(...keysFor(state, next));
      await waitFor(() => movesSaved(dataDir) > move, 20_000);
      await waitFor(() => watcher.normalBuffer().includes(`${names[seat - 1]}: ${regicide.formatMove(next)}`), 20_000);
      state = regicide.apply(state, next);
    }
    expect(watcher.normalBuffer()).toMatch(/Watching: Eve/);
    await watcher.type(KEY.ctrlC);
    expect(await watcher.exit()).toBe(0);
    for (const t of [guest, host]) {
      await t.type('q');
      await t.waitFor('Quit now?', 20_000);
      await t.type('y');
      expect(await t.exit()).toBe(0);
    }
  });
});
