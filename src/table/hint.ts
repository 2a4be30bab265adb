// Hints: what a bot would play now, asked through the bot's public entry point with the seat's own
// updates (its view and legal moves, and what it was told before) and the table talk (after a
// jester, the others' signals weigh in the choice of who goes next) — never the full state. A game
// may add figures of its own (solo Regicide: the chance to win from here).
import type { BotOf } from '../core/bot.js';
import type { AnyGame, MoveOf } from '../core/game.js';
import type { TalkState } from '../core/talk.js';
import { botSeed } from '../core/rng.js';
import type { UpdateOf } from './types.js';

export interface Hint<Move = unknown> {
  /** The move the bot would play. */
  move: Move;
  /** Its notation. */
  text: string;
  /** Solo Regicide: the estimated chance (0..1) to win from here, and how many playouts made it. */
  chance?: number;
  playouts?: number;
}

/**
 * Makes a hint from a seat's update (and, when known, the updates the seat was told before it:
 * the game as the seat saw it, which a remembering bot follows); null when there is nothing to decide.
 */
export type Hinter<G extends AnyGame = AnyGame> = (update: UpdateOf<G>, before?: UpdateOf<G>[], heard?: TalkState) => Hint<MoveOf<G>> | null;

/** What a game adds to a hint: figures about the move (from the seat's update and the hint's own seed). */
export type HintExtra<G extends AnyGame> = (update: UpdateOf<G>, move: MoveOf<G>, salt: string) => Partial<Hint<MoveOf<G>>> | undefined;

/**
 * The hint of a game from `seed`: the move of the bot `makeBot` gives for the hint's salt. Seeded
 * through the one-way bot seed, like every bot: no hint could rebuild the deal.
 */
export function botHinter<G extends AnyGame>(game: G, seed: string, makeBot: (salt: string) => BotOf<G>, extra?: HintExtra<G>): Hinter<G> {
  return (u, before = [], heard) => seatHint(game, botSeed(seed, u.seat), makeBot, extra, u, before, heard);
}

/**
 * The same hint from the seat's one-way bot seed alone (what a worker thread is given: never the
 * game's seed), so a hint worked out off the message loop is the hint the loop would give.
 */
export function seatHint<G extends AnyGame>(
  game: G,
  seatSeed: string,
  makeBot: (salt: string) => BotOf<G>,
  extra: HintExtra<G> | undefined,
  u: UpdateOf<G>,
  before: UpdateOf<G>[] = [],
  heard?: TalkState,
): Hint<MoveOf<G>> | null {
  if (u.legal.length === 0) return null;
  const salt = `${seatSeed}/hint/${u.movesMade}`;
  const bot = makeBot(salt);
  if (bot.observe) for (const past of [...before, u]) bot.observe(past);
  const move = bot.choose(u.view, u.legal, heard);
  return { move, text: game.formatMove(move), ...extra?.(u, move, salt) };
}

/**
 * Hints worked out away from the message loop (an SSH session's, on worker threads): `ask`
 * resolves with the hint, or `stale` when it was dropped (`drop`: the game goes, or a newer ask).
 */
export interface HintsAway<G extends AnyGame = AnyGame> {
  ask(update: UpdateOf<G>, before: UpdateOf<G>[], heard: TalkState): Promise<Hint<MoveOf<G>> | null | 'stale'>;
  /** The table closes: whatever is asked is dropped. */
  drop(): void;
}
