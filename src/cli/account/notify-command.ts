// `notify`: where a server sends this player's pushes while the program does not run ("your
// turn at table X"): an ntfy topic or a webhook (Discord, Slack, Matrix), a daily summary instead
// of each push, a test message, the list, and off. The action is loaded when the command runs.
import type { Command } from 'commander';
import { runCommand } from '../program/errors.js';
import { langOption } from '../program/option-parsers.js';
import type { NotifyFlags } from './notify-action.js';

export function addNotifyCommand(program: Command, id: string): void {
  program
    .command('notify')
    .description("where the server tells you it's your turn while this program is closed: an ntfy topic or a webhook")
    .argument('[address]', 'ntfy:TOPIC, ntfy:https://your.ntfy.server/TOPIC, or a webhook URL (https://…)')
    .option('--server <address>', 'the server, HOST:PORT (remembered for next time, shared with account)')
    .option('--digest', 'with an address: one summary a day instead of each push')
    .option('--list', 'your push addresses on the server')
    .option('--remove <id>', 'remove one push address (its id from --list)')
    .option('--off', 'remove every push address: no more pushes')
    .option('--test', 'send a test message to each of your push addresses')
    .addOption(langOption('language of the text'))
    .action((address: string | undefined, flags: NotifyFlags) => runCommand(id, async () => (await import('./notify-action.js')).notify(id, address, flags)));
}
