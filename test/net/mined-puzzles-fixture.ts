// Puzzles from players' games, put in a server's database as its miner keeps them once published:
// the position alone, with the answer and the solver's line (no seed, no earlier moves).
import type { Puzzle } from '../../src/games/regicide/puzzles/types.js';
import { puzzlePosition } from '../../src/games/regicide/puzzles/puzzle.js';
import { bundledPuzzles } from '../../src/games/regicide/puzzles/bundled.js';
import { openDatabase, sqliteFileIn } from '../../src/net/db/database.js';

const named = (id: string): Puzzle => {
  const p = bundledPuzzles().puzzles.find((q) => q.id === id);
  if (!p) throw new Error(`the bundled set lost ${id}`);
  return p;
};

/** Two positions from real games (bundled puzzles), as a server's miner would store them: the position alone. */
export const TWO_MINED: readonly { id: string; puzzle: Puzzle }[] = [
  { id: 'm-00000000000000a1', puzzle: named('puzzles/4@50') },
  { id: 'm-00000000000000b2', puzzle: named('puzzles/20@63') },
];

/** Writes `mined` into the SQLite database of `dataDir`, published in their order. */
export async function publishMined(dataDir: string, mined: readonly { id: string; puzzle: Puzzle }[]): Promise<void> {
  const database = await openDatabase(sqliteFileIn(dataDir));
  for (const [i, { id, puzzle }] of mined.entries())
    await database.db
      .insertInto('mined_puzzles')
      .values({
        id,
        game: 'regicide',
        source: 'player',
        result_id: `result-${i}`,
        account_id: 'someone',
        publish_at: i,
        position: JSON.stringify(puzzlePosition(puzzle)),
        answer: puzzle.answer,
        line: JSON.stringify(puzzle.line),
        choices: 2,
        nodes: 1,
        made_at: 0,
      })
      .execute();
  await database.close();
}
