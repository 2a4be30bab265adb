// The command line's own words in German: commander's help lines and usage errors, the
// everyday lines, the reasons a value is refused (the shapes are in ../types.ts).
import type { ArgumentTexts, CommanderTexts, RunWords, UsageTexts } from '../types.js';
import { wordsIn } from '../../../text/words.js';
import { LINES } from '../lines/de.js';

const join = (and: string) => (flags: readonly string[]) => (flags.length <= 1 ? (flags[0] ?? '') : `${flags.slice(0, -1).join(', ')} ${and} ${flags[flags.length - 1]}`);

const deWords = wordsIn('de');
const commander: CommanderTexts = {
  headings: { 'Usage:': 'Aufruf:', 'Options:': 'Optionen:', 'Commands:': 'Befehle:', 'Arguments:': 'Argumente:', 'Global Options:': 'Allgemeine Optionen:' },
  helpOption: 'Hilfe zum Befehl anzeigen',
  helpCommand: 'Hilfe zu einem Befehl anzeigen',
  version: 'die Versionsnummer ausgeben',
  placeholders: {
    options: 'Optionen',
    command: 'Befehl',
    file: 'Datei',
    address: 'Adresse',
    code: 'Code',
    key: 'Schlüssel',
    lesson: 'Lektion',
    shell: 'Shell',
    value: 'Wert',
  },
  choices: 'Auswahl',
  default: 'Vorgabe',
  errors: {
    unknownOption: (flag) => `unbekannte Option „${flag}“`,
    unknownCommand: (name) => `unbekannter Befehl „${name}“`,
    missingArgument: (name) => `das Argument „${name}“ fehlt`,
    optionMissingArgument: (flags) => `die Option „${flags}“ braucht einen Wert`,
    missingMandatoryOptionValue: (flags) => `die Option „${flags}“ muss angegeben werden`,
    invalidOptionArgument: (flags, value, why) => `ungültiger Wert „${value}“ für die Option „${flags}“. ${why}`,
    invalidArgument: (name, value, why) => `ungültiger Wert „${value}“ für das Argument „${name}“. ${why}`,
    excessArguments: (expected, got) => `zu viele Argumente: ${expected === 0 ? 'keines' : deWords.count(expected, { one: 'eines', other: '#' })} erwartet, ${got} erhalten.`,
    allowedChoices: (choices) => `Erlaubt sind: ${choices}.`,
  },
};

const usage: UsageTexts = {
  joinFlags: join('und'),
  share: {
    noDaily: (date, play) => `kein beendetes Tagesspiel am ${date}; spiel es mit „${play}“`,
    noPastDaily: (date, play) => `kein beendetes Tagesspiel am ${date}; das heutige Blatt spielst du mit „${play}“`,
  },
  saves: {
    outOfRange: (which, n) => `--delete ${which}: die Liste der unfertigen Spiele hat die Nummern 1 bis ${n}`,
    noUnfinished: (which) => `--delete ${which}: es gibt keine unfertigen Spiele`,
    notFound: (which) => `--delete ${which}: kein gespeichertes Spiel hat diese Nummer oder ID (siehe die Liste ohne --delete)`,
    deleteBoth: '--delete und --delete-finished lassen sich nicht verbinden',
  },
  play: {
    soloWithPlayers: (players) => `--solo ist ein Spiel für eine Person und lässt sich nicht mit --players ${players} verbinden`,
    resumeWithJson: '--resume ist fürs Spielen am Bildschirm; mit --json spielst du stattdessen die Züge aus dem Protokoll nach',
    needsTerminal: (command) => `Spielen am Bildschirm braucht ein Terminal; für Skripte und Pipes gibt es „${command}“`,
    onlineAlone: (flag) => `--online sucht einen Tisch auf einem Server und lässt sich nicht mit ${flag} verbinden`,
    onlinePlayers: '--online spielt mit anderen: --players 2 bis 4',
    botWithHuman: '--bot legt die Spielstärke des Bots fest, aber --vs human spielt ohne Bot',
    gamesWithJson: '--games (Matchspiel) ist fürs Spielen am Bildschirm; mit --json startest du ein Duell pro Spiel',
    onlineHuman: '--online spielt gegen einen Menschen auf dem Server; --vs human ist für zwei Spieler an einer Tastatur',
  },
  resumeFixed: (flags) => `--resume setzt ein gespeichertes Spiel fort, dessen ${flags.length === 1 ? 'Einstellung feststeht' : 'Einstellungen feststehen'}; lass ${usage.joinFlags(flags)} weg`,
  dailyFixed: (plays, flags) => `--daily spielt ${plays} und lässt sich nicht mit ${usage.joinFlags(flags)} verbinden`,
  replay: {
    sizeWithoutCast: '--size und --speed gehören zu --cast OUT',
    castAndVerify: '--cast und --verify sind getrennt: nimm eines von beiden',
    noScreens: (game, verify) => `${game} hat keine Bildschirme; nimm „${verify}“`,
    needsTerminal: (verify) => `die Schrittansicht braucht ein Terminal; in Skripten nimm „${verify}“`,
  },
  log: {
    folder: (path, folder) => `das Protokoll ${path} lässt sich nicht schreiben: der Ordner ${folder} lässt sich nicht anlegen oder beschreiben`,
    isFolder: (path) => `das Protokoll ${path} lässt sich nicht schreiben: es ist ein Ordner`,
    notOver: (path, resume) => `${path}: dieses Spiel ist nicht zu Ende, und die Wiedergabe würde jede Hand zeigen; setz es fort mit „${resume}“ (replay --verify prüft es)`,
  },
  learn: {
    noLesson: (named, n) => `keine Lektion „${named}“; wähle 1 bis ${n} (siehe --list)`,
    needsTerminal: (command) => `die Lektionen brauchen ein Terminal; starte „${command}“ in einem`,
  },
  noScreensPlay: (game, command) => `${game} hat keine Bildschirme; spiel es mit „${command}“`,
  net: {
    tableForOne: (play) => `ein Tisch für eine Person braucht keinen Server: spiel allein mit „${play}“`,
    resumeWithServer: '--resume stellt die Räume des eingebetteten Servers wieder her und lässt sich nicht mit --server verbinden',
    botOneOf: (levels) => `--bot muss eines hiervon sein: ${levels}`,
    needsAddress: (command) => `${command} braucht die Adresse, die der Gastgeber ausgegeben hat, z. B. 192.168.1.5:2567/KQX7-2MPD`,
    joinOther: (game, joinCommand) => `an diesem Tisch wird ${game} gespielt; tritt ihm mit „${joinCommand}“ bei`,
    watchOther: (game, watch) => `an diesem Tisch wird ${game} gespielt; schau mit „${watch}“ zu`,
    findOther: (game, lobby) => `an diesem Tisch wird ${game} gespielt; such dir einen mit „${lobby}“`,
    unknownGame: 'an diesem Tisch wird ein Spiel gespielt, das dieses Programm nicht kennt',
  },
  quickNeedsTerminal: (lobby, joinCommand) => `ein schnelles Spiel braucht ein Terminal; Skripte finden einen Tisch mit „${lobby}“ und treten ihm mit „${joinCommand}“ bei`,
};

const DE = wordsIn('de');
const argument: ArgumentTexts = {
  wholeNumber: (name, low, high) => `${name} muss eine ganze Zahl von ${DE.number(low)} bis ${DE.number(high)} sein.`,
  range: (name, low, high) => `${name} muss zwischen ${DE.number(low)} und ${DE.number(high)} liegen.`,
  decimal: (name, low, high) => `${name} muss eine Zahl über ${DE.number(low)} und höchstens ${DE.number(high)} sein.`,
  oneOf: (name, allowed) => `${name} muss eines hiervon sein: ${allowed}.`,
  listenAddress: (name) => `${name} muss die Form HOST:PORT haben, z. B. 127.0.0.1:9100.`,
  seatList: 'Plätze werden als Liste von Platznummern mit Kommas angegeben, z. B. 2,3.',
  variant: (given, allowed) => `unbekannte Variante ${given}; erlaubt sind: ${allowed}.`,
  seedEmpty: 'der Seed darf nicht leer sein.',
  seedTooLong: (max) => `der Seed darf höchstens ${DE.number(max)} Zeichen lang sein.`,
  seedNotPrintable: 'der Seed muss druckbarer Text sein (keine Steuer- oder Formatzeichen).',
  date: (name) => `${name} muss ein Datum wie 2026-11-30 sein.`,
  castSize: '--size muss die Form SPALTENxZEILEN haben, z. B. 80x24.',
  castSizeRange: (low, high) => `--size muss zwischen ${low} und ${high} liegen.`,
  castSpeed: `--speed muss eine Zahl von ${DE.number(0.1)} bis 100 sein, z. B. 2 für doppelt so schnell.`,
  castTimestamp: '--cast-timestamp muss ganze Sekunden seit 1970 angeben.',
  seconds: `--seconds muss eine Zahl von Sekunden über 0 sein, z. B. 10 oder ${DE.number(2.5)}.`,
  database: '--database erwartet eine PostgreSQL-URL wie postgres://user@host:5432/cards (SQLite braucht keine: es liegt im Datenordner).',
  origin: (given) => `--allow-origin erwartet einen Origin wie https://cards.example.org (Schema, Host, Port; kein Pfad), nicht ${given}.`,
  proxy: (given) => `--trust-proxy erwartet eine IP-Adresse oder einen Bereich wie 10.0.0.0/8, nicht ${given}.`,
  botLevels: (allowed, given) => `--bot-levels erwartet eine Liste mit Kommas aus ${allowed}; ${given} gehört nicht dazu.`,
  notifyAllow: (given) => `--notify-allow erwartet einen Hostnamen oder eine IP-Adresse wie 127.0.0.1 (ohne Schema, Port oder Pfad), nicht ${given}.`,
  arenaLevels: (allowed) => `--levels erwartet all, none oder Stufen mit Kommas dazwischen, jede eine von: ${allowed}.`,
  botPair: (allowed) => `--bots erwartet zwei Stufen mit einem Komma dazwischen (Platz 1, Platz 2), jede eine von: ${allowed}; z. B. hard,easy.`,
};

export const WORDS: RunWords = { commander, usage, argument, lines: LINES };
