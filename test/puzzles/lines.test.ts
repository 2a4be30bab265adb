// A puzzle in the screen-reader mode: the task and the whole deal said first, a wrong try answered
// with its refutation in words, the right one with the verdict, and Enter says the solver's line.
import { describe, expect, it } from 'vitest';
import { regicide } from '../../src/games/regicide/index.js';
import { bundledPuzzles } from '../../src/games/regicide/puzzles/bundled.js';
import { puzzlePosition } from '../../src/games/regicide/puzzles/puzzle.js';
import { openPuzzle } from '../../src/cli/regicide/puzzle-run.js';
import { runRegicidePuzzleLines } from '../../src/ui/regicide/puzzle-lines.js';
import { lineStreams } from '../ui/line-streams.js';

const UI = { lang: 'en', ascii: false, fourColor: false, color: false, mouse: false } as const;

// A puzzle whose answer and one wrong move each play a single card.
const single = (text: string): boolean => /^play \S+$/.test(text);
const found = bundledPuzzles().puzzles.flatMap((p) => {
  if (!single(p.answer)) return [];
  const wrong = regicide
    .legalMoves(puzzlePosition(p))
    .map((m) => regicide.formatMove(m))
    .find((m) => single(m) && m !== p.answer);
  return wrong ? [{ puzzle: p, wrong }] : [];
})[0];

describe('a puzzle as lines', () => {
  it('says the deal, refutes a wrong try, and says the solver’s line after the right one', async () => {
    expect(found).toBeDefined();
    const { puzzle, wrong } = found;
    const open = openPuzzle(puzzle, { kind: 'stream', number: 1, total: 1 }, false);
    const { io, hear, type } = lineStreams();
    const done = runRegicidePuzzleLines(open.client, open.shown, open.lineLog, open.at, UI, io);
    await hear(/^Tavern, top first: /);
    await hear(/^Your hand: /);
    // The line mode numbers the hand as the view sorts it.
    const cardOf = (move: string): string => String(open.client.update(1).view.hand.indexOf(move.split(' ')[1]) + 1);
    type(`${cardOf(wrong)}\r`);
    const said = await hear(/ loses\. /);
    expect(said).toMatch(/^Play .* loses\. (After it, .* attacks for \d+|The solver checked every way on)/);
    expect(open.client.update(1).movesMade).toBe(puzzle.moves.length);
    // c clears the refused try's selection.
    type(`c${cardOf(puzzle.answer)}\r`);
    await hear(/^Right: .* is the only move that keeps the deal winnable\./);
    type('\r');
    await hear(/^Solved at try 2\.$/);
    await hear(/^1\. play /);
    expect(await done).toBe('quit');
  }, 60_000);
});
