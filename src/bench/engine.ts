// Engine throughput: random playouts with legal-move generation, per game and configuration,
// and the speed of replaying logs. Figures, not tests: run with `npm run bench`.
import type { AnyGame } from '../core/game.js';
import { generator } from '../core/rng.js';
import { playBotGame } from '../table/bot-game.js';
import type { BotOf } from '../core/bot.js';
import { newLog, verifyLog, type GameLog } from '../core/log.js';
import { applyInPlace as regicideApplyInPlace, cloneState as regicideClone } from '../games/regicide/apply.js';
import { regicide, type RegicideGame } from '../games/regicide/index.js';
import { legalMoves as regicideLegal } from '../games/regicide/legal.js';
import { applyInPlace as thronfolgeApplyInPlace, cloneState as thronfolgeClone, legalMoves as thronfolgeLegal, thronfolge } from '../games/thronfolge/index.js';

export interface PlayoutFigures {
  label: string;
  games: number;
  moves: number;
  seconds: number;
  gamesPerSecond: number;
  movesPerSecond: number;
}

interface PlayoutEngine<S, M> {
  setup(seed: string): S;
  legal(s: S): M[];
  /** Mutating apply, as a search would use it. */
  step(s: S, m: M): void;
  over(s: S): boolean;
}

function measurePlayouts<S, M>(label: string, engine: PlayoutEngine<S, M>, seconds: number): PlayoutFigures {
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

export function regicidePlayouts(players: number, seconds: number, pure = false): PlayoutFigures {
  const options = { players, variants: [] };
  const label = `regicide ${players}p${pure ? ' (pure apply)' : ''}`;
  if (pure) {
    // The public API: every step checks legality and returns a new state.
    const box = { s: regicide.setup(options, 'x') };
    return measurePlayouts(label, {
      setup: (seed) => ({ s: regicide.setup(options, seed) }),
      legal: (b: typeof box) => regicide.legalMoves(b.s),
      step: (b: typeof box, m) => void (b.s = regicide.apply(b.s, m)),
      over: (b: typeof box) => b.s.outcome !== null,
    }, seconds);
  }
  return measurePlayouts(label, {
    setup: (seed) => regicideClone(regicide.setup(options, seed)),
    legal: regicideLegal,
    step: regicideApplyInPlace,
    over: (s) => s.outcome !== null,
  }, seconds);
}

export function thronfolgePlayouts(seconds: number): PlayoutFigures {
  return measurePlayouts('thronfolge duel', {
    setup: (seed) => thronfolgeClone(thronfolge.setup({ first: null, variants: [] }, seed)),
    legal: thronfolgeLegal,
    step: thronfolgeApplyInPlace,
    over: (s) => s.result !== null,
  }, seconds);
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
export function tablePlayouts(players: number, seconds: number): PlayoutFigures {
  const label = `regicide ${players}p through the table`;
  const rnd = generator(`bench-table-${players}`);
  const randomSeat: BotOf<RegicideGame> = { name: 'random', choose: (_view, legal) => legal[Math.floor(rnd() * legal.length)] };
  const bots = Array.from({ length: players }, () => randomSeat);
  let games = 0;
  let moves = 0;
  const start = performance.now();
  const deadline = start + seconds * 1000;
  while (performance.now() < deadline) {
    const { table } = playBotGame(regicide, { players, variants: [] }, `bench-${games}`, bots);
    moves += table.movesMade;
    games++;
  }
  const elapsed = (performance.now() - start) / 1000;
  return { label, games, moves, seconds: elapsed, gamesPerSecond: games / elapsed, movesPerSecond: moves / elapsed };
}
