// Regicide's bundled puzzles as a server judges first attempts at them (src/net/puzzles). The
// judge, its set and the notation it needs load on the first attempt, not with the module: every
// command loads the module, and only a server with accounts (or a terminal reading the crowd's
// answer) ever judges.
import type { PuzzleJudge } from '../../games/regicide/puzzles/judge.js';
import type { PuzzleRule } from '../module.js';

let made: Promise<{ judge: PuzzleJudge; canonicalMove: (text: string) => string | null }> | null = null;
const loaded = (): NonNullable<typeof made> => (made ??= import('../../games/regicide/puzzles/judge.js').then((m) => ({ judge: new m.PuzzleJudge(), canonicalMove: m.canonicalMove })));

export const regicidePuzzles: PuzzleRule = {
  judge: async (id, move) => (await loaded()).judge.judge(id, move),
  canonicalMove: async (text) => (await loaded()).canonicalMove(text),
};
