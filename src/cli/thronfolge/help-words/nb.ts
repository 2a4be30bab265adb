// The --help descriptions only the thronfolge program shows (its commands, and the shared ones that
// name it), in Norwegian (Bokmål), keyed by the English the commands declare (see ../help-words.ts).

export const HELP_WORDS: Readonly<Record<string, string>> = {
  'Thronfolge, a two-player duel for the crown, in your terminal': 'Thronfolge, en duell for to om kronen, i terminalen din',
  'play a duel (against the bot unless --vs human)': 'spill en duell (mot boten, med mindre --vs human)',
  'seed of the shuffle and coin toss (default: random, recorded in the log)': 'frø for stokkingen og myntkastet (standard: tilfeldig, skrevet i loggen)',
  'bot, or human for two players at one keyboard': 'bot eller human for to spillere ved ett tastatur',
  'strength of the bot (default: hard)': 'styrken til boten (standard: hard)',
  'who starts round 1: 1 or 2 (default: a coin toss)': 'hvem som starter runde 1: 1 eller 2 (standard: myntkast)',
  'a variant, repeatable: open-discards': 'en variant, kan gjentas: open-discards',
  'match play: N games, the loser starts the next': 'matchspill: N spill, taperen starter det neste',
  'continue an unfinished duel (asks which if there are several), or FILE': 'fortsett en uferdig duell (spør hvilken hvis det er flere), eller FIL',
  'quick match on a server: a duel at the oldest open public table that fits, or your own table there':
    'hurtigspill på en server: en duell ved det eldste åpne offentlige bordet som passer, eller ditt eget bord der',
  "today's duel against the bot, the same deal for everyone": 'dagens duell mot boten, samme giv for alle',
  'let two bots duel many seeded games (starters alternate) and report wins, scores and speed':
    'la to boter duellere i mange spill med faste frø (de bytter på å starte) og rapporter seire, poeng og fart',
  'bot levels of seat 1 and seat 2, each one of: random, easy, normal, hard': 'botnivåene for plass 1 og plass 2, hvert ett av: random, easy, normal, hard',
  'statistics of your saved games: wins, streaks, the daily streak, scores, crown wins': 'statistikk over de lagrede spillene dine: seire, rekker, rekken med dagens giv, poeng, seire på tre kroner',
  'open a duel for a player in another terminal (you take seat 1)': 'åpne en duell for en spiller i en annen terminal (du tar plass 1)',
  "only this game's tables, or all (default: thronfolge)": 'bare bord for dette spillet, eller all (standard: thronfolge)',
  "print the shell's completion script: bash, zsh, fish (e.g. source <(thronfolge completion bash))":
    'skriv ut skallets fullføringsskript: bash, zsh, fish (f.eks. source <(thronfolge completion bash))',
  'let an outside bot (any program speaking the JSON-lines protocol) play the published deal set thronfolge-arena-v1, beside the built-in levels':
    'la en bot utenfra (et hvilket som helst program som snakker JSON-linjeprotokollen) spille det publiserte givsettet thronfolge-arena-v1, ved siden av de innebygde nivåene',
  "the server's Thronfolge ladder (rated duels); --me: your rating and last 30 rated games": 'serverens Thronfolge-rangering (rangerte dueller); --me: din rating og dine siste 30 rangerte spill',
  'your own rating, place and last 30 rated games': 'din egen rating, plassering og dine siste 30 rangerte spill',
};
