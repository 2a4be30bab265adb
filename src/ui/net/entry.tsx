// What the CLI calls for interactive play at a networked table: the lobby and then the game
// screen, on the alternate screen like local play.
import { runFullscreen, uiSettingsOf, type UiChoice } from '../shared/run-screen.js';
import { UiProviders } from '../shared/UiProviders.js';
import { NetTableApp } from './NetTableApp.js';
import type { NetTableLike } from './types.js';

export interface NetScreen {
  table: NetTableLike;
  joinLine: string | null;
  savePath: string;
  ui: UiChoice;
}

export async function runNetTable({ table, joinLine, savePath, ui }: NetScreen): Promise<number> {
  let code = 1;
  await runFullscreen(
    <UiProviders settings={uiSettingsOf(ui)}>
      <NetTableApp table={table} joinLine={joinLine} savePath={savePath} onExit={(c) => (code = c)} />
    </UiProviders>,
  );
  // An open connection would keep the program running after the screen is gone.
  await table.leave();
  return code;
}
