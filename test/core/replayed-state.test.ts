// replayedState, the server's quick replay (the state only, in place where the game can): the
// same verdict and the same final state as replayLog, for true games of both games and for
// broken ones (a move changed, a move past the end, notation that does not read).
import { describe, expect, it } from 'vitest';
import { type GameLog, replayLog, replayedState } from '../../src/core/log.js';
import { gameModule } from '../../src/modules/registry.js';
import { playedDaily } from '../net/daily-fixtures.js';

const broken = (log: GameLog): GameLog[] => {
  const i = Math.floor(log.moves.length / 2);
  const changed = [...log.moves];
  changed[i] = changed[i] === 'KS' ? 'KH' : 'KS';
  return [
    { ...log, moves: changed },
    { ...log, moves: [...log.moves, log.moves[0]] },
    { ...log, moves: [...log.moves.slice(0, i), 'not a move'] },
    { ...log, seed: `${log.seed}-other` },
  ];
};

describe.each(['regicide', 'thronfolge'])('replayedState of %s', (game) => {
  const { game: engine } = gameModule(game);
  const logs = ['a', 'b', 'c'].map((botSeed) => playedDaily(game, 'replayed-state', '2026-12-03', { botSeed }));

  it('reaches the state replayLog reaches, for true games and broken ones', () => {
    for (const log of [...logs, ...logs.flatMap(broken)]) {
      const full = replayLog(engine, log);
      const quick: unknown = replayedState(engine, log);
      if (full.error) expect(quick).toBeNull();
      else expect(quick).toEqual(full.state);
    }
  });

  it('leaves the log as it was', () => {
    const log = logs[0];
    const before = structuredClone(log);
    replayedState(engine, log);
    expect(log).toEqual(before);
  });
});
