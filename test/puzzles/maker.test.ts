// The puzzle maker on a few seeds (CI runs it on every push): bot games from seeded deals,
// searched for positions where exactly one move keeps the deal winnable; every puzzle it keeps
// proves again, and a position with two winning moves, or none, is no puzzle.
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { MAKER_DEFAULTS } from '../../src/games/regicide/puzzles/maker.js';
import { checkPuzzle, PUZZLE_BUDGET, puzzlePosition, uniqueWinningMove } from '../../src/games/regicide/puzzles/puzzle.js';
import { puzzlesOfSeed } from '../../src/modules/regicide/puzzle-games.js';
import { scenario } from '../regicide/scenario.js';

describe('the puzzle maker', () => {
  it('finds proven puzzles in bot games of a few seeds', () => {
    // The last positions of two deals keep the run short; these seeds hold puzzles there.
    const settings = { ...MAKER_DEFAULTS, budget: PUZZLE_BUDGET, lastPositions: 12 };
    const found = ['puzzles/0', 'puzzles/4'].flatMap((seed) => puzzlesOfSeed(seed, 'normal', settings).puzzles);
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) {
      expect(checkPuzzle(p, PUZZLE_BUDGET)).toBeNull();
      // The position is a real one of the game: its moves replay from the deal.
      expect(puzzlePosition(p).outcome).toBeNull();
    }
  }, 300_000);

  it('two winning moves are no puzzle, nor is a position with none', () => {
    // The last enemy with 5 health left and two cards that each kill it.
    const two = scenario({ enemy: 'JC', castle: '', damage: 15, hands: ['5S 5H 2D'], tavern: '', flipsLeft: 0 });
    expect(uniqueWinningMove(two, PUZZLE_BUDGET).kind).toBe('several');
    const none = scenario({ enemy: 'JC', castle: 'JD', hands: ['2H 3H'], tavern: '', flipsLeft: 0 });
    expect(uniqueWinningMove(none, PUZZLE_BUDGET).kind).toBe('none');
    const one = scenario({ enemy: 'JC', castle: '', damage: 15, hands: ['5S 2H 3D'], tavern: '', flipsLeft: 0 });
    const found = uniqueWinningMove(one, PUZZLE_BUDGET);
    expect(found.kind).toBe('unique');
    if (found.kind === 'unique') expect(regicide.formatMove(found.answer.move)).toBe('play 5S');
  });
});
