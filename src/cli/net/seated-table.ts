// A seat taken by quick match, played at this terminal as `join` plays one: the session kept for
// `join --resume`, the finished game's log kept, the table's waiting screen until it fills (the
// host may start sooner with bots in the empty seats), then the game; or the same as lines.
import type { RemoteTable } from '../../net/client/remote-table.js';
import type { Lang } from '../../text/lang.js';
import { command } from '../../ui/shared/commands.js';
import { keepFinishedLogOf, screenChoice } from './net-table-run.js';
import { saveSession } from './net-sessions.js';

export interface SeatedChoice {
  lang?: Lang;
  screenReader: boolean;
  /** The line others join with (the host of a table quick match opened), or null. */
  joinLine: string | null;
  /** Terminal notifications when it becomes this seat's turn (default on). */
  notify?: boolean;
}

export async function playSeated(id: string, table: RemoteTable, choice: SeatedChoice): Promise<number> {
  // Kept as a joined seat, host or not: `join --resume` brings it back (`host --resume` is the embedded server's).
  saveSession(table.session(), 'join');
  table.subscribe((c) => c.kind === 'welcome' && saveSession(table.session(), 'join'));
  const rejoin = command(id, 'join', '--resume', `${table.server.display}/${table.code}`);
  const commands = { rejoin, resumeHost: null };
  const ui = screenChoice(choice.lang);
  const savePath = keepFinishedLogOf(id, table);
  if (choice.screenReader) {
    const { runNetLines } = await import('../../ui/net/net-lines.js');
    return runNetLines({ table, joinLine: choice.joinLine, commands, ui, savePath }, { input: process.stdin, output: process.stdout });
  }
  const { runNetTable } = await import('../../ui/net/entry.js');
  return runNetTable({ table, joinLine: choice.joinLine, savePath, commands, ui, notify: choice.notify !== false });
}
