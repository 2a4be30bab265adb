// What the CLI calls for interactive play at a networked table: the lobby and then the game
// screen, on the alternate screen like local play; once it is gone, one line says what happened
// and what to run next.
import { runFullscreen, type SessionScreen, uiSettingsOf, type UiChoice } from '../shared/run-screen.js';
import { UiProviders } from '../shared/UiProviders.js';
import { type NetExit, NetTableApp, type RejoinCommands } from './NetTableApp.js';
import { netGameScreens } from './game-screens.js';
import type { NetTableLike } from './types.js';
import { noticeSettings, TurnNoticeRoot } from '../shared/use-turn-notice.js';

export interface NetScreen {
  table: NetTableLike;
  joinLine: string | null;
  savePath: string;
  commands: RejoinCommands;
  ui: UiChoice;
  /** An SSH session's terminal instead of this process's; its menu shows the line (`say`). */
  session?: SessionScreen & { say(line: string): void };
  /** Terminal notifications when it becomes this seat's turn (default on; --no-notify). */
  notify?: boolean;
}

export async function runNetTable({ table, joinLine, savePath, commands, ui, session, notify = true }: NetScreen): Promise<number> {
  let result: NetExit = { code: 1, line: null };
  // The game's screens before the first frame (only this game's are loaded).
  const screens = await netGameScreens(table.game);
  await runFullscreen(
    <UiProviders settings={uiSettingsOf(ui)}>
      <TurnNoticeRoot settings={noticeSettings(notify, session)}>
        <NetTableApp table={table} joinLine={joinLine} savePath={savePath} commands={commands} screens={screens} onExit={(r) => (result = r)} />
      </TurnNoticeRoot>
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
