// What the CLI calls: interactive play (new or resumed), the replay stepper and the rules text.
// The CLI has already checked the options and that there is a terminal.
import type { GameLog } from '../../core/log.js';
import { makeRegicideBot, type RegicideBot, type RegicideBotLevel } from '../../games/regicide/bots/index.js';
import { regicide } from '../../games/regicide/index.js';
import { checkBotSeats } from '../../games/regicide/setup.js';
import type { RegicideOptions } from '../../games/regicide/types.js';
import { markDailySession } from '../../store/log-marks.js';
import { createSaveStore } from '../../store/save-store.js';
import { command } from '../shared/commands.js';
import { textsFor, type Lang } from '../shared/i18n.js';
import { autosaveTo, resumeSave, trySave } from '../shared/resume-save.js';
import { botDelayFrom, exitCodeOf, type ExitReason, reportFailure, runCheckedReplay, runFullscreen, uiSettingsOf, type UiChoice } from '../shared/run-screen.js';
import { UiProviders } from '../shared/UiProviders.js';
import { RegicideApp } from './RegicideApp.js';
import { ReplayApp } from './ReplayApp.js';
import { rulesText } from './rules-text.js';
import { newSession, type RegicideLog, type RegicideSession, sessionFromLog } from './session.js';
import { REGICIDE_TEXTS } from './strings.js';

export interface RegicidePlayCli {
  /** Already validated (players 1–4, variants). */
  options: RegicideOptions;
  /** Chosen by the CLI when not given. */
  seed: string;
  /** 1-based seats played by bots. */
  bots: number[];
  /**
   * Strength of the bots as the user chose it. When absent: a new game plays at DEFAULT_BOT_LEVEL,
   * a resumed one at the level its save records (else the default).
   */
  botLevel?: RegicideBotLevel;
  /** --log FILE: also write the log there after every move. */
  logFile?: string;
  /** --resume [FILE]: continue the latest unfinished game, or FILE. */
  resume?: string | true;
  /** --daily: the date of today's deal, recorded in the log for the daily streak. */
  daily?: string;
  lang: Lang;
  ascii: boolean;
  fourColor: boolean;
  color: boolean;
}

export type { UiChoice };

/** The CLI's default level (the strongest that still decides well within a quarter second). */
export const DEFAULT_BOT_LEVEL: RegicideBotLevel = 'hard';

/** The level a game plays at: the user's choice, else the save's, else the default. */
export const botLevelFor = (given: RegicideBotLevel | undefined, saved: RegicideBotLevel | undefined): RegicideBotLevel =>
  given ?? saved ?? DEFAULT_BOT_LEVEL;

export interface Opened {
  session: RegicideSession;
  savePath: string;
  resumed: boolean;
}

/** A new game, or the saved one --resume names; a one-line Error when there is nothing to resume. */
export function openGame(cli: RegicidePlayCli): Opened {
  const t = textsFor(REGICIDE_TEXTS, cli.lang, cli.ascii);
  const store = createSaveStore(regicide.id);
  if (!cli.resume) {
    return { session: markDailySession(newSession(cli.options, cli.seed, cli.bots, botLevelFor(cli.botLevel, undefined)), cli.daily), savePath: store.newSavePath(), resumed: false };
  }
  const { path, session } = resumeSave(store, regicide.id, cli.resume, t, t.alreadyOver, sessionFromLog);
  // Bot seats come from --bots when given, otherwise from the save; either way they must exist.
  const bots = cli.bots.length ? cli.bots : (session.log.bots ?? []);
  checkBotSeats(bots, session.state.players);
  // The bots' level likewise: --bot when given, otherwise the save's (and it stays recorded).
  const botLevel = botLevelFor(cli.botLevel, session.log.botLevel);
  return { session: { ...session, log: { ...session.log, bots, botLevel } }, savePath: path, resumed: true };
}

export async function runRegicidePlay(cli: RegicidePlayCli): Promise<number> {
  const t = textsFor(REGICIDE_TEXTS, cli.lang, cli.ascii);
  let opened: Opened;
  try {
    opened = openGame(cli);
  } catch (e) {
    return reportFailure('regicide', e);
  }
  const { session, savePath, resumed } = opened;
  const bots = session.log.bots ?? [];
  const persist = autosaveTo(savePath, cli.logFile);
  // Saved before the first move too, so even a game left at once can be resumed. A failure here
  // does not stop the game: the first move saves again and shows the error on the message line.
  trySave(persist, session.log);

  const seatBots = new Map<number, RegicideBot>();
  const botFor = (seat: number): RegicideBot => {
    let bot = seatBots.get(seat);
    if (!bot) {
      bot = makeRegicideBot(botLevelFor(cli.botLevel, session.log.botLevel), `${session.log.seed}/bot${seat}`);
      seatBots.set(seat, bot);
    }
    return bot;
  };

  // Filled in by the app while it runs.
  const ended: { reason: ExitReason; log: RegicideLog } = { reason: 'quit', log: session.log };
  await runFullscreen(
    <UiProviders settings={uiSettingsOf(cli)}>
      <RegicideApp
        initial={session}
        bots={bots}
        botFor={botFor}
        persist={(log) => {
          ended.log = log;
          persist(log);
        }}
        savePath={savePath}
        botDelayMs={botDelayFrom('REGICIDE_BOT_DELAY_MS')}
        resumed={resumed}
        onExit={(reason) => {
          ended.reason = reason;
        }}
      />
    </UiProviders>,
  );
  // Back on the normal screen: only public facts, so nothing private reaches the scrollback.
  const result = ended.log.result;
  if (result) {
    process.stdout.write(`${result.outcome === 'won' ? t.victory : t.defeat}${result.medal ? ` ${t.medal(result.medal)}` : ''}\n`);
    process.stdout.write(`${t.logSaved(savePath)}\n${t.replayWith} ${command('regicide', 'replay', savePath)}\n`);
  } else {
    process.stdout.write(`${t.savedTo(savePath)}\n${t.resumeWith}\n`);
  }
  return exitCodeOf(ended.reason);
}

export async function runRegicideReplay(log: GameLog, ui: UiChoice): Promise<number> {
  return runCheckedReplay(
    'regicide',
    () => sessionFromLog(log),
    <UiProviders settings={uiSettingsOf(ui)}>
      <ReplayApp log={log} />
    </UiProviders>,
  );
}

export function regicideRulesText(lang: Lang, ascii: boolean): string {
  return rulesText(lang, ascii);
}
