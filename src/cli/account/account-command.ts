// `account`: who this terminal is on a server — its name, its keys and what the server keeps —
// and the acts of an account: claim a name, link another terminal's key with a one-time code,
// export everything as JSON, delete everything; a holiday for the clocks of its turn-based tables. The action is loaded when the command runs.
import { type Command, Option } from 'commander';
import { runCommand } from '../program/errors.js';
import { langOption, parseIntInRange } from '../program/option-parsers.js';
import type { AccountFlags } from './account-action.js';

export function addAccountCommand(program: Command, id: string): void {
  program
    .command('account')
    .description('your account on a server: name, keys, data kept; claim a name, link a key, export, delete')
    .option('--server <address>', 'the server, HOST:PORT (remembered for next time)')
    .option('--claim <name>', 'claim a name on the server (2 to 20 columns, printable)')
    .addOption(new Option('--link [code]', "without a code: show one to type on your other terminal; with one: add this terminal's key to that account"))
    .addOption(new Option('--export [file]', 'everything the server keeps of the account, as JSON (to stdout, or a new file)'))
    .option('--delete', 'delete the account and everything of it on the server')
    .option('--yes', 'with --delete: do not ask')
    .option('--holiday <days>', 'pause the clocks of your turn-based tables for this many days (the server allows a few a month)', parseIntInRange('--holiday', 1, 31))
    .option('--holiday-end', 'end your holiday now: your turn-based clocks run again')
    .addOption(langOption('language of the text'))
    .action((flags: AccountFlags) => runCommand(id, async () => (await import('./account-action.js')).account(id, flags)));
}
