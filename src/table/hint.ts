// Hints: what the hard bot would play now, asked through the bot's public entry point with the
// seat's own update (its view and legal moves) — never the full state. For solo Regicide also an
// estimate of the chance to win from here: quick playouts in worlds sampled to agree with the view.
import type { Bot } from '../core/bot.js';
import { makeRegicideBot } from '../games/regicide/bots/index.js';
import { botSeed, generator } from '../core/rng.js';
import { sampleState, seenOf } from '../games/regicide/bots/world.js';
import { regicide } from '../games/regicide/index.js';
import type { RegicideMove, RegicideState, RegicideView } from '../games/regicide/types.js';
import { makeThronfolgeBot } from '../games/thronfolge/bots/index.js';
import { thronfolge } from '../games/thronfolge/index.js';
import type { ThronfolgeMove, ThronfolgeView } from '../games/thronfolge/types.js';
import type { SeatUpdate } from './types.js';

export interface Hint<Move = unknown> {
  /** The move the hard bot would play. */
  move: Move;
  /** Its notation. */
  text: string;
  /** Solo Regicide: the estimated chance (0..1) to win from here, and how many playouts made it. */
  chance?: number;
  playouts?: number;
}

/** Makes a hint from a seat's update; null when the seat has nothing to decide. */
export type Hinter = (update: SeatUpdate) => Hint | null;

/** Playouts per estimate: a rough figure (about ±17 points), cheap enough to wait for. */
export const HINT_PLAYOUTS = 8;

/** Regicide: the hard bot's move; solo games also get the estimated chance to win. */
export function regicideHinter(seed: string): Hinter {
  return (update) => {
    const u = update as SeatUpdate<RegicideView, RegicideMove>;
    if (u.legal.length === 0) return null;
    // Seeded through the one-way bot seed, like every bot: no hint could rebuild the deal.
    const salt = `${botSeed(seed, u.seat)}/hint/${u.movesMade}`;
    const move = makeRegicideBot('hard', salt).choose(u.view, u.legal);
    const hint: Hint = { move, text: regicide.formatMove(move) };
    if (u.view.players === 1) {
      hint.chance = winChance(u.view, move, salt, HINT_PLAYOUTS);
      hint.playouts = HINT_PLAYOUTS;
    }
    return hint;
  };
}

/**
 * The share of playouts won after `move`: each samples the hidden cards anew (consistent with
 * the view) and plays on with the normal bot, which reads only the seat's view like any seat.
 * It wins about two solo deals in three where the hard bot wins nine in ten, so the figure errs
 * low; the easy bot (one in fifteen) made it meaningless.
 */
export function winChance(view: RegicideView, move: RegicideMove, seed: string, playouts: number): number {
  const next = generator(seed);
  const seen = seenOf(view);
  const player = makeRegicideBot('normal', `${seed}/playout`);
  let won = 0;
  for (let i = 0; i < playouts; i++) {
    const world = sampleState(view, seen, next, null);
    if (playOut(world, move, player)) won++;
  }
  return won / playouts;
}

function playOut(world: RegicideState, first: RegicideMove, player: Bot<RegicideView, RegicideMove>): boolean {
  let step = regicide.step(world, first);
  if (!step.ok) return false;
  let state = step.state;
  // A game ends within a few hundred decisions; the bound only guards against a rules bug.
  for (let n = 0; n < 2000 && regicide.currentSeat(state) !== null; n++) {
    const seat = regicide.currentSeat(state)!;
    const legal = regicide.legalMoves(state);
    step = regicide.step(state, player.choose(regicide.view(state, seat), legal));
    if (!step.ok) step = regicide.step(state, legal[0]);
    if (!step.ok) return false;
    state = step.state;
  }
  return regicide.outcome(state)?.outcome === 'won';
}

/** Thronfolge: the hard bot's move. */
export function thronfolgeHinter(seed: string): Hinter {
  return (update) => {
    const u = update as SeatUpdate<ThronfolgeView, ThronfolgeMove>;
    if (u.legal.length === 0) return null;
    const move = makeThronfolgeBot('hard', `${botSeed(seed, u.seat)}/hint/${u.movesMade}`).choose(u.view, u.legal);
    return { move, text: thronfolge.formatMove(move) };
  };
}
