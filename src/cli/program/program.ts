// The program of a game: the commands every game has (replay, rules, stats, share, saves, host,
// join, serve) around its own (its play command, sim, commands of its own). Usage errors are one
// line on stderr and exit 2. `makeProgram` builds it for any registered module, so a test can run
// a game's program in this process.
import type { Readable, Writable } from 'node:stream';
import { Command, CommanderError } from 'commander';
import { loadModule, type GameCard } from '../../modules/card.js';
import { printableLines, UsageError, runCommand } from './errors.js';
import type { GameCli } from './game-cli.js';
import { descriptionsOf, type GameDescriptions } from '../words/descriptions.js';
import { localizeHelp } from '../words/localize.js';
import { loadRunWords } from '../words/run-words.js';
import { langOfRun, runLang, setRunLang } from '../words/run-lang.js';
import { usageErrorLine } from '../words/usage-errors.js';
import { addNetCommands } from '../net/net-commands.js';
import { addAccountCommand } from '../account/account-command.js';
import { addNotifyCommand } from '../account/notify-command.js';
import { parseSeed, randomSeed } from './option-parsers.js';
import { packageVersion } from './package-version.js';
import { addSavesCommand } from '../saves/saves-command.js';
import { addShareCommand } from '../daily/share-command.js';
import { addReplayCommand, addRulesCommand } from './shared-commands.js';
import { addStatsCommand } from '../saves/stats-command.js';
import { addCompletionCommand } from '../completion/command.js';
import { applySettingsFile } from '../settings/apply.js';
import { settingsMissing, startSettings } from '../settings/start.js';
import { addConfigCommand } from '../settings/command.js';
import { usageTexts } from '../words/usage-texts.js';

export function newProgram(name: string, description: string): Command {
  const program = new Command(name).description(description).version(packageVersion()).showSuggestionAfterError(false);
  // Commander writes a usage error and then exits through the override with the error's code: the
  // line is held until then and written in the run's language, from that code. It quotes the
  // option's value as typed, so the line is made printable; the program's name makes it stand alone.
  let write: ((text: string) => void) | null = null;
  program.configureOutput({ outputError: (_text, writeErr) => (write = writeErr) });
  program.exitOverride((e) => {
    write?.(`${name}: ${printableLines(usageErrorLine(e.code, e.message, runLang()))}\n`);
    write = null;
    throw e;
  });
  return program;
}

/**
 * Parses and runs; help and --version exit 0, every usage error exits 2. The settings file gives
 * the options their defaults first (an option on the command line wins), and with --lang the
 * language of the help and of the usage errors; `helpWords` are the game's own descriptions in
 * each language (its GameCli's).
 */
export async function runProgram(program: Command, argv: string[], helpWords?: GameDescriptions): Promise<void> {
  const settings = await startSettings();
  const lang = langOfRun(argv, settings.values.lang, process.env);
  setRunLang(lang);
  // The words first: the settings file's problems, and the reasons an option refuses its values, are said in them.
  await loadRunWords(lang);
  applySettingsFile(program, program.name(), settings);
  if (lang !== 'en') localizeHelp(program, lang, await descriptionsOf(lang, helpWords));
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) process.exit(e.exitCode === 0 ? 0 : 2);
    throw e;
  }
}

/** Where a program without commands of its own reads and writes the protocol (a test runs it in its own process). */
export interface ProgramIo {
  input: Readable;
  output: Writable;
  errors: Writable;
}

const processIo = (): ProgramIo => ({ input: process.stdin, output: process.stdout, errors: process.stderr });

/**
 * The program of `module`, with the game's own commands from `cli`; a game without them plays
 * over the protocol on `io`.
 */
export function makeProgram(module: GameCard, cli?: GameCli, io: ProgramIo = processIo()): Command {
  cli ??= plainCli(module, io);
  const program = newProgram(module.id, cli.description);
  cli.addPlay(program);
  addReplayCommand(program, module);
  addRulesCommand(program, module);
  cli.addSim?.(program);
  if (cli.stats) addStatsCommand(program, module, cli.stats);
  if (cli.stats) addShareCommand(program, module);
  addSavesCommand(program, module, cli.saves);
  addNetCommands(program, module, cli.host);
  addAccountCommand(program, module.id);
  addNotifyCommand(program, module.id);
  addConfigCommand(program, module);
  addCompletionCommand(program);
  cli.addOwn?.(program);
  return program;
}

/**
 * The program to parse `argv` with: `full()` (every command), or only the game's play command
 * when `argv` starts with it and there is no settings file. Commander parses `play` and prints
 * its help from that command alone and the program's own options, so the run is the same; only
 * the other commands' options are not built (about 10 ms of the first frame, docs/figures.md).
 * A settings file applies to every command's options and may say a problem of another command's
 * (a value its option refuses), so with one the program is the full one.
 */
export function programFor(argv: readonly string[], card: GameCard, cli: GameCli, full: () => Command): Command {
  if (argv[0] !== card.playCommand || !settingsMissing()) return full();
  const program = newProgram(card.id, cli.description);
  cli.addPlay(program);
  return program;
}

interface PlainFlags {
  seed?: string;
  log?: string;
  json?: boolean;
}

/**
 * The play command of a game without commands of its own: the protocol with the module's default
 * seating (its bots where its defaults put them), from a seed.
 */
export function playCommandOf(card: GameCard, io: ProgramIo): (program: Command) => void {
  return (program) =>
    program
      .command(card.playCommand)
      .description('play a game over the JSON-lines protocol')
      .option('--seed <seed>', 'seed of the shuffles (default: random, recorded in the log)', parseSeed)
      .option('--log <file>', 'also write the game log to this file after every move')
      .option('--json', 'headless JSON-lines protocol on stdin/stdout')
      .action((flags: PlainFlags) =>
        runCommand(card.id, async () => {
          if (!flags.json) throw new UsageError(usageTexts().noScreensPlay(card.id, `${card.id} ${card.playCommand} --json`));
          const module = await loadModule(card);
          // The protocol's code loads when it runs: the program's --help reads none of it.
          const [{ checkLogTarget }, { playOverProtocol }] = await Promise.all([import('../saves/log-file.js'), import('../protocol/bot-seats.js')]);
          if (flags.log) checkLogTarget(flags.log);
          const seed = flags.seed ?? randomSeed();
          const options = module.game.normalizeOptions({});
          return playOverProtocol(module, {}, { options, seed, logFile: flags.log }, io);
        }),
      );
}

const plainCli = (card: GameCard, io: ProgramIo): GameCli => ({
  description: card.id,
  addPlay: playCommandOf(card, io),
  host: { description: 'open a table for players in other terminals (you take seat 1)', addOptions: (command) => command },
});
