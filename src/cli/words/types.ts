// The shapes of the command line's own words (see run-words.ts): commander's, the everyday lines',
// and the reasons a value is refused. Each language's are in lang/, one file per language.
import type { LineTexts } from './line-types.js';

export interface CommanderTexts {
  /** The headings commander writes, keyed by its English ("Usage:", "Options:" …). */
  headings: Readonly<Record<string, string>>;
  helpOption: string;
  helpCommand: string;
  version: string;
  /** The placeholders of a usage line and of a command's arguments, keyed by commander's English name. */
  placeholders: Readonly<Record<string, string>>;
  /** "(choices: …, default: …)" after an option. */
  choices: string;
  default: string;
  /** The usage errors, each one line without the program's name. */
  errors: {
    unknownOption(flag: string): string;
    unknownCommand(name: string): string;
    missingArgument(name: string): string;
    optionMissingArgument(flags: string): string;
    missingMandatoryOptionValue(flags: string): string;
    invalidOptionArgument(flags: string, value: string, why: string): string;
    invalidArgument(name: string, value: string, why: string): string;
    excessArguments(expected: number, got: number): string;
    allowedChoices(choices: string): string;
  };
}

export interface UsageTexts {
  /** `--a, --b and --c`. */
  joinFlags(flags: readonly string[]): string;
  share: { noDaily(date: string, play: string): string; noPastDaily(date: string, play: string): string };
  saves: {
    outOfRange(which: string, n: number): string;
    noUnfinished(which: string): string;
    notFound(which: string): string;
    deleteBoth: string;
  };
  play: {
    soloWithPlayers(players: number): string;
    resumeWithJson: string;
    needsTerminal(command: string): string;
    onlineAlone(flag: string): string;
    onlinePlayers: string;
    botWithHuman: string;
    gamesWithJson: string;
    onlineHuman: string;
  };
  /** `--resume` with options the save already fixes. */
  resumeFixed(flags: readonly string[]): string;
  /** `--daily` with options that would change the deal; `plays` is the game's daily rule's words. */
  dailyFixed(plays: string, flags: readonly string[]): string;
  replay: { sizeWithoutCast: string; castAndVerify: string; noScreens(game: string, verify: string): string; needsTerminal(verify: string): string };
  /** A game without screens of its own, played with `play`: how to play it over the protocol. */
  noScreensPlay(game: string, command: string): string;
  log: {
    folder(path: string, folder: string): string;
    isFolder(path: string): string;
    notOver(path: string, resume: string): string;
  };
  learn: { noLesson(named: string, n: number): string; needsTerminal(command: string): string };
  quickNeedsTerminal(lobby: string, join: string): string;
  /** host, join, watch and quick match. */
  net: {
    tableForOne(play: string): string;
    resumeWithServer: string;
    botOneOf(levels: string): string;
    needsAddress(command: string): string;
    joinOther(game: string, join: string): string;
    watchOther(game: string, watch: string): string;
    findOther(game: string, lobby: string): string;
    unknownGame: string;
  };
}

export interface ArgumentTexts {
  wholeNumber(name: string, low: number, high: number): string;
  range(name: string, low: number, high: number): string;
  decimal(name: string, low: number, high: number): string;
  oneOf(name: string, allowed: string): string;
  listenAddress(name: string): string;
  seatList: string;
  variant(given: string, allowed: string): string;
  seedEmpty: string;
  seedTooLong(max: number): string;
  seedNotPrintable: string;
  date(name: string): string;
  castSize: string;
  castSizeRange(low: string, high: string): string;
  castSpeed: string;
  castTimestamp: string;
  seconds: string;
  database: string;
  origin(given: string): string;
  proxy(given: string): string;
  botLevels(allowed: string, given: string): string;
  notifyAllow(given: string): string;
  arenaLevels(allowed: string): string;
  botPair(allowed: string): string;
}

/** The command line's words in one language. */
export interface RunWords {
  commander: CommanderTexts;
  usage: UsageTexts;
  argument: ArgumentTexts;
  /** The other lines a command prints (../line-types.ts). */
  lines: LineTexts;
}
