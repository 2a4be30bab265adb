// The descriptions of --help that only the thronfolge program shows (its commands, and the shared
// ones that name it), keyed by the English the commands declare, in German, French and
// Norwegian; the shared ones are in ../words/descriptions/. Loaded only for a run in one of them.
import type { DescriptionsByLang } from '../words/descriptions.js';

export const HELP_WORDS: DescriptionsByLang = {
  de: {
    'Thronfolge, a two-player duel for the crown, in your terminal': 'Thronfolge, ein Duell zu zweit um die Krone, in deinem Terminal',
    'play a duel (against the bot unless --vs human)': 'ein Duell spielen (gegen den Bot, außer mit --vs human)',
    'seed of the shuffle and coin toss (default: random, recorded in the log)': 'Seed des Mischens und des Münzwurfs (Vorgabe: zufällig, im Protokoll vermerkt)',
    'bot, or human for two players at one keyboard': 'bot, oder human für zwei Spieler an einer Tastatur',
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
  },
  fr: {
    'Thronfolge, a two-player duel for the crown, in your terminal': 'Thronfolge, un duel à deux pour la couronne, dans votre terminal',
    'play a duel (against the bot unless --vs human)': 'jouer un duel (contre le bot, sauf avec --vs human)',
    'seed of the shuffle and coin toss (default: random, recorded in the log)': 'graine du mélange et du tirage à pile ou face (par défaut : au hasard, notée dans le journal)',
    'bot, or human for two players at one keyboard': 'bot, ou human pour deux joueurs sur un même clavier',
    'strength of the bot (default: hard)': 'force du bot (par défaut : hard)',
    'who starts round 1: 1 or 2 (default: a coin toss)': 'qui commence la manche 1 : 1 ou 2 (par défaut : à pile ou face)',
    'a variant, repeatable: open-discards': 'une variante, répétable : open-discards',
    'match play: N games, the loser starts the next': 'match : N parties, le perdant commence la suivante',
    'continue an unfinished duel (asks which if there are several), or FILE': 'reprendre un duel inachevé (demande lequel s’il y en a plusieurs), ou FICHIER',
    'quick match on a server: a duel at the oldest open public table that fits, or your own table there':
      'partie rapide sur un serveur : un duel à la plus ancienne table publique ouverte qui convient, ou votre propre table là-bas',
    "today's duel against the bot, the same deal for everyone": 'le duel du jour contre le bot, la même donne pour tous',
    'let two bots duel many seeded games (starters alternate) and report wins, scores and speed':
      'faire s’affronter deux bots sur de nombreuses parties à graine fixe (en alternant qui commence) et donner les victoires, les scores et la vitesse',
    'bot levels of seat 1 and seat 2, each one of: random, easy, normal, hard': 'niveaux des bots de la place 1 et de la place 2, chacun parmi : random, easy, normal, hard',
    'statistics of your saved games: wins, streaks, the daily streak, scores, crown wins':
      'statistiques de vos parties enregistrées : victoires, séries, série des donnes du jour, scores, victoires par trois couronnes',
    'open a duel for a player in another terminal (you take seat 1)': 'ouvrir un duel pour un joueur dans un autre terminal (vous prenez la place 1)',
    "only this game's tables, or all (default: thronfolge)": 'seulement les tables de ce jeu, ou all (par défaut : thronfolge)',
    "print the shell's completion script: bash, zsh, fish (e.g. source <(thronfolge completion bash))":
      'afficher le script de complétion du shell : bash, zsh, fish (p. ex. source <(thronfolge completion bash))',
    'let an outside bot (any program speaking the JSON-lines protocol) play the published deal set thronfolge-arena-v1, beside the built-in levels':
      'faire jouer à un bot extérieur (tout programme qui parle le protocole JSON par lignes) le jeu de donnes publié thronfolge-arena-v1, à côté des niveaux intégrés',
    "the server's Thronfolge ladder (rated duels); --me: your rating and last 30 rated games":
      'le classement Thronfolge du serveur (duels classés) ; --me : votre classement et vos 30 dernières parties classées',
    'your own rating, place and last 30 rated games': 'votre propre classement, votre rang et vos 30 dernières parties classées',
  },
  nb: {
    'Thronfolge, a two-player duel for the crown, in your terminal': 'Thronfolge, en duell for to om kronen, i terminalen din',
    'play a duel (against the bot unless --vs human)': 'spill en duell (mot boten, med mindre --vs human)',
    'seed of the shuffle and coin toss (default: random, recorded in the log)': 'frø for stokkingen og myntkastet (standard: tilfeldig, skrevet i loggen)',
    'bot, or human for two players at one keyboard': 'bot, eller human for to spillere ved ett tastatur',
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
  },
};
