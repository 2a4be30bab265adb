// The everyday lines of the command line in each language: what a command says when it cannot do
// what was asked (`share` with no daily game, `saves --delete` out of range, options that do not
// go together). Option names, commands to type and paths stay as they are; each line is one
// sentence without the program's name (errors.ts puts it in front).
import type { Lang } from '../../text/lang.js';
import { typesetTexts } from '../../text/typography.js';
import { wordsIn } from '../../text/words.js';
import { runLang } from './run-lang.js';

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

const join = (and: string) => (flags: readonly string[]) => (flags.length <= 1 ? (flags[0] ?? '') : `${flags.slice(0, -1).join(', ')} ${and} ${flags[flags.length - 1]}`);

const en: UsageTexts = {
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
  resumeFixed: (flags) => `--resume continues a saved game whose ${wordsIn('en').count(flags.length, { one: 'setting is', other: 'settings are' })} fixed; drop ${en.joinFlags(flags)}`,
  dailyFixed: (plays, flags) => `--daily plays ${plays}; it cannot be combined with ${en.joinFlags(flags)}`,
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

const de: UsageTexts = {
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
    onlineAlone: (flag) => `--online sucht einen Tisch auf einem Server; es lässt sich nicht mit ${flag} verbinden`,
    onlinePlayers: '--online spielt mit anderen: --players 2 bis 4',
    botWithHuman: '--bot legt die Spielstärke des Bots fest, aber --vs human spielt ohne Bot',
    gamesWithJson: '--games (Matchspiel) ist fürs Spielen am Bildschirm; mit --json startest du ein Duell pro Spiel',
    onlineHuman: '--online spielt gegen einen Menschen auf dem Server; --vs human ist für zwei Spieler an einer Tastatur',
  },
  resumeFixed: (flags) => `--resume setzt ein gespeichertes Spiel fort, dessen ${flags.length === 1 ? 'Einstellung feststeht' : 'Einstellungen feststehen'}; lass ${de.joinFlags(flags)} weg`,
  dailyFixed: (plays, flags) => `--daily spielt ${plays}; es lässt sich nicht mit ${de.joinFlags(flags)} verbinden`,
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
    resumeWithServer: '--resume stellt die Räume des eingebetteten Servers wieder her; es lässt sich nicht mit --server verbinden',
    botOneOf: (levels) => `--bot muss eines hiervon sein: ${levels}`,
    needsAddress: (command) => `${command} braucht die Adresse, die der Gastgeber ausgegeben hat, z. B. 192.168.1.5:2567/KQX7-2MPD`,
    joinOther: (game, joinCommand) => `an diesem Tisch wird ${game} gespielt; tritt ihm mit „${joinCommand}“ bei`,
    watchOther: (game, watch) => `an diesem Tisch wird ${game} gespielt; schau mit „${watch}“ zu`,
    findOther: (game, lobby) => `an diesem Tisch wird ${game} gespielt; such dir einen mit „${lobby}“`,
    unknownGame: 'an diesem Tisch wird ein Spiel gespielt, das dieses Programm nicht kennt',
  },
  quickNeedsTerminal: (lobby, joinCommand) => `ein schnelles Spiel braucht ein Terminal; Skripte finden einen Tisch mit „${lobby}“ und treten ihm mit „${joinCommand}“ bei`,
};

const fr: UsageTexts = {
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
  resumeFixed: (flags) => `--resume reprend une partie enregistrée dont ${flags.length === 1 ? 'le réglage est fixé' : 'les réglages sont fixés'} ; retirez ${fr.joinFlags(flags)}`,
  dailyFixed: (plays, flags) => `--daily joue ${plays} ; il ne peut pas s’employer avec ${fr.joinFlags(flags)}`,
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

const nb: UsageTexts = {
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
    needsTerminal: (command) => `spill på skjermen trenger en terminal; for skript og rør, bruk «${command}»`,
    onlineAlone: (flag) => `--online finner et bord på en server; det kan ikke brukes sammen med ${flag}`,
    onlinePlayers: '--online spilles med andre: --players 2 til 4',
    botWithHuman: '--bot angir styrken til boten, men --vs human spilles uten bot',
    gamesWithJson: '--games (matchspill) er for spill på skjermen; med --json starter du én duell per spill',
    onlineHuman: '--online spilles mot et menneske på serveren; --vs human er for to spillere ved ett tastatur',
  },
  resumeFixed: (flags) => `--resume fortsetter et lagret spill der ${flags.length === 1 ? 'innstillingen er fastsatt' : 'innstillingene er fastsatt'}; dropp ${nb.joinFlags(flags)}`,
  dailyFixed: (plays, flags) => `--daily spiller ${plays}; det kan ikke brukes sammen med ${nb.joinFlags(flags)}`,
  replay: {
    sizeWithoutCast: '--size og --speed hører til --cast OUT',
    castAndVerify: '--cast og --verify er atskilt: bruk ett av dem',
    noScreens: (game, verify) => `${game} har ingen skjermer; bruk «${verify}»`,
    needsTerminal: (verify) => `trinnvisningen trenger en terminal; i skript, bruk «${verify}»`,
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
    joinOther: (game, joinCommand) => `ved det bordet spilles ${game}; bli med med «${joinCommand}»`,
    watchOther: (game, watch) => `ved det bordet spilles ${game}; se på med «${watch}»`,
    findOther: (game, lobby) => `ved det bordet spilles ${game}; finn et med «${lobby}»`,
    unknownGame: 'ved det bordet spilles et spill dette programmet ikke kjenner',
  },
  quickNeedsTerminal: (lobby, joinCommand) => `hurtigspill trenger en terminal; skript finner et bord med «${lobby}» og blir med med «${joinCommand}»`,
};

export const USAGE_TEXTS: Readonly<Record<Lang, UsageTexts>> = { en, de, fr, nb };

/** The everyday lines in the run's language (see run-lang.ts), with its typography. */
export const usageTexts = (lang: Lang = runLang()): UsageTexts => typesetTexts(USAGE_TEXTS[lang], lang);
