// The game log of ../shared/protocol.md: seed, options and the moves of every seat in canonical
// notation. Writing, reading (with one-line errors) and replaying are pure; files live in the CLI.
import { isDeepStrictEqual } from 'node:util';
import type { AnyGame, EventOf, Game, MoveOf, Refusal, StateOf } from './game.js';
import { LogError, NotationError, type NotationProblem } from './problems.js';
import type { Said } from './talk.js';

export interface GameLog<Options = unknown, Result = unknown> {
  format: 'cardgames-log';
  version: 1;
  game: string;
  seed: string;
  options: Options;
  moves: string[];
  result: Result | null;
  /**
   * Table talk beside the moves (signals after a jester, quick phrases), each at the position it
   * was said in. Optional: older logs have none, and replaying and verifying never read it.
   */
  annotations?: Said[];
}

export function newLog<O, R = unknown>(game: string, seed: string, options: O): GameLog<O, R> {
  return { format: 'cardgames-log', version: 1, game, seed, options, moves: [], result: null };
}

/** Reads a log from text; throws a LogError whose code says what is wrong. */
export function parseLog(text: string, expectedGame?: string): GameLog {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new LogError({ code: 'notJson' });
  }
  return logOf(data, expectedGame);
}

/** As parseLog, for JSON already parsed (a request's body): the same checks, the same LogError. */
export function logOf(data: unknown, expectedGame?: string): GameLog {
  const log = data as Partial<GameLog>;
  if (!log || typeof log !== 'object') throw new LogError({ code: 'notObject' });
  if (log.format !== 'cardgames-log') throw new LogError({ code: 'noHeader' });
  if (log.version !== 1) throw new LogError({ code: 'logVersion', version: String(log.version) });
  if (expectedGame && log.game !== expectedGame) throw new LogError({ code: 'otherGame', game: String(log.game), expected: expectedGame });
  if (typeof log.seed !== 'string') throw new LogError({ code: 'noSeed' });
  if (!log.options || typeof log.options !== 'object') throw new LogError({ code: 'noOptions' });
  if (!Array.isArray(log.moves) || !log.moves.every((m) => typeof m === 'string')) throw new LogError({ code: 'movesNotStrings' });
  return { ...log, result: log.result ?? null } as GameLog;
}

/** One replayed move: the seat that made it, the move and everything it did. */
export interface ReplayedMove<Move = unknown, Event = unknown> {
  seat: number;
  move: Move;
  text: string;
  events: Event[];
}

export interface ReplayOutcome<State, Move = unknown, Event = unknown> {
  state: State;
  /** Moves applied successfully. */
  applied: number;
  /** Each applied move with its events. */
  moves: ReplayedMove<Move, Event>[];
  /** The first move that failed. */
  error?: ReplayError;
}

/**
 * Why a logged move does not replay, as a code the front ends word: the game was over before it,
 * its notation does not read (`notation`: the game's code for it), or the rules refuse it (their
 * refusal code).
 */
export type ReplayProblem = { code: 'alreadyOver' } | { code: 'unreadable'; notation: NotationProblem } | { code: 'refused'; refusal: Refusal };

/** The first move of a log that does not replay: its 1-based number, its text and why. */
export interface ReplayError {
  moveNumber: number;
  move: string;
  problem: ReplayProblem;
}

/** Thrown where a log must replay (a resumed table, a take-back): the error, as codes; its message only names them. */
export class ReplayFailure extends Error {
  constructor(readonly error: ReplayError) {
    super(`move ${error.moveNumber} "${error.move}" does not replay (${error.problem.code})`);
    this.name = 'ReplayFailure';
  }
}

/**
 * Re-plays a log from its seed and options, stopping at the first move that is not legal.
 * `visit` (optional) is shown every position on the way, from the start: the state and the
 * number of moves that led to it.
 */
export function replayLog<G extends AnyGame>(game: G, log: GameLog, visit?: (state: StateOf<G>, movesMade: number) => void): ReplayOutcome<StateOf<G>, MoveOf<G>, EventOf<G>> {
  const options = game.normalizeOptions(log.options as object);
  let state: StateOf<G> = game.setup(options, log.seed);
  const moves: ReplayedMove<MoveOf<G>, EventOf<G>>[] = [];
  visit?.(state, 0);
  for (let i = 0; i < log.moves.length; i++) {
    const text = log.moves[i];
    const fail = (problem: ReplayProblem) => ({ state, applied: i, moves, error: { moveNumber: i + 1, move: text, problem } });
    const seat = game.currentSeat(state);
    if (seat === null) return fail({ code: 'alreadyOver' });
    let move: MoveOf<G>;
    let step: ReturnType<G['step']>;
    try {
      move = game.parseMove(text);
      step = game.step(state, move) as ReturnType<G['step']>;
    } catch (e) {
      // Only bad notation is the log's fault; anything else is a bug and surfaces as one.
      if (!(e instanceof NotationError)) throw e;
      return fail({ code: 'unreadable', notation: e.problem });
    }
    if (!step.ok) return fail({ code: 'refused', refusal: step.refusal });
    state = step.state;
    moves.push({ seat, move, text: game.formatMove(move), events: step.events });
    visit?.(state, i + 1);
  }
  return { state, applied: log.moves.length, moves };
}

/**
 * The state a log's moves reach, or null when a move does not replay (the game over before it,
 * notation that does not read, a move the rules refuse): replayLog's verdict without its record of
 * every move and its events, and in place on one state of its own when the game can play so.
 */
export function replayedState<S, M>(game: QuickReplay<S, M>, log: GameLog): S | null {
  if (typeof log.options !== 'object' || log.options === null) return null;
  let state = game.setup(game.normalizeOptions(log.options), log.seed);
  for (const text of log.moves) {
    if (game.currentSeat(state) === null) return null;
    let move: M;
    try {
      move = game.parseMove(text);
    } catch (e) {
      if (!(e instanceof NotationError)) throw e;
      return null;
    }
    if (game.playInPlace) {
      if (!game.playInPlace(state, move)) return null;
      continue;
    }
    const step = game.step(state, move);
    if (!step.ok) return null;
    state = step.state;
  }
  return state;
}

/** What replayedState asks of a game. */
export type QuickReplay<S, M> = Pick<Game<S, M, unknown, unknown, object>, 'normalizeOptions' | 'setup' | 'currentSeat' | 'parseMove' | 'step' | 'playInPlace'>;

/** A verified log, or why not: a move that does not replay, or a recorded result the replay does not reach. */
export type VerifyReport =
  | { ok: true; moves: number }
  | { ok: false; moveNumber: number; problem: { code: 'illegal'; error: ReplayError } }
  | { ok: false; moveNumber: null; problem: { code: 'resultDiffers'; recorded: unknown; replayed: unknown } };

/** Replays a log and checks that every move is legal and that the recorded result matches. */
export function verifyLog(game: AnyGame, log: GameLog): VerifyReport {
  const run = replayLog(game, log);
  if (run.error) return { ok: false, moveNumber: run.error.moveNumber, problem: { code: 'illegal', error: run.error } };
  const actual = game.outcome(run.state);
  if (!isDeepStrictEqual(actual, log.result ?? null)) {
    return { ok: false, moveNumber: null, problem: { code: 'resultDiffers', recorded: log.result ?? null, replayed: actual } };
  }
  return { ok: true, moves: log.moves.length };
}
