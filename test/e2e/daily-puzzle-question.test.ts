// The puzzles' question at the terminal (issue 31), in a pty of 80×24: a player who said yes to
// sending daily games before the question existed plays today's deal to its end; the end screen
// does not send it by itself then, and once it closes the terminal says what is new and asks
// whether the server may make puzzles of the games; the answer is kept in the data folder, and
// the game is sent after it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  // The server's deal of the day is the terminal's: the same solver-chosen seed. No miner: the
  // question is what is tested here, not what the server makes of the game.
  server = await startNetServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(home, 'server'),
    database: sqliteFileIn(join(home, 'server')),
    dailySeed: (_game, day) => regicideDaily().seed(day),
    puzzleMiner: false,
  });
});
afterAll(async () => {
  t?.kill();
  await server?.close();
  rmSync(home, { recursive: true, force: true });
});

describe('the puzzles’ question for an earlier yes', () => {
  it('is asked once the daily game ends, after a line naming the server, and kept', async () => {
    const folder = join(home, 'regicide-cli');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'server-address'), `127.0.0.1:${server.port}\n`);
    // A yes to sending given before the puzzles' question existed: no answer to it on file.
    writeFileSync(join(folder, 'daily-field-consent'), 'yes\n');
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
    for (let i = 0; i < 20 && t.onAltScreen(); i++) {
      await t.type(KEY.escape);
      await t.waitFor(() => !t!.onAltScreen(), 2000).catch(() => {});
    }
    await t.waitFor(() => /May the server also make puzzles/.test(t!.normalBuffer()), 20_000);
    expect(t.normalBuffer().replace(/\s+/g, ' ')).toContain(`Your finished daily games go to 127.0.0.1:${server.port}. New since you agreed to that:`);
    // Asked once: the first question (send the games?) is not asked again.
    expect(t.normalBuffer()).not.toContain('to see how the field did?');
    await t.type('y', KEY.enter);
    await t.waitFor(() => t!.normalBuffer().includes('the only player so far'), 20_000);
    expect(await t.exit()).toBe(0);
    expect(readFileSync(join(folder, 'daily-puzzle-consent'), 'utf8')).toBe('yes\n');
  }, 90_000);
});
