// The descriptions of --help that only the regicide program shows (its commands, and the shared
// ones that name it), keyed by the English the commands declare, in German, French and
// Norwegian; the shared ones are in ../words/descriptions/. Loaded only for a run in one of them.
import type { DescriptionsByLang } from '../words/descriptions.js';

export const HELP_WORDS: DescriptionsByLang = {
  de: {
    'Regicide, the cooperative card game, in your terminal': 'Regicide, das kooperative Kartenspiel, in deinem Terminal',
    'start a game (solo unless --players is given)': 'ein Spiel beginnen (allein, außer mit --players)',
    'number of players, 1 to 4': 'Zahl der Spieler, 1 bis 4',
    'a one-player game with the two set-aside jesters': 'ein Spiel zu einem mit den beiden beiseitegelegten Narren',
    'seed of the shuffles (default: random, recorded in the log)': 'Seed des Mischens (Vorgabe: zufällig, im Protokoll vermerkt)',
    'a variant, repeatable: extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death':
      'eine Variante, wiederholbar: extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death',
    'seats played by bots, e.g. 2,3': 'Plätze, die Bots spielen, z. B. 2,3',
    'continue an unfinished game (asks which if there are several), or FILE': 'ein unfertiges Spiel fortsetzen (bei mehreren wird gefragt, welches) oder DATEI',
    'quick match on a server: a seat at the oldest open public table that fits, or your own table there (--bots: its seats for bots)':
      'schnelles Spiel auf einem Server: ein Platz am ältesten offenen öffentlichen Tisch, der passt, oder ein eigener Tisch dort (--bots: dessen Plätze für Bots)',
    "today's deal, the same for everyone (solo, no variants; proven winnable)": 'das Tagesspiel, für alle dasselbe (allein, ohne Varianten; nachweislich gewinnbar)',
    'four suit colours, colour-blind safe': 'vier Farben für die Kartenfarben, auch bei Farbenblindheit unterscheidbar',
    'let bots play many seeded games and report win rate, enemies defeated and speed': 'Bots viele Spiele mit festem Seed spielen lassen und Siegquote, besiegte Gegner und Tempo melden',
    'bot level for every seat': 'Bot-Stufe für jeden Platz',
    'statistics of your saved games: wins, streaks, the daily streak, medals, enemies defeated':
      'Statistik deiner gespeicherten Spiele: Siege, Serien, die Serie der Tagesspiele, Medaillen, besiegte Gegner',
    'open a table for players in other terminals (you take seat 1)': 'einen Tisch für Spieler in anderen Terminals eröffnen (du nimmst Platz 1)',
    'number of players, 1 to 4 (default 2)': 'Zahl der Spieler, 1 bis 4 (Vorgabe 2)',
    "a table of this week's team event: the week's deal for its player count, on a server with accounts (--server or the remembered one)":
      'ein Tisch des Team-Events dieser Woche: das Blatt der Woche für seine Spielerzahl, auf einem Server mit Konten (--server oder der gemerkte)',
    "only this game's tables, or all (default: regicide)": 'nur die Tische dieses Spiels, oder all (Vorgabe: regicide)',
    "print the shell's completion script: bash, zsh, fish (e.g. source <(regicide completion bash))":
      'das Vervollständigungsskript der Shell ausgeben: bash, zsh, fish (z. B. source <(regicide completion bash))',
    'could this deal have been won? solve a seeded deal, or find where a logged game was lost':
      'Hätte man dieses Blatt gewinnen können? Ein Blatt mit Seed lösen, oder finden, wo ein protokolliertes Spiel verloren ging',
    'the deal to solve (instead of a log file)': 'das zu lösende Blatt (statt einer Protokolldatei)',
    'with --seed: number of players, 1 to 4': 'mit --seed: Zahl der Spieler, 1 bis 4',
    'with --seed: a variant, repeatable: extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death':
      'mit --seed: eine Variante, wiederholbar: extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death',
    'time limit of the search (default: 10)': 'Zeitgrenze der Suche (Vorgabe: 10)',
    'print one JSON object: verdict, medal, seconds, line (and for a log: lostFromMove)': 'ein JSON-Objekt ausgeben: verdict, medal, seconds, line (und bei einem Protokoll: lostFromMove)',
    'write the winning line as a game log that "regicide replay" opens (for a lost game: its moves while still winnable, then a line that wins)':
      'den Gewinnweg als Spielprotokoll schreiben, das „regicide replay“ öffnet (bei einem verlorenen Spiel: seine Züge, solange es noch gewinnbar war, dann ein Weg zum Sieg)',
    'with --seed: search the deals SEED/0 … SEED/N-1 and report how many can be won': 'mit --seed: die Blätter SEED/0 … SEED/N-1 durchsuchen und melden, wie viele gewinnbar sind',
    'with --deals: positions searched per deal at most (default 200000; a budget, not a clock, so any machine gives the same report)':
      'mit --deals: höchstens so viele durchsuchte Stellungen pro Blatt (Vorgabe 200000; ein Budget, keine Uhr, damit jeder Rechner denselben Bericht liefert)',
    'with --deals: worker threads (default: one per core)': 'mit --deals: Worker-Threads (Vorgabe: einer pro Kern)',
    'let an outside bot (any program speaking the JSON-lines protocol) play the published deal set regicide-arena-v1, beside the built-in levels':
      'einen fremden Bot (ein beliebiges Programm, das das JSON-Zeilen-Protokoll spricht) den veröffentlichten Blattsatz regicide-arena-v1 spielen lassen, neben den eingebauten Stufen',
    "this week's team event: the same deals for every team, their ranking and the solver's verdict (play one with host --event)":
      'das Team-Event dieser Woche: dieselben Blätter für jedes Team, ihre Rangliste und das Urteil des Lösers (eines spielen mit host --event)',
    'an earlier week, e.g. 2026-W48 (its seeds are shown once it is over)': 'eine frühere Woche, z. B. 2026-W48 (ihre Seeds werden gezeigt, sobald sie vorbei ist)',
    "today's puzzle: find the one move that keeps the deal winnable, proven by the solver (offline, from the bundled set)":
      'das Rätsel des Tages: finde den einen Zug, der das Blatt gewinnbar hält, vom Löser bewiesen (offline, aus dem mitgelieferten Satz)',
    "a stream of puzzles, from today's on: Enter after each one goes to the next": 'eine Folge von Rätseln, ab dem heutigen: Enter nach jedem führt zum nächsten',
    'find puzzles in bot games of seeded deals, each proven by the solver; prints a puzzle set as JSON':
      'Rätsel in Bot-Spielen von Blättern mit Seed finden, jedes vom Löser bewiesen; gibt einen Rätselsatz als JSON aus',
    'the deals are SEED/0 … SEED/N-1': 'die Blätter sind SEED/0 … SEED/N-1',
    'how many deals to play and search': 'wie viele Blätter gespielt und durchsucht werden',
    'the bot that plays each deal: random, easy, normal, hard': 'der Bot, der jedes Blatt spielt: random, easy, normal, hard',
  },
  fr: {
    'Regicide, the cooperative card game, in your terminal': 'Regicide, le jeu de cartes coopératif, dans votre terminal',
    'start a game (solo unless --players is given)': 'commencer une partie (en solo, sauf avec --players)',
    'number of players, 1 to 4': 'nombre de joueurs, de 1 à 4',
    'a one-player game with the two set-aside jesters': 'une partie en solo avec les deux jokers mis de côté',
    'seed of the shuffles (default: random, recorded in the log)': 'graine du mélange (par défaut : au hasard, notée dans le journal)',
    'a variant, repeatable: extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death':
      'une variante, répétable : extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death',
    'seats played by bots, e.g. 2,3': 'places jouées par des bots, p. ex. 2,3',
    'continue an unfinished game (asks which if there are several), or FILE': 'reprendre une partie inachevée (demande laquelle s’il y en a plusieurs), ou FICHIER',
    'quick match on a server: a seat at the oldest open public table that fits, or your own table there (--bots: its seats for bots)':
      'partie rapide sur un serveur : une place à la plus ancienne table publique ouverte qui convient, ou votre propre table là-bas (--bots : ses places pour des bots)',
    "today's deal, the same for everyone (solo, no variants; proven winnable)": 'la donne du jour, la même pour tous (en solo, sans variantes ; gagnable, c’est prouvé)',
    'four suit colours, colour-blind safe': 'quatre couleurs pour les enseignes, lisibles par les daltoniens',
    'let bots play many seeded games and report win rate, enemies defeated and speed':
      'faire jouer aux bots de nombreuses parties à graine fixe et donner le taux de victoire, les ennemis vaincus et la vitesse',
    'bot level for every seat': 'niveau des bots à chaque place',
    'statistics of your saved games: wins, streaks, the daily streak, medals, enemies defeated':
      'statistiques de vos parties enregistrées : victoires, séries, série des donnes du jour, médailles, ennemis vaincus',
    'open a table for players in other terminals (you take seat 1)': 'ouvrir une table pour des joueurs dans d’autres terminaux (vous prenez la place 1)',
    'number of players, 1 to 4 (default 2)': 'nombre de joueurs, de 1 à 4 (par défaut 2)',
    "a table of this week's team event: the week's deal for its player count, on a server with accounts (--server or the remembered one)":
      'une table de l’événement d’équipe de la semaine : la donne de la semaine pour son nombre de joueurs, sur un serveur avec comptes (--server ou celui retenu)',
    "only this game's tables, or all (default: regicide)": 'seulement les tables de ce jeu, ou all (par défaut : regicide)',
    "print the shell's completion script: bash, zsh, fish (e.g. source <(regicide completion bash))":
      'afficher le script de complétion du shell : bash, zsh, fish (p. ex. source <(regicide completion bash))',
    'could this deal have been won? solve a seeded deal, or find where a logged game was lost':
      'cette donne pouvait-elle être gagnée ? résoudre une donne à graine, ou trouver où une partie enregistrée a été perdue',
    'the deal to solve (instead of a log file)': 'la donne à résoudre (au lieu d’un fichier journal)',
    'with --seed: number of players, 1 to 4': 'avec --seed : nombre de joueurs, de 1 à 4',
    'with --seed: a variant, repeatable: extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death':
      'avec --seed : une variante, répétable : extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death',
    'time limit of the search (default: 10)': 'durée maximale de la recherche (par défaut : 10)',
    'print one JSON object: verdict, medal, seconds, line (and for a log: lostFromMove)': 'afficher un objet JSON : verdict, medal, seconds, line (et pour un journal : lostFromMove)',
    'write the winning line as a game log that "regicide replay" opens (for a lost game: its moves while still winnable, then a line that wins)':
      'écrire la ligne gagnante en journal de partie que « regicide replay » ouvre (pour une partie perdue : ses coups tant qu’elle était gagnable, puis une ligne qui gagne)',
    'with --seed: search the deals SEED/0 … SEED/N-1 and report how many can be won': 'avec --seed : chercher dans les donnes SEED/0 … SEED/N-1 et dire combien peuvent être gagnées',
    'with --deals: positions searched per deal at most (default 200000; a budget, not a clock, so any machine gives the same report)':
      'avec --deals : positions cherchées au plus par donne (par défaut 200000 ; un budget, pas une durée, pour que toute machine donne le même rapport)',
    'with --deals: worker threads (default: one per core)': 'avec --deals : threads de calcul (par défaut : un par cœur)',
    'let an outside bot (any program speaking the JSON-lines protocol) play the published deal set regicide-arena-v1, beside the built-in levels':
      'faire jouer à un bot extérieur (tout programme qui parle le protocole JSON par lignes) le jeu de donnes publié regicide-arena-v1, à côté des niveaux intégrés',
    "this week's team event: the same deals for every team, their ranking and the solver's verdict (play one with host --event)":
      'l’événement d’équipe de la semaine : les mêmes donnes pour chaque équipe, leur classement et le verdict du solveur (en jouer une avec host --event)',
    'an earlier week, e.g. 2026-W48 (its seeds are shown once it is over)': 'une semaine passée, p. ex. 2026-W48 (ses graines sont affichées une fois qu’elle est finie)',
    "today's puzzle: find the one move that keeps the deal winnable, proven by the solver (offline, from the bundled set)":
      'l’énigme du jour : trouver le seul coup qui garde la donne gagnable, prouvé par le solveur (hors ligne, depuis le jeu fourni)',
    "a stream of puzzles, from today's on: Enter after each one goes to the next": 'une suite d’énigmes à partir de celle du jour : Entrée après chacune passe à la suivante',
    'find puzzles in bot games of seeded deals, each proven by the solver; prints a puzzle set as JSON':
      'trouver des énigmes dans des parties de bots sur des donnes à graine, chacune prouvée par le solveur ; affiche un jeu d’énigmes en JSON',
    'the deals are SEED/0 … SEED/N-1': 'les donnes sont SEED/0 … SEED/N-1',
    'how many deals to play and search': 'combien de donnes jouer et examiner',
    'the bot that plays each deal: random, easy, normal, hard': 'le bot qui joue chaque donne : random, easy, normal, hard',
  },
  nb: {
    'Regicide, the cooperative card game, in your terminal': 'Regicide, det samarbeidende kortspillet, i terminalen din',
    'start a game (solo unless --players is given)': 'start et spill (alene, med mindre --players er gitt)',
    'number of players, 1 to 4': 'antall spillere, 1 til 4',
    'a one-player game with the two set-aside jesters': 'et spill for én med de to narrene som er lagt til side',
    'seed of the shuffles (default: random, recorded in the log)': 'frø for stokkingen (standard: tilfeldig, skrevet i loggen)',
    'a variant, repeatable: extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death':
      'en variant, kan gjentas: extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death',
    'seats played by bots, e.g. 2,3': 'plasser som spilles av boter, f.eks. 2,3',
    'continue an unfinished game (asks which if there are several), or FILE': 'fortsett et uferdig spill (spør hvilket hvis det er flere), eller FIL',
    'quick match on a server: a seat at the oldest open public table that fits, or your own table there (--bots: its seats for bots)':
      'hurtigspill på en server: en plass ved det eldste åpne offentlige bordet som passer, eller ditt eget bord der (--bots: plassene dets for boter)',
    "today's deal, the same for everyone (solo, no variants; proven winnable)": 'dagens giv, den samme for alle (alene, uten varianter; bevist at den kan vinnes)',
    'four suit colours, colour-blind safe': 'fire fargetoner for kortfargene, trygge for fargeblinde',
    'let bots play many seeded games and report win rate, enemies defeated and speed': 'la boter spille mange spill med faste frø og rapporter vinnerandel, beseirede fiender og fart',
    'bot level for every seat': 'botnivå for hver plass',
    'statistics of your saved games: wins, streaks, the daily streak, medals, enemies defeated':
      'statistikk over de lagrede spillene dine: seire, rekker, rekken med dagens giv, medaljer, beseirede fiender',
    'open a table for players in other terminals (you take seat 1)': 'åpne et bord for spillere i andre terminaler (du tar plass 1)',
    'number of players, 1 to 4 (default 2)': 'antall spillere, 1 til 4 (standard 2)',
    "a table of this week's team event: the week's deal for its player count, on a server with accounts (--server or the remembered one)":
      'et bord i ukens lagarrangement: ukens giv for antallet spillere, på en server med kontoer (--server eller den som er husket)',
    "only this game's tables, or all (default: regicide)": 'bare bord for dette spillet, eller all (standard: regicide)',
    "print the shell's completion script: bash, zsh, fish (e.g. source <(regicide completion bash))":
      'skriv ut skallets fullføringsskript: bash, zsh, fish (f.eks. source <(regicide completion bash))',
    'could this deal have been won? solve a seeded deal, or find where a logged game was lost': 'kunne denne given vært vunnet? løs en giv fra et frø, eller finn hvor et logget spill ble tapt',
    'the deal to solve (instead of a log file)': 'given som skal løses (i stedet for en loggfil)',
    'with --seed: number of players, 1 to 4': 'med --seed: antall spillere, 1 til 4',
    'with --seed: a variant, repeatable: extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death':
      'med --seed: en variant, kan gjentas: extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death',
    'time limit of the search (default: 10)': 'tidsgrense for søket (standard: 10)',
    'print one JSON object: verdict, medal, seconds, line (and for a log: lostFromMove)': 'skriv ut ett JSON-objekt: verdict, medal, seconds, line (og for en logg: lostFromMove)',
    'write the winning line as a game log that "regicide replay" opens (for a lost game: its moves while still winnable, then a line that wins)':
      'skriv vinnerlinjen som en spillogg som «regicide replay» åpner (for et tapt spill: trekkene mens det ennå kunne vinnes, så en linje som vinner)',
    'with --seed: search the deals SEED/0 … SEED/N-1 and report how many can be won': 'med --seed: søk gjennom givene SEED/0 … SEED/N-1 og rapporter hvor mange som kan vinnes',
    'with --deals: positions searched per deal at most (default 200000; a budget, not a clock, so any machine gives the same report)':
      'med --deals: høyst så mange søkte stillinger per giv (standard 200000; et budsjett, ikke en klokke, så enhver maskin gir samme rapport)',
    'with --deals: worker threads (default: one per core)': 'med --deals: arbeidstråder (standard: én per kjerne)',
    'let an outside bot (any program speaking the JSON-lines protocol) play the published deal set regicide-arena-v1, beside the built-in levels':
      'la en bot utenfra (et hvilket som helst program som snakker JSON-linjeprotokollen) spille det publiserte givsettet regicide-arena-v1, ved siden av de innebygde nivåene',
    "this week's team event: the same deals for every team, their ranking and the solver's verdict (play one with host --event)":
      'ukens lagarrangement: de samme givene for hvert lag, rangeringen deres og løserens dom (spill én med host --event)',
    'an earlier week, e.g. 2026-W48 (its seeds are shown once it is over)': 'en tidligere uke, f.eks. 2026-W48 (frøene vises når den er over)',
    "today's puzzle: find the one move that keeps the deal winnable, proven by the solver (offline, from the bundled set)":
      'dagens oppgave: finn det ene trekket som holder given vinnbar, bevist av løseren (offline, fra det medfølgende settet)',
    "a stream of puzzles, from today's on: Enter after each one goes to the next": 'en rekke oppgaver, fra dagens og videre: Enter etter hver går til neste',
    'find puzzles in bot games of seeded deals, each proven by the solver; prints a puzzle set as JSON':
      'finn oppgaver i botspill med giv fra frø, hver bevist av løseren; skriver ut et oppgavesett som JSON',
    'the deals are SEED/0 … SEED/N-1': 'givene er SEED/0 … SEED/N-1',
    'how many deals to play and search': 'hvor mange giv som skal spilles og søkes gjennom',
    'the bot that plays each deal: random, easy, normal, hard': 'boten som spiller hver giv: random, easy, normal, hard',
  },
};
