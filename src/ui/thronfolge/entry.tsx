// What the CLI calls: interactive duels (new or resumed, single or match), the replay stepper and
// the rules text. The CLI has already checked the options and that there is a terminal.
import { randomInt } from 'node:crypto';
import type { GameLog } from '../../core/log.js';
import { makeThronfolgeBot } from '../../games/thronfolge/bots/index.js';
import { thronfolge } from '../../games/thronfolge/index.js';
import type { Seat, ThronfolgeOptions } from '../../games/thronfolge/types.js';
import { markDailySession } from '../../store/log-marks.js';
import { createSaveStore } from '../../store/save-store.js';
import { command } from '../shared/commands.js';
import { textsFor, type Lang } from '../shared/i18n.js';
import { autosaveTo, resumeSave, trySave } from '../shared/resume-save.js';
import { botDelayFrom, exitCodeOf, type ExitReason, reportFailure, runCheckedReplay, runFullscreen, uiSettingsOf, type UiChoice } from '../shared/run-screen.js';
import { type UiSettings, UiProviders } from '../shared/UiProviders.js';
import { logFileOfGame, matchWinner, newMatch, nextFirst, nextGame, seedOfGame, seedOfNextGame, singleGame, tallyAfter } from './match.js';
import { type GameSlot, MatchApp } from './MatchApp.js';
import { ReplayApp } from './ReplayApp.js';
import { rulesText } from './rules-text.js';
import { type BotLevel, newSession, type Opponent, sessionFromLog, type ThronfolgeLog, type ThronfolgeSession } from './session.js';
import { THRONFOLGE_TEXTS } from './strings.js';

export interface ThronfolgeDuelCli {
  /** Validated: first (null = coin toss), variants. */
  options: ThronfolgeOptions;
  /** Chosen by the CLI when not given. */
  seed: string;
  /**
   * True when the user passed --seed. Only then do later games of a match derive their seeds
   * from it; otherwise each gets a fresh random seed. Missing counts as false.
   */
  seedGiven?: boolean;
  /** Seat 2 is the bot; the human is seat 1. */
  vs: Opponent;
  botLevel: BotLevel;
  /** Match play: N games (1 = a single game). */
  games: number;
  /** --log FILE: also write the log there after every move (game k ≥ 2 of a match: FILE-gk). */
  logFile?: string;
  /** --resume [FILE]: continue the latest unfinished duel, or FILE. */
  resume?: string | true;
  /** --daily: the date of today's duel, recorded in the log for the daily streak. */
  daily?: string;
  lang: Lang;
  ascii: boolean;
  color: boolean;
}

export type { UiChoice };

/** Thronfolge has no four-colour option: its cards always use the usual two colours. */
const settingsOf = (ui: UiChoice): UiSettings => uiSettingsOf({ ...ui, fourColor: false });

function slotFor(session: ThronfolgeSession, savePath: string, resumed: boolean, logFile: string | undefined): GameSlot {
  const game = session.log.match?.game ?? 1;
  return { session, savePath, resumed, persist: autosaveTo(savePath, logFile ? logFileOfGame(logFile, game) : undefined) };
}

/** A new duel, or the saved one --resume names; a one-line Error when there is nothing to resume. */
function openFirst(cli: ThronfolgeDuelCli): GameSlot {
  const t = textsFor(THRONFOLGE_TEXTS, cli.lang, cli.ascii);
  const store = createSaveStore(thronfolge.id);
  if (!cli.resume) {
    const match = cli.games > 1 ? newMatch(cli.seed, cli.games) : singleGame(cli.seed);
    const session = markDailySession(newSession(cli.options, seedOfGame(cli.seed, 1), { vs: cli.vs, botLevel: cli.botLevel, match }), cli.daily);
    return slotFor(session, store.newSavePath(), false, cli.logFile);
  }
  const resumed = resumeSave(store, thronfolge.id, cli.resume, t, t.alreadyOver, sessionFromLog);
  const { path, session } = resumed;
  const log = resumed.log as ThronfolgeLog;
  // The opponent and the match come from the save (a log written elsewhere gets the CLI's choice).
  const filled: ThronfolgeLog = { ...session.log, vs: log.vs ?? cli.vs, botLevel: log.botLevel ?? cli.botLevel, match: log.match ?? singleGame(log.seed) };
  return slotFor({ ...session, log: filled }, path, true, cli.logFile);
}

/** The next game of a match, saved before it is shown; null after the last game. */
const freshSeed = (): string => String(randomInt(1, 1e9));

function startNextGame(finished: ThronfolgeSession, logFile: string | undefined, seedGiven: boolean): GameSlot | null {
  const { log, state } = finished;
  const result = state.result;
  const match = log.match;
  if (!result || !match) return null;
  const following = nextGame(match, result);
  if (!following) return null;
  const first = nextFirst(result, (state.firstStarter + 1) as Seat);
  const seed = seedOfNextGame(following.seed, following.game, seedGiven, freshSeed);
  const session = newSession({ ...log.options, first }, seed, { vs: log.vs ?? 'bot', botLevel: log.botLevel ?? 'hard', match: following });
  const slot = slotFor(session, createSaveStore(thronfolge.id).newSavePath(), false, logFile);
  // Inside the running screen: a failed save must not end it (the first move saves again).
  trySave(slot.persist, session.log);
  return slot;
}

export async function runThronfolgeDuel(cli: ThronfolgeDuelCli): Promise<number> {
  const t = textsFor(THRONFOLGE_TEXTS, cli.lang, cli.ascii);
  let first: GameSlot;
  try {
    first = openFirst(cli);
  } catch (e) {
    return reportFailure('thronfolge', e);
  }
  // Saved before the first move too, so even a duel left at once can be resumed. A failure here
  // does not stop the duel: the first move saves again and shows the error on the message line.
  trySave(first.persist, first.session.log);
  const { vs = cli.vs, botLevel = cli.botLevel } = first.session.log;
  const seating = { vs, botLevel };

  // Filled in by the app while it runs: the save on screen, the game just finished (if the
  // screen shows its end) and the next game of the match, already saved.
  const ended: { reason: ExitReason; current: string; finished: ThronfolgeLog | null; nextSaved: string | null } = {
    reason: 'quit',
    current: first.savePath,
    finished: null,
    nextSaved: null,
  };
  await runFullscreen(
    <UiProviders settings={settingsOf(cli)}>
      <MatchApp
        first={first}
        seating={seating}
        botFor={(session) => (vs === 'bot' ? makeThronfolgeBot(botLevel, `${session.log.seed}/bot2`) : null)}
        startNext={(finished) => {
          const next = startNextGame(finished, cli.logFile, cli.seedGiven === true);
          ended.finished = finished.log;
          ended.nextSaved = next?.savePath ?? null;
          return next;
        }}
        onSlot={(slot) => {
          ended.current = slot.savePath;
          ended.finished = null;
          ended.nextSaved = null;
        }}
        botDelayMs={botDelayFrom('THRONFOLGE_BOT_DELAY_MS')}
        onExit={(reason) => {
          ended.reason = reason;
        }}
      />
    </UiProviders>,
  );
  // Back on the normal screen: only public facts, so nothing private reaches the scrollback.
  const result = ended.finished?.result;
  if (result) {
    const headline = result.shared || result.winner === null ? t.sharedVictory : t.wins(t.player(result.winner));
    process.stdout.write(`${t.resultLine(headline, result.scores[0], result.scores[1])}\n`);
    process.stdout.write(`${t.logSaved(ended.current)}\n${t.replayWith} ${command('thronfolge', 'replay', ended.current)}\n`);
    const match = ended.finished?.match;
    if (match && match.games > 1 && match.game >= match.games) {
      const { wins } = tallyAfter(match, result);
      const champion = matchWinner(wins);
      process.stdout.write(`${champion ? t.matchWon(t.player(champion)) : t.matchLevel} (${wins[0]} : ${wins[1]})\n`);
    }
  }
  const unfinished = result ? ended.nextSaved : ended.current;
  if (unfinished) process.stdout.write(`${t.savedTo(unfinished)}\n${t.resumeWith}\n`);
  return exitCodeOf(ended.reason);
}

export async function runThronfolgeReplay(log: GameLog, ui: UiChoice): Promise<number> {
  return runCheckedReplay(
    'thronfolge',
    () => sessionFromLog(log),
    <UiProviders settings={settingsOf(ui)}>
      <ReplayApp log={log} />
    </UiProviders>,
  );
}

export function thronfolgeRulesText(lang: Lang, ascii: boolean): string {
  return rulesText(lang, ascii);
}
