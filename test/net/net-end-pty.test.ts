// A networked game played to its end in a real terminal (`regicide host` against the server's bot
// in a pseudo-terminal on 127.0.0.1): the end screen offers only leaving, and once the program has
// exited the terminal keeps what a local game keeps there — the result and the command that
// replays this seat's copy of the log, which is on disk with every move of the game.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import type { RegicideMove, RegicideState } from '../../src/games/regicide/types.js';
import { keysFor } from '../e2e/driver.js';
import { Terminal, tempDataHome } from '../e2e/terminal.js';
import { waitFor } from '../ui/helpers.js';
import { movesSaved, savedMoves } from './pty-screens.js';

const terminals: Terminal[] = [];
afterEach(() => {
  for (const t of terminals.splice(0)) t.kill();
});

/** A quick end: yield whenever the rules allow, else the first legal move. */
const hurry = (state: RegicideState): RegicideMove => {
  const legal = regicide.legalMoves(state);
  return legal.find((m) => m.type === 'yield') ?? legal[0];
};

describe('the end of a networked game in a terminal', () => {
  it('leaves the result and the replay command of the kept log after the program exits', async () => {
    const seed = 'pty-net-end-1';
    const dataHome = tempDataHome();
    const dataDir = mkdtempSync(join(tmpdir(), 'regicide-net-end-'));
    const host = new Terminal(
      ['host', '--players', '2', '--bots', '2', '--bot', 'easy', '--seed', seed, '--port', '0', '--listen', '127.0.0.1', '--bot-delay', '0', '--name', 'Ann', '--data', dataDir],
      { dataHome },
    );
    terminals.push(host);
    // Every seat is taken (the host's and the bot's): the game starts at once.
    await host.waitFor('Your hand', 30_000);
    const start = () => regicide.setup(regicide.normalizeOptions({ players: 2, variants: [] }), seed);
    let state = start();
    for (let i = 0; i < 300 && state.outcome === null; i++) {
      // The moves the server saved so far (the bot's among them) make the test's copy of the game.
      const moves = savedMoves(dataDir);
      state = moves.reduce((s, m) => regicide.apply(s, regicide.parseMove(m)), start());
      if (state.outcome !== null) break;
      if (regicide.currentSeat(state) === 1) {
        // Keys go in once the screen shows the latest move: a key before it would be no move yet.
        await host.waitFor((x) => moves.length === 0 || x.includes(`${moves.length}. `), 20_000);
        await host.type(...keysFor(state, hurry(state)));
      }
      await waitFor(() => movesSaved(dataDir) > moves.length, 20_000).catch((e: unknown) => {
        throw new Error(`${String(e)} after ${moves.join(' ')}; ${state.phase}\n${host.screen()}`);
      });
    }
    expect(state.outcome).not.toBeNull();
    const end = await host.waitFor('q/Enter leave', 20_000);
    expect(end).not.toMatch(/play again|new game/);
    await host.type('q');
    expect(await host.exit()).toBe(0);
    const after = host.normalBuffer();
    expect(after).toContain(state.outcome === 'won' ? 'Victory! The castle has fallen.' : 'Defeat.');
    // The command is one line of the program's output; the terminal wraps it at 80 columns.
    const path = /npx regicide replay ([^]*?\.json)/.exec(after)?.[1].replace(/\n/g, '') ?? '';
    expect(after).toMatch(/Watch it again with:\n\s*npx regicide replay \S+/);
    const kept = JSON.parse(readFileSync(path, 'utf8')) as { moves: string[]; seed: string };
    expect(kept.seed).toBe(seed);
    expect(kept.moves).toEqual(savedMoves(dataDir));
  }, 180_000);
});
