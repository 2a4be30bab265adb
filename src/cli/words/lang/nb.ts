// The command line's own words in Norwegian (Bokmål): commander's help lines and usage errors, the
// everyday lines, the reasons a value is refused (the shapes are in ../types.ts).
import type { ArgumentTexts, CommanderTexts, RunWords, UsageTexts } from '../types.js';
import { wordsIn } from '../../../text/words.js';
import { LINES } from '../lines/nb.js';

const join = (and: string) => (flags: readonly string[]) => (flags.length <= 1 ? (flags[0] ?? '') : `${flags.slice(0, -1).join(', ')} ${and} ${flags[flags.length - 1]}`);

const nbWords = wordsIn('nb');
const commander: CommanderTexts = {
  headings: { 'Usage:': 'Bruk:', 'Options:': 'Valg:', 'Commands:': 'Kommandoer:', 'Arguments:': 'Argumenter:', 'Global Options:': 'Felles valg:' },
  helpOption: 'vis hjelp for kommandoen',
  helpCommand: 'vis hjelp for en kommando',
  version: 'vis versjonsnummeret',
  placeholders: {
    options: 'valg',
    command: 'kommando',
    file: 'fil',
    address: 'adresse',
    code: 'kode',
    key: 'nøkkel',
    lesson: 'leksjon',
    shell: 'skall',
    value: 'verdi',
  },
  choices: 'valgmuligheter',
  default: 'standard',
  errors: {
    unknownOption: (flag) => `ukjent valg «${flag}»`,
    unknownCommand: (name) => `ukjent kommando «${name}»`,
    missingArgument: (name) => `argumentet «${name}» mangler`,
    optionMissingArgument: (flags) => `valget «${flags}» mangler verdi`,
    missingMandatoryOptionValue: (flags) => `valget «${flags}» må oppgis`,
    invalidOptionArgument: (flags, value, why) => `ugyldig verdi «${value}» for valget «${flags}». ${why}`,
    invalidArgument: (name, value, why) => `ugyldig verdi «${value}» for argumentet «${name}». ${why}`,
    excessArguments: (expected, got) => `for mange argumenter: ${expected === 0 ? 'ingen' : nbWords.number(expected)} ventet, fikk ${got}.`,
    allowedChoices: (choices) => `Tillatt: ${choices}.`,
  },
};

const usage: UsageTexts = {
  joinFlags: join('og'),
  share: {
    noDaily: (date, play) => `ingen fullført giv for ${date}; spill dagens giv med «${play}»`,
    noPastDaily: (date, play) => `ingen fullført giv for ${date}; dagens giv spilles med «${play}»`,
  },
  saves: {
    outOfRange: (which, n) => `--delete ${which}: listen over uferdige spill har numrene 1 til ${n}`,
    noUnfinished: (which) => `--delete ${which}: det finnes ingen uferdige spill`,
    notFound: (which) => `--delete ${which}: ingen lagrede spill har det nummeret eller den ID-en (se listen uten --delete)`,
    deleteBoth: '--delete og --delete-finished kan ikke brukes sammen',
  },
  play: {
    soloWithPlayers: (players) => `--solo er et spill for én og kan ikke brukes sammen med --players ${players}`,
    resumeWithJson: '--resume er for spill på skjermen; med --json spiller du heller trekkene fra loggen på nytt',
    needsTerminal: (command) => `spill på skjermen trenger en terminal; i skript og rør bruker du «${command}»`,
    onlineAlone: (flag) => `--online finner et bord på en server; det kan ikke brukes sammen med ${flag}`,
    onlinePlayers: '--online spilles med andre: --players 2 til 4',
    botWithHuman: '--bot angir styrken til boten, men --vs human spilles uten bot',
    gamesWithJson: '--games (matchspill) er for spill på skjermen; med --json starter du én duell per spill',
    onlineHuman: '--online spilles mot et menneske på serveren; --vs human er for to spillere ved ett tastatur',
  },
  resumeFixed: (flags) => `--resume fortsetter et lagret spill der ${flags.length === 1 ? 'innstillingen er fastsatt' : 'innstillingene er fastsatt'}; dropp ${usage.joinFlags(flags)}`,
  dailyFixed: (plays, flags) => `--daily spiller ${plays}; det kan ikke brukes sammen med ${usage.joinFlags(flags)}`,
  replay: {
    sizeWithoutCast: '--size og --speed hører til --cast OUT',
    castAndVerify: '--cast og --verify er atskilt: bruk ett av dem',
    noScreens: (game, verify) => `${game} har ingen skjermer; bruk «${verify}»`,
    needsTerminal: (verify) => `trinnvisningen trenger en terminal; i skript bruker du «${verify}»`,
  },
  log: {
    folder: (path, folder) => `kan ikke skrive loggen ${path}: mappen ${folder} kan ikke opprettes eller skrives til`,
    isFolder: (path) => `kan ikke skrive loggen ${path}: det er en mappe`,
    notOver: (path, resume) => `${path}: det spillet er ikke ferdig, og avspillingen ville vist alle hender; fortsett det med «${resume}» (replay --verify sjekker det)`,
  },
  learn: {
    noLesson: (named, n) => `ingen leksjon «${named}»; velg 1 til ${n} (se --list)`,
    needsTerminal: (command) => `leksjonene trenger en terminal; kjør «${command}» i en`,
  },
  noScreensPlay: (game, command) => `${game} har ingen skjermer; spill det med «${command}»`,
  net: {
    tableForOne: (play) => `et bord for én trenger ingen server: spill alene med «${play}»`,
    resumeWithServer: '--resume gjenoppretter rommene til den innebygde serveren; det kan ikke brukes sammen med --server',
    botOneOf: (levels) => `--bot må være ett av: ${levels}`,
    needsAddress: (command) => `${command} trenger adressen verten skrev ut, f.eks. 192.168.1.5:2567/KQX7-2MPD`,
    joinOther: (game, joinCommand) => `ved det bordet spilles ${game}; bli med ved å kjøre «${joinCommand}»`,
    watchOther: (game, watch) => `ved det bordet spilles ${game}; se på med «${watch}»`,
    findOther: (game, lobby) => `ved det bordet spilles ${game}; finn et med «${lobby}»`,
    unknownGame: 'ved det bordet spilles et spill dette programmet ikke kjenner',
  },
  quickNeedsTerminal: (lobby, joinCommand) => `hurtigspill trenger en terminal; skript finner et bord med «${lobby}» og blir med via «${joinCommand}»`,
};

const NB = wordsIn('nb');
const argument: ArgumentTexts = {
  wholeNumber: (name, low, high) => `${name} må være et heltall fra ${NB.number(low)} til ${NB.number(high)}.`,
  range: (name, low, high) => `${name} må være fra ${NB.number(low)} til ${NB.number(high)}.`,
  decimal: (name, low, high) => `${name} må være et tall over ${NB.number(low)} og høyst ${NB.number(high)}.`,
  oneOf: (name, allowed) => `${name} må være ett av: ${allowed}.`,
  listenAddress: (name) => `${name} må ha formen VERT:PORT, f.eks. 127.0.0.1:9100.`,
  seatList: 'plasser skrives som en kommaseparert liste med plassnumre, f.eks. 2,3.',
  variant: (given, allowed) => `ukjent variant ${given}; tillatt: ${allowed}.`,
  seedEmpty: 'frøet kan ikke være tomt.',
  seedTooLong: (max) => `frøet kan være på høyst ${NB.number(max)} tegn.`,
  seedNotPrintable: 'frøet må være skrivbar tekst (ingen kontroll- eller formattegn).',
  date: (name) => `${name} må være en dato som 2026-11-30.`,
  castSize: '--size må ha formen KOLONNERxRADER, f.eks. 80x24.',
  castSizeRange: (low, high) => `--size må være fra ${low} til ${high}.`,
  castSpeed: `--speed må være et tall fra ${NB.number(0.1)} til 100, f.eks. 2 for dobbelt så fort.`,
  castTimestamp: '--cast-timestamp må være hele sekunder siden 1970.',
  seconds: `--seconds må være et antall sekunder over 0, f.eks. 10 eller ${NB.number(2.5)}.`,
  database: '--database tar en PostgreSQL-URL som postgres://user@host:5432/cards (SQLite trenger ingen: den ligger i datamappen).',
  origin: (given) => `--allow-origin tar en opprinnelse (origin) som https://cards.example.org (skjema, vert, port; ingen sti), ikke ${given}.`,
  proxy: (given) => `--trust-proxy tar en IP-adresse eller et område som 10.0.0.0/8, ikke ${given}.`,
  botLevels: (allowed, given) => `--bot-levels tar en kommaseparert liste av ${allowed}; ${given} er ingen av dem.`,
  notifyAllow: (given) => `--notify-allow tar et vertsnavn eller en IP-adresse som 127.0.0.1 (uten skjema, port eller sti), ikke ${given}.`,
  arenaLevels: (allowed) => `--levels tar all, none eller nivåer skilt med komma, hvert ett av: ${allowed}.`,
  botPair: (allowed) => `--bots må være to nivåer skilt med komma (plass 1, plass 2), hvert ett av: ${allowed}; f.eks. hard,easy.`,
};

export const WORDS: RunWords = { commander, usage, argument, lines: LINES };
