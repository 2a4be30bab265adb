// The --help descriptions only the regicide program shows (its commands, and the shared ones that
// name it), in German, keyed by the English the commands declare (see ../help-words.ts).

export const HELP_WORDS: Readonly<Record<string, string>> = {
  "play this server's puzzle of the day, then its puzzles from players' games, send each puzzle's first attempt to it (HOST:PORT, remembered, shared with account; asked once) and see the crowd's success rate and your puzzle rating":
    'das Rätsel des Tages dieses Servers spielen, danach seine Rätsel aus Partien von Spielern, den ersten Versuch an jedem Rätsel an ihn senden (HOST:PORT, gemerkt, mit account geteilt; einmal gefragt) und die Lösungsquote der anderen und deine Rätselwertung sehen',
  'Regicide, the cooperative card game, in your terminal': 'Regicide, das kooperative Kartenspiel, in deinem Terminal',
  'start a game (solo unless --players is given)': 'ein Spiel beginnen (allein, außer mit --players)',
  'number of players, 1 to 4': 'Zahl der Spieler, 1 bis 4',
  'a one-player game with the two set-aside jesters': 'ein Spiel allein mit den beiden beiseitegelegten Narren',
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
    'Hätte man dieses Blatt gewinnen können? Ein Blatt mit Seed lösen oder finden, wo ein protokolliertes Spiel verloren ging',
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
  "this week's team event: the same deals for every team, their ranking and the solver's verdict (play one with host --event, join one with join --event)":
    'das Team-Event dieser Woche: dieselben Blätter für jedes Team, ihre Rangliste und das Urteil des Solvers (eines spielen mit host --event, einem beitreten mit join --event)',
  'an earlier week, e.g. 2026-W48 (its seeds are shown once it is over)': 'eine frühere Woche, z. B. 2026-W48 (ihre Seeds werden gezeigt, sobald sie vorbei ist)',
  "today's puzzle: find the one move that keeps the deal winnable, proven by the solver (offline, from the bundled set)":
    'das Rätsel des Tages: finde den einen Zug, der das Blatt gewinnbar hält, vom Solver bewiesen (offline, aus der mitgelieferten Sammlung)',
  "a stream of puzzles, from today's on: Enter after each one goes to the next": 'eine Folge von Rätseln, ab dem heutigen: Enter nach jedem führt zum nächsten',
  'find puzzles in bot games of seeded deals, each proven by the solver; prints a puzzle set as JSON':
    'Rätsel in Bot-Spielen von Blättern mit Seed finden, jedes vom Solver bewiesen; gibt eine Rätselsammlung als JSON aus',
  'the deals are SEED/0 … SEED/N-1': 'die Blätter sind SEED/0 … SEED/N-1',
  'how many deals to play and search': 'wie viele Blätter gespielt und durchsucht werden',
  'the bot that plays each deal: random, easy, normal, hard': 'der Bot, der jedes Blatt spielt: random, easy, normal, hard',
};
