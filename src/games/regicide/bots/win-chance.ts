// The chance to win from a seat's view after a move, estimated by playouts in worlds sampled to
// agree with the view (the solo hint's figure). Pure: seeded, no clock, no I/O.
import type { Bot } from '../../../core/bot.js';
import { generator } from '../../../core/rng.js';
import { regicide } from '../index.js';
import type { RegicideMove, RegicideState, RegicideView } from '../types.js';
import { makeRegicideBot } from './index.js';
import { sampleState } from './world.js';
import { seenOf } from './seen.js';

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
