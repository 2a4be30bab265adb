// The --help descriptions only the regicide program shows (its commands, and the shared ones that
// name it), in Norwegian (Bokmål), keyed by the English the commands declare (see ../help-words.ts).

export const HELP_WORDS: Readonly<Record<string, string>> = {
  "play this server's puzzle of the day, then its puzzles from players' games, send each puzzle's first attempt to it (HOST:PORT, remembered, shared with account; asked once) and see the crowd's success rate and your puzzle rating":
    'spill dagens oppgave fra denne serveren, deretter oppgavene dens fra spilleres partier, send det første forsøket på hver oppgave dit (VERT:PORT, huskes, delt med account; spørres én gang) og se hvor mange andre som løste den, og din oppgaverating',
  'Regicide, the cooperative card game, in your terminal': 'Regicide, det samarbeidende kortspillet, i terminalen din',
  'start a game (solo unless --players is given)': 'start et spill (alene, med mindre --players er gitt)',
  'number of players, 1 to 4': 'antall spillere, 1 til 4',
  'a one-player game with the two set-aside jesters': 'et spill for én med de to narrene som er lagt til side',
  'seed of the shuffles (default: random, recorded in the log)': 'frø for stokkingen (standard: tilfeldig, skrevet i loggen)',
  'a variant, repeatable: extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death': 'en variant, kan gjentas: extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death',
  'seats played by bots, e.g. 2,3': 'plasser som spilles av boter, f.eks. 2,3',
  'continue an unfinished game (asks which if there are several), or FILE': 'fortsett et uferdig spill (spør hvilket hvis det er flere), eller FIL',
  'quick match on a server: a seat at the oldest open public table that fits, or your own table there (--bots: its seats for bots)':
    'hurtigspill på en server: en plass ved det eldste åpne offentlige bordet som passer, eller ditt eget bord der (--bots: plassene dets for boter)',
  "today's deal, the same for everyone (solo, no variants; proven winnable)": 'dagens giv, den samme for alle (alene, uten varianter; bevist at den kan vinnes)',
  'four suit colours, colour-blind safe': 'fire fargetoner for kortfargene, som fargeblinde kan skille',
  'let bots play many seeded games and report win rate, enemies defeated and speed': 'la boter spille mange spill med faste frø og rapporter vinnerandel, beseirede fiender og fart',
  'bot level for every seat': 'botnivå for hver plass',
  'statistics of your saved games: wins, streaks, the daily streak, medals, enemies defeated':
    'statistikk over de lagrede spillene dine: seire, rekker, rekken med dagens giv, medaljer, beseirede fiender',
  'open a table for players in other terminals (you take seat 1)': 'åpne et bord for spillere i andre terminaler (du tar plass 1)',
  'number of players, 1 to 4 (default 2)': 'antall spillere, 1 til 4 (standard 2)',
  "a table of this week's team event: the week's deal for its player count, on a server with accounts (--server or the remembered one)":
    'et bord i ukens lagturnering: ukens giv for antallet spillere, på en server med kontoer (--server eller den som er husket)',
  "only this game's tables, or all (default: regicide)": 'bare bord for dette spillet, eller all (standard: regicide)',
  "print the shell's completion script: bash, zsh, fish (e.g. source <(regicide completion bash))": 'skriv ut skallets fullføringsskript: bash, zsh, fish (f.eks. source <(regicide completion bash))',
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
  "this week's team event: the same deals for every team, their ranking and the solver's verdict (play one with host --event, join one with join --event)":
    'ukens lagturnering: de samme givene for hvert lag, rangeringen deres og løserens dom (spill én med host --event, bli med ved én med join --event)',
  'an earlier week, e.g. 2026-W48 (its seeds are shown once it is over)': 'en tidligere uke, f.eks. 2026-W48 (frøene vises når den er over)',
  "today's puzzle: find the one move that keeps the deal winnable, proven by the solver (offline, from the bundled set)":
    'dagens oppgave: finn det ene trekket som holder given vinnbar, bevist av løseren (offline, fra den medfølgende samlingen)',
  "a stream of puzzles, from today's on: Enter after each one goes to the next": 'en rekke oppgaver, fra dagens og videre: Enter etter hver går til neste',
  'find puzzles in bot games of seeded deals, each proven by the solver; prints a puzzle set as JSON':
    'finn oppgaver i botspill med giv fra frø, hver bevist av løseren; skriver ut en oppgavesamling som JSON',
  'the deals are SEED/0 … SEED/N-1': 'givene er SEED/0 … SEED/N-1',
  'how many deals to play and search': 'hvor mange giv som skal spilles og søkes gjennom',
  'the bot that plays each deal: random, easy, normal, hard': 'boten som spiller hver giv: random, easy, normal, hard',
};
