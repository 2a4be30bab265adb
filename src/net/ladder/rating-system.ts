// What the ladder needs of a rating system: a new player's rating, and both players' ratings after
// one game. Glicko-2 comes from a maintained library (glicko2-library.ts, the one file that calls
// it); nothing of the algorithm is written here. Each rated game is a rating period of its own, as
// lichess does: a player's rating moves after every game, not once a day.

export interface Rating {
  rating: number;
  /** Glicko's rating deviation (RD): how unsure the rating is. */
  deviation: number;
  volatility: number;
}

/** A game's score for one player: a win, a shared game, a loss. */
export type Score = 1 | 0.5 | 0;

export interface RatingSystem {
  /** The library and its version, for the docs and the logs. */
  readonly name: string;
  /** A player who has not played a rated game yet. */
  initial(): Rating;
  /** The player's rating after one game against `opponent` (whose rating is as it was before the game). */
  afterGame(player: Rating, opponent: Rating, score: Score): Rating;
}

/** Glicko-2's defaults for a new player (Glickman's paper; lichess starts at the same). */
export const NEW_PLAYER: Rating = { rating: 1500, deviation: 350, volatility: 0.06 };

/** A rating whose deviation is above this is provisional (lichess marks RD > 110 with "?"). */
export const PROVISIONAL_DEVIATION = 110;

export const isProvisional = (deviation: number): boolean => deviation > PROVISIONAL_DEVIATION;

/** A rating as players read it: rounded, with "?" while provisional ("1523?"). */
export const shownRating = (r: Pick<Rating, 'rating' | 'deviation'>): string => `${Math.round(r.rating)}${isProvisional(r.deviation) ? '?' : ''}`;
