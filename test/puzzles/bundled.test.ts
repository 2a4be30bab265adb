// Every bundled puzzle proven again with the solver: its position rebuilds from its deal, its
// answer and line win, and with the set's budget exactly the answer keeps the deal winnable
// (every other legal move proven lost). A budget too small to prove anything proves no puzzle,
// and a legal wrong answer is proven lost. The daily pick is the same for everyone on a date.
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { bundledPuzzles, readPuzzleSet } from '../../src/games/regicide/puzzles/bundled.js';
import { dailyPuzzleIndex } from '../../src/cli/regicide/puzzle-run.js';
import { checkPuzzle, puzzlePosition, uniqueWinningMove } from '../../src/games/regicide/puzzles/puzzle.js';
import { refutation } from '../../src/games/regicide/puzzles/refute.js';

const set = bundledPuzzles();

describe('the bundled puzzles', () => {
  it('are a set of solo puzzles with distinct ids', () => {
    expect(set.puzzles.length).toBeGreaterThanOrEqual(10);
    expect(new Set(set.puzzles.map((p) => p.id)).size).toBe(set.puzzles.length);
    for (const p of set.puzzles) expect(p.options.players).toBe(1);
  });

  it.each(set.puzzles.map((p) => [p.id, p] as const))(
    '%s: exactly one move keeps the deal winnable',
    (_, puzzle) => {
      expect(checkPuzzle(puzzle, set.budget)).toBeNull();
    },
    120_000,
  );

  it('a puzzle whose answer was changed no longer proves', () => {
    const p = set.puzzles[0];
    const other = { ...p, answer: p.answer === 'yield' ? 'flip' : 'yield' };
    expect(checkPuzzle(other, set.budget)).not.toBeNull();
  }, 120_000);

  it('a budget too small to settle any move proves no puzzle: unknown is never taken for lost', () => {
    const tiny = { ...set.budget, maxNodes: 1 };
    for (const p of set.puzzles) expect(checkPuzzle(p, tiny), p.id).toBe('not unique: unknown');
  });

  it('every legal wrong answer is proven lost, fails the check, and gets a refutation', () => {
    const p = set.puzzles[0];
    const s = puzzlePosition(p);
    const wrong = regicide
      .legalMoves(s)
      .map((m) => regicide.formatMove(m))
      .filter((m) => m !== p.answer);
    expect(wrong.length).toBe(p.choices - 1);
    expect(wrong.length).toBeGreaterThan(0);
    const found = uniqueWinningMove(s, set.budget);
    if (found.kind !== 'unique') throw new Error(`the first puzzle does not prove: ${found.kind}`);
    expect(regicide.formatMove(found.answer.move)).toBe(p.answer);
    expect(found.others.map((v) => [regicide.formatMove(v.move), v.verdict])).toEqual(wrong.map((m) => [m, 'not-winnable']));
    for (const move of wrong) {
      expect(checkPuzzle({ ...p, answer: move }, set.budget), move).not.toBeNull();
      expect(refutation(s, move, p.answer).kind, move).not.toBe('answer');
    }
  }, 120_000);

  it('the day picks the same puzzle for everyone, the next day the next one', () => {
    const n = set.puzzles.length;
    const today = dailyPuzzleIndex('2026-12-02', n);
    expect(today).not.toBeNull();
    expect(dailyPuzzleIndex('2026-12-02', n)).toBe(today);
    expect(dailyPuzzleIndex('2026-12-03', n)).toBe(((today ?? 0) + 1) % n);
    expect(dailyPuzzleIndex('yesterday', n)).toBeNull();
    // A date that is no day (the daily games' day numbers refuse it too), not the 3rd of March.
    expect(dailyPuzzleIndex('2026-02-31', n)).toBeNull();
    expect(dailyPuzzleIndex('2026-03-03', n)).not.toBeNull();
  });

  it('a damaged set is refused in one line', () => {
    expect(() => readPuzzleSet({ format: 'regicide-puzzles', version: 1, budget: { maxNodes: 1, tableBits: 1 }, puzzles: [{ id: 'x' }] })).toThrow(/puzzle 1 needs/);
    expect(() => readPuzzleSet([])).toThrow(/not a puzzle set/);
  });
});
