// `regicide puzzle` in a real terminal: today's puzzle (a fixed day), solved by keys at the first
// try; and given up by leaving the board, which shows the answer, then the solver's line in the
// replay stepper from the puzzle's position.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { bundledPuzzles } from '../../src/games/regicide/puzzles/bundled.js';
import { dailyPuzzleIndex } from '../../src/cli/regicide/puzzle-run.js';
import { puzzlePosition } from '../../src/games/regicide/puzzles/puzzle.js';
import { keysFor } from './driver.js';
import { KEY, ROOT, Terminal, tempDataHome } from './terminal.js';

const DAY = '2026-12-02';
const set = bundledPuzzles();
const puzzle = set.puzzles[dailyPuzzleIndex(DAY, set.puzzles.length) ?? 0];
const running: Terminal[] = [];
const start = (): Terminal => {
  const t = new Terminal(['puzzle'], { dataHome: tempDataHome(), env: { REGICIDE_TODAY: DAY } });
  running.push(t);
  return t;
};

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist', 'cli', 'regicide', 'main.js'))) throw new Error('build first: npm run build');
});
afterEach(() => {
  for (const t of running.splice(0)) t.kill();
});

describe('regicide puzzle in a terminal', () => {
  it("solves today's puzzle at the first try", async () => {
    const t = start();
    await t.waitFor(`Puzzle of ${DAY}`, 30_000);
    await t.type(KEY.enter);
    await t.waitFor('Your hand', 20_000);
    await t.type(...keysFor(puzzlePosition(puzzle), regicide.parseMove(puzzle.answer)));
    await t.waitFor('Solved at the first try.', 20_000);
    await t.type('q');
    expect(await t.exit()).toBe(0);
  }, 90_000);

  it('gives up by leaving the board: the answer, then the solver’s line in the stepper', async () => {
    const t = start();
    await t.waitFor(`Puzzle of ${DAY}`, 30_000);
    await t.type(KEY.enter);
    await t.waitFor('Your hand', 20_000);
    await t.type('q');
    await t.waitFor('Quit now?', 20_000);
    await t.type('y');
    await t.waitFor('The answer was', 20_000);
    await t.type(KEY.enter);
    await t.waitFor(`Move ${puzzle.moves.length} of ${puzzle.moves.length + 1 + puzzle.line.length}`, 20_000);
    await t.type('q');
    expect(await t.exit()).toBe(0);
  }, 90_000);
});
