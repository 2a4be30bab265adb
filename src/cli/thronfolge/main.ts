// The `thronfolge` program: the commands every game has, with Thronfolge's own — duel (at this
// terminal or --json) and sim — and its words for statistics and saves.
import { thronfolgeCard } from '../../modules/thronfolge/card.js';
import type { Command } from 'commander';
import type { GameCli } from '../program/game-cli.js';
import { helpWords } from './help-words.js';
import { parseIntInRange } from '../program/option-parsers.js';
import { addLearnCommand, offerLearn } from '../learn/learn-command.js';
import { makeProgram, programFor, runProgram } from '../program/program.js';
import { addWorkerCommand } from '../sim/worker-command.js';
import { addDuelCommand } from './duel-command.js';
import { addLadderCommand } from './ladder-command.js';
import { addArenaCommand } from '../arena/arena-command.js';
import { THRONFOLGE_ARENA_SET } from './arena-deals.js';
import { thronfolgeSaveWords } from './save-words.js';
import { addThronfolgeSimCommand } from './sim-command.js';

export const thronfolgeCli: GameCli = {
  description: 'Thronfolge, a two-player duel for the crown, in your terminal',
  addPlay: addDuelCommand,
  addSim: addThronfolgeSimCommand,
  host: {
    description: 'open a duel for a player in another terminal (you take seat 1)',
    addOptions: (command) => command.option('--first <seat>', 'who starts round 1: 1 or 2 (default: a coin toss)', parseIntInRange('--first', 1, 2)),
  },
  stats: { description: ', scores, crown wins', words: async () => (await import('../../ui/thronfolge/ui-game.js')).thronfolgeUi.stats() },
  saves: thronfolgeSaveWords,
  helpWords,
};

/** The `thronfolge` program with every command (the documentation test reads its options too). */
export function thronfolgeProgram(): Command {
  const program = makeProgram(thronfolgeCard, thronfolgeCli);
  addWorkerCommand(program);
  addLearnCommand(program, 'thronfolge', async () => (await import('./learn.js')).thronfolgeCourse);
  addArenaCommand(program, thronfolgeCard, THRONFOLGE_ARENA_SET, async () => (await import('./arena.js')).thronfolgeArena);
  addLadderCommand(program, 'thronfolge');
  return program;
}

export async function main(argv: string[]): Promise<void> {
  const program = programFor(argv, thronfolgeCard, thronfolgeCli, thronfolgeProgram);
  // Run with no command: the help, and the offer of the lessons under it.
  offerLearn(program, 'thronfolge', argv);
  // …and the tables waiting for the player's move, as the last check found them.
  // (Its words and the background check load only then: a command or --help reads none of them.)
  if (argv.length === 0) (await import('../turn/turn-offer.js')).offerTurns(program, 'thronfolge', argv);
  return runProgram(program, argv, thronfolgeCli.helpWords);
}
