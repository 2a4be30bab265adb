// The --help descriptions only the regicide program shows (its commands, and the shared ones that
// name it), in French, keyed by the English the commands declare (see ../help-words.ts).

export const HELP_WORDS: Readonly<Record<string, string>> = {
  "play this server's puzzle of the day, then its puzzles from players' games, send each puzzle's first attempt to it (HOST:PORT, remembered, shared with account; asked once) and see the crowd's success rate and your puzzle rating":
    'jouer le problème du jour de ce serveur, puis ses problèmes tirés de parties de joueurs, lui envoyer le premier essai à chaque problème (HÔTE:PORT, mémorisé, partagé avec account ; demandé une fois) et voir le taux de réussite des autres et votre cote aux problèmes',
  'Regicide, the cooperative card game, in your terminal': 'Regicide, le jeu de cartes coopératif, dans votre terminal',
  'start a game (solo unless --players is given)': 'commencer une partie (en solo, sauf avec --players)',
  'number of players, 1 to 4': 'nombre de joueurs, de 1 à 4',
  'a one-player game with the two set-aside jesters': 'une partie en solo avec les deux jokers mis de côté',
  'seed of the shuffles (default: random, recorded in the log)': 'graine du mélange (par défaut : au hasard, notée dans le journal)',
  'a variant, repeatable: extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death': 'une variante, répétable : extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death',
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
    'avec --deals : nombre maximal de positions examinées par donne (par défaut 200000 ; un budget, pas une durée, pour que toute machine donne le même rapport)',
  'with --deals: worker threads (default: one per core)': 'avec --deals : threads de calcul (par défaut : un par cœur)',
  'let an outside bot (any program speaking the JSON-lines protocol) play the published deal set regicide-arena-v1, beside the built-in levels':
    'faire jouer à un bot extérieur (tout programme qui parle le protocole JSON par lignes) la série de donnes publiée regicide-arena-v1, à côté des niveaux intégrés',
  "this week's team event: the same deals for every team, their ranking and the solver's verdict (play one with host --event, join one with join --event)":
    'l’événement d’équipe de la semaine : les mêmes donnes pour chaque équipe, leur classement et le verdict du solveur (en jouer une avec host --event, en rejoindre une avec join --event)',
  'an earlier week, e.g. 2026-W48 (its seeds are shown once it is over)': 'une semaine passée, p. ex. 2026-W48 (ses graines sont affichées une fois qu’elle est finie)',
  "today's puzzle: find the one move that keeps the deal winnable, proven by the solver (offline, from the bundled set)":
    'le problème du jour : trouver le seul coup qui garde la donne gagnable, prouvé par le solveur (hors ligne, tiré du recueil fourni)',
  "a stream of puzzles, from today's on: Enter after each one goes to the next": 'une suite de problèmes à partir de celui du jour : Entrée après chacun passe au suivant',
  'find puzzles in bot games of seeded deals, each proven by the solver; prints a puzzle set as JSON':
    'trouver des problèmes dans des parties de bots sur des donnes à graine, chacun prouvé par le solveur ; affiche un recueil de problèmes en JSON',
  'the deals are SEED/0 … SEED/N-1': 'les donnes sont SEED/0 … SEED/N-1',
  'how many deals to play and search': 'combien de donnes jouer et examiner',
  'the bot that plays each deal: random, easy, normal, hard': 'le bot qui joue chaque donne : random, easy, normal, hard',
};
