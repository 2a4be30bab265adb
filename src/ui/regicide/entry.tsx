// What the CLI calls: interactive play (new or resumed), the replay stepper and the rules text.
// The CLI has already checked the options and that there is a terminal.
import { render } from 'ink';
import type { GameLog } from '../../core/log.js';
import { makeRegicideBot, type RegicideBot, type RegicideBotLevel } from '../../games/regicide/bots/index.js';
import { regicide } from '../../games/regicide/index.js';
import type { RegicideOptions } from '../../games/regicide/types.js';
import { createSaveStore, readLog, writeLogAtomically } from '../../store/save-store.js';
import { enterFullscreen } from '../shared/fullscreen.js';
import { textsFor, type Lang } from '../shared/i18n.js';
import type { UiTheme } from '../shared/theme.js';
import { UiProviders } from '../shared/UiProviders.js';
import { type ExitReason, RegicideApp } from './RegicideApp.js';
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
  /** Strength of the bots (default: easy, the simplest sensible one). */
  botLevel?: RegicideBotLevel;
  /** --log FILE: also write the log there after every move. */
  logFile?: string;
  /** --resume [FILE]: continue the latest unfinished game, or FILE. */
  resume?: string | true;
  lang: Lang;
  ascii: boolean;
  fourColor: boolean;
  color: boolean;
}

export interface UiChoice {
  lang: Lang;
  ascii: boolean;
  fourColor: boolean;
  color: boolean;
}

/** Pause before each bot move; REGICIDE_BOT_DELAY_MS changes it (tests use a short one). */
const botDelay = (): number => {
  const text = process.env.REGICIDE_BOT_DELAY_MS ?? '';
  return /^\d+$/.test(text) ? Number(text) : 900;
};

const themeOf = (ui: UiChoice): UiTheme => ({ ascii: ui.ascii, fourColor: ui.fourColor, color: ui.color && !process.env.NO_COLOR });

interface Opened {
  session: RegicideSession;
  savePath: string;
  resumed: boolean;
}

/** A new game, or the saved one --resume names; a one-line Error when there is nothing to resume. */
function openGame(cli: RegicidePlayCli): Opened {
  const t = textsFor(REGICIDE_TEXTS, cli.lang, cli.ascii);
  const store = createSaveStore(regicide.id);
  if (!cli.resume) {
    return { session: newSession(cli.options, cli.seed, cli.bots), savePath: store.newSavePath(cli.seed), resumed: false };
  }
  const path = cli.resume === true ? store.latestUnfinished() : cli.resume;
  if (!path) throw new Error(t.noUnfinished(store.folder));
  const log = readLog(path, regicide.id);
  if (log.result !== null) throw new Error(t.cannotResume(t.alreadyOver(path)));
  let session: RegicideSession;
  try {
    session = sessionFromLog(log);
  } catch (e) {
    throw new Error(t.cannotResume(`${path}: ${(e as Error).message}`));
  }
  // Bot seats come from --bots when given, otherwise from the save.
  const players = session.state.players;
  const bots = (cli.bots.length ? cli.bots : (session.log.bots ?? [])).filter((seat) => seat >= 1 && seat <= players);
  return { session: { ...session, log: { ...session.log, bots } }, savePath: path, resumed: true };
}

export async function runRegicidePlay(cli: RegicidePlayCli): Promise<number> {
  const t = textsFor(REGICIDE_TEXTS, cli.lang, cli.ascii);
  let opened: Opened;
  try {
    opened = openGame(cli);
  } catch (e) {
    process.stderr.write(`regicide: ${(e as Error).message}\n`);
    return 1;
  }
  const { session, savePath, resumed } = opened;
  const bots = session.log.bots ?? [];
  const persist = (log: RegicideLog) => {
    writeLogAtomically(savePath, log);
    if (cli.logFile) writeLogAtomically(cli.logFile, log);
  };
  // Saved before the first move too, so even a game left at once can be resumed.
  persist(session.log);

  const seatBots = new Map<number, RegicideBot>();
  const botFor = (seat: number): RegicideBot => {
    let bot = seatBots.get(seat);
    if (!bot) {
      bot = makeRegicideBot(cli.botLevel ?? 'easy', `${session.log.seed}/bot${seat}`);
      seatBots.set(seat, bot);
    }
    return bot;
  };

  // Filled in by the app while it runs.
  const ended: { reason: ExitReason; log: RegicideLog } = { reason: 'quit', log: session.log };
  const screen = enterFullscreen();
  try {
    const app = render(
      <UiProviders settings={{ lang: cli.lang, ...themeOf(cli) }}>
        <RegicideApp
          initial={session}
          bots={bots}
          botFor={botFor}
          persist={(log) => {
            ended.log = log;
            persist(log);
          }}
          savePath={savePath}
          botDelayMs={botDelay()}
          resumed={resumed}
          onExit={(reason) => {
            ended.reason = reason;
          }}
        />
      </UiProviders>,
      { exitOnCtrlC: false, patchConsole: false },
    );
    await app.waitUntilExit();
  } finally {
    screen.leave();
  }
  // Back on the normal screen: only public facts, so nothing private reaches the scrollback.
  const result = ended.log.result;
  if (result) {
    process.stdout.write(`${result.outcome === 'won' ? t.victory : t.defeat}${result.medal ? ` ${t.medal(result.medal)}` : ''}\n`);
    process.stdout.write(`${t.logSaved(savePath)}\n${t.replayWith} regicide replay ${savePath}\n`);
  } else {
    process.stdout.write(`${t.savedTo(savePath)}\n${t.resumeWith}\n`);
  }
  return ended.reason === 'interrupted' ? 130 : 0;
}

export async function runRegicideReplay(log: GameLog, ui: UiChoice): Promise<number> {
  let checked: GameLog;
  try {
    sessionFromLog(log);
    checked = log;
  } catch (e) {
    process.stderr.write(`regicide: ${(e as Error).message}\n`);
    return 1;
  }
  const screen = enterFullscreen();
  try {
    const app = render(
      <UiProviders settings={{ lang: ui.lang, ...themeOf(ui) }}>
        <ReplayApp log={checked} />
      </UiProviders>,
      { exitOnCtrlC: false, patchConsole: false },
    );
    await app.waitUntilExit();
  } finally {
    screen.leave();
  }
  return 0;
}

export function regicideRulesText(lang: Lang, ascii: boolean): string {
  return rulesText(lang, ascii);
}
