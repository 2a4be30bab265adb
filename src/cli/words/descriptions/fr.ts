// The descriptions of --help in French (the typography, such as the narrow space before a colon, is applied when the help is shown), keyed by the English the commands declare
// (../localize.ts). A description missing here is shown in English, and test/cli/help-languages
// fails on it. Option values, option names and commands stay as they are typed.
import type { Descriptions } from '../localize.js';

export const DESCRIPTIONS: Descriptions = {
  'Regicide, the cooperative card game, in your terminal': 'Regicide, le jeu de cartes coopératif, dans votre terminal',
  'output the version number': 'afficher le numéro de version',
  'start a game (solo unless --players is given)': 'commencer une partie (en solo, sauf avec --players)',
  'number of players, 1 to 4': 'nombre de joueurs, de 1 à 4',
  'a one-player game with the two set-aside jesters': 'une partie en solo avec les deux jokers mis de côté',
  'seed of the shuffles (default: random, recorded in the log)': 'graine du mélange (par défaut : au hasard, notée dans le journal)',
  'a variant, repeatable: extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death': 'une variante, répétable : extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death',
  'seats played by bots, e.g. 2,3': 'places jouées par des bots, p. ex. 2,3',
  'strength of the bots (default: hard)': 'force des bots (par défaut : hard)',
  'also write the game log to this file after every move': 'écrire aussi le journal de la partie dans ce fichier après chaque coup',
  'continue an unfinished game (asks which if there are several), or FILE': 'reprendre une partie inachevée (demande laquelle s’il y en a plusieurs), ou FICHIER',
  'headless JSON-lines protocol on stdin/stdout (no terminal needed)': 'protocole JSON par lignes sur stdin/stdout, sans écran (aucun terminal requis)',
  'quick match on a server: a seat at the oldest open public table that fits, or your own table there (--bots: its seats for bots)':
    'partie rapide sur un serveur : une place à la plus ancienne table publique ouverte qui convient, ou votre propre table là-bas (--bots : ses places pour des bots)',
  'with --online: the server, HOST:PORT (remembered for next time)': 'avec --online : le serveur, HÔTE:PORT (retenu pour la prochaine fois)',
  'with --online: your name at the table': 'avec --online : votre nom à la table',
  'no terminal notification (OSC 9/777 or a bell) when it becomes your turn': 'pas de notification du terminal (OSC 9/777 ou sonnerie) quand c’est votre tour',
  "today's deal, the same for everyone (solo, no variants; proven winnable)": 'la donne du jour, la même pour tous (en solo, sans variantes ; gagnable, c’est prouvé)',
  'language of every text: en, de, fr, nb (default: from LANG)': 'langue de tous les textes : en, de, fr, nb (par défaut : d’après LANG)',
  'S H D C instead of suit symbols, no box drawing': 'S H D C au lieu des symboles des couleurs, pas de cadres',
  'four suit colours, colour-blind safe': 'quatre couleurs pour les enseignes, lisibles par les daltoniens',
  'no colours (NO_COLOR is honoured too)': 'pas de couleurs (NO_COLOR est aussi respecté)',
  "colours: dark, light, high-contrast (default: from the terminal's background, else dark)": 'couleurs : dark, light, high-contrast (par défaut : d’après le fond du terminal, sinon dark)',
  'no clicks or wheel on the screen (the terminal keeps the mouse for selecting text)': 'ni clics ni molette à l’écran (le terminal garde la souris pour sélectionner du texte)',
  'plain lines for a screen reader: appended, never redrawn (also REGICIDE_SCREEN_READER=1 or INK_SCREEN_READER=true)':
    'lignes simples pour un lecteur d’écran : ajoutées, jamais redessinées (aussi REGICIDE_SCREEN_READER=1 ou INK_SCREEN_READER=true)',
  'step through a logged game, record it with --cast, or check it with --verify': 'parcourir une partie enregistrée coup par coup, l’enregistrer en vidéo avec --cast ou la vérifier avec --verify',
  're-play the log: exit 0 if every move is legal and the result matches': 'rejouer le journal : code de sortie 0 si chaque coup est permis et que le résultat concorde',
  "write an asciicast (v2) of the game on the stepper's screens to OUT (asciinema plays it)":
    'écrire dans OUT un asciicast (v2) de la partie telle que la montrent les écrans du lecteur pas à pas (asciinema le lit)',
  "the recording's terminal size (default: 80x24)": 'la taille du terminal de l’enregistrement (par défaut : 80x24)',
  "the recording's pace: 1 is a move every 800 ms, 2 twice as fast (default: 1)": 'le rythme de l’enregistrement : 1, un coup toutes les 800 ms ; 2, deux fois plus vite (par défaut : 1)',
  'the rules, in your language': 'les règles, dans votre langue',
  'language of the text: en, de, fr, nb (default: from LANG)': 'langue du texte : en, de, fr, nb (par défaut : d’après LANG)',
  'S H D C instead of suit symbols': 'S H D C au lieu des symboles des couleurs',
  'let bots play many seeded games and report win rate, enemies defeated and speed':
    'faire jouer aux bots de nombreuses parties à graine fixe et donner le taux de victoire, les ennemis vaincus et la vitesse',
  'bot level for every seat': 'niveau des bots à chaque place',
  'number of games': 'nombre de parties',
  'seed of the run: game i uses "<seed>/i"': 'graine de la série : la partie i utilise « <seed>/i »',
  'worker threads (default: one per core)': 'threads de calcul (par défaut : un par cœur)',
  'print one JSON object instead of the text report': 'afficher un objet JSON au lieu du rapport en texte',
  'play the games on a job queue in Redis, taken by `worker --queue` processes, e.g. redis://127.0.0.1:6379':
    'jouer les parties via une file de tâches dans Redis, prises en charge par des processus `worker --queue`, p. ex. redis://127.0.0.1:6379',
  'with --queue: games per job (default: 25 to 250, by the run)': 'avec --queue : parties par tâche (par défaut : de 25 à 250, selon la série)',
  'with --queue: watch a queued run; its report follows when it ends': 'avec --queue : suivre une série en file ; son rapport s’affiche à la fin',
  'with --queue: stop a queued run': 'avec --queue : arrêter une série en file',
  'A B: play both bots on the same deals until an SPRT decides whether B is better': 'A B : faire jouer les deux bots sur les mêmes donnes jusqu’à ce qu’un SPRT décide si B est meilleur',
  'with --compare: the win-rate points B must gain to count as better (default 5)': 'avec --compare : les points de taux de victoire que B doit gagner pour être jugé meilleur (par défaut 5)',
  'with --compare: chance of calling B better when it is not (default 0.05)': 'avec --compare : risque de juger B meilleur alors qu’il ne l’est pas (par défaut 0.05)',
  'with --compare: chance of missing a B better by --better-by (default 0.05)': 'avec --compare : risque de passer à côté d’un B meilleur de --better-by (par défaut 0.05)',
  'with --compare: deals at most, each played by both bots (default 10000)': 'avec --compare : nombre maximal de donnes, chacune jouée par les deux bots (par défaut 10000)',
  'statistics of your saved games: wins, streaks, the daily streak, medals, enemies defeated':
    'statistiques de vos parties enregistrées : victoires, séries, série des donnes du jour, médailles, ennemis vaincus',
  'print one JSON object instead of the text': 'afficher un objet JSON au lieu du texte',
  'only the daily deal: the streak, every day played and the share text of the latest': 'seulement la donne du jour : la série, chaque jour joué et le texte à partager du dernier',
  'draw the bar chart with # instead of blocks': 'dessiner l’histogramme avec des # au lieu de blocs',
  "the daily deal's result to paste into a chat (no cards, no seed)": 'le résultat de la donne du jour, à coller dans une discussion (sans cartes ni graine)',
  'the day (default: today, UTC)': 'le jour (par défaut : aujourd’hui, UTC)',
  '# and - instead of ■ and □': '# et - au lieu de ■ et □',
  'list unfinished saved games; delete one, or every finished game': 'lister les parties enregistrées inachevées ; en supprimer une, ou toutes les parties finies',
  'delete the unfinished game numbered N in the list, or the save with this id': 'supprimer la partie inachevée numéro N de la liste, ou la sauvegarde de cet identifiant',
  'delete every finished game (they then no longer count in stats)': 'supprimer toutes les parties finies (elles ne comptent alors plus dans les statistiques)',
  'print the list as one JSON object': 'afficher la liste en un objet JSON',
  'open a table for players in other terminals (you take seat 1)': 'ouvrir une table pour des joueurs dans d’autres terminaux (vous prenez la place 1)',
  'number of players, 1 to 4 (default 2)': 'nombre de joueurs, de 1 à 4 (par défaut 2)',
  'a variant, repeatable': 'une variante, répétable',
  'seed of the shuffles (default: random)': 'graine du mélange (par défaut : au hasard)',
  'seats played by bots from the start, e.g. 3,4': 'places jouées par des bots dès le début, p. ex. 3,4',
  'port to listen on': 'port d’écoute',
  'interface to listen on: 0.0.0.0 (the LAN) or 127.0.0.1 (this machine)': 'interface d’écoute : 0.0.0.0 (le réseau local) ou 127.0.0.1 (cette machine seulement)',
  'your name at the table': 'votre nom à la table',
  'headless JSON-lines protocol for seat 1 on stdin/stdout': 'protocole JSON par lignes pour la place 1 sur stdin/stdout, sans écran',
  'open the table on a running "serve" at HOST:PORT instead of embedding a server': 'ouvrir la table sur un « serve » en marche à HÔTE:PORT au lieu d’embarquer un serveur',
  "folder for the embedded server's room logs": 'dossier des journaux de salle du serveur embarqué',
  'after a crash: restore the unfinished tables and take seat 1 again': 'après un plantage : restaurer les tables inachevées et reprendre la place 1',
  'who may watch: yes (anyone with the address), no, ask (you answer each)': 'qui peut regarder : yes (quiconque a l’adresse), no, ask (vous répondez à chaque demande)',
  'watchers may greet the table (good luck, well played, …)': 'les spectateurs peuvent saluer la table (bonne chance, bien joué, …)',
  "list the table in the server's lobby while it waits for players (default: private, joined by its code)":
    'afficher la table dans le salon du serveur tant qu’elle attend des joueurs (par défaut : privée, rejointe par son code)',
  'a table that waits for its players: a move when you have time, on a server with accounts (--server or the remembered one)':
    'une table qui attend ses joueurs : un coup quand vous avez le temps, sur un serveur avec comptes (--server ou celui retenu)',
  'with --turn-based: days for each move (default 2)': 'avec --turn-based : jours pour chaque coup (par défaut 2)',
  'with --turn-based: hours for each move, for short games': 'avec --turn-based : heures pour chaque coup, pour les parties courtes',
  'with --turn-based: when a move runs out of time, a bot takes the seat, the table waits, or the game ends (default: bot)':
    'avec --turn-based : quand le temps d’un coup est écoulé, un bot prend la place, la table attend, ou la partie s’arrête (par défaut : bot)',
  'language of the screen and of a refusal: en, de, fr, nb (default: from LANG)': 'langue de l’écran et des refus : en, de, fr, nb (par défaut : d’après LANG)',
  "a table of this week's team event: the week's deal for its player count, on a server with accounts (--server or the remembered one)":
    'une table de l’événement d’équipe de la semaine : la donne de la semaine pour son nombre de joueurs, sur un serveur avec comptes (--server ou celui retenu)',
  'open connections from one address (default 32)': 'connexions ouvertes depuis une même adresse (par défaut 32)',
  'tables one address may open per minute (default 6)': 'tables qu’une adresse peut ouvrir par minute (par défaut 6)',
  'open tables with server bots one address may hold (default 3)': 'tables ouvertes avec des bots du serveur qu’une adresse peut garder (par défaut 3)',
  'seats of one table reserved and not yet connected (default 8)': 'places d’une table réservées et pas encore connectées (par défaut 8)',
  'of those, held by one address (an IPv6 /64) at once (default 2)': 'parmi elles, tenues par une même adresse (un /64 IPv6) à la fois (par défaut 2)',
  'watchers of one table, admitted or asking the host (default 16)': 'spectateurs d’une table, admis ou en attente de l’hôte (par défaut 16)',
  'of those, from one address (an IPv6 /64); one request to watch at a time (default 2)': 'parmi eux, depuis une même adresse (un /64 IPv6) ; une seule demande à la fois pour regarder (par défaut 2)',
  'joins and rejoins from one address per minute (default 60)': 'arrivées et retours depuis une même adresse par minute (par défaut 60)',
  'rejoins of one seat per minute (default 12)': 'retours à une même place par minute (par défaut 12)',
  'joins by code that find no table, from one address per minute (default 10)': 'tentatives de rejoindre par un code qui ne trouvent aucune table, depuis une même adresse par minute (par défaut 10)',
  'open public tables (listed in the lobby) one address may hold (default 2)': 'tables publiques ouvertes (listées dans le salon) qu’une adresse peut garder (par défaut 2)',
  'lobby listings one address may keep waiting for a change at once (default 4)': 'listes du salon qu’une adresse peut laisser en attente d’un changement à la fois (par défaut 4)',
  'quick-match requests from one address per minute (default 12)': 'demandes de partie rapide depuis une même adresse par minute (par défaut 12)',
  'largest matchmaking request (default 4096)': 'plus grande requête d’appariement (par défaut 4096)',
  "time for a request's headers (default 10000)": 'temps accordé aux en-têtes d’une requête (par défaut 10000)',
  'time for a whole request (default 15000)': 'temps accordé à une requête entière (par défaut 15000)',
  'time an idle kept-alive connection stays open (default 5000)': 'durée pendant laquelle une connexion keep-alive inactive reste ouverte (par défaut 5000)',
  'a web page origin allowed to use the server, repeatable (default: none; terminals send no origin)':
    'une origine de page web autorisée à utiliser le serveur, répétable (par défaut : aucune ; les terminaux n’envoient pas d’origine)',
  'a reverse proxy whose X-Forwarded-For names the client, repeatable (an address or a range)':
    'un proxy inverse dont l’en-tête X-Forwarded-For désigne le client, répétable (une adresse ou une plage)',
  'shortest bot pause a table may ask for (default 200)': 'pause la plus courte qu’une table peut demander aux bots (par défaut 200)',
  'bot levels tables may ask for, e.g. easy,normal (default: all: random,easy,normal,hard)':
    'niveaux de bots que les tables peuvent demander, p. ex. easy,normal (par défaut : tous : random,easy,normal,hard)',
  "worker threads for the server's bots; 0: on the message loop (default: cores − 1, 1 to 4)":
    'threads de calcul pour les bots du serveur ; 0 : dans la boucle des messages (par défaut : cœurs − 1, de 1 à 4)',
  'a table nobody has touched for this long is closed, and --resume skips it (default 10)': 'une table que personne n’a touchée depuis ce temps est fermée, et --resume la saute (par défaut 10)',
  'room logs unchanged for this many days are removed; 0 keeps them (default 30)': 'les journaux de salle inchangés depuis ce nombre de jours sont supprimés ; 0 les garde (par défaut 30)',
  "room logs kept on disk together, in MiB; past it the oldest closed tables' logs are removed, abandoned ones first; 0: no cap (default 1024)":
    'taille totale des journaux de salle sur le disque, en Mio ; au-delà, les journaux des plus anciennes tables fermées sont supprimés, les abandonnées d’abord ; 0 : pas de limite (par défaut 1024)',
  'watch a table someone hosts, live (the public view: hand sizes, never a hand)': 'regarder en direct une table que quelqu’un héberge (la vue publique : la taille des mains, jamais une main)',
  'your name among the watchers': 'votre nom parmi les spectateurs',
  "the protocol's public lines on stdout (greetings on stdin, when the host allows them)": 'les lignes publiques du protocole sur stdout (salutations sur stdin, quand l’hôte les permet)',
  'the address the host printed: HOST:PORT/CODE': 'l’adresse que l’hôte a affichée : HÔTE:PORT/CODE',
  'take a seat at a table someone hosts': 'prendre place à une table que quelqu’un héberge',
  'the seat you would like (if free)': 'la place que vous souhaitez (si elle est libre)',
  'headless JSON-lines protocol for your seat on stdin/stdout': 'protocole JSON par lignes pour votre place sur stdin/stdout, sans écran',
  'rejoin the seat you held (the latest table, or the one at ADDRESS)': 'reprendre la place que vous occupiez (à la dernière table, ou à celle d’ADRESSE)',
  'plain lines for a screen reader (also REGICIDE_SCREEN_READER=1 or INK_SCREEN_READER=true)': 'lignes simples pour un lecteur d’écran (aussi REGICIDE_SCREEN_READER=1 ou INK_SCREEN_READER=true)',
  "a server's open public tables, live: Enter joins one (--json: the listing once)": 'les tables publiques ouvertes d’un serveur, en direct : Entrée en rejoint une (--json : la liste une fois)',
  'the server, HOST:PORT (remembered for next time, shared with account)': 'le serveur, HÔTE:PORT (retenu pour la prochaine fois, partagé avec account)',
  "only this game's tables, or all (default: regicide)": 'seulement les tables de ce jeu, ou all (par défaut : regicide)',
  'only tables of this many seats': 'seulement les tables de ce nombre de places',
  'your name at the table you join': 'votre nom à la table que vous rejoignez',
  'print the listing once as one JSON line and exit': 'afficher la liste une fois en une ligne JSON, puis quitter',
  'your turn-based tables on a server: your turn first, with the time left; Enter opens one (--json: the list once)':
    'vos tables au tour par tour sur un serveur : celles où c’est votre tour d’abord, avec le temps restant ; Entrée en ouvre une (--json : la liste une fois)',
  'your name at the table you open': 'votre nom à la table que vous ouvrez',
  'print the list once as one JSON line and exit': 'afficher la liste une fois en une ligne JSON, puis quitter',
  'a headless server for tables of every game; one JSON line per room event': 'un serveur sans écran pour les tables de tous les jeux ; une ligne JSON par événement de salle',
  'share rooms with other serve processes through Redis, e.g. redis://127.0.0.1:6379': 'partager les salles avec d’autres processus serve via Redis, p. ex. redis://127.0.0.1:6379',
  'keep the accounts in PostgreSQL, e.g. postgres://user@127.0.0.1/cards (default: SQLite in the data folder)':
    'garder les comptes dans PostgreSQL, p. ex. postgres://user@127.0.0.1/cards (par défaut : SQLite dans le dossier de données)',
  'folder for the room logs (one per room, rewritten after every move)': 'dossier des journaux de salle (un par salle, réécrit après chaque coup)',
  'restore the unfinished rooms saved in the data folder': 'restaurer les salles inachevées enregistrées dans le dossier de données',
  'with --redis: the address clients reach this process at': 'avec --redis : l’adresse à laquelle les clients joignent ce processus',
  "the operator's own listener: /metrics, /healthz (and the monitor with --monitor); default: none":
    'l’écoute propre à l’opérateur : /metrics, /healthz (et le moniteur avec --monitor) ; par défaut : aucune',
  "Colyseus's monitor panel at /monitor on the operator listener, behind the password in $REGICIDE_MONITOR_PASSWORD":
    'le panneau de surveillance de Colyseus sur /monitor, sur l’écoute de l’opérateur, derrière le mot de passe de $REGICIDE_MONITOR_PASSWORD',
  'wrong monitor passwords (and operator tokens) one address may try a minute; then it waits, twice as long after each further one (default 5)':
    'mots de passe du moniteur (et jetons d’opérateur) erronés qu’une adresse peut essayer par minute ; ensuite elle attend, deux fois plus longtemps après chaque nouvel essai (par défaut 5)',
  'keys one account may hold (a link past it is refused) (default 8)': 'clés qu’un compte peut détenir (une liaison de plus est refusée) (par défaut 8)',
  "names one account may claim in a day (an operator's rename is not counted) (default 3)": 'noms qu’un compte peut réserver en un jour (un renommage par l’opérateur ne compte pas) (par défaut 3)',
  'names claimed from one address (an IPv6 /64) in a day, over all accounts (default 20)': 'noms réservés depuis une même adresse (un /64 IPv6) en un jour, tous comptes confondus (par défaut 20)',
  'open turn-based tables one account may sit at (plus one per finished turn-based game of the account) (default 21)':
    'tables au tour par tour ouvertes auxquelles un compte peut s’asseoir (plus une par partie au tour par tour finie du compte) (par défaut 21)',
  'key-proof challenges one address may ask for per minute (each sign-in takes one) (default 120)':
    'défis de preuve de clé qu’une adresse peut demander par minute (chaque connexion en prend un) (par défaut 120)',
  'finished daily games one address may send per minute (default 30)': 'donnes du jour finies qu’une adresse peut envoyer par minute (par défaut 30)',
  "reminders of a turn-based table's deadline one account is sent in a UTC day; 0: none (default 10)":
    'rappels de l’échéance d’une table au tour par tour envoyés à un compte en un jour UTC ; 0 : aucun (par défaut 10)',
  'days one account may pause its turn-based clocks in a UTC month; 0: no holidays (default 7)':
    'jours par mois UTC où un compte peut arrêter les pendules de ses tables au tour par tour ; 0 : pas de vacances (par défaut 7)',
  'push addresses (ntfy topics, webhooks) one account may hold; 0: no pushes (default 3)':
    'adresses de notification (sujets ntfy, webhooks) qu’un compte peut détenir ; 0 : pas de notifications (par défaut 3)',
  'pushes one account may get in an hour (the rest wait) (default 30)': 'notifications qu’un compte peut recevoir en une heure (les autres attendent) (par défaut 30)',
  'a host pushes may go to although it resolves to a private or loopback address, repeatable (default: none)':
    'un hôte auquel les notifications peuvent aller bien qu’il corresponde à une adresse privée ou de bouclage, répétable (par défaut : aucun)',
  'also serve both games over SSH on this port (no install needed to play)': 'servir aussi les deux jeux par SSH sur ce port (rien à installer pour jouer)',
  'SSH sessions open at once from one address (default 4)': 'sessions SSH ouvertes à la fois depuis une même adresse (par défaut 4)',
  'SSH sessions open at once in all (default 250)': 'sessions SSH ouvertes à la fois en tout (par défaut 250)',
  'SSH connections not yet in a session (logging in or opening one) from one address (default 8)':
    'connexions SSH pas encore en session (en train de se connecter ou d’en ouvrir une) depuis une même adresse (par défaut 8)',
  'SSH connections not yet in a session, in all (shared fairly between addresses) (default 64)':
    'connexions SSH pas encore en session, en tout (partagées équitablement entre les adresses) (par défaut 64)',
  'time an SSH connection has to log in (default 20)': 'temps dont dispose une connexion SSH pour s’identifier (par défaut 20)',
  'time a logged-in SSH connection has to open its session (a shell or a command) (default 10)':
    'temps dont dispose une connexion SSH identifiée pour ouvrir sa session (un shell ou une commande) (par défaut 10)',
  'failed SSH authentication attempts before the connection is closed (default 6)': 'tentatives d’authentification SSH échouées avant la fermeture de la connexion (par défaut 6)',
  'an SSH session without a key for this long (counted from the login) is warned, then closed (default 900)':
    'une session SSH sans clé est avertie au bout de ce temps (compté depuis la connexion), puis fermée (par défaut 900)',
  "a server operator's acts: bans, renames, the lobby, the audit log (on serve's --operator-listen)":
    'les actes de l’opérateur d’un serveur : bannissements, renommages, le salon, le journal d’audit (sur le --operator-listen de serve)',
  'ban a key (by its fingerprint) or an address (an IP, its IPv6 /64, or a range like 198.51.100.0/24)':
    'bannir une clé (par son empreinte) ou une adresse (une IP, son /64 IPv6, ou une plage comme 198.51.100.0/24)',
  "the server's operator listener (serve --operator-listen); the token comes from $REGICIDE_OPERATOR_TOKEN":
    'l’écoute de l’opérateur du serveur (serve --operator-listen) ; le jeton vient de $REGICIDE_OPERATOR_TOKEN',
  'the key, SHA256:… as `account` shows it': 'la clé, SHA256:… telle que `account` l’affiche',
  'an IP address or a range': 'une adresse IP ou une plage',
  'why (kept in the audit log)': 'pourquoi (gardé dans le journal d’audit)',
  'lift the ban of a key or an address': 'lever le bannissement d’une clé ou d’une adresse',
  'the key': 'la clé',
  'the address or range, as it was banned': 'l’adresse ou la plage, telle qu’elle a été bannie',
  'give a player another name (the name rules and the lookalike check hold)': 'donner un autre nom à un joueur (les règles des noms et le contrôle des noms trop ressemblants s’appliquent)',
  'the name the player has now': 'le nom actuel du joueur',
  "or one of the player's keys": 'ou l’une des clés du joueur',
  'the new name': 'le nouveau nom',
  'remove a table from the lobby for good (it goes on for its players)': 'retirer définitivement une table du salon (elle continue pour ses joueurs)',
  "the table's code, e.g. KQX7-2MPD": 'le code de la table, p. ex. KQX7-2MPD',
  "the operator's acts, newest first": 'les actes de l’opérateur, les plus récents d’abord',
  'how many (default 50)': 'combien (par défaut 50)',
  'one JSON object': 'un objet JSON',
  'the bans in force': 'les bannissements en vigueur',
  "a player's daily results (with the ids remove-result takes), newest first": 'les résultats du jour d’un joueur (avec les identifiants que prend remove-result), les plus récents d’abord',
  "the player's name": 'le nom du joueur',
  'the game of the daily field': 'le jeu du classement du jour',
  "the server's UTC day": 'le jour UTC du serveur',
  "remove a daily result: a player's on a day (--name or --key, --day), or one by its --id":
    'retirer un résultat du jour : celui d’un joueur un jour donné (--name ou --key, --day), ou un seul par son --id',
  'the result, as `operator results` lists it': 'le résultat, tel que `operator results` le liste',
  'keep a key out of the daily rankings: its results leave the field, its later ones are kept apart (it may still play)':
    'tenir une clé à l’écart des classements du jour : ses résultats quittent le classement, les suivants sont mis à part (elle peut toujours jouer)',
  'let a key into the daily rankings again (from its next game on)': 'laisser de nouveau une clé entrer dans les classements du jour (à partir de sa prochaine partie)',
  'your account on a server: name, keys, data kept; claim a name, link a key, export, delete':
    'votre compte sur un serveur : nom, clés, données conservées ; réserver un nom, lier une clé, exporter, supprimer',
  'the server, HOST:PORT (remembered for next time)': 'le serveur, HÔTE:PORT (retenu pour la prochaine fois)',
  'claim a name on the server (2 to 20 columns, printable)': 'réserver un nom sur le serveur (de 2 à 20 colonnes, imprimable)',
  "without a code: show one to type on your other terminal; with one: add this terminal's key to that account":
    'sans code : en afficher un à taper sur votre autre terminal ; avec un code : ajouter la clé de ce terminal à ce compte',
  'everything the server keeps of the account, as JSON (to stdout, or a new file)': 'tout ce que le serveur garde du compte, en JSON (sur stdout, ou dans un nouveau fichier)',
  'delete the account and everything of it on the server': 'supprimer le compte et tout ce qui s’y rattache sur le serveur',
  'with --delete: do not ask': 'avec --delete : ne pas demander confirmation',
  'pause the clocks of your turn-based tables for this many days (the server allows a few a month)':
    'arrêter les pendules de vos tables au tour par tour pendant ce nombre de jours (le serveur en accorde quelques-uns par mois)',
  'end your holiday now: your turn-based clocks run again': 'finir vos vacances maintenant : les pendules de vos tables au tour par tour repartent',
  "where the server tells you it's your turn while this program is closed: an ntfy topic or a webhook":
    'où le serveur vous prévient que c’est votre tour quand ce programme est fermé : un sujet ntfy ou un webhook',
  'with an address: one summary a day instead of each push': 'avec une adresse : un résumé par jour au lieu de chaque notification',
  'your push addresses on the server': 'vos adresses de notification sur le serveur',
  'remove one push address (its id from --list)': 'supprimer une adresse de notification (son identifiant d’après --list)',
  'remove every push address: no more pushes': 'supprimer toutes les adresses de notification : plus aucune notification',
  'send a test message to each of your push addresses': 'envoyer un message de test à chacune de vos adresses de notification',
  'ntfy:TOPIC, ntfy:https://your.ntfy.server/TOPIC, or a webhook URL (https://…)': 'ntfy:SUJET, ntfy:https://votre.serveur.ntfy/SUJET, ou l’URL d’un webhook (https://…)',
  'show the settings and where each comes from (the settings file, the environment, the defaults)':
    'afficher les réglages et l’origine de chacun (le fichier de réglages, l’environnement, les valeurs par défaut)',
  'write a setting to the settings file': 'écrire un réglage dans le fichier de réglages',
  'the setting': 'le réglage',
  'its value': 'sa valeur',
  'remove a setting from the settings file (its default applies again)': 'retirer un réglage du fichier de réglages (sa valeur par défaut s’applique de nouveau)',
  "print the shell's completion script: bash, zsh, fish (e.g. source <(regicide completion bash))":
    'afficher le script de complétion du shell : bash, zsh, fish (p. ex. source <(regicide completion bash))',
  'the shell': 'le shell',
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
  'play the games of queued simulations (sim --queue) until stopped': 'jouer les parties des simulations en file (sim --queue) jusqu’à l’arrêt',
  'the Redis of the queue, e.g. redis://127.0.0.1:6379': 'le Redis de la file, p. ex. redis://127.0.0.1:6379',
  'a guided first game: short lessons on the real screen, each waits for your move and explains a wrong one':
    'une première partie guidée : de courtes leçons sur le vrai écran, chacune attend votre coup et explique un coup erroné',
  'list the lessons and which are done': 'lister les leçons et celles qui sont faites',
  'forget which lessons are done and start again': 'oublier quelles leçons sont faites et recommencer',
  'let an outside bot (any program speaking the JSON-lines protocol) play the published deal set regicide-arena-v1, beside the built-in levels':
    'faire jouer à un bot extérieur (tout programme qui parle le protocole JSON par lignes) le jeu de donnes publié regicide-arena-v1, à côté des niveaux intégrés',
  "the bot's command line, run by the shell once per deal": 'la ligne de commande du bot, lancée par le shell une fois par donne',
  "only the first N of the set's 40 deals": 'seulement les N premières des 40 donnes du jeu',
  'milliseconds the bot may take for each decision': 'millisecondes que le bot peut prendre pour chaque décision',
  'level of the built-in bots at the other seats': 'niveau des bots intégrés aux autres places',
  'built-in levels to compare with on the same deals: all, none, or some of random,easy,normal,hard':
    'niveaux intégrés auxquels se comparer sur les mêmes donnes : all, none, ou certains parmi random,easy,normal,hard',
  "this week's team event: the same deals for every team, their ranking and the solver's verdict (play one with host --event)":
    'l’événement d’équipe de la semaine : les mêmes donnes pour chaque équipe, leur classement et le verdict du solveur (en jouer une avec host --event)',
  'an earlier week, e.g. 2026-W48 (its seeds are shown once it is over)': 'une semaine passée, p. ex. 2026-W48 (ses graines sont affichées une fois qu’elle est finie)',
  'the answer as one JSON object': 'la réponse en un objet JSON',
  "today's puzzle: find the one move that keeps the deal winnable, proven by the solver (offline, from the bundled set)":
    'l’énigme du jour : trouver le seul coup qui garde la donne gagnable, prouvé par le solveur (hors ligne, depuis le jeu fourni)',
  "a stream of puzzles, from today's on: Enter after each one goes to the next": 'une suite d’énigmes à partir de celle du jour : Entrée après chacune passe à la suivante',
  'find puzzles in bot games of seeded deals, each proven by the solver; prints a puzzle set as JSON':
    'trouver des énigmes dans des parties de bots sur des donnes à graine, chacune prouvée par le solveur ; affiche un jeu d’énigmes en JSON',
  'the deals are SEED/0 … SEED/N-1': 'les donnes sont SEED/0 … SEED/N-1',
  'how many deals to play and search': 'combien de donnes jouer et examiner',
  'the bot that plays each deal: random, easy, normal, hard': 'le bot qui joue chaque donne : random, easy, normal, hard',
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
};
