// The descriptions of --help in German, keyed by the English the commands declare
// (../localize.ts). A description missing here is shown in English, and test/cli/help-languages
// fails on it. Option values, option names and commands stay as they are typed.
import type { Descriptions } from '../localize.js';

export const DESCRIPTIONS: Descriptions = {
  'Regicide, the cooperative card game, in your terminal': 'Regicide, das kooperative Kartenspiel, in deinem Terminal',
  'output the version number': 'die Versionsnummer ausgeben',
  'start a game (solo unless --players is given)': 'ein Spiel beginnen (allein, außer mit --players)',
  'number of players, 1 to 4': 'Zahl der Spieler, 1 bis 4',
  'a one-player game with the two set-aside jesters': 'ein Spiel zu einem mit den beiden beiseitegelegten Narren',
  'seed of the shuffles (default: random, recorded in the log)': 'Seed des Mischens (Vorgabe: zufällig, im Protokoll vermerkt)',
  'a variant, repeatable: extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death':
    'eine Variante, wiederholbar: extra-jester, bigger-hand, smaller-hand, short, solo-yield, feign-death',
  'seats played by bots, e.g. 2,3': 'Plätze, die Bots spielen, z. B. 2,3',
  'strength of the bots (default: hard)': 'Spielstärke der Bots (Vorgabe: hard)',
  'also write the game log to this file after every move': 'das Spielprotokoll außerdem nach jedem Zug in diese Datei schreiben',
  'continue an unfinished game (asks which if there are several), or FILE': 'ein unfertiges Spiel fortsetzen (bei mehreren wird gefragt, welches) oder DATEI',
  'headless JSON-lines protocol on stdin/stdout (no terminal needed)': 'JSON-Zeilen-Protokoll ohne Bildschirm auf stdin/stdout (kein Terminal nötig)',
  'quick match on a server: a seat at the oldest open public table that fits, or your own table there (--bots: its seats for bots)':
    'schnelles Spiel auf einem Server: ein Platz am ältesten offenen öffentlichen Tisch, der passt, oder ein eigener Tisch dort (--bots: dessen Plätze für Bots)',
  'with --online: the server, HOST:PORT (remembered for next time)': 'mit --online: der Server, HOST:PORT (wird fürs nächste Mal gemerkt)',
  'with --online: your name at the table': 'mit --online: dein Name am Tisch',
  'no terminal notification (OSC 9/777 or a bell) when it becomes your turn': 'keine Terminal-Benachrichtigung (OSC 9/777 oder Glocke), wenn du am Zug bist',
  "today's deal, the same for everyone (solo, no variants; proven winnable)": 'das Tagesspiel, für alle dasselbe (allein, ohne Varianten; nachweislich gewinnbar)',
  'language of every text: en, de, fr, nb (default: from LANG)': 'Sprache aller Texte: en, de, fr, nb (Vorgabe: aus LANG)',
  'S H D C instead of suit symbols, no box drawing': 'S H D C statt Farbsymbolen, keine Rahmenlinien',
  'four suit colours, colour-blind safe': 'vier Farben für die Kartenfarben, auch bei Farbenblindheit unterscheidbar',
  'no colours (NO_COLOR is honoured too)': 'keine Farben (auch NO_COLOR wird beachtet)',
  "colours: dark, light, high-contrast (default: from the terminal's background, else dark)": 'Farben: dark, light, high-contrast (Vorgabe: nach dem Hintergrund des Terminals, sonst dark)',
  'no clicks or wheel on the screen (the terminal keeps the mouse for selecting text)': 'keine Klicks und kein Mausrad auf dem Bildschirm (das Terminal behält die Maus zum Markieren von Text)',
  'plain lines for a screen reader: appended, never redrawn (also REGICIDE_SCREEN_READER=1 or INK_SCREEN_READER=true)':
    'einfache Zeilen für einen Screenreader: angehängt, nie neu gezeichnet (auch REGICIDE_SCREEN_READER=1 oder INK_SCREEN_READER=true)',
  'step through a logged game, record it with --cast, or check it with --verify': 'ein protokolliertes Spiel Zug für Zug ansehen, mit --cast aufnehmen oder mit --verify prüfen',
  're-play the log: exit 0 if every move is legal and the result matches': 'das Protokoll nachspielen: Exit-Code 0, wenn jeder Zug regelgerecht ist und das Ergebnis stimmt',
  "write an asciicast (v2) of the game on the stepper's screens to OUT (asciinema plays it)":
    'einen Asciicast (v2) des Spiels auf den Bildschirmen des Schrittbetrachters nach OUT schreiben (asciinema spielt ihn ab)',
  "the recording's terminal size (default: 80x24)": 'die Terminalgröße der Aufnahme (Vorgabe: 80x24)',
  "the recording's pace: 1 is a move every 800 ms, 2 twice as fast (default: 1)": 'das Tempo der Aufnahme: 1 ist ein Zug alle 800 ms, 2 doppelt so schnell (Vorgabe: 1)',
  'the rules, in your language': 'die Regeln, in deiner Sprache',
  'language of the text: en, de, fr, nb (default: from LANG)': 'Sprache des Textes: en, de, fr, nb (Vorgabe: aus LANG)',
  'S H D C instead of suit symbols': 'S H D C statt Farbsymbolen',
  'let bots play many seeded games and report win rate, enemies defeated and speed': 'Bots viele Spiele mit festem Seed spielen lassen und Siegquote, besiegte Gegner und Tempo melden',
  'bot level for every seat': 'Bot-Stufe für jeden Platz',
  'number of games': 'Zahl der Spiele',
  'seed of the run: game i uses "<seed>/i"': 'Seed des Laufs: Spiel i verwendet „<seed>/i“',
  'worker threads (default: one per core)': 'Worker-Threads (Vorgabe: einer pro Kern)',
  'print one JSON object instead of the text report': 'ein JSON-Objekt statt des Textberichts ausgeben',
  'play the games on a job queue in Redis, taken by `worker --queue` processes, e.g. redis://127.0.0.1:6379':
    'die Spiele über eine Auftragswarteschlange in Redis spielen, abgearbeitet von Prozessen mit `worker --queue`, z. B. redis://127.0.0.1:6379',
  'with --queue: games per job (default: 25 to 250, by the run)': 'mit --queue: Spiele pro Auftrag (Vorgabe: 25 bis 250, je nach Lauf)',
  'with --queue: watch a queued run; its report follows when it ends': 'mit --queue: einen Lauf in der Warteschlange verfolgen; sein Bericht folgt, wenn er endet',
  'with --queue: stop a queued run': 'mit --queue: einen Lauf in der Warteschlange anhalten',
  'A B: play both bots on the same deals until an SPRT decides whether B is better': 'A B: beide Bots dieselben Blätter spielen lassen, bis ein SPRT entscheidet, ob B besser ist',
  'with --compare: the win-rate points B must gain to count as better (default 5)': 'mit --compare: um wie viele Prozentpunkte Siegquote B zulegen muss, um als besser zu gelten (Vorgabe 5)',
  'with --compare: chance of calling B better when it is not (default 0.05)': 'mit --compare: Wahrscheinlichkeit, B für besser zu halten, obwohl es das nicht ist (Vorgabe 0.05)',
  'with --compare: chance of missing a B better by --better-by (default 0.05)': 'mit --compare: Wahrscheinlichkeit, ein um --better-by besseres B zu übersehen (Vorgabe 0.05)',
  'with --compare: deals at most, each played by both bots (default 10000)': 'mit --compare: höchstens so viele Blätter, jedes von beiden Bots gespielt (Vorgabe 10000)',
  'statistics of your saved games: wins, streaks, the daily streak, medals, enemies defeated':
    'Statistik deiner gespeicherten Spiele: Siege, Serien, die Serie der Tagesspiele, Medaillen, besiegte Gegner',
  'print one JSON object instead of the text': 'ein JSON-Objekt statt des Textes ausgeben',
  'only the daily deal: the streak, every day played and the share text of the latest': 'nur das Tagesspiel: die Serie, jeder gespielte Tag und der Text zum Teilen vom letzten',
  'draw the bar chart with # instead of blocks': 'das Balkendiagramm mit # statt Blöcken zeichnen',
  "the daily deal's result to paste into a chat (no cards, no seed)": 'das Ergebnis des Tagesspiels zum Einfügen in einen Chat (ohne Karten, ohne Seed)',
  'the day (default: today, UTC)': 'der Tag (Vorgabe: heute, UTC)',
  '# and - instead of ■ and □': '# und - statt ■ und □',
  'list unfinished saved games; delete one, or every finished game': 'unfertige gespeicherte Spiele auflisten; eines löschen, oder alle beendeten',
  'delete the unfinished game numbered N in the list, or the save with this id': 'das unfertige Spiel mit der Nummer N in der Liste löschen, oder den Spielstand mit dieser ID',
  'delete every finished game (they then no longer count in stats)': 'alle beendeten Spiele löschen (sie zählen dann nicht mehr in der Statistik)',
  'print the list as one JSON object': 'die Liste als ein JSON-Objekt ausgeben',
  'open a table for players in other terminals (you take seat 1)': 'einen Tisch für Spieler in anderen Terminals eröffnen (du nimmst Platz 1)',
  'number of players, 1 to 4 (default 2)': 'Zahl der Spieler, 1 bis 4 (Vorgabe 2)',
  'a variant, repeatable': 'eine Variante, wiederholbar',
  'seed of the shuffles (default: random)': 'Seed des Mischens (Vorgabe: zufällig)',
  'seats played by bots from the start, e.g. 3,4': 'Plätze, die von Anfang an Bots spielen, z. B. 3,4',
  'port to listen on': 'Port, auf dem gelauscht wird',
  'interface to listen on: 0.0.0.0 (the LAN) or 127.0.0.1 (this machine)': 'Schnittstelle, auf der gelauscht wird: 0.0.0.0 (das lokale Netz) oder 127.0.0.1 (nur dieser Rechner)',
  'your name at the table': 'dein Name am Tisch',
  'headless JSON-lines protocol for seat 1 on stdin/stdout': 'JSON-Zeilen-Protokoll ohne Bildschirm für Platz 1 auf stdin/stdout',
  'open the table on a running "serve" at HOST:PORT instead of embedding a server': 'den Tisch auf einem laufenden „serve“ unter HOST:PORT eröffnen, statt einen Server einzubetten',
  "folder for the embedded server's room logs": 'Ordner für die Raumprotokolle des eingebetteten Servers',
  'after a crash: restore the unfinished tables and take seat 1 again': 'nach einem Absturz: die unfertigen Tische wiederherstellen und wieder Platz 1 einnehmen',
  'who may watch: yes (anyone with the address), no, ask (you answer each)': 'wer zuschauen darf: yes (jeder mit der Adresse), no, ask (du entscheidest jedes Mal)',
  'watchers may greet the table (good luck, well played, …)': 'Zuschauer dürfen den Tisch grüßen (viel Glück, gut gespielt, …)',
  "list the table in the server's lobby while it waits for players (default: private, joined by its code)":
    'den Tisch in der Lobby des Servers zeigen, solange er auf Spieler wartet (Vorgabe: privat, Beitritt über seinen Code)',
  'a table that waits for its players: a move when you have time, on a server with accounts (--server or the remembered one)':
    'ein Tisch, der auf seine Spieler wartet: ein Zug, wann du Zeit hast, auf einem Server mit Konten (--server oder der gemerkte)',
  'with --turn-based: days for each move (default 2)': 'mit --turn-based: Tage für jeden Zug (Vorgabe 2)',
  'with --turn-based: hours for each move, for short games': 'mit --turn-based: Stunden für jeden Zug, für kurze Spiele',
  'with --turn-based: when a move runs out of time, a bot takes the seat, the table waits, or the game ends (default: bot)':
    'mit --turn-based: wenn die Zeit für einen Zug abläuft, übernimmt ein Bot den Platz, der Tisch wartet, oder das Spiel endet (Vorgabe: bot)',
  'language of the screen and of a refusal: en, de, fr, nb (default: from LANG)': 'Sprache des Bildschirms und einer Ablehnung: en, de, fr, nb (Vorgabe: aus LANG)',
  "a table of this week's team event: the week's deal for its player count, on a server with accounts (--server or the remembered one)":
    'ein Tisch des Team-Events dieser Woche: das Blatt der Woche für seine Spielerzahl, auf einem Server mit Konten (--server oder der gemerkte)',
  'open connections from one address (default 32)': 'offene Verbindungen von einer Adresse (Vorgabe 32)',
  'tables one address may open per minute (default 6)': 'Tische, die eine Adresse pro Minute eröffnen darf (Vorgabe 6)',
  'open tables with server bots one address may hold (default 3)': 'offene Tische mit Server-Bots, die eine Adresse halten darf (Vorgabe 3)',
  'seats of one table reserved and not yet connected (default 8)': 'reservierte und noch nicht verbundene Plätze eines Tisches (Vorgabe 8)',
  'of those, held by one address (an IPv6 /64) at once (default 2)': 'davon von einer Adresse (einem IPv6-/64) zugleich gehalten (Vorgabe 2)',
  'watchers of one table, admitted or asking the host (default 16)': 'Zuschauer eines Tisches, zugelassen oder beim Gastgeber anfragend (Vorgabe 16)',
  'of those, from one address (an IPv6 /64); one request to watch at a time (default 2)': 'davon von einer Adresse (einem IPv6-/64); je eine Anfrage zum Zuschauen auf einmal (Vorgabe 2)',
  'joins and rejoins from one address per minute (default 60)': 'Beitritte und Wiederbeitritte von einer Adresse pro Minute (Vorgabe 60)',
  'rejoins of one seat per minute (default 12)': 'Wiederbeitritte zu einem Platz pro Minute (Vorgabe 12)',
  'joins by code that find no table, from one address per minute (default 10)': 'Beitritte per Code, die keinen Tisch finden, von einer Adresse pro Minute (Vorgabe 10)',
  'open public tables (listed in the lobby) one address may hold (default 2)': 'offene öffentliche Tische (in der Lobby gelistet), die eine Adresse halten darf (Vorgabe 2)',
  'lobby listings one address may keep waiting for a change at once (default 4)': 'Lobby-Listen, die eine Adresse gleichzeitig auf eine Änderung warten lassen darf (Vorgabe 4)',
  'quick-match requests from one address per minute (default 12)': 'Anfragen nach einem schnellen Spiel von einer Adresse pro Minute (Vorgabe 12)',
  'largest matchmaking request (default 4096)': 'größte Anfrage an die Spielersuche (Vorgabe 4096)',
  "time for a request's headers (default 10000)": 'Zeit für die Header einer Anfrage (Vorgabe 10000)',
  'time for a whole request (default 15000)': 'Zeit für eine ganze Anfrage (Vorgabe 15000)',
  'time an idle kept-alive connection stays open (default 5000)': 'wie lange eine untätige Keep-alive-Verbindung offen bleibt (Vorgabe 5000)',
  'a web page origin allowed to use the server, repeatable (default: none; terminals send no origin)':
    'der Origin einer Webseite, die den Server nutzen darf, wiederholbar (Vorgabe: keiner; Terminals senden keinen Origin)',
  'a reverse proxy whose X-Forwarded-For names the client, repeatable (an address or a range)':
    'ein Reverse-Proxy, dessen X-Forwarded-For den Client nennt, wiederholbar (eine Adresse oder ein Bereich)',
  'shortest bot pause a table may ask for (default 200)': 'kürzeste Bot-Pause, die ein Tisch verlangen darf (Vorgabe 200)',
  'bot levels tables may ask for, e.g. easy,normal (default: all: random,easy,normal,hard)': 'Bot-Stufen, die Tische verlangen dürfen, z. B. easy,normal (Vorgabe: alle: random,easy,normal,hard)',
  "worker threads for the server's bots; 0: on the message loop (default: cores − 1, 1 to 4)": 'Worker-Threads für die Bots des Servers; 0: in der Nachrichtenschleife (Vorgabe: Kerne − 1, 1 bis 4)',
  'a table nobody has touched for this long is closed, and --resume skips it (default 10)':
    'ein Tisch, den so lange niemand angerührt hat, wird geschlossen, und --resume überspringt ihn (Vorgabe 10)',
  'room logs unchanged for this many days are removed; 0 keeps them (default 30)': 'Raumprotokolle, die sich so viele Tage nicht geändert haben, werden entfernt; 0 behält sie (Vorgabe 30)',
  "room logs kept on disk together, in MiB; past it the oldest closed tables' logs are removed, abandoned ones first; 0: no cap (default 1024)":
    'Raumprotokolle auf der Platte insgesamt, in MiB; darüber werden die Protokolle der ältesten geschlossenen Tische entfernt, verlassene zuerst; 0: keine Grenze (Vorgabe 1024)',
  'watch a table someone hosts, live (the public view: hand sizes, never a hand)': 'einem Tisch, den jemand eröffnet hat, live zuschauen (die öffentliche Sicht: Handgrößen, nie eine Hand)',
  'your name among the watchers': 'dein Name unter den Zuschauern',
  "the protocol's public lines on stdout (greetings on stdin, when the host allows them)": 'die öffentlichen Zeilen des Protokolls auf stdout (Grüße auf stdin, wenn der Gastgeber sie erlaubt)',
  'the address the host printed: HOST:PORT/CODE': 'die Adresse, die der Gastgeber ausgegeben hat: HOST:PORT/CODE',
  'take a seat at a table someone hosts': 'an einem Tisch Platz nehmen, den jemand eröffnet hat',
  'the seat you would like (if free)': 'der Platz, den du gern hättest (wenn er frei ist)',
  'headless JSON-lines protocol for your seat on stdin/stdout': 'JSON-Zeilen-Protokoll ohne Bildschirm für deinen Platz auf stdin/stdout',
  'rejoin the seat you held (the latest table, or the one at ADDRESS)': 'wieder den Platz einnehmen, den du hattest (am letzten Tisch oder an dem unter ADRESSE)',
  'plain lines for a screen reader (also REGICIDE_SCREEN_READER=1 or INK_SCREEN_READER=true)': 'einfache Zeilen für einen Screenreader (auch REGICIDE_SCREEN_READER=1 oder INK_SCREEN_READER=true)',
  "a server's open public tables, live: Enter joins one (--json: the listing once)": 'die offenen öffentlichen Tische eines Servers, live: Enter tritt einem bei (--json: die Liste einmal)',
  'the server, HOST:PORT (remembered for next time, shared with account)': 'der Server, HOST:PORT (wird fürs nächste Mal gemerkt, gemeinsam mit account)',
  "only this game's tables, or all (default: regicide)": 'nur die Tische dieses Spiels, oder all (Vorgabe: regicide)',
  'only tables of this many seats': 'nur Tische mit so vielen Plätzen',
  'your name at the table you join': 'dein Name an dem Tisch, dem du beitrittst',
  'print the listing once as one JSON line and exit': 'die Liste einmal als eine JSON-Zeile ausgeben und beenden',
  'your turn-based tables on a server: your turn first, with the time left; Enter opens one (--json: the list once)':
    'deine Tische mit Zugzeit auf einem Server: zuerst die, an denen du am Zug bist, mit der verbleibenden Zeit; Enter öffnet einen (--json: die Liste einmal)',
  'your name at the table you open': 'dein Name an dem Tisch, den du eröffnest',
  'print the list once as one JSON line and exit': 'die Liste einmal als eine JSON-Zeile ausgeben und beenden',
  'a headless server for tables of every game; one JSON line per room event': 'ein Server ohne Bildschirm für Tische jedes Spiels; eine JSON-Zeile pro Raumereignis',
  'share rooms with other serve processes through Redis, e.g. redis://127.0.0.1:6379': 'Räume mit anderen serve-Prozessen über Redis teilen, z. B. redis://127.0.0.1:6379',
  'keep the accounts in PostgreSQL, e.g. postgres://user@127.0.0.1/cards (default: SQLite in the data folder)':
    'die Konten in PostgreSQL führen, z. B. postgres://user@127.0.0.1/cards (Vorgabe: SQLite im Datenordner)',
  'folder for the room logs (one per room, rewritten after every move)': 'Ordner für die Raumprotokolle (eines pro Raum, nach jedem Zug neu geschrieben)',
  'restore the unfinished rooms saved in the data folder': 'die im Datenordner gespeicherten unfertigen Räume wiederherstellen',
  'with --redis: the address clients reach this process at': 'mit --redis: die Adresse, unter der Clients diesen Prozess erreichen',
  "the operator's own listener: /metrics, /healthz (and the monitor with --monitor); default: none":
    'der eigene Listener des Betreibers: /metrics, /healthz (und der Monitor mit --monitor); Vorgabe: keiner',
  "Colyseus's monitor panel at /monitor on the operator listener, behind the password in $REGICIDE_MONITOR_PASSWORD":
    'das Monitor-Panel von Colyseus unter /monitor auf dem Betreiber-Listener, hinter dem Passwort in $REGICIDE_MONITOR_PASSWORD',
  'wrong monitor passwords (and operator tokens) one address may try a minute; then it waits, twice as long after each further one (default 5)':
    'falsche Monitor-Passwörter (und Betreiber-Tokens), die eine Adresse pro Minute versuchen darf; dann wartet sie, nach jedem weiteren doppelt so lange (Vorgabe 5)',
  'keys one account may hold (a link past it is refused) (default 8)': 'Schlüssel, die ein Konto haben darf (eine Verknüpfung darüber hinaus wird abgelehnt) (Vorgabe 8)',
  "names one account may claim in a day (an operator's rename is not counted) (default 3)":
    'Namen, die ein Konto an einem Tag beanspruchen darf (eine Umbenennung durch den Betreiber zählt nicht) (Vorgabe 3)',
  'names claimed from one address (an IPv6 /64) in a day, over all accounts (default 20)':
    'Namen, die von einer Adresse (einem IPv6-/64) an einem Tag beansprucht werden, über alle Konten (Vorgabe 20)',
  'open turn-based tables one account may sit at (plus one per finished turn-based game of the account) (default 21)':
    'offene Tische mit Zugzeit, an denen ein Konto sitzen darf (plus einer pro beendetem Spiel mit Zugzeit des Kontos) (Vorgabe 21)',
  'key-proof challenges one address may ask for per minute (each sign-in takes one) (default 120)':
    'Schlüsselnachweis-Anfragen, die eine Adresse pro Minute stellen darf (jede Anmeldung braucht eine) (Vorgabe 120)',
  'finished daily games one address may send per minute (default 30)': 'beendete Tagesspiele, die eine Adresse pro Minute senden darf (Vorgabe 30)',
  "reminders of a turn-based table's deadline one account is sent in a UTC day; 0: none (default 10)":
    'Erinnerungen an die Frist eines Tisches mit Zugzeit, die ein Konto an einem UTC-Tag bekommt; 0: keine (Vorgabe 10)',
  'days one account may pause its turn-based clocks in a UTC month; 0: no holidays (default 7)':
    'Tage, an denen ein Konto in einem UTC-Monat die Uhren seiner Tische mit Zugzeit anhalten darf; 0: kein Urlaub (Vorgabe 7)',
  'push addresses (ntfy topics, webhooks) one account may hold; 0: no pushes (default 3)': 'Push-Adressen (ntfy-Themen, Webhooks), die ein Konto haben darf; 0: keine Pushes (Vorgabe 3)',
  'pushes one account may get in an hour (the rest wait) (default 30)': 'Pushes, die ein Konto in einer Stunde bekommen darf (der Rest wartet) (Vorgabe 30)',
  'a host pushes may go to although it resolves to a private or loopback address, repeatable (default: none)':
    'ein Host, an den Pushes gehen dürfen, obwohl er zu einer privaten oder Loopback-Adresse auflöst, wiederholbar (Vorgabe: keiner)',
  'also serve both games over SSH on this port (no install needed to play)': 'beide Spiele auch über SSH auf diesem Port anbieten (zum Spielen ist keine Installation nötig)',
  'SSH sessions open at once from one address (default 4)': 'gleichzeitig offene SSH-Sitzungen von einer Adresse (Vorgabe 4)',
  'SSH sessions open at once in all (default 250)': 'gleichzeitig offene SSH-Sitzungen insgesamt (Vorgabe 250)',
  'SSH connections not yet in a session (logging in or opening one) from one address (default 8)': 'SSH-Verbindungen noch ohne Sitzung (beim Anmelden oder Öffnen einer) von einer Adresse (Vorgabe 8)',
  'SSH connections not yet in a session, in all (shared fairly between addresses) (default 64)': 'SSH-Verbindungen noch ohne Sitzung, insgesamt (gerecht auf die Adressen verteilt) (Vorgabe 64)',
  'time an SSH connection has to log in (default 20)': 'Zeit, die eine SSH-Verbindung zum Anmelden hat (Vorgabe 20)',
  'time a logged-in SSH connection has to open its session (a shell or a command) (default 10)':
    'Zeit, die eine angemeldete SSH-Verbindung zum Öffnen ihrer Sitzung hat (eine Shell oder ein Befehl) (Vorgabe 10)',
  'failed SSH authentication attempts before the connection is closed (default 6)': 'fehlgeschlagene SSH-Anmeldeversuche, bevor die Verbindung geschlossen wird (Vorgabe 6)',
  'an SSH session without a key for this long (counted from the login) is warned, then closed (default 900)':
    'eine SSH-Sitzung ohne Schlüssel wird nach dieser Zeit (ab der Anmeldung) gewarnt und dann geschlossen (Vorgabe 900)',
  "a server operator's acts: bans, renames, the lobby, the audit log (on serve's --operator-listen)":
    'was der Betreiber eines Servers tun kann: Sperren, Umbenennungen, die Lobby, das Prüfprotokoll (auf dem --operator-listen von serve)',
  'ban a key (by its fingerprint) or an address (an IP, its IPv6 /64, or a range like 198.51.100.0/24)':
    'einen Schlüssel (über seinen Fingerabdruck) oder eine Adresse sperren (eine IP, ihr IPv6-/64 oder ein Bereich wie 198.51.100.0/24)',
  "the server's operator listener (serve --operator-listen); the token comes from $REGICIDE_OPERATOR_TOKEN":
    'der Betreiber-Listener des Servers (serve --operator-listen); das Token kommt aus $REGICIDE_OPERATOR_TOKEN',
  'the key, SHA256:… as `account` shows it': 'der Schlüssel, SHA256:…, wie `account` ihn zeigt',
  'an IP address or a range': 'eine IP-Adresse oder ein Bereich',
  'why (kept in the audit log)': 'warum (wird im Prüfprotokoll festgehalten)',
  'lift the ban of a key or an address': 'die Sperre eines Schlüssels oder einer Adresse aufheben',
  'the key': 'der Schlüssel',
  'the address or range, as it was banned': 'die Adresse oder der Bereich, wie gesperrt',
  'give a player another name (the name rules and the lookalike check hold)': 'einem Spieler einen anderen Namen geben (die Namensregeln und die Prüfung auf Verwechselbarkeit gelten)',
  'the name the player has now': 'der Name, den der Spieler jetzt hat',
  "or one of the player's keys": 'oder einer der Schlüssel des Spielers',
  'the new name': 'der neue Name',
  'remove a table from the lobby for good (it goes on for its players)': 'einen Tisch endgültig aus der Lobby nehmen (für seine Spieler geht er weiter)',
  "the table's code, e.g. KQX7-2MPD": 'der Code des Tisches, z. B. KQX7-2MPD',
  "the operator's acts, newest first": 'die Handlungen des Betreibers, die neuesten zuerst',
  'how many (default 50)': 'wie viele (Vorgabe 50)',
  'one JSON object': 'ein JSON-Objekt',
  'the bans in force': 'die geltenden Sperren',
  "a player's daily results (with the ids remove-result takes), newest first": 'die Tagesergebnisse eines Spielers (mit den IDs, die remove-result nimmt), die neuesten zuerst',
  "the player's name": 'der Name des Spielers',
  'the game of the daily field': 'das Spiel des Tagesfelds',
  "the server's UTC day": 'der UTC-Tag des Servers',
  "remove a daily result: a player's on a day (--name or --key, --day), or one by its --id":
    'ein Tagesergebnis entfernen: das eines Spielers an einem Tag (--name oder --key, --day) oder eines über seine --id',
  'the result, as `operator results` lists it': 'das Ergebnis, wie `operator results` es auflistet',
  'keep a key out of the daily rankings: its results leave the field, its later ones are kept apart (it may still play)':
    'einen Schlüssel aus den Tagesranglisten heraushalten: seine Ergebnisse verlassen das Feld, seine späteren werden abseits geführt (spielen darf er weiter)',
  'let a key into the daily rankings again (from its next game on)': 'einen Schlüssel wieder in die Tagesranglisten lassen (ab seinem nächsten Spiel)',
  'your account on a server: name, keys, data kept; claim a name, link a key, export, delete':
    'dein Konto auf einem Server: Name, Schlüssel, gespeicherte Daten; einen Namen beanspruchen, einen Schlüssel verknüpfen, exportieren, löschen',
  'the server, HOST:PORT (remembered for next time)': 'der Server, HOST:PORT (wird fürs nächste Mal gemerkt)',
  'claim a name on the server (2 to 20 columns, printable)': 'einen Namen auf dem Server beanspruchen (2 bis 20 Spalten, druckbar)',
  "without a code: show one to type on your other terminal; with one: add this terminal's key to that account":
    'ohne Code: einen zeigen, den du in deinem anderen Terminal eintippst; mit einem: den Schlüssel dieses Terminals zu jenem Konto hinzufügen',
  'everything the server keeps of the account, as JSON (to stdout, or a new file)': 'alles, was der Server vom Konto speichert, als JSON (auf stdout oder in eine neue Datei)',
  'delete the account and everything of it on the server': 'das Konto und alles dazu auf dem Server löschen',
  'with --delete: do not ask': 'mit --delete: nicht nachfragen',
  'pause the clocks of your turn-based tables for this many days (the server allows a few a month)':
    'die Uhren deiner Tische mit Zugzeit für so viele Tage anhalten (der Server erlaubt ein paar im Monat)',
  'end your holiday now: your turn-based clocks run again': 'deinen Urlaub jetzt beenden: die Uhren deiner Tische mit Zugzeit laufen wieder',
  "where the server tells you it's your turn while this program is closed: an ntfy topic or a webhook":
    'wohin dir der Server meldet, dass du am Zug bist, während dieses Programm geschlossen ist: ein ntfy-Thema oder ein Webhook',
  'with an address: one summary a day instead of each push': 'mit einer Adresse: eine Zusammenfassung am Tag statt jedes einzelnen Pushes',
  'your push addresses on the server': 'deine Push-Adressen auf dem Server',
  'remove one push address (its id from --list)': 'eine Push-Adresse entfernen (ihre ID aus --list)',
  'remove every push address: no more pushes': 'alle Push-Adressen entfernen: keine Pushes mehr',
  'send a test message to each of your push addresses': 'eine Testnachricht an jede deiner Push-Adressen senden',
  'ntfy:TOPIC, ntfy:https://your.ntfy.server/TOPIC, or a webhook URL (https://…)': 'ntfy:THEMA, ntfy:https://dein.ntfy.server/THEMA oder eine Webhook-URL (https://…)',
  'show the settings and where each comes from (the settings file, the environment, the defaults)':
    'die Einstellungen zeigen und woher jede kommt (aus der Einstellungsdatei, der Umgebung, den Vorgaben)',
  'write a setting to the settings file': 'eine Einstellung in die Einstellungsdatei schreiben',
  'the setting': 'die Einstellung',
  'its value': 'ihr Wert',
  'remove a setting from the settings file (its default applies again)': 'eine Einstellung aus der Einstellungsdatei entfernen (dann gilt wieder ihre Vorgabe)',
  "print the shell's completion script: bash, zsh, fish (e.g. source <(regicide completion bash))":
    'das Vervollständigungsskript der Shell ausgeben: bash, zsh, fish (z. B. source <(regicide completion bash))',
  'the shell': 'die Shell',
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
  'play the games of queued simulations (sim --queue) until stopped': 'die Spiele von Simulationen in der Warteschlange spielen (sim --queue), bis sie angehalten werden',
  'the Redis of the queue, e.g. redis://127.0.0.1:6379': 'das Redis der Warteschlange, z. B. redis://127.0.0.1:6379',
  'a guided first game: short lessons on the real screen, each waits for your move and explains a wrong one':
    'ein angeleitetes erstes Spiel: kurze Lektionen auf dem echten Bildschirm, jede wartet auf deinen Zug und erklärt einen falschen',
  'list the lessons and which are done': 'die Lektionen auflisten und welche erledigt sind',
  'forget which lessons are done and start again': 'vergessen, welche Lektionen erledigt sind, und von vorn beginnen',
  'let an outside bot (any program speaking the JSON-lines protocol) play the published deal set regicide-arena-v1, beside the built-in levels':
    'einen fremden Bot (ein beliebiges Programm, das das JSON-Zeilen-Protokoll spricht) den veröffentlichten Blattsatz regicide-arena-v1 spielen lassen, neben den eingebauten Stufen',
  "the bot's command line, run by the shell once per deal": 'die Befehlszeile des Bots, von der Shell einmal pro Blatt ausgeführt',
  "only the first N of the set's 40 deals": 'nur die ersten N der 40 Blätter des Satzes',
  'milliseconds the bot may take for each decision': 'Millisekunden, die der Bot für jede Entscheidung brauchen darf',
  'level of the built-in bots at the other seats': 'Stufe der eingebauten Bots an den anderen Plätzen',
  'built-in levels to compare with on the same deals: all, none, or some of random,easy,normal,hard':
    'eingebaute Stufen zum Vergleich auf denselben Blättern: all, none oder einige von random,easy,normal,hard',
  "this week's team event: the same deals for every team, their ranking and the solver's verdict (play one with host --event)":
    'das Team-Event dieser Woche: dieselben Blätter für jedes Team, ihre Rangliste und das Urteil des Lösers (eines spielen mit host --event)',
  'an earlier week, e.g. 2026-W48 (its seeds are shown once it is over)': 'eine frühere Woche, z. B. 2026-W48 (ihre Seeds werden gezeigt, sobald sie vorbei ist)',
  'the answer as one JSON object': 'die Antwort als ein JSON-Objekt',
  "today's puzzle: find the one move that keeps the deal winnable, proven by the solver (offline, from the bundled set)":
    'das Rätsel des Tages: finde den einen Zug, der das Blatt gewinnbar hält, vom Löser bewiesen (offline, aus dem mitgelieferten Satz)',
  "a stream of puzzles, from today's on: Enter after each one goes to the next": 'eine Folge von Rätseln, ab dem heutigen: Enter nach jedem führt zum nächsten',
  'find puzzles in bot games of seeded deals, each proven by the solver; prints a puzzle set as JSON':
    'Rätsel in Bot-Spielen von Blättern mit Seed finden, jedes vom Löser bewiesen; gibt einen Rätselsatz als JSON aus',
  'the deals are SEED/0 … SEED/N-1': 'die Blätter sind SEED/0 … SEED/N-1',
  'how many deals to play and search': 'wie viele Blätter gespielt und durchsucht werden',
  'the bot that plays each deal: random, easy, normal, hard': 'der Bot, der jedes Blatt spielt: random, easy, normal, hard',
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
};
