// `regicide play` at a terminal: opens the table (new or --resume), runs the game screen on it,
// and leaves the result in the terminal afterwards.
import { regicide } from '../games/regicide/index.js';
import type { RegicideResult } from '../games/regicide/types.js';
import { createSaveStore } from '../store/save-store.js';
import { openRegicide, regicideClient, type OpenedRegicide, type RegicideStart } from '../table/regicide-table.js';
import { afterGameText, regicideResumeTexts, runRegicideScreen, type UiChoice } from '../ui/regicide/entry.js';
import { botDelayFrom, exitCodeOf, reportFailure } from '../ui/shared/run-screen.js';

export interface RegicidePlayCli extends RegicideStart, UiChoice {
  /** --log FILE: also write the log there after every move. */
  logFile?: string;
}

export async function playRegicideAtTerminal(cli: RegicidePlayCli): Promise<number> {
  let opened: OpenedRegicide;
  try {
    opened = openRegicide(cli, createSaveStore(regicide.id), regicideResumeTexts(cli.lang, cli.ascii));
  } catch (e) {
    return reportFailure('regicide', e);
  }
  const client = regicideClient(opened, botDelayFrom('REGICIDE_BOT_DELAY_MS'), cli.logFile);
  const reason = await runRegicideScreen(client, opened.savePath, cli);
  const { table } = opened;
  process.stdout.write(afterGameText(table.log.result as RegicideResult | null, opened.savePath, table.movesMade, cli));
  return exitCodeOf(reason);
}
