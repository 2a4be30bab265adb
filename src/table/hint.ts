// Hints: what the hard bot would play now, asked through the bot's public entry point with the
// seat's own updates (its view and legal moves, and what it was told before) and the table talk
// (after a jester, the others' signals weigh in the choice of who goes next) — never the full
// state. For solo Regicide also an estimate of the chance to win from here (`winChance`, beside
// the bots).
import type { AnyGame, MoveOf } from '../core/game.js';
import type { TalkState } from '../core/talk.js';
import { makeRegicideBot } from '../games/regicide/bots/index.js';
import { winChance } from '../games/regicide/bots/win-chance.js';
import { botSeed } from '../core/rng.js';
import { regicide, type RegicideGame } from '../games/regicide/index.js';
import { makeThronfolgeBot } from '../games/thronfolge/bots/index.js';
import { thronfolge, type ThronfolgeGame } from '../games/thronfolge/index.js';
import type { UpdateOf } from './types.js';

export interface Hint<Move = unknown> {
  /** The move the hard bot would play. */
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

/** Playouts per estimate: a rough figure (about ±17 points), cheap enough to wait for. */
export const HINT_PLAYOUTS = 8;

/** Regicide: the hard bot's move; solo games also get the estimated chance to win. */
export function regicideHinter(seed: string): Hinter<RegicideGame> {
  return (u, before = [], heard) => {
    if (u.legal.length === 0) return null;
    // Seeded through the one-way bot seed, like every bot: no hint could rebuild the deal.
    const salt = `${botSeed(seed, u.seat)}/hint/${u.movesMade}`;
    const bot = makeRegicideBot('hard', salt);
    for (const past of [...before, u]) bot.observe?.(past);
    const move = bot.choose(u.view, u.legal, heard);
    const hint: Hint<MoveOf<RegicideGame>> = { move, text: regicide.formatMove(move) };
    if (u.view.players === 1) {
      hint.chance = winChance(u.view, move, salt, HINT_PLAYOUTS);
      hint.playouts = HINT_PLAYOUTS;
    }
    return hint;
  };
}

/** Thronfolge: the hard bot's move. */
export function thronfolgeHinter(seed: string): Hinter<ThronfolgeGame> {
  return (u) => {
    if (u.legal.length === 0) return null;
    const move = makeThronfolgeBot('hard', `${botSeed(seed, u.seat)}/hint/${u.movesMade}`).choose(u.view, u.legal);
    return { move, text: thronfolge.formatMove(move) };
  };
}
