// A solo game the easy bot plays to its end (it loses this seed), written as a log file for
// `regicide analyze FILE`.
import { writeFileSync } from 'node:fs';
import { makeRegicideBot } from '../../src/games/regicide/bots/index.js';
import { regicide } from '../../src/games/regicide/index.js';

export const LOST_SEED = 'analysis/2';

/** Writes the game to `file`; returns its moves. */
export function writeLostGame(file: string, seed = LOST_SEED): string[] {
  let s = regicide.setup({ players: 1, variants: [] }, seed);
  const bot = makeRegicideBot('easy', `${seed}/bot1`);
  const moves: string[] = [];
  while (s.outcome === null) {
    const m = bot.choose(regicide.view(s, 1), regicide.legalMoves(s));
    moves.push(regicide.formatMove(m));
    s = regicide.apply(s, m);
  }
  writeFileSync(file, JSON.stringify({ format: 'cardgames-log', version: 1, game: 'regicide', seed, options: { players: 1, variants: [] }, moves, result: regicide.outcome(s) }));
  return moves;
}
