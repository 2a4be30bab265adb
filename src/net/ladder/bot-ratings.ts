// The server's Thronfolge bots have fixed ratings, one per level, so that a new player's first
// rated games against a bot measure them at once. These are set, not measured: round numbers
// chosen by the bots' order of strength, provisional until someone measures them against the
// ladder. A bot's rating never changes; its deviation is small and fixed, for its games are many.
import type { Rating } from './rating-system.js';

export const BOT_RATINGS: Readonly<Record<string, number>> = {
  random: 800,
  easy: 1200,
  normal: 1500,
  hard: 1800,
};

/** A bot's deviation: a well-known player's (Glicko-2 treats the opponent's rating as this sure). */
export const BOT_DEVIATION = 60;

/** The fixed rating of a Thronfolge bot level, or null for a level without one. */
export function botRating(level: string): Rating | null {
  const rating = Object.hasOwn(BOT_RATINGS, level) ? BOT_RATINGS[level] : undefined;
  return rating === undefined ? null : { rating, deviation: BOT_DEVIATION, volatility: 0.06 };
}
