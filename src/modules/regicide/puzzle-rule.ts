// Regicide's bundled puzzles as a server judges first attempts at them and names the day's
// (src/net/puzzles). The judge, its set and the notation it needs load on first use, not with the
// module: every command loads the module, and only a server with accounts (or a terminal reading
// the crowd's answer) ever judges.
import type { PuzzleJudge } from '../../games/regicide/puzzles/judge.js';
import type { PuzzleSet } from '../../games/regicide/puzzles/types.js';
import { dayNumber } from '../../store/stats/common.js';
import type { MinedReport, PuzzleRule } from '../module.js';

interface Loaded {
  judge: PuzzleJudge;
  canonicalMove: (text: string) => string | null;
  set: PuzzleSet;
  indexOfDay: (day: number, count: number) => number | null;
}

let made: Promise<Loaded> | null = null;
const loaded = (): Promise<Loaded> =>
  (made ??= Promise.all([import('../../games/regicide/puzzles/judge.js'), import('../../games/regicide/puzzles/bundled.js'), import('../../games/regicide/puzzles/daily.js')]).then(([m, b, d]) => ({
    judge: new m.PuzzleJudge(),
    canonicalMove: m.canonicalMove,
    set: b.bundledPuzzles(),
    indexOfDay: d.puzzleIndexOfDay,
  })));

/** The miner and the engine's replay, loaded only by a server that mines its players' games. */
const miner = () =>
  Promise.all([
    import('../../games/regicide/puzzles/mine.js'),
    import('../../games/regicide/puzzles/puzzle.js'),
    import('../../games/regicide/puzzles/maker.js'),
    import('../../games/regicide/index.js'),
    import('../../core/log.js'),
  ]);

const NOTHING: MinedReport = { puzzles: [], positions: 0, nodes: 0, cut: false };

export const regicidePuzzles: PuzzleRule = {
  judge: async (id, move) => (await loaded()).judge.judge(id, move),
  canonicalMove: async (text) => (await loaded()).canonicalMove(text),
  has: async (id) => (await loaded()).judge.has(id),
  async daily(date) {
    const { set, indexOfDay } = await loaded();
    const day = dayNumber(date);
    const index = day === null ? null : indexOfDay(day, set.puzzles.length);
    return index === null ? null : { id: set.puzzles[index].id, number: index + 1, total: set.puzzles.length };
  },
  async mine(log, budget) {
    const [{ mineGame }, { PUZZLE_BUDGET }, { MAKER_DEFAULTS }, { regicide }, { replayLog }] = await miner();
    // The log was replayed when it was judged; replayed again here, as the miner trusts its moves.
    let options;
    try {
      const run = replayLog(regicide, log);
      if (run.error) return NOTHING;
      options = { players: run.state.players, variants: run.state.variants };
    } catch {
      // Options the game does not take.
      return NOTHING;
    }
    const settings = { ...MAKER_DEFAULTS, budget: PUZZLE_BUDGET, maxGameNodes: budget.nodesPerGame, ...(budget.lastPositions !== undefined && { lastPositions: budget.lastPositions }) };
    const found = mineGame(options, log.seed, log.moves, settings);
    return { ...found, puzzles: found.puzzles.map((p) => ({ ...p, position: JSON.stringify(p.position) })) };
  },
  async judgeMined(puzzle, moveText) {
    const [{ judgeAtPosition, positionOf }] = await miner();
    const position = positionOf(puzzle.position);
    return position ? judgeAtPosition(position, puzzle.answer, moveText) : { ok: false, problem: 'illegalMove' };
  },
};
