// A duel in progress: the engine state and its log, advanced one move at a time. Pure; saving the
// log after every move is the caller's job (see entry.tsx and src/store).
import { IllegalMoveError } from '../../core/game.js';
import { type GameLog, newLog, replayLog } from '../../core/log.js';
import { thronfolge, type ThronfolgeEvent } from '../../games/thronfolge/index.js';
import type { ThronfolgeMove, ThronfolgeOptions, ThronfolgeResult, ThronfolgeState } from '../../games/thronfolge/types.js';

export type Opponent = 'bot' | 'human';
export type BotLevel = 'random' | 'easy' | 'normal' | 'hard';

/** Where a game stands inside a match (`--games N`); a single game is game 1 of 1. */
export interface MatchInfo {
  /** Games in the match. */
  games: number;
  /** This game's number, from 1. */
  game: number;
  /** The seed the match was started with; game k ≥ 2 plays `${seed}-g${k}`. */
  seed: string;
  /** Results before this game: wins by seat and shared victories. */
  wins: [number, number];
  shared: number;
}

/**
 * The protocol's log plus extra fields (the protocol allows extras) that --resume needs to go on
 * as before: who seat 2 is, the bot's level and the match this game belongs to.
 */
export type ThronfolgeLog = GameLog<ThronfolgeOptions, ThronfolgeResult> & {
  vs?: Opponent;
  botLevel?: BotLevel;
  match?: MatchInfo;
};

export interface ThronfolgeSession {
  state: ThronfolgeState;
  log: ThronfolgeLog;
}

export interface SessionExtras {
  vs: Opponent;
  botLevel: BotLevel;
  match: MatchInfo;
}

export function newSession(options: ThronfolgeOptions, seed: string, extras: SessionExtras): ThronfolgeSession {
  const normalized = thronfolge.normalizeOptions(options);
  const log: ThronfolgeLog = { ...(newLog(thronfolge.id, seed, normalized) as ThronfolgeLog), ...extras };
  return { state: thronfolge.setup(normalized, seed), log };
}

/** Rebuilds a session from a saved log; throws a one-line Error if a move does not replay. */
export function sessionFromLog(log: GameLog): ThronfolgeSession {
  const run = replayLog<ThronfolgeState>(thronfolge, log);
  if (run.error) throw new Error(`move ${run.error.moveNumber} "${run.error.move}" does not replay: ${run.error.message}`);
  return { state: run.state, log: log as ThronfolgeLog };
}

/** Applies a legal move; throws IllegalMoveError (with the engine's reason) otherwise. */
export function advance(session: ThronfolgeSession, move: ThronfolgeMove): { session: ThronfolgeSession; events: ThronfolgeEvent[] } {
  const step = thronfolge.step(session.state, move);
  if (!step.ok) throw new IllegalMoveError(thronfolge.refusalText(step.refusal), step.refusal);
  const { state } = step;
  const log: ThronfolgeLog = {
    ...session.log,
    moves: [...session.log.moves, thronfolge.formatMove(move)],
    result: thronfolge.outcome(state),
  };
  return { session: { state, log }, events: step.events };
}

/** Every state of a log, from the setup (index 0) to after the last move, with each move's events. */
export function replayStates(log: GameLog): { states: ThronfolgeState[]; events: ThronfolgeEvent[][] } {
  const options = thronfolge.normalizeOptions(log.options as ThronfolgeOptions);
  const states = [thronfolge.setup(options, log.seed)];
  const events: ThronfolgeEvent[][] = [[]];
  for (const text of log.moves) {
    const step = thronfolge.step(states[states.length - 1], thronfolge.parseMove(text));
    if (!step.ok) throw new IllegalMoveError(thronfolge.refusalText(step.refusal), step.refusal);
    states.push(step.state);
    events.push(step.events);
  }
  return { states, events };
}
