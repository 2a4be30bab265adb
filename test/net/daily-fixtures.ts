// Daily games for the daily field's tests: a finished log of a game's deal, played by the game's
// own bots (so it replays exactly), marked as the terminal marks a daily game.
import type { GameLog } from '../../src/core/log.js';
import { gameModule } from '../../src/modules/registry.js';

/** The server's daily seed in these tests: the first of the day's sequence (no solver). */
export const testDailySeed = async (_game: string, day: string): Promise<string> => `daily-${day}`;

/** A finished game of `seed` played by `level` bots at every seat, with the daily marks of `day`. */
export function playedDaily(game: string, seed: string, day: string, o: { level?: string; botSeed?: string; options?: object; extra?: object } = {}): GameLog {
  const module = gameModule(game);
  const g = module.game;
  const options = g.normalizeOptions(o.options ?? {});
  let state = g.setup(options, seed);
  const seats = g.seatCount(options);
  const bots = Array.from({ length: seats }, (_, i) => module.bots.make(o.level ?? 'easy', `${o.botSeed ?? 'bot'}-${i + 1}`));
  const moves: string[] = [];
  for (let n = 0; n < 5000; n++) {
    const seat = g.currentSeat(state);
    if (seat === null) break;
    const move = bots[seat - 1].choose(g.view(state, seat), g.legalMoves(state));
    moves.push(g.formatMove(move));
    state = g.apply(state, move);
  }
  return { format: 'cardgames-log', version: 1, game, seed, options, moves, result: g.outcome(state), daily: day, attempt: 1, ...o.extra } as GameLog;
}
