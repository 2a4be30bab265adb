// The --help descriptions only the thronfolge program shows (its commands, and the shared ones that
// name it), in French, keyed by the English the commands declare (see ../help-words.ts).

export const HELP_WORDS: Readonly<Record<string, string>> = {
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
    'faire jouer à un bot extérieur (tout programme qui parle le protocole JSON par lignes) la série de donnes publiée thronfolge-arena-v1, à côté des niveaux intégrés',
  "the server's Thronfolge ladder (rated duels); --me: your rating and last 30 rated games":
    'le classement Thronfolge du serveur (duels classés) ; --me : votre cote et vos 30 dernières parties classées',
  'your own rating, place and last 30 rated games': 'votre cote, votre rang et vos 30 dernières parties classées',
};
