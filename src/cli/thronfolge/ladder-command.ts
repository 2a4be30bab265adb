// `thronfolge ladder`: the Thronfolge ladder of the server this terminal's account is on, or with
// `--me` the account's own rating and its last 30 rated games. The action loads when it runs.
import type { Command } from 'commander';
import { runCommand } from '../program/errors.js';
import { langOption } from '../program/option-parsers.js';
import type { LadderFlags } from './ladder-action.js';

export function addLadderCommand(program: Command, id: string): void {
  program
    .command('ladder')
    .description("the server's Thronfolge ladder (rated duels); --me: your rating and last 30 rated games")
    .option('--server <address>', 'the server, HOST:PORT (remembered for next time)')
    .option('--me', 'your own rating, place and last 30 rated games')
    .option('--json', 'the answer as one JSON object')
    .addOption(langOption('language of the text'))
    .action((flags: LadderFlags) => runCommand(id, async () => (await import('./ladder-action.js')).ladder(id, flags)));
}
