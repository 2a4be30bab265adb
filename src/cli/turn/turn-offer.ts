// `regicide` (or `thronfolge`) with no command: under the help, one line when the last check of
// the player's tables found some waiting for their move ("Your turn at 2 tables — regicide
// tables"), read from the cache in the data folder; and, at most once an hour, a check in a
// detached background process that refreshes that cache for next time. Nothing here waits for a
// network or loads a screen.
import type { Command } from 'commander';
import { textsFor } from '../../ui/shared/texts-for.js';
import { command } from '../../ui/shared/commands.js';
import { NET_TABLES } from '../../ui/net/texts/tables.js';
import { runLang } from '../words/run-lang.js';
import { readTurnCache, startTurnCheck } from './turn-cache.js';

/** The line of `name` with no command, or null when no table waited at the last check. */
export function turnLine(name: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const cache = readTurnCache(env);
  if (!cache || cache.yourTurn === 0) return null;
  return textsFor(NET_TABLES, runLang(), false).yourTurnAt(cache.yourTurn, command(name, 'tables'));
}

export function offerTurns(program: Command, name: string, argv: readonly string[]): void {
  if (argv.length > 0) return;
  // Worded when the help is, in the run's language (the help's own).
  program.addHelpText('after', () => {
    const line = turnLine(name);
    return line === null ? '' : `\n${line}`;
  });
  startTurnCheck();
}
