// Bot seats for the protocol driver: the module's seating from the extras the command line gave
// (its defaults for the rest), each bot seeded from the game's seed through a hash (botSeed), so
// a game with bots is the same every time it is played from the same seed, yet no bot holds the
// game seed.
import type { BotOf } from '../core/bot.js';
import type { AnyGame } from '../core/game.js';
import type { GameModule } from '../modules/module.js';
import { botsOf } from '../modules/play.js';

export function seatingOf<G extends AnyGame, X extends object>(module: GameModule<G, X>, given: Partial<X>, seatCount: number, seed: string): Map<number, BotOf<G>> {
  const chosen = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
  const extras = { ...module.extras.defaults(seed), ...chosen } as X;
  return botsOf(module, module.seating(extras, seatCount).bots, seed);
}
