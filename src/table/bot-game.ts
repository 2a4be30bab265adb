// A whole game between bots at one table, played at once: the simulators' and benchmarks' loop.
import type { BotOf } from '../core/bot.js';
import type { AnyGame, OptionsOf, ResultOf } from '../core/game.js';
import { botSeat } from './bot-seat.js';
import { Table } from './table.js';

export interface BotGame<G extends AnyGame = AnyGame> {
  table: Table<G>;
  result: ResultOf<G>;
}

/**
 * Plays a game from `seed` with `bots[seat - 1]` in every seat. `onDecision` hears each seat's
 * decision time. Throws if the game stops before its end (a seat that never answered).
 */
export function playBotGame<G extends AnyGame>(game: G, options: Partial<OptionsOf<G>>, seed: string, bots: readonly BotOf<G>[], onDecision?: (seat: number, ms: number) => void): BotGame<G> {
  const table = Table.create(game, options, seed);
  bots.forEach((bot, i) => table.sit(i + 1, botSeat(bot, { onDecision: onDecision && ((ms) => onDecision(i + 1, ms)) })));
  table.start();
  const result = table.result();
  if (result === null) throw new Error(`the bots' game from seed ${seed} stopped after ${table.movesMade} moves`);
  return { table, result };
}
