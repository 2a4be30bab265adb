// The `regicide` program: play (interactive or --json), replay (stepper or --verify), rules, sim.
import { Option } from 'commander';
import { regicide } from '../games/regicide/index.js';
import { VARIANTS, type RegicideOptions } from '../games/regicide/types.js';
import { UsageError, runCommand } from './errors.js';
import { collect, oneOf, parseIntInRange, parseSeatList, parseSeed, randomSeed, resolveLang, type Lang } from './option-parsers.js';
import { newProgram, runProgram } from './program.js';
import { runProtocol } from './protocol-driver.js';
import { readLogFile } from './log-file.js';
import { verifyLogFile } from './verify-command.js';
import { REGICIDE_BOT_LEVELS, makeRegicideBot, type RegicideBotLevel } from '../games/regicide/bots/index.js';
import { botSeats } from './bot-seats.js';
import { addRegicideSimCommand } from './sim-command.js';

interface PlayFlags {
  players?: number;
  solo?: boolean;
  seed?: string;
  variant?: string[];
  bots?: number[];
  bot?: RegicideBotLevel;
  log?: string;
  resume?: string | true;
  json?: boolean;
  lang?: Lang;
  ascii?: boolean;
  fourColor?: boolean;
  color: boolean;
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

function checkBotSeats(seats: number[], players: number): void {
  const outside = seats.filter((s) => s > players);
  if (outside.length) throw new UsageError(`--bots names seat ${outside[0]}, but there ${players === 1 ? 'is 1 seat' : `are ${players} seats`}`);
}

async function play(flags: PlayFlags): Promise<number> {
  const options = gameOptions(flags);
  const seatsOfBots = flags.bots ?? [];
  checkBotSeats(seatsOfBots, options.players);
  const seed = flags.seed ?? randomSeed();
  const level = flags.bot ?? 'easy';
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
  const ui = await import('../ui/regicide/entry.js');
  return ui.runRegicidePlay({
    options,
    seed,
    bots: seatsOfBots,
    botLevel: level,
    logFile: flags.log,
    resume: flags.resume,
    lang: resolveLang(flags.lang),
    ascii: Boolean(flags.ascii),
    fourColor: Boolean(flags.fourColor),
    color: flags.color && !process.env.NO_COLOR,
  });
}

export async function main(argv: string[]): Promise<void> {
  const program = newProgram('regicide', 'Regicide, the cooperative card game, in your terminal');
  const langOption = () => new Option('--lang <lang>', 'language of every text: en or de (default: from LANG)').argParser(oneOf('--lang', ['en', 'de'] as const));

  program
    .command('play')
    .description('start a game (solo unless --players is given)')
    .option('--players <n>', 'number of players, 1 to 4', parseIntInRange('--players', 1, 4))
    .option('--solo', 'a one-player game with the two set-aside jesters')
    .option('--seed <seed>', 'seed of the shuffles (default: random, recorded in the log)', parseSeed)
    .option('--variant <name>', `a variant, repeatable: ${VARIANTS.join(', ')}`, collect)
    .option('--bots <seats>', 'seats played by bots, e.g. 2,3', parseSeatList)
    .addOption(new Option('--bot <level>', 'strength of the bots').choices(REGICIDE_BOT_LEVELS))
    .option('--log <file>', 'also write the game log to this file after every move')
    .option('--resume [file]', 'continue the latest unfinished game, or the one in FILE')
    .option('--json', 'headless JSON-lines protocol on stdin/stdout (no terminal needed)')
    .addOption(langOption())
    .option('--ascii', 'S H D C instead of suit symbols, no box drawing')
    .option('--four-color', 'four suit colours')
    .option('--no-color', 'no colours (NO_COLOR is honoured too)')
    .action((flags: PlayFlags) => runCommand('regicide', () => play(flags)));

  program
    .command('replay <file>')
    .description('step through a logged game, or check it with --verify')
    .option('--verify', 're-play the log: exit 0 if every move is legal and the result matches')
    .addOption(langOption())
    .option('--ascii', 'S H D C instead of suit symbols')
    .option('--four-color', 'four suit colours')
    .option('--no-color', 'no colours')
    .action((file: string, flags: { verify?: boolean; lang?: Lang; ascii?: boolean; fourColor?: boolean; color: boolean }) =>
      runCommand('regicide', async () => {
        if (flags.verify) return verifyLogFile(regicide, file);
        const log = readLogFile(file, 'regicide');
        if (!process.stdin.isTTY) throw new UsageError('the replay stepper needs a terminal; use "regicide replay --verify FILE" in scripts');
        const ui = await import('../ui/regicide/entry.js');
        return ui.runRegicideReplay(log, { lang: resolveLang(flags.lang), ascii: Boolean(flags.ascii), fourColor: Boolean(flags.fourColor), color: flags.color && !process.env.NO_COLOR });
      }),
    );

  program
    .command('rules')
    .description('the rules, in your own language')
    .addOption(langOption())
    .option('--ascii', 'S H D C instead of suit symbols')
    .action((flags: { lang?: Lang; ascii?: boolean }) =>
      runCommand('regicide', async () => {
        const ui = await import('../ui/regicide/entry.js');
        process.stdout.write(ui.regicideRulesText(resolveLang(flags.lang), Boolean(flags.ascii)) + '\n');
        return 0;
      }),
    );

  addRegicideSimCommand(program);

  await runProgram(program, argv);
}
