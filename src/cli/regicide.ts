// The `regicide` program: play (interactive or --json), replay (stepper or --verify), rules, sim.
import { Option } from 'commander';
import { REGICIDE_BOT_LEVELS, makeRegicideBot, type RegicideBotLevel } from '../games/regicide/bots/index.js';
import { regicide } from '../games/regicide/index.js';
import { checkBotSeats } from '../games/regicide/setup.js';
import { VARIANTS, type RegicideOptions } from '../games/regicide/types.js';
import { botSeats } from './bot-seats.js';
import { UsageError, runCommand } from './errors.js';
import { checkLogTarget } from './log-file.js';
import { collect, parseIntInRange, parseSeatList, parseSeed, randomSeed } from './option-parsers.js';
import { addNetCommands } from './net-commands.js';
import { newProgram, runProgram } from './program.js';
import { addLearnCommand, offerLearn } from './learn-command.js';
import { addScreenReaderOption, screenReaderWanted } from './screen-reader.js';
import { runProtocol } from './protocol-driver.js';
import { addDisplayOptions, addReplayCommand, addRulesCommand, displayChoice, type DisplayFlags } from './shared-commands.js';
import { addRegicideSimCommand } from './sim-command.js';
import { addRegicideDaily } from './daily-option.js';
import { addResumeChoice } from './resume-choice.js';
import { addSavesCommand } from './saves-command.js';
import { addStatsCommand } from './stats-command.js';
import { addShareCommand } from './share-command.js';
import { addAnalyzeCommand } from './analyze-command.js';

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
  /** --daily: replaced by the date before the action runs (see daily-option.ts). */
  daily?: string;
  /** Set by --daily: today's unfinished game of the deal, to continue. */
  dailyContinue?: string;
  /** Set by --daily: the attempt number of a new game of the deal. */
  attempt?: number;
  screenReader?: boolean;
}

function gameOptions(flags: PlayFlags): RegicideOptions {
  if (flags.solo && flags.players !== undefined && flags.players !== 1) {
    throw new UsageError(`--solo is a one-player game and cannot be combined with --players ${flags.players}`);
  }
  try {
    return regicide.normalizeOptions({ players: flags.solo ? 1 : (flags.players ?? 1), variants: (flags.variant ?? []) as RegicideOptions['variants'] });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

async function play(flags: PlayFlags): Promise<number> {
  const options = gameOptions(flags);
  const seatsOfBots = flags.bots ?? [];
  // With --resume the saved game decides the number of seats; the UI checks the bots against it.
  if (!flags.resume) {
    try {
      checkBotSeats(seatsOfBots, options.players);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  if (flags.log) checkLogTarget(flags.log);
  const seed = flags.seed ?? randomSeed();
  // The strongest level that still decides well within a quarter second (see the README's figures).
  const level = flags.bot ?? 'hard';
  if (flags.json) {
    if (flags.resume) throw new UsageError('--resume is for interactive play; with --json, replay the log\'s moves instead');
    return runProtocol({
      game: regicide,
      options,
      seed,
      bots: botSeats(seatsOfBots, seed, (botSeed) => makeRegicideBot(level, botSeed)),
      logFile: flags.log,
      input: process.stdin,
      output: process.stdout,
      errors: process.stderr,
    });
  }
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    throw new UsageError('interactive play needs a terminal; for scripts and pipes use "regicide play --json"');
  }
  const { playRegicideAtTerminal } = await import('./regicide-play.js');
  return playRegicideAtTerminal({
    options,
    seed,
    bots: seatsOfBots,
    // Unset unless given, so that --resume keeps the level stored with the game.
    botLevel: flags.bot,
    logFile: flags.log,
    // --daily continues today's unfinished game of the deal (its save keeps the date and attempt).
    resume: flags.resume ?? flags.dailyContinue,
    daily: flags.dailyContinue ? undefined : flags.daily,
    attempt: flags.attempt,
    ...displayChoice(flags),
    screenReader: screenReaderWanted(flags.screenReader),
  });
}

export async function main(argv: string[]): Promise<void> {
  const program = newProgram('regicide', 'Regicide, the cooperative card game, in your terminal');

  const playCommand = program
    .command('play')
    .description('start a game (solo unless --players is given)')
    .option('--players <n>', 'number of players, 1 to 4', parseIntInRange('--players', 1, 4))
    .option('--solo', 'a one-player game with the two set-aside jesters')
    .option('--seed <seed>', 'seed of the shuffles (default: random, recorded in the log)', parseSeed)
    .option('--variant <name>', `a variant, repeatable: ${VARIANTS.join(', ')}`, collect)
    .option('--bots <seats>', 'seats played by bots, e.g. 2,3', parseSeatList)
    .addOption(new Option('--bot <level>', 'strength of the bots (default: hard)').choices(REGICIDE_BOT_LEVELS))
    .option('--log <file>', 'also write the game log to this file after every move')
    .option('--resume [file]', 'continue an unfinished game (asks which if there are several), or FILE')
    .option('--json', 'headless JSON-lines protocol on stdin/stdout (no terminal needed)');
  addResumeChoice(addRegicideDaily(playCommand), 'regicide', ['--players', '--seed', '--variant', '--daily']);
  addScreenReaderOption(addDisplayOptions(playCommand, true)).action((flags: PlayFlags) => runCommand('regicide', () => play(flags)));

  addReplayCommand(program, regicide, true, 'play', async (log, ui) => (await import('../ui/regicide/entry.js')).runRegicideReplay(log, ui));
  addRulesCommand(program, regicide, async () => (await import('../ui/regicide/rules-text.js')).rulesText);
  addRegicideSimCommand(program);
  addStatsCommand(program, 'regicide');
  addShareCommand(program, 'regicide', 'play');
  addSavesCommand(program, 'regicide', 'play');
  addNetCommands(program, 'regicide');
  addLearnCommand(program, 'regicide');
  // Run with no command: the help, and the offer of the lessons under it.
  offerLearn(program, 'regicide', argv);
  addAnalyzeCommand(program);

  await runProgram(program, argv);
}
