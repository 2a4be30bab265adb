// Engine throughput for any game: random playouts with legal-move generation, whole games through
// the table, and the speed of replaying logs. Each game's bench (src/bench/<game>/) says which
// configurations to measure. Figures, not tests: run with `npm run bench`.
import type { AnyGame, OptionsOf } from '../core/game.js';
import { generator } from '../core/rng.js';
import { playBotGame } from '../table/bot-game.js';
import type { BotOf } from '../core/bot.js';
import { newLog, verifyLog, type GameLog } from '../core/log.js';

export interface PlayoutFigures {
  label: string;
  games: number;
  moves: number;
  seconds: number;
  gamesPerSecond: number;
  movesPerSecond: number;
}

export interface PlayoutEngine<S, M> {
  setup(seed: string): S;
  legal(s: S): M[];
  /** Mutating apply, as a search would use it. */
  step(s: S, m: M): void;
  over(s: S): boolean;
}

export function measurePlayouts<S, M>(label: string, engine: PlayoutEngine<S, M>, seconds: number): PlayoutFigures {
  const rnd = generator(`bench-${label}`);
  let games = 0;
  let moves = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  while (performance.now() < deadline) {
    for (let batch = 0; batch < 50; batch++) {
      const s = engine.setup(`bench-${games}`);
      while (!engine.over(s)) {
        const legal = engine.legal(s);
        engine.step(s, legal[Math.floor(rnd() * legal.length)]);
        moves++;
      }
      games++;
    }
  }
  const elapsed = (performance.now() - start) / 1000;
  return { label, games, moves, seconds: elapsed, gamesPerSecond: games / elapsed, movesPerSecond: moves / elapsed };
}

function randomLog(game: AnyGame, options: object, seed: string): GameLog {
  const rnd = generator(seed);
  let state = game.setup(game.normalizeOptions(options), seed);
  const log = newLog(game.id, seed, game.normalizeOptions(options));
  while (game.outcome(state) === null) {
    const legal = game.legalMoves(state);
    const move = legal[Math.floor(rnd() * legal.length)];
    state = game.apply(state, move);
    log.moves.push(game.formatMove(move));
  }
  log.result = game.outcome(state);
  return log;
}

/** Logs verified per second (parse every move, check it, apply it, compare the result). */
export function verifySpeed(game: AnyGame, options: object, count: number): { logs: number; moves: number; logsPerSecond: number; movesPerSecond: number } {
  const logs = Array.from({ length: count }, (_, i) => randomLog(game, options, `verify-${i}`));
  const moves = logs.reduce((n, l) => n + l.moves.length, 0);
  const start = performance.now();
  for (const log of logs) if (!verifyLog(game, log).ok) throw new Error('a generated log did not verify');
  const elapsed = (performance.now() - start) / 1000;
  return { logs: count, moves, logsPerSecond: count / elapsed, movesPerSecond: moves / elapsed };
}

/**
 * Whole games through the table (the loop every front end uses), with seats that pick a random
 * legal move: what the table adds on top of the rules (updates for every seat, events, the log).
 */
export function tablePlayouts<G extends AnyGame>(label: string, game: G, options: Partial<OptionsOf<G>>, seconds: number, seed = `bench-table-${label}`): PlayoutFigures {
  const rnd = generator(seed);
  const randomSeat: BotOf<G> = { name: 'random', choose: (_view, legal) => legal[Math.floor(rnd() * legal.length)] };
  const bots = Array.from({ length: game.seatCount(game.normalizeOptions(options)) }, () => randomSeat);
  let games = 0;
  let moves = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  while (performance.now() < deadline) {
    const { table } = playBotGame(game, options, `bench-${games}`, bots);
    moves += table.movesMade;
    games++;
  }
  const elapsed = (performance.now() - start) / 1000;
  return { label, games, moves, seconds: elapsed, gamesPerSecond: games / elapsed, movesPerSecond: moves / elapsed };
}
