// Three real terminals: `regicide host --watchers yes`, `regicide join` and `regicide watch` in
// pseudo-terminals on localhost. Host and joiner play a few moves on the game screens, each seeing
// its own hand only; the watcher's screen follows every move with every seat's hand size and the
// event log, lists the watchers, and never shows a card that is in a hand.
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

/** The cards of `labels` that `screen` shows (a label on its own: "0♠" in "10♠" is not "0♠"). */
const shown = (screen: string, labels: readonly string[]): string[] => labels.filter((c) => new RegExp(`(^|[^0-9])${c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(screen));

describe('host, joiner and watcher in three terminals', () => {
  it('each sees what it may: the players their own hands, the watcher every move, the hand sizes and no hand', async () => {
    const seed = 'pty-watch-3';
    const dataHome = tempDataHome();
    const dataDir = mkdtempSync(join(tmpdir(), 'regicide-watch-pty-'));
    const host = new Terminal(['host', '--players', '2', '--seed', seed, '--port', '0', '--listen', '127.0.0.1', '--bot-delay', '0', '--name', 'Ann', '--data', dataDir, '--watchers', 'yes'], {
      dataHome,
    });
    terminals.push(host);
    const lobby = await host.waitFor(/npx regicide join \S+/, 20_000);
    const address = /npx regicide join (\S+)/.exec(lobby)![1];
    const watcher = new Terminal(['watch', address, '--name', 'Eve'], { dataHome });
    terminals.push(watcher);
    // The watcher's screen: the table's seats before the start, and itself among the watchers.
    await watcher.waitFor((s) => s.includes('Seat 1: Ann') && s.includes('Waiting for the game to start') && s.includes('Watching: Eve'), 20_000);
    expect(watcher.onAltScreen()).toBe(true);
    const guest = new Terminal(['join', address, '--name', 'Bob'], { dataHome });
    terminals.push(guest);
    const screens = [host, guest];
    const names = ['Ann', 'Bob'];

    let state = regicide.setup(regicide.normalizeOptions({ players: 2, variants: [] }), seed) as RegicideState;
    // Every watcher screen looked at, each judged against the hands of its moment.
    const leaks: string[] = [];
    const watch = (check: (s: string) => boolean) =>
      watcher.waitFor((s) => {
        leaks.push(
          ...shown(
            s,
            state.hands.flat().map((c) => cardLabel(c)),
          ),
        );
        return check(s);
      }, 20_000);
    for (let move = 0; move < 4 && state.outcome === null; move++) {
      for (const [i, t] of screens.entries()) {
        const mine = state.hands[i].map((c) => cardLabel(c)).sort();
        await t.waitFor((s) => JSON.stringify(handRow(s).sort()) === JSON.stringify(mine), 20_000);
      }
      // The watcher: every seat's hand size, whose turn it is, and no hand.
      const sizes = state.hands.map((h, i) => new RegExp(`${names[i]}\\s+${h.length}/7`));
      const seen = await watch((s) => sizes.every((re) => re.test(s)) && s.includes(`${names[regicide.currentSeat(state)! - 1]} to move`));
      expect(seen).not.toContain('Your hand');
      const seat = regicide.currentSeat(state)!;
      const next = regicide.legalMoves(state)[0];
      await screens[seat - 1].type(...keysFor(state, next));
      await waitFor(() => movesSaved(dataDir) > move, 20_000);
      state = regicide.apply(state, next);
      // The move in the watcher's event log, numbered as the players' logs number it.
      await watch((s) => s.includes(`${move + 1}. ${names[seat - 1]} `));
    }
    expect(leaks).toEqual([]);
    await watcher.type('q');
    expect(await watcher.exit()).toBe(0);
    // Nothing of the table is left in the watcher's scrollback.
    expect(
      shown(
        watcher.normalBuffer(),
        state.hands.flat().map((c) => cardLabel(c)),
      ),
    ).toEqual([]);
    for (const t of [guest, host]) {
      await t.type('q');
      await t.waitFor('Quit now?', 20_000);
      await t.type('y');
      expect(await t.exit()).toBe(0);
    }
  });
});
