// The `regicide` program: the commands every game has, with Regicide's own — play (at this
// terminal or --json), sim, analyze — and its words for statistics and saves.
import { regicideCard } from '../../modules/regicide/card.js';
import type { Command } from 'commander';
import type { GameCli } from '../program/game-cli.js';
import { helpWords } from './help-words.js';
import { parseIntInRange } from '../program/option-parsers.js';
import { addLearnCommand, offerLearn } from '../learn/learn-command.js';
import { makeProgram, programFor, runProgram } from '../program/program.js';
import { addWorkerCommand } from '../sim/worker-command.js';
import { addAnalyzeCommand } from './analyze-command.js';
import { addEventCommand } from '../event/event-command.js';
import { addArenaCommand } from '../arena/arena-command.js';
import { REGICIDE_ARENA_SET } from './arena-deals.js';
import { addPlayCommand } from './play-command.js';
import { addPuzzleCommand } from './puzzle-command.js';
import { addMakePuzzlesCommand } from './make-puzzles-command.js';
import { regicideSaveWords } from './save-words.js';
import { addRegicideSimCommand } from './sim-command.js';

export const regicideCli: GameCli = {
  description: 'Regicide, the cooperative card game, in your terminal',
  addPlay: addPlayCommand,
  addSim: addRegicideSimCommand,
  addOwn: addAnalyzeCommand,
  host: {
    description: 'open a table for players in other terminals (you take seat 1)',
    addOptions: (command) => command.option('--players <n>', 'number of players, 1 to 4 (default 2)', parseIntInRange('--players', 1, 4)),
  },
  stats: { description: ', medals, enemies defeated', words: async () => (await import('../../ui/regicide/ui-game.js')).regicideUi.stats() },
  saves: regicideSaveWords,
  helpWords,
};

/** The `regicide` program with every command (the documentation test reads its options too). */
export function regicideProgram(): Command {
  const program = makeProgram(regicideCard, regicideCli);
  addWorkerCommand(program);
  addLearnCommand(program, 'regicide', async () => (await import('./learn.js')).regicideCourse);
  addArenaCommand(program, regicideCard, REGICIDE_ARENA_SET, async () => (await import('./arena.js')).regicideArena);
  addEventCommand(program, 'regicide');
  addPuzzleCommand(program);
  addMakePuzzlesCommand(program);
  return program;
}

export async function main(argv: string[]): Promise<void> {
  const program = programFor(argv, regicideCard, regicideCli, regicideProgram);
  // Run with no command: the help, and the offer of the lessons under it.
  offerLearn(program, 'regicide', argv);
  // …and the tables waiting for the player's move, as the last check found them.
  // (Its words and the background check load only then: a command or --help reads none of them.)
  if (argv.length === 0) (await import('../turn/turn-offer.js')).offerTurns(program, 'regicide', argv);
  return runProgram(program, argv, regicideCli.helpWords);
}
