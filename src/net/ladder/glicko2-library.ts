// Glicko-2 through the npm package `glicko2-lite` (MIT, typed, no install scripts): a pure function
// `rate(rating, rd, vol, [[opponentRating, opponentRd, score], …], { rating, tau })` returning
// `{ rating, rd, vol }`. It keeps no players of its own — the database keeps them. This is the one
// file that calls it; the ladder sees only RatingSystem.
import rate from 'glicko2-lite';
import { NEW_PLAYER, type Rating, type RatingSystem, type Score } from './rating-system.js';

export const GLICKO2_LIBRARY = 'glicko2-lite';

/** Glicko-2's system constant: how far volatility may move (0.5: the library's default, Glickman's example). */
export const TAU = 0.5;

/** The library's function itself, for the tests that check its published figures. */
export const glicko2Rate = rate;

export const glicko2: RatingSystem = {
  name: GLICKO2_LIBRARY,
  initial: () => ({ ...NEW_PLAYER }),
  afterGame(player: Rating, opponent: Rating, score: Score): Rating {
    const next = rate(player.rating, player.deviation, player.volatility, [[opponent.rating, opponent.deviation, score]], { rating: NEW_PLAYER.rating, tau: TAU });
    return { rating: next.rating, deviation: next.rd, volatility: next.vol };
  },
};
