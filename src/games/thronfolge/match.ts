// Match play (`--games N`): which seed and starter the next game gets, the running tally, and the
// log file of each game. Pure.
import type { Seat, ThronfolgeResult } from './types.js';

/** Where a game stands inside a match (`--games N`); a single game is game 1 of 1. */
export interface MatchInfo {
  /** Games in the match. */
  games: number;
  /** This game's number, from 1. */
  game: number;
  /** The seed the match was started with. */
  seed: string;
  /** Results before this game: wins by seat and shared victories. */
  wins: [number, number];
  shared: number;
}

export const singleGame = (seed: string): MatchInfo => ({ games: 1, game: 1, seed, wins: [0, 0], shared: 0 });

export const newMatch = (seed: string, games: number): MatchInfo => ({ ...singleGame(seed), games: Math.max(1, games) });

/** Game 1 plays the match's seed, game k ≥ 2 plays `${seed}-g${k}`. */
export const seedOfGame = (matchSeed: string, game: number): string => (game <= 1 ? matchSeed : `${matchSeed}-g${game}`);

/**
 * The seed of game k of a match. Derived from the match seed only when the user chose it
 * (--seed): then nothing is hidden from them. A random match seed becomes public once game 1
 * ends (end screen, save, log), so a derived game 2 would be predictable; each later game then
 * gets a fresh seed from `fresh` instead.
 */
export const seedOfNextGame = (matchSeed: string, game: number, seedGiven: boolean, fresh: () => string): string => (game <= 1 ? matchSeed : seedGiven ? seedOfGame(matchSeed, game) : fresh());

/**
 * Who starts the next game: the loser of this one. After a shared victory nobody lost, so the
 * seat that did not start this game's round 1 starts.
 */
export function nextFirst(result: ThronfolgeResult, firstStarter: Seat): Seat {
  if (result.winner !== null && !result.shared) return result.winner === 1 ? 2 : 1;
  return firstStarter === 1 ? 2 : 1;
}

/** The tally once `result` is counted. */
export function tallyAfter(match: MatchInfo, result: ThronfolgeResult): Pick<MatchInfo, 'wins' | 'shared'> {
  const wins: [number, number] = [match.wins[0], match.wins[1]];
  if (result.winner !== null && !result.shared) wins[result.winner - 1]++;
  return { wins, shared: match.shared + (result.shared || result.winner === null ? 1 : 0) };
}

/** The next game's match info, or null when this was the last game. */
export function nextGame(match: MatchInfo, result: ThronfolgeResult): MatchInfo | null {
  if (match.game >= match.games) return null;
  return { ...match, ...tallyAfter(match, result), game: match.game + 1 };
}

/** The match winner once every game is played: 1, 2, or null when the wins are level. */
export function matchWinner(wins: readonly [number, number]): Seat | null {
  if (wins[0] === wins[1]) return null;
  return wins[0] > wins[1] ? 1 : 2;
}

/** `--log duel.json` holds game 1; game k ≥ 2 goes to `duel-g2.json` beside it. */
export function logFileOfGame(file: string, game: number): string {
  if (game <= 1) return file;
  const slash = file.lastIndexOf('/');
  const dot = file.lastIndexOf('.');
  return dot > slash + 1 ? `${file.slice(0, dot)}-g${game}${file.slice(dot)}` : `${file}-g${game}`;
}
