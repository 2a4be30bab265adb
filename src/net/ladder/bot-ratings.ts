// A ladder game's bots have fixed ratings, one per level (the game's module sets them), so that a
// new player's first rated games against a bot measure them at once. A bot's rating never
// changes; its deviation is small and fixed, for its games are many.
import { gameModule, isGameId } from '../../modules/registry.js';
import type { Rating } from './rating-system.js';

/** A bot's deviation: a well-known player's (Glicko-2 treats the opponent's rating as this sure). */
export const BOT_DEVIATION = 60;

/** The games rated on a ladder: those whose module says so. */
export function isLadderGame(game: string): boolean {
  return isGameId(game) && gameModule(game).ladder !== undefined;
}

/** The fixed rating of a game's bot level, or null for a level (or game) without one. */
export function botRating(game: string, level: string): Rating | null {
  const ratings = isGameId(game) ? gameModule(game).ladder?.botRatings : undefined;
  const rating = ratings && Object.hasOwn(ratings, level) ? ratings[level] : undefined;
  return rating === undefined ? null : { rating, deviation: BOT_DEVIATION, volatility: 0.06 };
}
