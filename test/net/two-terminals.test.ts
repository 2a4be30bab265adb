// Two real terminals: `regicide host` and `regicide join` in pseudo-terminals on localhost play a
// few moves each; each screen's hand line always shows that seat's hand (per the engine) and never
// a card of the other hand.
import { afterEach, describe, expect, it } from 'vitest';
import { cardText } from '../../src/core/cards.js';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideState } from '../../src/games/regicide/types.js';
import { KEY, Terminal, tempDataHome } from '../e2e/terminal.js';

const terminals: Terminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

const handLine = (screen: string, seat: number): string[] => {
  const line = screen.split('\n').find((l) => l.includes(`Your hand (seat ${seat}):`)) ?? '';
  return line.split(':')[1]?.trim().split(/\s+/).filter(Boolean) ?? [];
};

describe('host and join in two terminals', () => {
  it('each screen shows only its own hand while both play', async () => {
    const seed = 'pty-net-7';
    const dataHome = tempDataHome();
    const host = new Terminal(['host', '--players', '2', '--seed', seed, '--port', '0', '--listen', '127.0.0.1', '--bot-delay', '0', '--name', 'Ann'], { dataHome, cols: 120, rows: 40 });
    terminals.push(host);
    const lobby = await host.waitFor(/npx regicide join \S+/, 20_000);
    const address = /npx regicide join (\S+)/.exec(lobby)![1];
    const guest = new Terminal(['join', address, '--name', 'Bob'], { dataHome, cols: 120, rows: 40 });
    terminals.push(guest);
    const screens = [host, guest];

    let state = regicide.setup(regicide.normalizeOptions({ players: 2, variants: [] }), seed) as RegicideState;
    for (let move = 0; move < 6; move++) {
      for (const [i, t] of screens.entries()) {
        const seat = i + 1;
        const mine = state.hands[seat - 1].map(cardText).sort();
        const theirs = new Set(state.hands[2 - seat].map(cardText));
        const screen = await t.waitFor((s) => JSON.stringify(handLine(s, seat).sort()) === JSON.stringify(mine), 20_000);
        expect(handLine(screen, seat).filter((c) => theirs.has(c))).toEqual([]);
      }
      // The seat to move takes its first legal move (the list's first entry) with Enter.
      const seat = regicide.currentSeat(state)!;
      await screens[seat - 1].waitFor('Your move', 20_000);
      await screens[seat - 1].type(KEY.enter);
      state = regicide.apply(state, regicide.legalMoves(state)[0]);
    }
    // Leaving mid-game ends both programs (exit code 1: the game was not over); none hangs on its connection.
    await guest.type('q');
    expect(await guest.exit()).toBe(1);
    await host.type('q');
    expect(await host.exit()).toBe(1);
  });
});
