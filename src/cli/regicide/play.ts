// `regicide play` at a terminal: opens the table (new or --resume), runs the game screen on it,
// and leaves the result in the terminal afterwards. From the end screen the player may play again
// (the same options and bots, a new seed), retry the same deal (marked as a retry), or start a new
// game (solo, no variants, default bot level, a new seed); each finished game leaves its result line in the terminal. After a lost
// game it may ask the solver whether the deal could have been won.
import { existsSync } from 'node:fs';
import { regicide } from '../../games/regicide/index.js';
import { createSaveStore } from '../../store/save-store.js';
import type { RegicideBotLevel } from '../../games/regicide/bots/index.js';
import type { RegicideGame } from '../../games/regicide/index.js';
import type { RegicideOptions } from '../../games/regicide/types.js';
import { enemyCount } from '../../games/regicide/values.js';
import { regicideModule, type RegicideLogExtras } from '../../modules/regicide/index.js';
import { clientAt, openAt } from '../../modules/play.js';
import type { SaveStore } from '../../store/save-store.js';
import type { ClientOf } from '../../table/client.js';
import type { OpenedGame } from '../../table/opener.js';
import { afterGameText, regicideResumeTexts, runRegicideScreen, type UiChoice } from '../../ui/regicide/entry.js';
import { openFailure } from '../saves/resume-words.js';
import { botDelayFrom, type ExitReason, exitCodeOf, reportFailure } from '../../ui/shared/run-screen.js';
import { regicideShareText } from '../../ui/regicide/share-text.js';
import { nextAttemptIn } from '../daily/next-attempt.js';
import { regicideShareFacts } from '../../modules/regicide/share.js';
import type { ShownField } from '../daily/daily-field.js';
// The field's words, its client and its question load when a finished daily game is sent (../daily/daily-field.ts).
import { sendsWithoutAsking } from '../daily/daily-consent.js';
import { randomSeed } from '../program/option-parsers.js';
import { firstGameNote, openingOf } from '../learn/first-game.js';
import type { FirstGameOffer } from '../../ui/shared/first-game-note.js';

/** The rules' checks of the options, for the play command: with the screen, they load in one step. */
export { checkBotSeats, normalizeOptions } from '../../games/regicide/setup.js';

export interface RegicideStart {
  options: RegicideOptions;
  seed: string;
  /** 1-based seats played by bots (with --resume: instead of the save's when given). */
  bots: number[];
  /** Unset: a new game plays at the default level, a resumed one at its save's. */
  botLevel?: RegicideBotLevel;
  /** --resume [FILE]. */
  resume?: string | true;
  /** --daily: the date of today's deal, kept in the log for the daily streak. */
  daily?: string;
  /** Which try of the daily deal (or of a retried deal) this is. */
  attempt?: number;
  /** The same deal again, from the end screen (r). */
  retry?: boolean;
}

export type OpenedRegicide = OpenedGame<RegicideGame, RegicideLogExtras>;

/** A new game, or the saved one --resume names: bot seats and level from the command line when given, else from the save. */
export function openRegicide(start: RegicideStart, store: SaveStore): OpenedRegicide {
  return openAt(regicideModule, { ...start, extras: { bots: start.bots.length ? start.bots : undefined, botLevel: start.botLevel } }, store);
}

export interface RegicidePlayCli extends RegicideStart, UiChoice {
  /** --log FILE: also write the log there after every move. */
  logFile?: string;
  /** --screen-reader (or its environment variables): plain lines instead of the screen. */
  screenReader?: boolean;
}

/**
 * The next game after "play again" (same options and bots, the new `seed`), "retry" (the same
 * deal: its seed too, and the daily date with the next attempt) or "new game" (the defaults).
 */
export function nextStart(finished: OpenedRegicide, how: 'again' | 'retry' | 'new', cli: RegicidePlayCli, seed: string, nextAttempt: (date: string) => number = () => 2): RegicidePlayCli {
  // A new table never resumes, and a fresh seed is not the daily deal; --log would be overwritten.
  const base = { ...cli, seed, resume: undefined, daily: undefined, attempt: undefined, retry: undefined, logFile: undefined };
  const same = { ...base, options: finished.table.log.options, bots: finished.extras.bots, botLevel: finished.extras.botLevel };
  if (how === 'again') return same;
  if (how === 'retry') {
    const { daily } = finished.table.log;
    return { ...same, seed: finished.table.log.seed, retry: true, ...(daily ? { daily, attempt: nextAttempt(daily) } : {}) };
  }
  return { ...base, options: regicide.normalizeOptions({ players: 1 }), bots: [], botLevel: undefined };
}

/** "Could this deal have been won?" from the end screen: `regicide analyze` on the game's save. */
async function analyzeEndedGame(savePath: string, cli: RegicidePlayCli): Promise<number> {
  const { analyzeFile } = await import('./analyze-run.js');
  return analyzeFile(savePath, {
    seconds: 10,
    lang: cli.lang,
    ascii: cli.ascii,
    fourColor: cli.fourColor,
    color: cli.color,
    ...(cli.theme && { theme: cli.theme }),
    ...(cli.mouse === false && { mouse: false }),
  });
}

/** The screen-reader mode: the game as lines, its end with the end screen's keys (play again, retry, new, the solver). */
async function linesOf(client: ClientOf<RegicideGame>, cli: RegicidePlayCli, firstNote: FirstGameOffer | null): Promise<ExitReason> {
  const { runRegicideLines, regicideLineEnd } = await import('../../ui/regicide/line-entry.js');
  const how = await runRegicideLines(client, cli, { input: process.stdin, output: process.stdout }, { end: regicideLineEnd(cli, true), opening: openingOf(firstNote) });
  client.close();
  return how === 'leave' || how === 'next' ? 'quit' : how;
}

export async function playRegicideAtTerminal(cli: RegicidePlayCli): Promise<number> {
  const store = createSaveStore(regicide.id);
  let start = cli;
  // Someone's very first game hears of the lessons, once (a line; nothing stands before the game).
  let firstNote = firstGameNote('regicide', cli);
  for (;;) {
    let opened: OpenedRegicide;
    try {
      opened = openRegicide(start, store);
    } catch (e) {
      return reportFailure(regicide.id, await openFailure(regicide.id, e, regicideResumeTexts(cli.lang, cli.ascii), cli.lang));
    }
    const { client } = clientAt(regicideModule, opened, { botDelayMs: botDelayFrom('REGICIDE_BOT_DELAY_MS'), logFile: start.logFile });
    // With consent given before, a finished daily game is sent as its end screen appears, and the
    // field's few lines are on it; else it is sent (consent asked once) after the screen closes.
    let sending: Promise<ShownField | null> | null = null;
    const send = (): Promise<ShownField | null> =>
      (sending ??= import('../daily/daily-field.js').then((f) => f.sendFinishedDaily(regicideModule, opened.table.log, opened.savePath, cli.lang, cli.ascii)));
    const dailyField = sendsWithoutAsking() ? async () => (await send())?.brief ?? null : undefined;
    const reason = cli.screenReader ? await linesOf(client, cli, firstNote) : await runRegicideScreen(client, opened.savePath, cli, undefined, firstNote, dailyField);
    firstNote = null;
    const { table } = opened;
    const practice = table.log.practice === true;
    const options = table.log.options;
    const total = enemyCount(options.variants);
    const facts = regicideShareFacts(table.log);
    // A finished daily game goes to the remembered server (with consent, asked once): its field, and the share beaten.
    const field = facts ? await send() : null;
    const share = facts ? regicideShareText(facts, cli.lang, cli.ascii, field?.beat ?? null) : '';
    process.stdout.write(afterGameText(table.log.result, opened.savePath, existsSync(opened.savePath), cli, practice, total, options.players === 1, share));
    if (field) process.stdout.write(`\n${field.text}\n`);
    if (reason === 'analyze') return analyzeEndedGame(opened.savePath, cli);
    if (reason !== 'again' && reason !== 'retry' && reason !== 'new') return exitCodeOf(reason);
    start = nextStart(opened, reason, cli, randomSeed(), nextAttemptIn('regicide'));
  }
}
