// What a sent daily game is worth, judged once: apart (and why), practice or ranked, and whether
// it takes the account's one first attempt of the day. A log counts only when it plays today's
// deal of the server's clock (today's seed, the daily game's options), began within the day, and
// replays move by move to the result it claims. Whether it is the account's first game is the
// database's to say (a unique index), and a ranking ban the caller's.
import { isDeepStrictEqual } from 'node:util';
import { type GameLog, replayedState } from '../../core/log.js';
import type { DailyFieldRule } from '../../modules/module.js';
import { gameModule, isGameId } from '../../modules/registry.js';
import { dayStart } from './daily-day.js';
import type { ApartReason, DailyStandingKind } from './field-types.js';

/** The rule of a game with a daily field, or null. */
export function dailyFieldOf(game: unknown): DailyFieldRule | null {
  return isGameId(game) ? (gameModule(game).dailyField ?? null) : null;
}

export interface Judged {
  first: boolean;
  standing: DailyStandingKind;
  reason: ApartReason | null;
  won: boolean;
  score: number;
  fellAt: string | null;
  moves: number;
}

const apart = (reason: ApartReason, first: boolean, moves = 0): Judged => ({ first, standing: 'apart', reason, won: false, score: 0, fellAt: null, moves });

/** What the log says of itself beyond its moves (the terminal's marks; untrusted like the rest). */
type MarkedLog = GameLog & { daily?: unknown; attempt?: unknown; retry?: unknown; practice?: unknown };

export interface DailyDeal {
  game: string;
  rule: DailyFieldRule;
  /** The server's day and its daily seed. */
  day: string;
  seed: string;
  now: number;
}

/** Judges `log`, sent at `deal.now`, which the client says began at `startedAt` (milliseconds; optional). */
export function judgeLog(deal: DailyDeal, log: GameLog, startedAt: unknown): Judged {
  const { game, rule, day, now } = deal;
  const marks: MarkedLog = log;
  // Another deal (yesterday's, one chosen by hand) is no attempt at today's.
  if (log.seed !== deal.seed || marks.daily !== day) return apart('notToday', false);
  if (!rule.isDailyGame(log)) return apart('notDailyGame', false);
  if (startedAt !== undefined && (typeof startedAt !== 'number' || startedAt < dayStart(day) || startedAt > now)) return apart('startedOutside', false);
  // From here on the game is of today's deal: it is the account's attempt, whatever it is worth.
  // Replayed once: every move legal, and the result the moves reach is the one the log claims
  // (the state only: no record of the moves and their events, which no one reads here).
  const { game: engine } = gameModule(game);
  let state: unknown;
  try {
    state = replayedState(engine, log);
  } catch {
    // Options the game does not accept.
    return apart('doesNotReplay', true, log.moves.length);
  }
  if (state === null || !isDeepStrictEqual(engine.outcome(state), log.result)) return apart('doesNotReplay', true, log.moves.length);
  if (log.result === null) return apart('unfinished', true, log.moves.length);
  // A later try or a retry from the end screen knew the deal.
  if ((marks.attempt !== undefined && marks.attempt !== 1) || marks.retry === true) return apart('notFirst', true, log.moves.length);
  const standing = rule.standingOf(state);
  return { first: true, standing: marks.practice === true ? 'practice' : 'ranked', reason: null, ...standing, moves: log.moves.length };
}
