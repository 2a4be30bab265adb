// A game in progress: the engine state and its log, advanced one move at a time. Pure; saving the
// log after every move is the caller's job (see entry.tsx and src/store).
import { type GameLog, newLog, replayLog } from '../../core/log.js';
import { regicide } from '../../games/regicide/index.js';
import type { RegicideBotLevel } from '../../games/regicide/bots/index.js';
import type { RegicideMove, RegicideOptions, RegicideResult, RegicideState } from '../../games/regicide/types.js';
import { IllegalMoveError } from '../../core/game.js';
import type { RegicideEvent } from './events.js';

export type RegicideLog = GameLog<RegicideOptions, RegicideResult> & {
  /** Extra field (the protocol allows extras): seats played by bots, so --resume keeps them. */
  bots?: number[];
  /** Extra field: the bots' strength, so --resume plays on at the same level. */
  botLevel?: RegicideBotLevel;
};

export interface RegicideSession {
  state: RegicideState;
  log: RegicideLog;
}

export function newSession(options: RegicideOptions, seed: string, bots: number[] = [], botLevel?: RegicideBotLevel): RegicideSession {
  const normalized = regicide.normalizeOptions(options);
  const log = { ...newLog(regicide.id, seed, normalized), bots, ...(botLevel ? { botLevel } : {}) } as RegicideLog;
  return { state: regicide.setup(normalized, seed), log };
}

/** Rebuilds a session from a saved log; throws a one-line Error if a move does not replay. */
export function sessionFromLog(log: GameLog): RegicideSession {
  const run = replayLog<RegicideState>(regicide, log);
  if (run.error) throw new Error(`move ${run.error.moveNumber} "${run.error.move}" does not replay: ${run.error.message}`);
  return { state: run.state, log: log as RegicideLog };
}

/** Applies a legal move; throws IllegalMoveError (with the engine's reason) otherwise. */
export function advance(session: RegicideSession, move: RegicideMove): { session: RegicideSession; events: RegicideEvent[] } {
  const step = regicide.step(session.state, move);
  if (!step.ok) throw new IllegalMoveError(regicide.refusalText(step.refusal), step.refusal);
  const { state } = step;
  const log: RegicideLog = {
    ...session.log,
    moves: [...session.log.moves, regicide.formatMove(move)],
    result: regicide.outcome(state),
  };
  return { session: { state, log }, events: step.events };
}

/** Every state of a log, from the setup (index 0) to after the last move, with each move's events. */
export function replayStates(log: GameLog): { states: RegicideState[]; events: RegicideEvent[][] } {
  const options = regicide.normalizeOptions(log.options as RegicideOptions);
  const states = [regicide.setup(options, log.seed)];
  const events: RegicideEvent[][] = [[]];
  for (const text of log.moves) {
    const step = regicide.step(states[states.length - 1], regicide.parseMove(text));
    if (!step.ok) throw new IllegalMoveError(regicide.refusalText(step.refusal), step.refusal);
    states.push(step.state);
    events.push(step.events);
  }
  return { states, events };
}
