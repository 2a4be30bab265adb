// The daily field on the full-screen end screen: a terminal that named a server and gave its
// consent before plays today's deal in a pty to its end; the game is sent as the end screen
// appears, and the end screen itself shows the field's few lines (players, wins, the player's
// place) within 80 columns; the whole field with its chart stays in the terminal after it closes.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regicideDaily } from '../../src/cli/regicide/daily.js';
import { regicide } from '../../src/games/regicide/index.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { keysFor, waitForSavedMoves } from './driver.js';
import { KEY, Terminal, tempDataHome } from './terminal.js';
import { losing } from '../net/losing-policy.js';

const TODAY = new Date().toISOString().slice(0, 10);
const home = tempDataHome();
let server: NetServer;
let t: Terminal | null = null;

beforeAll(async () => {
  // The server's deal of the day is the terminal's: the same solver-chosen seed.
  server = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: join(home, 'server'), database: sqliteFileIn(join(home, 'server')), dailySeed: (_game, day) => regicideDaily().seed(day) });
});
afterAll(async () => {
  t?.kill();
  await server?.close();
  rmSync(home, { recursive: true, force: true });
});

describe('the daily end screen', () => {
  it('shows the field of the day once the game is sent, and the whole field after it closes', async () => {
    const folder = join(home, 'regicide-cli');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'server-address'), `127.0.0.1:${server.port}\n`);
    writeFileSync(join(folder, 'daily-field-consent'), 'yes\n');
    // The puzzles' question answered too: else the end asks it (once) before sending.
    writeFileSync(join(folder, 'daily-puzzle-consent'), 'no\n');
    const seed = await regicideDaily().seed(TODAY);
    t = new Terminal(['play', '--daily'], { dataHome: home, cols: 80, rows: 24 });
    await t.waitFor('Your hand', 20_000);
    let state = regicide.setup(regicide.normalizeOptions({ players: 1, variants: [] }), seed);
    let moves = 0;
    while (state.outcome === null && moves < 200) {
      const next = losing(state);
      await t.type(...keysFor(state, next));
      await waitForSavedMoves({ dataHome: home }, ++moves);
      state = regicide.apply(state, next);
    }
    await t.waitFor('Defeat');
    const end = await t.waitFor(`The field of ${TODAY}`, 20_000);
    expect(end).toContain('1 player, 0 won');
    expect(end).toContain('the only player so far');
    // Still the end screen: its keys are there.
    expect(t.onAltScreen()).toBe(true);
    // Esc leaves (typed again while the screen still ignores keys typed too soon after it appeared).
    for (let i = 0; i < 20 && t.onAltScreen(); i++) {
      await t.type(KEY.escape);
      await t.waitFor(() => !t!.onAltScreen(), 2000).catch(() => {});
    }
    await t.exit();
    const after = t.normalBuffer();
    expect(after).toContain('Enemies defeated');
    // Sent once: the end screen's send and the one after the screen are the same.
    expect(after).toContain('the only player so far');
    expect(after).not.toContain('not your first attempt');
  }, 90_000);
});
