// `regicide puzzle`: today's puzzle from the bundled set (the same for everyone on a UTC date,
// offline), or with --next a stream of them, one after another. The command and its options
// are all the program loads up front; the set, the solver's refutations and the screens load
// when it runs (puzzle-run.ts).
import type { Command } from 'commander';
import { runCommand } from '../program/errors.js';
import { addScreenReaderOption } from '../program/screen-reader.js';
import { addDisplayOptions } from '../program/shared-commands.js';
import type { PuzzleFlags } from './puzzle-flags.js';

export function addPuzzleCommand(program: Command): void {
  const command = program
    .command('puzzle')
    .description("today's puzzle: find the one move that keeps the deal winnable, proven by the solver (offline, from the bundled set)")
    .option('--next', "a stream of puzzles, from today's on: Enter after each one goes to the next")
    .option(
      '--server <address>',
      "play this server's puzzle of the day, then its puzzles from players' games, send each puzzle's first attempt to it (HOST:PORT, remembered, shared with account; asked once) and see the crowd's success rate and your puzzle rating",
    );
  addScreenReaderOption(addDisplayOptions(command, true)).action((flags: PuzzleFlags) => runCommand('regicide', async () => (await import('./puzzle-run.js')).runPuzzles(flags)));
}
