// The command line's own words in English: commander's help lines and usage errors, the
// everyday lines, the reasons a value is refused (the shapes are in ../types.ts).
import type { ArgumentTexts, CommanderTexts, RunWords, UsageTexts } from '../types.js';
import { wordsIn } from '../../../text/words.js';
import { LINES } from '../lines/en.js';

const join = (and: string) => (flags: readonly string[]) => (flags.length <= 1 ? (flags[0] ?? '') : `${flags.slice(0, -1).join(', ')} ${and} ${flags[flags.length - 1]}`);

const commander: CommanderTexts = {
  headings: { 'Usage:': 'Usage:', 'Options:': 'Options:', 'Commands:': 'Commands:', 'Arguments:': 'Arguments:', 'Global Options:': 'Global Options:' },
  helpOption: 'display help for command',
  helpCommand: 'display help for command',
  version: 'output the version number',
  placeholders: {},
  choices: 'choices',
  default: 'default',
  errors: {
    unknownOption: (flag) => `unknown option '${flag}'`,
    unknownCommand: (name) => `unknown command '${name}'`,
    missingArgument: (name) => `missing required argument '${name}'`,
    optionMissingArgument: (flags) => `option '${flags}' argument missing`,
    missingMandatoryOptionValue: (flags) => `required option '${flags}' not specified`,
    invalidOptionArgument: (flags, value, why) => `option '${flags}' argument '${value}' is invalid. ${why}`,
    invalidArgument: (name, value, why) => `command-argument value '${value}' is invalid for argument '${name}'. ${why}`,
    excessArguments: (expected, got) => `too many arguments. Expected ${expected} argument${expected === 1 ? '' : 's'} but got ${got}.`,
    allowedChoices: (choices) => `Allowed choices are ${choices}.`,
  },
};

const usage: UsageTexts = {
  joinFlags: join('and'),
  share: {
    noDaily: (date, play) => `no finished daily game on ${date}; play it with "${play}"`,
    noPastDaily: (date, play) => `no finished daily game on ${date}; today's deal is played with "${play}"`,
  },
  saves: {
    outOfRange: (which, n) => `--delete ${which}: the list of unfinished games has numbers 1 to ${n}`,
    noUnfinished: (which) => `--delete ${which}: there are no unfinished games`,
    notFound: (which) => `--delete ${which}: no saved game has that number or id (see the list without --delete)`,
    deleteBoth: '--delete and --delete-finished cannot be combined',
  },
  play: {
    soloWithPlayers: (players) => `--solo is a one-player game and cannot be combined with --players ${players}`,
    resumeWithJson: "--resume is for interactive play; with --json, replay the log's moves instead",
    needsTerminal: (command) => `interactive play needs a terminal; for scripts and pipes use "${command}"`,
    onlineAlone: (flag) => `--online finds a table on a server; it cannot be combined with ${flag}`,
    onlinePlayers: '--online plays with others: --players 2 to 4',
    botWithHuman: "--bot sets the bot's strength, but --vs human plays without a bot",
    gamesWithJson: '--games (match play) is for interactive play; with --json, start one duel per game',
    onlineHuman: '--online plays against a person on the server; --vs human is for two players at one keyboard',
  },
  resumeFixed: (flags) => `--resume continues a saved game whose ${wordsIn('en').count(flags.length, { one: 'setting is', other: 'settings are' })} fixed; drop ${usage.joinFlags(flags)}`,
  dailyFixed: (plays, flags) => `--daily plays ${plays}; it cannot be combined with ${usage.joinFlags(flags)}`,
  replay: {
    sizeWithoutCast: '--size and --speed go with --cast OUT',
    castAndVerify: '--cast and --verify are separate: use one of them',
    noScreens: (game, verify) => `${game} has no screens; use "${verify}"`,
    needsTerminal: (verify) => `the replay stepper needs a terminal; use "${verify}" in scripts`,
  },
  log: {
    folder: (path, folder) => `cannot write the log ${path}: the folder ${folder} cannot be created or written`,
    isFolder: (path) => `cannot write the log ${path}: it is a folder`,
    notOver: (path, resume) => `${path}: that game is not over, and the replay would show every hand; continue it with "${resume}" (replay --verify checks it)`,
  },
  learn: {
    noLesson: (named, n) => `no lesson ${JSON.stringify(named)}; choose 1 to ${n} (see --list)`,
    needsTerminal: (command) => `the lessons need a terminal; run "${command}" in one`,
  },
  noScreensPlay: (game, command) => `${game} has no screens; play it with "${command}"`,
  net: {
    tableForOne: (play) => `a table for one needs no server: play solo with "${play}"`,
    resumeWithServer: "--resume restores the embedded server's rooms; it cannot be combined with --server",
    botOneOf: (levels) => `--bot must be one of: ${levels}`,
    needsAddress: (command) => `${command} needs the address the host printed, e.g. 192.168.1.5:2567/KQX7-2MPD`,
    joinOther: (game, joinCommand) => `that table plays ${game}; join it with "${joinCommand}"`,
    watchOther: (game, watch) => `that table plays ${game}; watch it with "${watch}"`,
    findOther: (game, lobby) => `that table plays ${game}; find one with "${lobby}"`,
    unknownGame: 'that table plays a game this program does not know',
  },
  quickNeedsTerminal: (lobby, joinCommand) => `quick match needs a terminal; scripts find a table with "${lobby}" and join it with "${joinCommand}"`,
};

const argument: ArgumentTexts = {
  wholeNumber: (name, low, high) => `${name} must be a whole number from ${low} to ${high}.`,
  range: (name, low, high) => `${name} must be from ${low} to ${high}.`,
  decimal: (name, low, high) => `${name} must be a number above ${low} and at most ${high}.`,
  oneOf: (name, allowed) => `${name} must be one of: ${allowed}.`,
  listenAddress: (name) => `${name} must be HOST:PORT, e.g. 127.0.0.1:9100`,
  seatList: 'seats must be a comma-separated list of seat numbers, e.g. 2,3.',
  variant: (given, allowed) => `unknown variant ${given}; allowed: ${allowed}.`,
  seedEmpty: 'the seed must not be empty.',
  seedTooLong: (max) => `the seed must be at most ${max} characters.`,
  seedNotPrintable: 'the seed must be printable text (no control or format characters).',
  date: (name) => `${name} must be a date like 2026-11-30.`,
  castSize: '--size must be COLUMNSxROWS, e.g. 80x24.',
  castSizeRange: (low, high) => `--size must be from ${low} to ${high}.`,
  castSpeed: '--speed must be a number from 0.1 to 100, e.g. 2 for twice as fast.',
  castTimestamp: '--cast-timestamp must be whole seconds since 1970.',
  seconds: '--seconds must be a number of seconds above 0, e.g. 10 or 2.5.',
  database: '--database takes a PostgreSQL URL like postgres://user@host:5432/cards (SQLite needs none: it lives in the data folder).',
  origin: (given) => `--allow-origin takes an origin like https://cards.example.org (scheme, host, port; no path), not ${given}.`,
  proxy: (given) => `--trust-proxy takes an IP address or a range like 10.0.0.0/8, not ${given}.`,
  botLevels: (allowed, given) => `--bot-levels takes a comma-separated list of ${allowed}; ${given} is none of them.`,
  notifyAllow: (given) => `--notify-allow takes a host name or an IP address like 127.0.0.1 (no scheme, port or path), not ${given}.`,
  arenaLevels: (allowed) => `--levels takes all, none or levels separated by commas, each one of: ${allowed}.`,
  botPair: (allowed) => `--bots must be two levels separated by a comma (seat 1, seat 2), each one of: ${allowed}; e.g. hard,easy.`,
};

export const WORDS: RunWords = { commander, usage, argument, lines: LINES };
