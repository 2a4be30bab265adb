// A puzzle on a terminal made too small while its board is up: the board is not drawn, the frame
// says the size it needs, and q or Esc still leave, as on the puzzle's cards and in the lessons
// (nothing else is listening then: the board, whose keys these would be, is not mounted).
import { describe, expect, it } from 'vitest';
import { bundledPuzzles } from '../../src/games/regicide/puzzles/bundled.js';
import { openPuzzle } from '../../src/cli/regicide/puzzle-run.js';
import { PuzzleFrame, type PuzzleExit } from '../../src/ui/regicide/PuzzleFrame.js';
import { KEYS, until, waitFor } from '../ui/helpers.js';
import { renderSized, resizeTerminal } from '../ui/thronfolge-helpers.js';

const puzzle = bundledPuzzles().puzzles[0];

/** The puzzle's board on an 80×24 terminal, then the terminal shrunk to 59×19. */
async function shrunkDuringPlay() {
  const open = openPuzzle(puzzle, { kind: 'stream', number: 1, total: 1 }, false);
  const exits: PuzzleExit[] = [];
  const r = renderSized(<PuzzleFrame client={open.client} shown={open.shown} onExit={(how) => exits.push(how)} />, { columns: 80, rows: 24 });
  await until(r.screen, (s) => s.includes('Enter: start'));
  await r.type(KEYS.enter);
  await until(r.screen, (s) => s.includes('Your hand'), 10_000);
  resizeTerminal(r.stdout, { columns: 59, rows: 19 });
  await until(r.screen, (s) => s.includes('The terminal is 59×19; a puzzle needs at least 60×24'));
  return { r, exits };
}

describe('a puzzle on a terminal too small for its board', () => {
  it('q leaves', async () => {
    const { r, exits } = await shrunkDuringPlay();
    await r.type('q');
    await waitFor(() => exits.length > 0);
    expect(exits).toEqual(['quit']);
    r.unmount();
  }, 30_000);

  it('Esc leaves', async () => {
    const { r, exits } = await shrunkDuringPlay();
    await r.type(KEYS.escape);
    await waitFor(() => exits.length > 0);
    expect(exits).toEqual(['quit']);
    r.unmount();
  }, 30_000);
});

describe('the panel above a puzzle’s board', () => {
  it('says when a line of the deal is cut short: the row ends in …', async () => {
    // The longest tavern of the bundled set, on the narrowest terminal a puzzle takes.
    const longest = bundledPuzzles().puzzles.reduce((a, b) =>
      openPuzzle(b, { kind: 'stream', number: 1, total: 1 }, false).shown.tavern.length > openPuzzle(a, { kind: 'stream', number: 1, total: 1 }, false).shown.tavern.length ? b : a,
    );
    for (const columns of [60, 80]) {
      const open = openPuzzle(longest, { kind: 'stream', number: 1, total: 1 }, false);
      const r = renderSized(<PuzzleFrame client={open.client} shown={open.shown} onExit={() => {}} />, { columns, rows: 24 });
      await until(r.screen, (s) => s.includes('Enter: start'));
      await r.type(KEYS.enter);
      const board = await until(r.screen, (s) => s.includes('Your hand'), 10_000);
      const tavern = board.split('\n').find((l) => l.includes('Tavern, top first'));
      // Whole cards, then the mark: never a card cut in half, never a silent end.
      expect(tavern?.trimEnd()).toMatch(/(10|[2-9AJQK])[♠♥♦♣] …$/);
      r.unmount();
    }
  }, 30_000);
});
