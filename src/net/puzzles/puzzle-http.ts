// The puzzles' crowd on the server's edge, beside the account routes and proven the same way (a
// fresh challenge of `…/account/challenge`, signed with the terminal's key):
//   POST …/puzzles/attempt { puzzle, move, …proof } → how the move was judged, whether it was
//                                                      counted, the crowd, the player's puzzle rating
// and the reads open to anyone beside it (puzzle-reads.ts: the day's puzzle, a puzzle's crowd).
// The body names a puzzle of the bundled set and the move tried, nothing else the server reads: a
// verdict in it is ignored (the game module's puzzles judge). Each address has its allowance a minute
// (counted before the body is read), and each account its own (an account behind many addresses).
// A refusal is `{ code, error }`.
import * as v from 'valibot';
import type { AccountHttp } from '../accounts/account-http.js';
import { PROVEN_REFUSALS, type RouteHandler, provenJsonRoute } from '../http/proven-route.js';
import { PerMinuteQuota } from '../http/quotas.js';
import type { RatingSystem } from '../ladder/rating-system.js';
import { PuzzleCrowd } from './puzzle-crowd.js';
import { puzzleReadRoute } from './puzzle-reads.js';

/** An attempt is a puzzle's id, one move and a key proof. */
export const PUZZLE_BODY_MAX = 8 * 1024;
/** A puzzle's id and a move are short; anything longer is no puzzle or no move. */
const TEXT_MAX = 200;

export const PUZZLE_REFUSALS = {
  badRequest: [400, 'The request is not a puzzle attempt.'],
  ...PROVEN_REFUSALS,
  noPuzzle: [404, 'That puzzle is not one of this server’s puzzles.'],
  badMove: [400, 'That is not a move.'],
  illegalMove: [400, 'That move is not legal in the puzzle’s position.'],
  tooMany: [429, 'Too many puzzle attempts; wait a minute.'],
  unavailable: [503, 'The puzzles are not available right now.'],
} as const;
export type PuzzleRefusal = keyof typeof PUZZLE_REFUSALS;

const PUZZLE_BODIES = {
  attempt: v.object({
    puzzle: v.pipe(v.string(), v.maxLength(TEXT_MAX, 'noPuzzle')),
    move: v.pipe(v.string(), v.maxLength(TEXT_MAX, 'badMove')),
  }),
};

export interface PuzzleHttpOptions {
  /** Attempts one address may send a minute. */
  perMinute?: number;
  /** Attempts one account may send a minute, whatever its addresses. */
  perAccountPerMinute?: number;
  /** Reads (the day's puzzle, a puzzle's crowd) one address may make a minute. */
  readsPerMinute?: number;
  now?: () => number;
  onError?(message: string): void;
}

export interface PuzzleHttp {
  crowd: PuzzleCrowd;
  route: RouteHandler;
}

export function startPuzzleHttp(accounts: AccountHttp, system: RatingSystem, o: PuzzleHttpOptions = {}): PuzzleHttp {
  const crowd = new PuzzleCrowd(accounts.database.db, system, { ...(o.now && { now: o.now }) });
  const perAccount = new PerMinuteQuota(o.perAccountPerMinute ?? 30);
  const reads = puzzleReadRoute(crowd, { ...(o.readsPerMinute !== undefined && { perMinute: o.readsPerMinute }), onError: (message) => o.onError?.(message) });
  const attempts = provenJsonRoute(accounts, {
    folder: 'puzzles',
    bodies: PUZZLE_BODIES,
    refusals: PUZZLE_REFUSALS,
    bodyMax: PUZZLE_BODY_MAX,
    perMinute: o.perMinute ?? 60,
    onError: (message) => o.onError?.(message),
    answers: {
      attempt: async ({ body, key, reply, refuse }) => {
        const accountId = await accounts.accounts.accountIdFor(key);
        if (!perAccount.take(accountId)) return refuse('tooMany');
        const answer = await crowd.attempt(accountId, body.puzzle, body.move);
        if (!answer.ok) return refuse(answer.problem);
        reply(answer);
      },
    },
  });
  return { crowd, route: (req, res, address, headers) => attempts(req, res, address, headers) || reads(req, res, address, headers) };
}

/**
 * The server's puzzles over its accounts (server.ts registers the route), rated by the server's
 * rating system when it has one, else Glicko-2 from its library; a failure goes to its log.
 */
export async function startPuzzles(
  accounts: AccountHttp,
  o: { ratingSystem?: RatingSystem | undefined; clock?: (() => number) | undefined },
  log: (e: { event: 'databaseError'; message: string }) => void,
): Promise<PuzzleHttp> {
  const system = o.ratingSystem ?? (await import('../ladder/glicko2-library.js')).glicko2;
  return startPuzzleHttp(accounts, system, { ...(o.clock && { now: o.clock }), onError: (message) => log({ event: 'databaseError', message }) });
}
