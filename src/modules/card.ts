// A game's card: the few facts the command line needs to define a game's commands and print their
// help (its id, its play command, its variants, its bots' levels), and how to load the rest. The
// full module (its engine, bots, solver and simulator) loads only when a command runs, so
// `--help`, `--version` and the commands that print a little start without any engine. A full
// module is a card too (its own), so tests can hand one to the command line directly.
import type { AnyModule } from './module.js';

export interface GameCard {
  /** The game's id: its program's name, its saves' folder. */
  readonly id: string;
  /** The command that plays it at this terminal. */
  readonly playCommand: string;
  /** The names its --variant takes. */
  readonly variants?: readonly string[];
  /** Its bots' levels, and the one every command plays unless told otherwise. */
  readonly bots: { readonly levels: readonly string[]; readonly default: string };
  /** Present when the game has a weekly team event (`host --event`, `join --event`). */
  readonly teamEvent?: unknown;
  /** The full module; absent on a module itself. */
  load?(): Promise<AnyModule>;
}

/** Whether the card is the full module itself. */
export const isModule = (card: GameCard): card is AnyModule => 'game' in card;

/** The full module of a card: loaded on the first call (a module is returned as it is). */
export async function loadModule(card: GameCard): Promise<AnyModule> {
  if (card.load) return card.load();
  if (isModule(card)) return card;
  throw new Error(`the game "${card.id}" has no module to load`);
}
