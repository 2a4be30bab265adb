// Bot games for the puzzle maker: each seed's deal played by a bot, then its positions searched
// for puzzles (games/regicide/puzzles/maker.ts). Here because the bots play through the table;
// scripts/make-puzzles.mjs runs it over a range of seeds and writes the set.
import { botSeed } from '../../core/rng.js';
import { regicide } from '../../games/regicide/index.js';
import { makeRegicideBot, type RegicideBotLevel } from '../../games/regicide/bots/index.js';
import { type MakerReport, type MakerSettings, puzzlesFromGame } from '../../games/regicide/puzzles/maker.js';
import type { RegicideOptions } from '../../games/regicide/types.js';
import { playBotGame } from '../../table/bot-game.js';

export { MAKER_DEFAULTS } from '../../games/regicide/puzzles/maker.js';
export { PUZZLE_BUDGET } from '../../games/regicide/puzzles/puzzle.js';

/** The moves of the bot game of `seed` (solo, the bot of `level` in the seat), in notation. */
export function botGameMoves(options: RegicideOptions, seed: string, level: RegicideBotLevel): string[] {
  const bots = Array.from({ length: options.players }, (_, i) => makeRegicideBot(level, botSeed(seed, i + 1)));
  return playBotGame(regicide, options, seed, bots).table.log.moves.slice();
}

/** The puzzles of one seed's bot game. */
export function puzzlesOfSeed(seed: string, level: RegicideBotLevel, settings: MakerSettings, options: RegicideOptions = { players: 1, variants: [] }): MakerReport {
  return puzzlesFromGame(options, seed, botGameMoves(options, seed, level), settings);
}
