// The --help descriptions only the thronfolge program shows (its commands, and the shared ones that
// name it), in German, keyed by the English the commands declare (see ../help-words.ts).

export const HELP_WORDS: Readonly<Record<string, string>> = {
  'Thronfolge, a two-player duel for the crown, in your terminal': 'Thronfolge, ein Duell zu zweit um die Krone, in deinem Terminal',
  'play a duel (against the bot unless --vs human)': 'ein Duell spielen (gegen den Bot, außer mit --vs human)',
  'seed of the shuffle and coin toss (default: random, recorded in the log)': 'Seed des Mischens und des Münzwurfs (Vorgabe: zufällig, im Protokoll vermerkt)',
  'bot, or human for two players at one keyboard': 'bot oder human für zwei Spieler an einer Tastatur',
  'strength of the bot (default: hard)': 'Spielstärke des Bots (Vorgabe: hard)',
  'who starts round 1: 1 or 2 (default: a coin toss)': 'wer Runde 1 beginnt: 1 oder 2 (Vorgabe: ein Münzwurf)',
  'a variant, repeatable: open-discards': 'eine Variante, wiederholbar: open-discards',
  'match play: N games, the loser starts the next': 'Matchspiel: N Spiele, der Verlierer beginnt das nächste',
  'continue an unfinished duel (asks which if there are several), or FILE': 'ein unfertiges Duell fortsetzen (bei mehreren wird gefragt, welches) oder DATEI',
  'quick match on a server: a duel at the oldest open public table that fits, or your own table there':
    'schnelles Spiel auf einem Server: ein Duell am ältesten offenen öffentlichen Tisch, der passt, oder ein eigener Tisch dort',
  "today's duel against the bot, the same deal for everyone": 'das Tagesduell gegen den Bot, für alle dasselbe Blatt',
  'let two bots duel many seeded games (starters alternate) and report wins, scores and speed':
    'zwei Bots viele Spiele mit festem Seed gegeneinander spielen lassen (abwechselnd beginnend) und Siege, Punkte und Tempo melden',
  'bot levels of seat 1 and seat 2, each one of: random, easy, normal, hard': 'Bot-Stufen von Platz 1 und Platz 2, jede eine von: random, easy, normal, hard',
  'statistics of your saved games: wins, streaks, the daily streak, scores, crown wins':
    'Statistik deiner gespeicherten Spiele: Siege, Serien, die Serie der Tagesspiele, Punkte, Siege mit drei Kronen',
  'open a duel for a player in another terminal (you take seat 1)': 'ein Duell für einen Spieler in einem anderen Terminal eröffnen (du nimmst Platz 1)',
  "only this game's tables, or all (default: thronfolge)": 'nur die Tische dieses Spiels, oder all (Vorgabe: thronfolge)',
  "print the shell's completion script: bash, zsh, fish (e.g. source <(thronfolge completion bash))":
    'das Vervollständigungsskript der Shell ausgeben: bash, zsh, fish (z. B. source <(thronfolge completion bash))',
  'let an outside bot (any program speaking the JSON-lines protocol) play the published deal set thronfolge-arena-v1, beside the built-in levels':
    'einen fremden Bot (ein beliebiges Programm, das das JSON-Zeilen-Protokoll spricht) den veröffentlichten Blattsatz thronfolge-arena-v1 spielen lassen, neben den eingebauten Stufen',
  "the server's Thronfolge ladder (rated duels); --me: your rating and last 30 rated games":
    'die Thronfolge-Rangliste des Servers (gewertete Duelle); --me: deine Wertung und deine letzten 30 gewerteten Spiele',
  'your own rating, place and last 30 rated games': 'deine eigene Wertung, dein Platz und deine letzten 30 gewerteten Spiele',
};
