// Which finished games the ladder rates, and each side's score: a duel of a ladder game (its module
// says so: Thronfolge) with a result,
// between two accounts or an account and the server's bot (from the start of the game), on a deal
// the host did not choose. A player who left (a bot finished for them) loses by forfeit; the one
// who stayed wins. So does a player whose time ran out at a turn-based duel (there is no engine
// result then: the log stops where the clock ended it). A guest's seat, two bots, one account on
// both seats: not rated.
import type { FinishedGame, FinishedSeat } from '../state/finished-game.js';
import type { Score } from './rating-system.js';
import { isLadderGame } from './bot-ratings.js';

export type Side = { kind: 'account'; account: string; left: boolean } | { kind: 'bot' };

export interface RatedDuel {
  sides: [Side, Side];
  scores: [Score, Score];
  reason: 'result' | 'forfeit';
}

export type NotRated = 'notLadderGame' | 'noResult' | 'seedChosen' | 'notAccounts';

function sideOf(s: FinishedSeat): Side | null {
  if (s.account !== null && (!s.bot || s.tookOver)) return { kind: 'account', account: s.account, left: s.tookOver };
  if (s.bot && !s.tookOver && s.account === null) return { kind: 'bot' };
  return null;
}

const winnerOf = (result: unknown): { winner: unknown; shared: unknown } | null =>
  typeof result === 'object' && result !== null && 'winner' in result ? { winner: result.winner, shared: 'shared' in result ? result.shared : false } : null;

/** The rated duel a finished game is, or why it is none. */
export function ratedDuel(g: FinishedGame): RatedDuel | { notRated: NotRated } {
  if (!isLadderGame(g.game) || g.seats.length !== 2) return { notRated: 'notLadderGame' };
  if (g.seedChosen) return { notRated: 'seedChosen' };
  const seats = [...g.seats].sort((a, b) => a.seat - b.seat);
  const a = sideOf(seats[0]);
  const b = sideOf(seats[1]);
  if (!a || !b || (a.kind === 'bot' && b.kind === 'bot')) return { notRated: 'notAccounts' };
  if (a.kind === 'account' && b.kind === 'account' && a.account === b.account) return { notRated: 'notAccounts' };
  const aLeft = a.kind === 'account' && a.left;
  const bLeft = b.kind === 'account' && b.left;
  if (aLeft && bLeft) return { notRated: 'notAccounts' };
  if (g.timedOut === 1 || g.timedOut === 2) return { sides: [a, b], scores: g.timedOut === 1 ? [0, 1] : [1, 0], reason: 'forfeit' };
  if (aLeft || bLeft) return { sides: [a, b], scores: aLeft ? [0, 1] : [1, 0], reason: 'forfeit' };
  const result = winnerOf(g.result);
  if (!result) return { notRated: 'noResult' };
  if (result.shared === true) return { sides: [a, b], scores: [0.5, 0.5], reason: 'result' };
  if (result.winner === 1) return { sides: [a, b], scores: [1, 0], reason: 'result' };
  if (result.winner === 2) return { sides: [a, b], scores: [0, 1], reason: 'result' };
  return { notRated: 'noResult' };
}
