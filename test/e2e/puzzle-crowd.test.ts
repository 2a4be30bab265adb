// `regicide puzzle --server` in a real terminal against a real server on loopback: the consent is
// asked once before the first puzzle (and remembered); a player solves today's puzzle at the first
// try and the end card shows how the crowd did and their puzzle rating; a second player, whose
// first try is wrong and who then gives up, sees the crowd of two; a third, who solved it offline
// first, sends nothing and sees the crowd as it stands.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { bundledPuzzles } from '../../src/games/regicide/puzzles/bundled.js';
import { dailyPuzzleIndex } from '../../src/cli/regicide/puzzle-run.js';
import { puzzlePosition } from '../../src/games/regicide/puzzles/puzzle.js';
import { sqliteFileIn } from '../../src/net/db/where.js';
import { type NetServer, startNetServer } from '../../src/net/server/server.js';
import { keysFor } from './driver.js';
import { KEY, ROOT, Terminal, tempDataHome } from './terminal.js';

const DAY = '2026-12-02';
const set = bundledPuzzles();
const puzzle = set.puzzles[dailyPuzzleIndex(DAY, set.puzzles.length) ?? 0];
const dir = mkdtempSync(join(tmpdir(), 'puzzle-crowd-e2e-'));
const running: Terminal[] = [];
let server: NetServer;

beforeAll(async () => {
  if (!existsSync(join(ROOT, 'dist', 'cli', 'regicide', 'main.js'))) throw new Error('build first: npm run build');
  // The server's clock on the same day: the terminal plays the server's own puzzle of the day.
  server = await startNetServer({ port: 0, host: '127.0.0.1', dataDir: join(dir, 'data'), database: sqliteFileIn(join(dir, 'data')), clock: () => Date.parse(`${DAY}T12:00:00Z`) });
});
afterEach(() => {
  for (const t of running.splice(0)) t.kill();
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The screen's words with every wrap and run of spaces as one space: the card wraps its lines. */
const said =
  (re: RegExp) =>
  (screen: string): boolean =>
    re.test(screen.replace(/\s+/g, ' '));

const start = (args: string[], dataHome: string): Terminal => {
  const t = new Terminal(['puzzle', ...args], { dataHome, env: { REGICIDE_TODAY: DAY } });
  running.push(t);
  return t;
};

describe('regicide puzzle with a server', () => {
  it("asks once, then shows the crowd and the player's puzzle rating after the first try", async () => {
    const home = tempDataHome();
    const t = start(['--server', `127.0.0.1:${server.port}`], home);
    await t.waitFor(`Send your first attempt at each puzzle to 127.0.0.1:${server.port}`, 30_000);
    await t.type('y\r');
    await t.waitFor(`Puzzle of ${DAY}`, 30_000);
    await t.type(KEY.enter);
    await t.waitFor('Your hand', 20_000);
    await t.type(...keysFor(puzzlePosition(puzzle), regicide.parseMove(puzzle.answer)));
    await t.waitFor('Solved at the first try.', 20_000);
    await t.waitFor(said(/100% solved it \(1 try\); most tried: .+ \(1\); your puzzle rating 1\d{3}\? \(\+\d+\)/), 20_000);
    await t.type('q');
    expect(await t.exit()).toBe(0);
    expect(readFileSync(join(home, 'regicide-cli', 'puzzle-crowd-consent'), 'utf8')).toBe('yes\n');
  }, 120_000);

  it('counts a wrong first try, though the player gave up after it', async () => {
    const home = tempDataHome();
    // Consent given before, the server remembered (`account --server`): nothing is asked.
    mkdirSync(join(home, 'regicide-cli'), { recursive: true });
    writeFileSync(join(home, 'regicide-cli', 'puzzle-crowd-consent'), 'yes\n');
    writeFileSync(join(home, 'regicide-cli', 'server-address'), `127.0.0.1:${server.port}\n`);
    const s = puzzlePosition(puzzle);
    const answer = regicide.formatMove(regicide.parseMove(puzzle.answer));
    const wrong = regicide.legalMoves(s).find((m) => regicide.formatMove(m) !== answer)!;
    const t = start([], home);
    await t.waitFor(`Puzzle of ${DAY}`, 30_000);
    await t.type(KEY.enter);
    await t.waitFor('Your hand', 20_000);
    await t.type(...keysFor(s, wrong));
    // Said twice, on the panel and on the board's message line, and each time as a sentence.
    const shown = await t.waitFor((screen) => (screen.match(/loses\./g) ?? []).length >= 2, 20_000);
    expect(shown).not.toMatch(/^\s*\p{Ll}[^\n]*loses\.$/mu);
    await t.type('q');
    await t.waitFor('Quit now?', 20_000);
    await t.type('y');
    await t.waitFor('The answer was', 20_000);
    await t.waitFor(said(/50% solved it \(2 tries\); most tried: .+ \(1\), .+ \(1\); your puzzle rating 1\d{3}\? \(-\d+\)/), 20_000);
    await t.type('q');
    expect(await t.exit()).toBe(0);
  }, 120_000);

  it('sends nothing for a puzzle tried offline first, and shows the crowd as it stands', async () => {
    const home = tempDataHome();
    const t = start([], home);
    await t.waitFor(`Puzzle of ${DAY}`, 30_000);
    await t.type(KEY.enter);
    await t.waitFor('Your hand', 20_000);
    await t.type(...keysFor(puzzlePosition(puzzle), regicide.parseMove(puzzle.answer)));
    await t.waitFor('Solved at the first try.', 20_000);
    await t.type('q');
    expect(await t.exit()).toBe(0);
    expect(readFileSync(join(home, 'regicide-cli', 'puzzles-tried-offline'), 'utf8')).toBe(`${puzzle.id}\n`);
    // Then with the server: its puzzle of the day is the same one, so its crowd is read, not added to.
    writeFileSync(join(home, 'regicide-cli', 'puzzle-crowd-consent'), 'yes\n');
    const again = start(['--server', `127.0.0.1:${server.port}`], home);
    await again.waitFor(`Puzzle of ${DAY}`, 30_000);
    await again.type(KEY.enter);
    await again.waitFor('Your hand', 20_000);
    await again.type(...keysFor(puzzlePosition(puzzle), regicide.parseMove(puzzle.answer)));
    await again.waitFor(said(/50% solved it \(2 tries\); most tried: .+; you tried this puzzle offline before, so nothing was sent/), 20_000);
    await again.type('q');
    expect(await again.exit()).toBe(0);
  }, 120_000);
});
