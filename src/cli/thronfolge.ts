// The `thronfolge` program: duel (interactive or --json), replay (stepper or --verify), rules, sim.
import { Option } from 'commander';
import { THRONFOLGE_BOT_LEVELS, makeThronfolgeBot, type ThronfolgeBotLevel } from '../games/thronfolge/bots/index.js';
import { thronfolge } from '../games/thronfolge/index.js';
import { VARIANTS, type ThronfolgeOptions } from '../games/thronfolge/types.js';
import { botSeats } from './bot-seats.js';
import { UsageError, runCommand } from './errors.js';
import { checkLogTarget } from './log-file.js';
import { collect, parseIntInRange, parseSeed, randomSeed } from './option-parsers.js';
import { addNetCommands } from './net-commands.js';
import { newProgram, runProgram } from './program.js';
import { addLearnCommand, offerLearn } from './learn-command.js';
import { addScreenReaderOption, screenReaderWanted } from './screen-reader.js';
import { runProtocol } from './protocol-driver.js';
import { addDisplayOptions, addReplayCommand, addRulesCommand, displayChoice, type DisplayFlags } from './shared-commands.js';
import { addThronfolgeSimCommand } from './sim-command.js';
import { addThronfolgeDaily } from './daily-option.js';
import { addResumeChoice } from './resume-choice.js';
import { addSavesCommand } from './saves-command.js';
import { addStatsCommand } from './stats-command.js';
import { addShareCommand } from './share-command.js';

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
  /** --daily: replaced by the date before the action runs (see daily-option.ts). */
  daily?: string;
  /** Set by --daily: today's unfinished duel of the deal, to continue. */
  dailyContinue?: string;
  /** Set by --daily: the attempt number of a new duel of the deal. */
  attempt?: number;
  screenReader?: boolean;
}

function duelOptions(flags: DuelFlags): ThronfolgeOptions {
  try {
    return thronfolge.normalizeOptions({ first: flags.first ?? null, variants: (flags.variant ?? []) as ThronfolgeOptions['variants'] });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

async function duel(flags: DuelFlags): Promise<number> {
  const options = duelOptions(flags);
  if (flags.vs === 'human' && flags.bot) throw new UsageError('--bot sets the bot\'s strength, but --vs human plays without a bot');
  if (flags.log) checkLogTarget(flags.log);
  const seed = flags.seed ?? randomSeed();
  // The strongest level that still decides well within a quarter second (see the README's figures).
  const level = flags.bot ?? 'hard';
  if (flags.json) {
    if (flags.resume) throw new UsageError('--resume is for interactive play; with --json, replay the log\'s moves instead');
    if ((flags.games ?? 1) !== 1) throw new UsageError('--games (match play) is for interactive play; with --json, start one duel per game');
    return runProtocol({
      game: thronfolge,
      options,
      seed,
      bots: flags.vs === 'bot' ? botSeats([2], seed, (botSeed) => makeThronfolgeBot(level, botSeed)) : new Map(),
      logFile: flags.log,
      input: process.stdin,
      output: process.stdout,
      errors: process.stderr,
    });
  }
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    throw new UsageError('interactive play needs a terminal; for scripts and pipes use "thronfolge duel --json"');
  }
  const { duelAtTerminal } = await import('./thronfolge-duel.js');
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
    // --daily continues today's unfinished duel of the deal (its save keeps the date and attempt).
    resume: flags.resume ?? flags.dailyContinue,
    daily: flags.dailyContinue ? undefined : flags.daily,
    attempt: flags.attempt,
    ...displayChoice(flags),
    screenReader: screenReaderWanted(flags.screenReader),
  });
}

export async function main(argv: string[]): Promise<void> {
  const program = newProgram('thronfolge', 'Thronfolge, a two-player duel for the crown, in your terminal');

  const duelCommand = program
    .command('duel')
    .description('play a duel (against the bot unless --vs human)')
    .option('--seed <seed>', 'seed of the shuffle and coin toss (default: random, recorded in the log)', parseSeed)
    .addOption(new Option('--vs <opponent>', 'bot, or human for two players at one keyboard').choices(['bot', 'human']).default('bot'))
    .addOption(new Option('--bot <level>', 'strength of the bot (default: hard)').choices(THRONFOLGE_BOT_LEVELS))
    .option('--first <seat>', 'who starts round 1: 1 or 2 (default: a coin toss)', parseIntInRange('--first', 1, 2))
    .option('--variant <name>', `a variant, repeatable: ${VARIANTS.join(', ')}`, collect)
    .option('--games <n>', 'match play: N games, the loser starts the next', parseIntInRange('--games', 1, 99))
    .option('--log <file>', 'also write the game log to this file after every move')
    .option('--resume [file]', 'continue an unfinished duel (asks which if there are several), or FILE')
    .option('--json', 'headless JSON-lines protocol on stdin/stdout (no terminal needed)');
  addResumeChoice(addThronfolgeDaily(duelCommand), 'thronfolge', ['--seed', '--first', '--variant', '--games', '--vs', '--daily']);
  addScreenReaderOption(addDisplayOptions(duelCommand, false)).action((flags: DuelFlags) => runCommand('thronfolge', () => duel(flags)));

  addReplayCommand(program, thronfolge, false, 'duel', async (log, ui) => (await import('../ui/thronfolge/entry.js')).runThronfolgeReplay(log, ui));
  addRulesCommand(program, thronfolge, async () => (await import('../ui/thronfolge/rules-text.js')).rulesText);
  addThronfolgeSimCommand(program);
  addStatsCommand(program, 'thronfolge');
  addShareCommand(program, 'thronfolge', 'duel');
  addSavesCommand(program, 'thronfolge', 'duel');
  addNetCommands(program, 'thronfolge');
  addLearnCommand(program, 'thronfolge');
  // Run with no command: the help, and the offer of the lessons under it.
  offerLearn(program, 'thronfolge', argv);

  await runProgram(program, argv);
}
