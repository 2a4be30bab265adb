// Bots see a game only through the per-seat view and the legal moves of that view's decision,
// and, if they want to remember, the updates their seat is told after every move; they carry
// their own seeded randomness, so a game with bots replays exactly from its log (the log records
// every move a bot chose).
import type { AnyGame, EventOf, MoveOf, ViewOf } from './game.js';
import type { Signal, TalkState } from './talk.js';

/** What a seat is told at the start and after every move: its view and the events it may see. */
export interface BotObservation<View, Event> {
  view: View;
  /** The last move's events as this seat may see them (none at the start). */
  events: Event[];
  /** Moves made so far: 0 at the start, one more with every move. */
  movesMade: number;
}

export interface Bot<View, Move, Event = unknown> {
  readonly name: string;
  /**
   * Chooses one of `legal` (never anything else) from what `view` shows and, when given, what
   * was said at the table about this decision (after a jester: the others' signals).
   */
  choose(view: View, legal: Move[], heard?: TalkState): Move;
  /**
   * After a jester (while another seat chooses who goes next): whether this bot would like to go
   * next, from its own view alone; null to say nothing. Never from hidden cards.
   */
  signal?(view: View): Signal | null;
  /**
   * Optional memory: told every update of its seat, in order, from the start (the table replays
   * the missed ones to a bot that joins a game under way). A bot must still choose soundly from
   * `choose` alone, when it is asked outside a table.
   */
  observe?(update: BotObservation<View, Event>): void;
}

/** A bot for a seat of the game G: it sees that game's views and events and answers its moves. */
export type BotOf<G extends AnyGame> = Bot<ViewOf<G>, MoveOf<G>, EventOf<G>>;
