// What the CLI calls to watch a networked table at a terminal: the watcher's screen of the
// table's game (looked up in the screens' registry) on the alternate screen, fed by a watch
// client of the remote table; once it is gone, one line says where the finished game's log is
// kept and how to replay it (or why the table could not be watched).
import { printable } from '../../core/printable.js';
import type { RemoteTable } from '../../net/client/remote-table.js';
import { watchClient } from '../../net/client/watch-client.js';
import type { WatchClient } from '../../table/client.js';
import { uiGame } from '../games.js';
import { textsFor } from '../shared/texts-for.js';
import { runFullscreen, type SessionScreen, uiSettingsOf, type UiChoice } from '../shared/run-screen.js';
import { SeatNamesProvider } from '../shared/seat-names.js';
import { UiProviders } from '../shared/UiProviders.js';
import { NET_TEXTS } from './net-strings.js';
import { WatchApp } from './WatchApp.js';

export interface WatchScreenRun {
  table: RemoteTable;
  savePath: string;
  replayCommand: string;
  ui: UiChoice;
  /** An SSH session's terminal instead of this process's; its menu shows the line (`say`). */
  session?: SessionScreen & { say(line: string): void };
}

/** The players' names on the board: a bot keeps the game's word for its seat, with "(bot)" beside it. */
export const watchedNames = (client: WatchClient) => (seat: number) => (client.bots.includes(seat) ? null : client.names()[seat - 1] || null);

export async function runWatchScreen({ table, savePath, replayCommand, ui, session }: WatchScreenRun): Promise<number> {
  const screens = await uiGame(table.game)?.watch();
  const t = textsFor(NET_TEXTS, ui.lang, ui.ascii);
  if (!screens) {
    await table.leave();
    throw new Error(t.unknownGame(printable(table.game)));
  }
  const client = watchClient(table, screens.game);
  let result: { code: number; line: string | null } = { code: 1, line: null };
  await runFullscreen(
    <UiProviders settings={uiSettingsOf(ui)}>
      <SeatNamesProvider names={watchedNames(client)}>
        <WatchApp client={client} screens={screens} code={table.code} name={table.watchName} savePath={savePath} replayCommand={replayCommand} onExit={(r) => (result = r)} />
      </SeatNamesProvider>
    </UiProviders>,
    session,
  );
  client.close();
  if (result.line) {
    if (session) session.say(result.line);
    else process.stdout.write(`${result.line}\n`);
  }
  // An open connection would keep the program running after the screen is gone.
  await table.leave();
  return result.code;
}
