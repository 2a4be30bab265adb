// --no-notify: no terminal notification when it becomes the player's turn (ui/shared/use-turn-notice.tsx),
// on every command whose screen waits for others. The settings file's `notify = false` is its
// default; the hidden --notify turns them back on for one run.
import { type Command, Option } from 'commander';

/** Adds --no-notify (and the hidden --notify) to `command`. */
export function addNotifyOption(command: Command): Command {
  return command
    .addOption(new Option('--notify', 'terminal notifications even when the settings file turns them off').hideHelp())
    .addOption(new Option('--no-notify', 'no terminal notification (OSC 9/777 or a bell) when it becomes your turn'));
}

/** Notifications are on unless --no-notify or the settings file turned them off. */
export const notifyWanted = (flags: { notify?: boolean }): boolean => flags.notify !== false;
