// What `watch` does: joins a table by its address as a watcher (no seat), then either speaks the
// protocol's public lines (`--json`) or prints the table's public event log as plain lines (until
// the watcher's screen exists). The finished game's log is kept on this machine for the replay.
import type { GameId } from '../core/game.js';
import { RemoteTable } from '../net/remote-table.js';
import { UsageError } from './errors.js';
import { connectFailure, keepFinishedLog, roomAddressArgument, screenChoice } from './net-actions.js';

export interface WatchFlags {
  name?: string;
  json?: boolean;
}

export async function watchTable(id: GameId, addressText: string | undefined, flags: WatchFlags): Promise<number> {
  const address = roomAddressArgument('watch', addressText);
  const table = await connectFailure('cannot watch the table', () => RemoteTable.watch(address, { name: flags.name }));
  if (table.game !== id) {
    await table.leave();
    throw new UsageError(`that table plays ${table.game}; watch it with "${table.game} watch"`);
  }
  const savePath = keepFinishedLog(id, table);
  if (flags.json) {
    const { runWatchProtocol } = await import('./watch-protocol.js');
    return runWatchProtocol({ table, input: process.stdin, output: process.stdout });
  }
  const { runWatchLog } = await import('./watch-log.js');
  return runWatchLog({ table, output: process.stdout, lang: screenChoice().lang, savePath, replayCommand: `npx ${id} replay ${savePath}` });
}
