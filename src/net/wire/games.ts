// The games a networked table can run: every game of the registry, with what the server needs of
// each — the rules, how many seats its options make, its bots.
import type { Bot } from '../../core/bot.js';
import { botSeed } from '../../core/rng.js';
import type { AnyGame } from '../../core/game.js';
import type { Signal } from '../../core/talk.js';
import { gameModule, isGameId } from '../../modules/registry.js';

export { isGameId };

export interface NetGame {
  id: string;
  game: AnyGame;
  /** Number of seats of a game with these (normalised) options. */
  seats(options: object): number;
  botLevels: readonly string[];
  /** The level a table's bots play unless its host chose one. */
  defaultBotLevel: string;
  makeBot(level: string, seed: string): Bot<unknown, unknown>;
  /**
   * What a server bot signals after a jester, from its seat's view alone (the same at every level,
   * and cheap: it is said on the loop even when the bot decides on a worker). Absent: never.
   */
  botSignal?(view: unknown): Signal | null;
  /** A game for two whose seats never depend on its options: each plays against the other (a turn-based duel's absent player loses on time). */
  duel: boolean;
}

/** The server's view of a registered game; throws for an id no game has. */
export function netGame(id: string): NetGame {
  const module = gameModule(id);
  return {
    id: module.id,
    game: module.game,
    seats: (options) => module.game.seatCount(options),
    botLevels: module.bots.levels,
    defaultBotLevel: module.bots.default,
    makeBot: (level, seed) => module.bots.make(level, seed) as Bot<unknown, unknown>,
    // seatCount takes no options at all: its two seats are fixed.
    duel: module.game.seatCount.length === 0 && module.game.seatCount({}) === 2,
    ...(module.bots.signal ? { botSignal: module.bots.signal as (view: unknown) => Signal | null } : {}),
  };
}

/** The seed a bot in `seat` plays with: the same derivation as local play (modules/play.ts). */
export const botSeedFor = (seed: string, seat: number): string => botSeed(seed, seat);
