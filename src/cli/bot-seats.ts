// Bot seats for the protocol driver: one bot per seat, each with its own seed derived from the
// game's seed through a hash (botSeed), so a game with bots is the same every time it is played
// from the same seed, yet no bot holds the game seed.
import type { Bot } from '../core/bot.js';
import { botSeed } from '../core/rng.js';

export function botSeats<View, Move, Event>(seats: number[], seed: string, make: (botSeed: string) => Bot<View, Move, Event>): Map<number, Bot<View, Move, Event>> {
  const bots = new Map<number, Bot<View, Move, Event>>();
  for (const seat of seats) bots.set(seat, make(botSeed(seed, seat)));
  return bots;
}
