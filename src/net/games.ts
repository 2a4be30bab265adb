// The games a networked table can run, with what the server needs of each: the rules, how many
// seats its options make, and its bots. Regicide and Thronfolge are the only two.
import type { Bot } from '../core/bot.js';
import { botSeed } from '../core/rng.js';
import type { AnyGame, GameId } from '../core/game.js';
import type { Signal } from '../core/talk.js';
import { REGICIDE_BOT_LEVELS, makeRegicideBot } from '../games/regicide/bots/index.js';
import { regicideSignal } from '../games/regicide/bots/signal.js';
import { regicide } from '../games/regicide/index.js';
import { THRONFOLGE_BOT_LEVELS, makeThronfolgeBot } from '../games/thronfolge/bots/index.js';
import { thronfolge } from '../games/thronfolge/index.js';

export interface NetGame {
  id: GameId;
  game: AnyGame;
  /** Number of seats of a game with these (normalised) options. */
  seats(options: object): number;
  botLevels: readonly string[];
  makeBot(level: string, seed: string): Bot<unknown, unknown>;
  /**
   * What a server bot signals after a jester, from its seat's view alone (the same at every level,
   * and cheap: it is said on the loop even when the bot decides on a worker). Absent: never.
   */
  botSignal?(view: unknown): Signal | null;
}

export const NET_GAMES: Record<GameId, NetGame> = {
  regicide: {
    id: 'regicide',
    game: regicide,
    seats: (options) => (options as { players: number }).players,
    botLevels: REGICIDE_BOT_LEVELS,
    makeBot: (level, seed) => makeRegicideBot(level as never, seed) as Bot<unknown, unknown>,
    botSignal: (view) => regicideSignal(view as never),
  },
  thronfolge: {
    id: 'thronfolge',
    game: thronfolge,
    seats: () => 2,
    botLevels: THRONFOLGE_BOT_LEVELS,
    makeBot: (level, seed) => makeThronfolgeBot(level as never, seed) as Bot<unknown, unknown>,
  },
};

export const isGameId = (id: unknown): id is GameId => id === 'regicide' || id === 'thronfolge';

/** The seed a bot in `seat` plays with: the same derivation as local play (cli/bot-seats). */
export const botSeedFor = (seed: string, seat: number): string => botSeed(seed, seat);
