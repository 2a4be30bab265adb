// `thronfolge duel` at a terminal: opens the duel (new or --resume), runs the screen on it through
// every game of a match, and leaves the result in the terminal afterwards. After the last game the
// player may play again (the same options, opponent and match length, a new seed) or start a new
// game (one game against the hard bot, coin toss, no variants, a new seed).
import { createSaveStore } from '../store/save-store.js';
import { thronfolge } from '../games/thronfolge/index.js';
import { type DuelGame, type DuelHost, type DuelStart, nextDuel, openDuel } from '../table/thronfolge-table.js';
import { afterDuelText, runThronfolgeScreen, thronfolgeResumeTexts, type UiChoice } from '../ui/thronfolge/entry.js';
import { botDelayFrom, exitCodeOf, reportFailure } from '../ui/shared/run-screen.js';
import { randomSeed } from './option-parsers.js';

export type ThronfolgeDuelCli = DuelStart & UiChoice;

/** The next duel after "play again" (same as the one that ended) or "new game" (the defaults). */
export function nextDuelStart(ended: DuelGame, how: 'again' | 'new', cli: ThronfolgeDuelCli, seed: string): ThronfolgeDuelCli {
  // A new duel never resumes, is not the daily deal, and does not overwrite --log.
  const base = { ...cli, seed, seedGiven: false, resume: undefined, daily: undefined, logFile: undefined };
  if (how === 'new') return { ...base, options: thronfolge.normalizeOptions({ first: null, variants: [] }), vs: 'bot', botLevel: 'hard', games: 1 };
  // A resumed game's own options; who starts is tossed again unless the command line chose it.
  const options = { ...ended.table.log.options, first: cli.resume ? null : cli.options.first };
  return { ...base, options, vs: ended.vs, botLevel: ended.botLevel, games: ended.match.games };
}

export async function duelAtTerminal(cli: ThronfolgeDuelCli): Promise<number> {
  const host: DuelHost = {
    store: createSaveStore(thronfolge.id),
    botDelayMs: botDelayFrom('THRONFOLGE_BOT_DELAY_MS'),
    texts: thronfolgeResumeTexts(cli.lang, cli.ascii),
  };
  let start: ThronfolgeDuelCli = cli;
  for (;;) {
    let first: DuelGame;
    try {
      first = openDuel(start, host);
    } catch (e) {
      return reportFailure('thronfolge', e);
    }
    // The game on screen and the next game of the match once it is prepared.
    let current = first;
    let prepared: DuelGame | null = null;
    const options = start;
    const reason = await runThronfolgeScreen(
      first,
      (finished) => (prepared = nextDuel(finished, options, host)),
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
    if (reason !== 'again' && reason !== 'new') return exitCodeOf(reason);
    start = nextDuelStart(current, reason, cli, randomSeed());
  }
}
