// The command line's own words in French (its typography is applied where the words are used): commander's help lines and usage errors, the
// everyday lines, the reasons a value is refused (the shapes are in ../types.ts).
import type { ArgumentTexts, CommanderTexts, RunWords, UsageTexts } from '../types.js';
import { wordsIn } from '../../../text/words.js';
import { LINES } from '../lines/fr.js';

const join = (and: string) => (flags: readonly string[]) => (flags.length <= 1 ? (flags[0] ?? '') : `${flags.slice(0, -1).join(', ')} ${and} ${flags[flags.length - 1]}`);

const frWords = wordsIn('fr');
const commander: CommanderTexts = {
  headings: { 'Usage:': 'Utilisation :', 'Options:': 'Options :', 'Commands:': 'Commandes :', 'Arguments:': 'Arguments :', 'Global Options:': 'Options générales :' },
  helpOption: 'afficher l’aide de la commande',
  helpCommand: 'afficher l’aide d’une commande',
  version: 'afficher le numéro de version',
  placeholders: {
    options: 'options',
    command: 'commande',
    file: 'fichier',
    address: 'adresse',
    code: 'code',
    key: 'clé',
    lesson: 'leçon',
    shell: 'shell',
    value: 'valeur',
  },
  choices: 'au choix',
  default: 'par défaut',
  errors: {
    unknownOption: (flag) => `option inconnue « ${flag} »`,
    unknownCommand: (name) => `commande inconnue « ${name} »`,
    missingArgument: (name) => `il manque l’argument « ${name} »`,
    optionMissingArgument: (flags) => `l’option « ${flags} » attend une valeur`,
    missingMandatoryOptionValue: (flags) => `l’option « ${flags} » est obligatoire`,
    invalidOptionArgument: (flags, value, why) => `valeur « ${value} » incorrecte pour l’option « ${flags} ». ${why}`,
    invalidArgument: (name, value, why) => `valeur « ${value} » incorrecte pour l’argument « ${name} ». ${why}`,
    excessArguments: (expected, got) =>
      `trop d’arguments : ${expected === 0 ? 'aucun attendu' : frWords.count(expected, { one: '# attendu', other: '# attendus' })}, ${frWords.count(got, { one: '# reçu', other: '# reçus' })}.`,
    allowedChoices: (choices) => `Valeurs possibles : ${choices}.`,
  },
};

const usage: UsageTexts = {
  joinFlags: join('et'),
  share: {
    noDaily: (date, play) => `aucune donne du jour terminée le ${date} ; jouez-la avec « ${play} »`,
    noPastDaily: (date, play) => `aucune donne du jour terminée le ${date} ; celle d’aujourd’hui se joue avec « ${play} »`,
  },
  saves: {
    outOfRange: (which, n) => `--delete ${which} : la liste des parties inachevées va de 1 à ${n}`,
    noUnfinished: (which) => `--delete ${which} : il n’y a aucune partie inachevée`,
    notFound: (which) => `--delete ${which} : aucune partie enregistrée n’a ce numéro ou cet identifiant (voir la liste sans --delete)`,
    deleteBoth: '--delete et --delete-finished ne peuvent pas s’employer ensemble',
  },
  play: {
    soloWithPlayers: (players) => `--solo est une partie à un joueur et ne peut pas s’employer avec --players ${players}`,
    resumeWithJson: '--resume sert au jeu à l’écran ; avec --json, rejouez plutôt les coups du journal',
    needsTerminal: (command) => `le jeu à l’écran demande un terminal ; pour les scripts et les tubes, utilisez « ${command} »`,
    onlineAlone: (flag) => `--online cherche une table sur un serveur ; il ne peut pas s’employer avec ${flag}`,
    onlinePlayers: '--online se joue à plusieurs : --players de 2 à 4',
    botWithHuman: '--bot règle la force du bot, mais --vs human se joue sans bot',
    gamesWithJson: '--games (match) sert au jeu à l’écran ; avec --json, lancez un duel par partie',
    onlineHuman: '--online se joue contre une personne sur le serveur ; --vs human est pour deux joueurs sur un même clavier',
  },
  resumeFixed: (flags) => `--resume reprend une partie enregistrée dont ${flags.length === 1 ? 'le réglage est fixé' : 'les réglages sont fixés'} ; retirez ${usage.joinFlags(flags)}`,
  dailyFixed: (plays, flags) => `--daily joue ${plays} ; il ne peut pas s’employer avec ${usage.joinFlags(flags)}`,
  replay: {
    sizeWithoutCast: '--size et --speed vont avec --cast OUT',
    castAndVerify: '--cast et --verify sont distincts : utilisez l’un ou l’autre',
    noScreens: (game, verify) => `${game} n’a pas d’écrans ; utilisez « ${verify} »`,
    needsTerminal: (verify) => `le lecteur pas à pas demande un terminal ; dans les scripts, utilisez « ${verify} »`,
  },
  log: {
    folder: (path, folder) => `impossible d’écrire le journal ${path} : le dossier ${folder} ne peut être ni créé ni modifié`,
    isFolder: (path) => `impossible d’écrire le journal ${path} : c’est un dossier`,
    notOver: (path, resume) => `${path} : cette partie n’est pas finie, et la relecture montrerait toutes les mains ; reprenez-la avec « ${resume} » (replay --verify la vérifie)`,
  },
  learn: {
    noLesson: (named, n) => `pas de leçon « ${named} » ; choisissez de 1 à ${n} (voir --list)`,
    needsTerminal: (command) => `les leçons demandent un terminal ; lancez « ${command} » dans un terminal`,
  },
  noScreensPlay: (game, command) => `${game} n’a pas d’écrans ; jouez-y avec « ${command} »`,
  net: {
    tableForOne: (play) => `une table pour un seul joueur n’a pas besoin de serveur : jouez en solo avec « ${play} »`,
    resumeWithServer: '--resume restaure les salles du serveur embarqué ; il ne peut pas s’employer avec --server',
    botOneOf: (levels) => `--bot doit valoir l’une de ces valeurs : ${levels}`,
    needsAddress: (command) => `${command} demande l’adresse que l’hôte a affichée, p. ex. 192.168.1.5:2567/KQX7-2MPD`,
    joinOther: (game, joinCommand) => `cette table joue à ${game} ; rejoignez-la avec « ${joinCommand} »`,
    watchOther: (game, watch) => `cette table joue à ${game} ; regardez-la avec « ${watch} »`,
    findOther: (game, lobby) => `cette table joue à ${game} ; trouvez-en une avec « ${lobby} »`,
    unknownGame: 'cette table joue à un jeu que ce programme ne connaît pas',
  },
  quickNeedsTerminal: (lobby, joinCommand) => `la partie rapide demande un terminal ; un script trouve une table avec « ${lobby} » et la rejoint avec « ${joinCommand} »`,
};

const FR = wordsIn('fr');
const argument: ArgumentTexts = {
  wholeNumber: (name, low, high) => `${name} doit être un nombre entier de ${FR.number(low)} à ${FR.number(high)}.`,
  range: (name, low, high) => `${name} doit être compris entre ${FR.number(low)} et ${FR.number(high)}.`,
  decimal: (name, low, high) => `${name} doit être un nombre supérieur à ${FR.number(low)} et au plus égal à ${FR.number(high)}.`,
  oneOf: (name, allowed) => `${name} doit valoir l’une de ces valeurs : ${allowed}.`,
  listenAddress: (name) => `${name} doit être de la forme HÔTE:PORT, p. ex. 127.0.0.1:9100.`,
  seatList: 'les places s’écrivent en liste de numéros séparés par des virgules, p. ex. 2,3.',
  variant: (given, allowed) => `variante inconnue ${given} ; possibles : ${allowed}.`,
  seedEmpty: 'la graine ne doit pas être vide.',
  seedTooLong: (max) => `la graine doit faire au plus ${FR.number(max)} caractères.`,
  seedNotPrintable: 'la graine doit être un texte imprimable (sans caractères de contrôle ni de format).',
  date: (name) => `${name} doit être une date comme 2026-11-30.`,
  castSize: '--size doit être de la forme COLONNESxLIGNES, p. ex. 80x24.',
  castSizeRange: (low, high) => `--size doit être compris entre ${low} et ${high}.`,
  castSpeed: `--speed doit être un nombre de ${FR.number(0.1)} à 100, p. ex. 2 pour deux fois plus vite.`,
  castTimestamp: '--cast-timestamp doit être un nombre entier de secondes depuis 1970.',
  seconds: `--seconds doit être un nombre de secondes supérieur à 0, p. ex. 10 ou ${FR.number(2.5)}.`,
  database: '--database attend une URL PostgreSQL comme postgres://user@host:5432/cards (SQLite n’en a pas besoin : il est dans le dossier de données).',
  origin: (given) => `--allow-origin attend une origine comme https://cards.example.org (schéma, hôte, port ; pas de chemin), pas ${given}.`,
  proxy: (given) => `--trust-proxy attend une adresse IP ou une plage comme 10.0.0.0/8, pas ${given}.`,
  botLevels: (allowed, given) => `--bot-levels attend une liste, séparée par des virgules, parmi ${allowed} ; ${given} n’en fait pas partie.`,
  notifyAllow: (given) => `--notify-allow attend un nom d’hôte ou une adresse IP comme 127.0.0.1 (sans schéma, port ni chemin), pas ${given}.`,
  arenaLevels: (allowed) => `--levels attend all, none ou des niveaux séparés par des virgules, chacun parmi : ${allowed}.`,
  botPair: (allowed) => `--bots attend deux niveaux séparés par une virgule (place 1, place 2), chacun parmi : ${allowed} ; p. ex. hard,easy.`,
};

export const WORDS: RunWords = { commander, usage, argument, lines: LINES };
