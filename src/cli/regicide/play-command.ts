// `regicide play`: a game at this terminal, or over the headless protocol with --json.
import { type Command, Option } from 'commander';
import type { RegicideBotLevel } from '../../games/regicide/bots/levels.js';
import { VARIANTS, type RegicideOptions } from '../../games/regicide/types.js';
import { regicideCard } from '../../modules/regicide/card.js';
import { addDaily, dailyChoice } from '../daily/daily-option.js';
import { UsageError, runCommand, problemText } from '../program/errors.js';
import { variantOf, parseIntInRange, parseSeatList, parseSeed, randomSeed } from '../program/option-parsers.js';
import { addResumeChoice } from '../saves/resume-choice.js';
import { addScreenReaderOption, screenReaderWanted } from '../program/screen-reader.js';
import { addNotifyOption } from '../turn/turn-notify-option.js';
import { addDisplayOptions, displayChoice, type DisplayFlags } from '../program/shared-commands.js';
import { regicideDaily } from './daily.js';
import { regicideSaveWords } from './save-words.js';
import { usageTexts } from '../words/usage-texts.js';
import { checkVariantClash } from './variant-clash.js';
import { lineTexts } from '../words/line-texts.js';

interface PlayFlags extends DisplayFlags {
  players?: number;
  solo?: boolean;
  seed?: string;
  variant?: string[];
  bots?: number[];
  bot?: RegicideBotLevel;
  log?: string;
  resume?: string | true;
  json?: boolean;
  /** --daily: replaced by the date before the action runs (see ../daily/daily-option.ts). */
  daily?: string;
  /** Set by --daily: today's unfinished game of the deal, to continue. */
  dailyContinue?: string;
  /** Set by --daily: the attempt number of a new game of the deal. */
  attempt?: number;
  screenReader?: boolean;
  online?: boolean;
  /** False: --no-notify (with --online). */
  notify?: boolean;
  server?: string;
  name?: string;
}

function gameOptions(flags: PlayFlags, normalizeOptions: (options: Partial<RegicideOptions>) => RegicideOptions): RegicideOptions {
  if (flags.solo && flags.players !== undefined && flags.players !== 1) {
    throw new UsageError(usageTexts().play.soloWithPlayers(flags.players));
  }
  checkVariantClash(flags.variant);
  try {
    return normalizeOptions({ players: flags.solo ? 1 : (flags.players ?? 1), variants: (flags.variant ?? []) as RegicideOptions['variants'] });
  } catch (e) {
    throw new UsageError(problemText(e));
  }
}

async function play(flags: PlayFlags): Promise<number> {
  if (flags.online) return playOnline(flags);
  // The rules load when the command runs (--help reads none of them); for a game at this
  // terminal, with its screen in one step (the first frame reads fewer files).
  const atTerminal = !flags.json && process.stdin.isTTY && process.stdout.isTTY;
  const { normalizeOptions } = atTerminal ? await import('./play.js') : await import('../../games/regicide/setup.js');
  const options = gameOptions(flags, normalizeOptions);
  const seatsOfBots = flags.bots ?? [];
  // With --resume the saved game decides the number of seats; the UI checks the bots against it.
  if (!flags.resume) {
    const outside = seatsOfBots.find((seat) => seat < 1 || seat > options.players);
    if (outside !== undefined) throw new UsageError(lineTexts().botSeat(outside, options.players));
  }
  // The log's and the protocol's code load when the command runs (--help reads none of it).
  if (flags.log) (await import('../saves/log-file.js')).checkLogTarget(flags.log);
  const seed = flags.seed ?? randomSeed();
  if (flags.json) {
    if (flags.resume) throw new UsageError(usageTexts().play.resumeWithJson);
    const { playOverProtocol } = await import('../protocol/bot-seats.js');
    return playOverProtocol(await regicideCard.load(), { bots: seatsOfBots, botLevel: flags.bot }, { options, seed, logFile: flags.log });
  }
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    throw new UsageError(usageTexts().play.needsTerminal('regicide play --json'));
  }
  const { playRegicideAtTerminal } = await import('./play.js');
  return playRegicideAtTerminal({
    options,
    seed,
    bots: seatsOfBots,
    // Unset unless given, so that --resume keeps the level stored with the game.
    botLevel: flags.bot,
    logFile: flags.log,
    ...dailyChoice(flags),
    ...displayChoice(flags),
    screenReader: screenReaderWanted(flags.screenReader),
  });
}

/** Quick match: a seat at an open public table of the server, or a table of one's own there. */
async function playOnline(flags: PlayFlags): Promise<number> {
  const alone = (['solo', 'json', 'resume', 'daily', 'log', 'seed'] as const).filter((k) => flags[k] !== undefined && flags[k] !== false);
  if (alone.length) throw new UsageError(usageTexts().play.onlineAlone(`--${alone[0]}`));
  if (flags.players === 1) throw new UsageError(usageTexts().play.onlinePlayers);
  const { playOnline: quick } = await import('../lobby/quick-play.js');
  return quick('regicide', 'play', {
    server: flags.server,
    notify: flags.notify,
    name: flags.name,
    lang: flags.lang,
    screenReader: screenReaderWanted(flags.screenReader),
    players: flags.players,
    variant: flags.variant,
    bots: flags.bots,
    bot: flags.bot,
  });
}

export function addPlayCommand(program: Command): void {
  const playCommand = program
    .command('play')
    .description('start a game (solo unless --players is given)')
    .option('--players <n>', 'number of players, 1 to 4', parseIntInRange('--players', 1, 4))
    .option('--solo', 'a one-player game with the two set-aside jesters')
    .option('--seed <seed>', 'seed of the shuffles (default: random, recorded in the log)', parseSeed)
    .option('--variant <name>', `a variant, repeatable: ${VARIANTS.join(', ')}`, variantOf(VARIANTS))
    .option('--bots <seats>', 'seats played by bots, e.g. 2,3', parseSeatList)
    .addOption(new Option('--bot <level>', `strength of the bots (default: ${regicideCard.bots.default})`).choices(regicideCard.bots.levels))
    .option('--log <file>', 'also write the game log to this file after every move')
    .option('--resume [file]', 'continue an unfinished game (asks which if there are several), or FILE')
    .option('--json', 'headless JSON-lines protocol on stdin/stdout (no terminal needed)')
    .option('--online', 'quick match on a server: a seat at the oldest open public table that fits, or your own table there (--bots: its seats for bots)')
    .option('--server <address>', 'with --online: the server, HOST:PORT (remembered for next time)')
    .option('--name <name>', 'with --online: your name at the table');
  addNotifyOption(playCommand);
  addResumeChoice(addDaily(playCommand, regicideCard, regicideDaily()), regicideCard, regicideSaveWords, ['--players', '--seed', '--variant', '--daily']);
  addScreenReaderOption(addDisplayOptions(playCommand, true)).action((flags: PlayFlags) => runCommand('regicide', () => play(flags)));
}
