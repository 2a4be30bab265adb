// `thronfolge duel` at a terminal: opens the duel (new or --resume), runs the screen on it through
// every game of a match, and leaves the result in the terminal afterwards. After the last game the
// player may play again (the same options, opponent and match length, a new seed), retry the last
// game's deal (marked as a retry), or start a new game (one game against the hard bot, coin toss,
// no variants, a new seed).
import { createSaveStore } from '../../store/save-store.js';
import { thronfolge } from '../../games/thronfolge/index.js';
import { thronfolgeModule } from '../../modules/thronfolge/index.js';
import { type DuelGame, type DuelHost, type DuelStart, nextDuel, openDuel } from '../../modules/thronfolge/duel.js';
import { afterDuelText, runThronfolgeScreen, thronfolgeResumeTexts, type UiChoice } from '../../ui/thronfolge/entry.js';
import { openFailure } from '../saves/resume-words.js';
import { botDelayFrom, type ExitReason, exitCodeOf, reportFailure } from '../../ui/shared/run-screen.js';
import { randomSeed } from '../program/option-parsers.js';
import { thronfolgeShareText } from '../../ui/thronfolge/share-text.js';
import { nextAttemptIn } from '../daily/next-attempt.js';
import { thronfolgeShareFacts } from '../../modules/thronfolge/share.js';
import type { ShownField } from '../daily/daily-field.js';
// The field's words, its client and its question load when a finished daily game is sent (../daily/daily-field.ts).
import { sendsWithoutAsking } from '../daily/daily-consent.js';
import { firstGameNote, openingOf } from '../learn/first-game.js';
import type { FirstGameOffer } from '../../ui/shared/first-game-note.js';

/** `screenReader`: plain lines instead of the screen (--screen-reader or its environment variables). */
export type ThronfolgeDuelCli = DuelStart & UiChoice & { screenReader?: boolean };

/**
 * The next duel after "play again" (same as the one that ended, the new `seed`), "retry" (that
 * game's deal again as one game: its seed and starter, the daily date with the next attempt) or
 * "new game" (the defaults).
 */
export function nextDuelStart(ended: DuelGame, how: 'again' | 'retry' | 'new', cli: ThronfolgeDuelCli, seed: string, nextAttempt: (date: string) => number = () => 2): ThronfolgeDuelCli {
  // A new duel never resumes, is not the daily deal, and does not overwrite --log.
  const base = { ...cli, seed, seedGiven: false, resume: undefined, daily: undefined, attempt: undefined, retry: undefined, logFile: undefined };
  if (how === 'new') return { ...base, options: thronfolge.normalizeOptions({ first: null, variants: [] }), vs: 'bot', botLevel: thronfolgeModule.bots.default, games: 1 };
  if (how === 'retry') {
    const { log } = ended.table;
    const { daily } = log;
    // The log's own options: who started is the one recorded (a coin toss from the seed, or set).
    return { ...base, seed: log.seed, options: log.options, vs: ended.vs, botLevel: ended.botLevel, games: 1, retry: true, ...(daily ? { daily, attempt: nextAttempt(daily) } : {}) };
  }
  // A resumed game's own options; who starts is tossed again unless the command line chose it.
  const options = { ...ended.table.log.options, first: cli.resume ? null : cli.options.first };
  return { ...base, options, vs: ended.vs, botLevel: ended.botLevel, games: ended.match.games };
}

/**
 * The screen-reader mode: each game of the match as lines, one after the other, each ending with
 * the end screen's keys (Enter: the next game of a match; after the last, play again, retry, new).
 */
async function duelLines(
  first: DuelGame,
  startNext: (finished: DuelGame) => DuelGame | null,
  onGame: (game: DuelGame) => void,
  cli: ThronfolgeDuelCli,
  firstNote: FirstGameOffer | null,
): Promise<ExitReason> {
  const { runThronfolgeLines, thronfolgeLineEnd } = await import('../../ui/thronfolge/line-entry.js');
  for (let game = first; ;) {
    const opening = game === first ? openingOf(firstNote) : [];
    const how = await runThronfolgeLines(game.client, cli, { input: process.stdin, output: process.stdout }, { end: thronfolgeLineEnd(cli, game.match, true), opening });
    if (game.table.result() === null) return how === 'leave' || how === 'next' ? 'quit' : how;
    // Over: the match's next game is prepared (and saved) however the end is left, as on the screen.
    const next = startNext(game);
    if (how !== 'next') return how === 'leave' ? 'quit' : how;
    if (!next) return 'over';
    game.client.close();
    onGame(next);
    game = next;
  }
}

export async function duelAtTerminal(cli: ThronfolgeDuelCli): Promise<number> {
  const host: DuelHost = {
    store: createSaveStore(thronfolgeModule.id),
    botDelayMs: botDelayFrom('THRONFOLGE_BOT_DELAY_MS'),
  };
  let start: ThronfolgeDuelCli = cli;
  // Someone's very first duel hears of the lessons, once (a line; nothing stands before the game).
  let firstNote = firstGameNote(thronfolgeModule.id, cli);
  for (;;) {
    let first: DuelGame;
    try {
      first = openDuel(start, host);
    } catch (e) {
      return reportFailure(thronfolgeModule.id, await openFailure(thronfolgeModule.id, e, thronfolgeResumeTexts(cli.lang, cli.ascii), cli.lang));
    }
    // The game on screen, the next game of the match once it is prepared, and the games of the
    // match that ended on screen (each leaves its lines in the terminal).
    let current = first;
    let prepared: DuelGame | null = null;
    const ended: DuelGame[] = [];
    const options = start;
    const onGame = (game: DuelGame): void => {
      ended.push(current);
      current = game;
      prepared = null;
    };
    // A finished daily duel is sent once: as its end screen appears when the server and consent are
    // known (its field is then on the end screen), else after the screen closes (consent asked once).
    const sending = new Map<DuelGame, Promise<ShownField | null>>();
    const send = (game: DuelGame): Promise<ShownField | null> => {
      let sent = sending.get(game);
      if (!sent) sending.set(game, (sent = import('../daily/daily-field.js').then((f) => f.sendFinishedDaily(thronfolgeModule, game.table.log, game.savePath, cli.lang, cli.ascii))));
      return sent;
    };
    const dailyField = sendsWithoutAsking() ? (game: DuelGame) => (game.table.log.daily ? async () => (await send(game))?.brief ?? null : undefined) : undefined;
    const reason = cli.screenReader
      ? await duelLines(first, (finished) => (prepared = nextDuel(finished, options, host)), onGame, cli, firstNote)
      : await runThronfolgeScreen(first, (finished) => (prepared = nextDuel(finished, options, host)), onGame, cli, firstNote, dailyField);
    firstNote = null;
    current.client.close();
    const over = current.table.result() !== null;
    // After a game's end the match goes on in the next game's save (written when it was prepared).
    const next = prepared as DuelGame | null;
    // Before the player's first move a new duel has no save (even when the bot moved first).
    const unfinished = over ? (next?.savePath ?? null) : current.client.saved?.() ? current.savePath : null;
    const shareOf = (game: DuelGame): string => {
      const facts = thronfolgeShareFacts(game.table.log);
      return facts ? thronfolgeShareText(facts, cli.lang, cli.ascii) : '';
    };
    process.stdout.write(afterDuelText(over ? [...ended, current] : ended, unfinished, cli, shareOf));
    // Each finished daily duel goes to the remembered server (with consent, asked once), and its field is shown.
    for (const game of over ? [...ended, current] : ended) {
      if (!thronfolgeShareFacts(game.table.log)) continue;
      const field = await send(game);
      if (field) process.stdout.write(`\n${field.text}\n`);
    }
    if (reason !== 'again' && reason !== 'retry' && reason !== 'new') return exitCodeOf(reason);
    start = nextDuelStart(current, reason, cli, randomSeed(), nextAttemptIn(thronfolgeModule.id));
  }
}
