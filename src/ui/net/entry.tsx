// What the CLI calls for interactive play at a networked table: the lobby and then the game
// screen, on the alternate screen like local play; once it is gone, one line says what happened
// and what to run next.
import { runFullscreen, type SessionScreen, uiSettingsOf, type UiChoice } from '../shared/run-screen.js';
import { UiProviders } from '../shared/UiProviders.js';
import { type NetExit, NetTableApp, type RejoinCommands } from './NetTableApp.js';
import type { NetTableLike } from './types.js';

export interface NetScreen {
  table: NetTableLike;
  joinLine: string | null;
  savePath: string;
  commands: RejoinCommands;
  ui: UiChoice;
  /** An SSH session's terminal instead of this process's; its menu shows the line (`say`). */
  session?: SessionScreen & { say(line: string): void };
}

export async function runNetTable({ table, joinLine, savePath, commands, ui, session }: NetScreen): Promise<number> {
  let result: NetExit = { code: 1, line: null };
  await runFullscreen(
    <UiProviders settings={uiSettingsOf(ui)}>
      <NetTableApp table={table} joinLine={joinLine} savePath={savePath} commands={commands} onExit={(r) => (result = r)} />
    </UiProviders>,
    session,
  );
  if (result.line) {
    if (session) session.say(result.line);
    else process.stdout.write(`${result.line}\n`);
  }
  // An open connection would keep the program running after the screen is gone.
  await table.leave();
  return result.code;
}
