// `thronfolge duel` at a terminal: opens the duel (new or --resume), runs the screen on it through
// every game of a match, and leaves the result in the terminal afterwards.
import { createSaveStore } from '../store/save-store.js';
import { thronfolge } from '../games/thronfolge/index.js';
import { type DuelGame, type DuelHost, type DuelStart, nextDuel, openDuel } from '../table/thronfolge-table.js';
import { afterDuelText, runThronfolgeScreen, thronfolgeResumeTexts, type UiChoice } from '../ui/thronfolge/entry.js';
import { botDelayFrom, exitCodeOf, reportFailure } from '../ui/shared/run-screen.js';

export type ThronfolgeDuelCli = DuelStart & UiChoice;

export async function duelAtTerminal(cli: ThronfolgeDuelCli): Promise<number> {
  const host: DuelHost = {
    store: createSaveStore(thronfolge.id),
    botDelayMs: botDelayFrom('THRONFOLGE_BOT_DELAY_MS'),
    texts: thronfolgeResumeTexts(cli.lang, cli.ascii),
  };
  let first: DuelGame;
  try {
    first = openDuel(cli, host);
  } catch (e) {
    return reportFailure('thronfolge', e);
  }
  // The game on screen and the next game of the match once it is prepared.
  let current = first;
  let prepared: DuelGame | null = null;
  const reason = await runThronfolgeScreen(
    first,
    (finished) => (prepared = nextDuel(finished, cli, host)),
    (game) => {
      current = game;
      prepared = null;
    },
    cli,
  );
  current.client.close();
  const over = current.table.result() !== null;
  // After a game's end the match goes on in the next game's save (written when it was prepared).
  const next = prepared as DuelGame | null;
  const unfinished = over ? (next?.savePath ?? null) : current.table.movesMade > 0 || current.match.game > 1 ? current.savePath : null;
  process.stdout.write(afterDuelText(over ? current : null, unfinished, cli));
  return exitCodeOf(reason);
}
