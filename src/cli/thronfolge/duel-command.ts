// `thronfolge duel`: a duel at this terminal (every game of a match), or over the headless
// protocol with --json.
import { type Command, Option } from 'commander';
import type { ThronfolgeBotLevel } from '../../games/thronfolge/bots/levels.js';
import { VARIANTS, type ThronfolgeOptions } from '../../games/thronfolge/types.js';
import { thronfolgeCard } from '../../modules/thronfolge/card.js';
import { addDaily, dailyChoice } from '../daily/daily-option.js';
import { UsageError, runCommand, problemText } from '../program/errors.js';
import { variantOf, parseIntInRange, parseSeed, randomSeed } from '../program/option-parsers.js';
import { addResumeChoice } from '../saves/resume-choice.js';
import { addScreenReaderOption, screenReaderWanted } from '../program/screen-reader.js';
import { addNotifyOption } from '../turn/turn-notify-option.js';
import { addDisplayOptions, displayChoice, type DisplayFlags } from '../program/shared-commands.js';
import { thronfolgeDaily } from './daily.js';
import { thronfolgeSaveWords } from './save-words.js';
import { usageTexts } from '../words/usage-texts.js';

interface DuelFlags extends DisplayFlags {
  seed?: string;
  vs: 'bot' | 'human';
  bot?: ThronfolgeBotLevel;
  first?: 1 | 2;
  variant?: string[];
  games?: number;
  log?: string;
  resume?: string | true;
  json?: boolean;
  /** --daily: replaced by the date before the action runs (see ../daily/daily-option.ts). */
  daily?: string;
  /** Set by --daily: today's unfinished duel of the deal, to continue. */
  dailyContinue?: string;
  /** Set by --daily: the attempt number of a new duel of the deal. */
  attempt?: number;
  screenReader?: boolean;
  online?: boolean;
  /** False: --no-notify (with --online). */
  notify?: boolean;
  server?: string;
  name?: string;
}

async function duelOptions(flags: DuelFlags): Promise<ThronfolgeOptions> {
  // The rules load when the command runs (--help reads none of them).
  const { normalizeOptions } = await import('../../games/thronfolge/setup.js');
  try {
    return normalizeOptions({ first: flags.first ?? null, variants: (flags.variant ?? []) as ThronfolgeOptions['variants'] });
  } catch (e) {
    throw new UsageError(problemText(e));
  }
}

async function duel(flags: DuelFlags): Promise<number> {
  if (flags.online) return duelOnline(flags);
  const options = await duelOptions(flags);
  if (flags.vs === 'human' && flags.bot) throw new UsageError(usageTexts().play.botWithHuman);
  // The log's and the protocol's code load when the command runs (--help reads none of it).
  if (flags.log) (await import('../saves/log-file.js')).checkLogTarget(flags.log);
  const seed = flags.seed ?? randomSeed();
  const level: ThronfolgeBotLevel = flags.bot ?? thronfolgeCard.bots.default;
  if (flags.json) {
    if (flags.resume) throw new UsageError(usageTexts().play.resumeWithJson);
    if ((flags.games ?? 1) !== 1) throw new UsageError(usageTexts().play.gamesWithJson);
    const { playOverProtocol } = await import('../protocol/bot-seats.js');
    return playOverProtocol(await thronfolgeCard.load(), { vs: flags.vs, botLevel: level }, { options, seed, logFile: flags.log });
  }
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    throw new UsageError(usageTexts().play.needsTerminal('thronfolge duel --json'));
  }
  const { duelAtTerminal } = await import('./duel.js');
  return duelAtTerminal({
    options,
    seed,
    seedGiven: flags.seed !== undefined,
    vs: flags.vs,
    botLevel: level,
    // A resumed duel keeps its saved level unless --bot is given, as in Regicide.
    botLevelGiven: flags.bot,
    games: flags.games ?? 1,
    logFile: flags.log,
    ...dailyChoice(flags),
    ...displayChoice(flags),
    screenReader: screenReaderWanted(flags.screenReader),
  });
}

/** Quick match: a duel at an open public table of the server, or a table of one's own there. */
async function duelOnline(flags: DuelFlags): Promise<number> {
  const alone = (['json', 'resume', 'daily', 'log', 'seed', 'games', 'bot'] as const).filter((k) => flags[k] !== undefined);
  if (alone.length) throw new UsageError(usageTexts().play.onlineAlone(`--${alone[0]}`));
  if (flags.vs === 'human') throw new UsageError(usageTexts().play.onlineHuman);
  const { playOnline } = await import('../lobby/quick-play.js');
  return playOnline('thronfolge', 'duel', {
    server: flags.server,
    notify: flags.notify,
    name: flags.name,
    lang: flags.lang,
    screenReader: screenReaderWanted(flags.screenReader),
    first: flags.first,
    variant: flags.variant,
  });
}

export function addDuelCommand(program: Command): void {
  const duelCommand = program
    .command('duel')
    .description('play a duel (against the bot unless --vs human)')
    .option('--seed <seed>', 'seed of the shuffle and coin toss (default: random, recorded in the log)', parseSeed)
    .addOption(new Option('--vs <opponent>', 'bot, or human for two players at one keyboard').choices(['bot', 'human']).default('bot'))
    .addOption(new Option('--bot <level>', `strength of the bot (default: ${thronfolgeCard.bots.default})`).choices(thronfolgeCard.bots.levels))
    .option('--first <seat>', 'who starts round 1: 1 or 2 (default: a coin toss)', parseIntInRange('--first', 1, 2))
    .option('--variant <name>', `a variant, repeatable: ${VARIANTS.join(', ')}`, variantOf(VARIANTS))
    .option('--games <n>', 'match play: N games, the loser starts the next', parseIntInRange('--games', 1, 99))
    .option('--log <file>', 'also write the game log to this file after every move')
    .option('--resume [file]', 'continue an unfinished duel (asks which if there are several), or FILE')
    .option('--json', 'headless JSON-lines protocol on stdin/stdout (no terminal needed)')
    .option('--online', 'quick match on a server: a duel at the oldest open public table that fits, or your own table there')
    .option('--server <address>', 'with --online: the server, HOST:PORT (remembered for next time)')
    .option('--name <name>', 'with --online: your name at the table');
  addNotifyOption(duelCommand);
  addResumeChoice(addDaily(duelCommand, thronfolgeCard, thronfolgeDaily), thronfolgeCard, thronfolgeSaveWords, ['--seed', '--first', '--variant', '--games', '--vs', '--daily']);
  addScreenReaderOption(addDisplayOptions(duelCommand, false)).action((flags: DuelFlags) => runCommand('thronfolge', () => duel(flags)));
}
