// Texts of the SSH menu and of the SSH front's notices, in every language of the screens.
import type { Dictionary } from '../shared/texts-for.js';
import type { ThemeName } from '../shared/palettes.js';

export interface SshTexts {
  /** `games`: the titles of the games served, in the registry's order. */
  title: (games: readonly string[]) => string;
  welcome: (name: string, identified: boolean) => string;
  /** Each game's entries name it (`game`: its title). */
  items: {
    continueSolo: (game: string) => string;
    solo: (game: string) => string;
    /** `date`: YYYY-MM-DD (UTC); `unfinished`: this player's game of it waits. */
    daily: (game: string, date: string, unfinished: boolean) => string;
    /** `choose`: the menu steps between seat counts (←/→). */
    bots: (game: string, players: number, choose: boolean) => string;
    own: (game: string, players: number, choose: boolean) => string;
    join: string;
    watch: string;
    /** The account's name on this server (null: none yet): the item that claims one. */
    claim: (name: string | null) => string;
    /** Shows a code that adds a terminal's key to this account. */
    linkCode: string;
    /** The server's ladder of `game` (its title) and the account's rating. */
    ladder: (game: string) => string;
    /** The lobby: the open public tables of this server. */
    lobby: string;
    /** The account's turn-based tables on this server. */
    tables: string;
    /** Quick match: a seat at the oldest open public table that fits, or a new one. */
    quick: string;
    learn: string;
    rules: string;
    stats: string;
    quit: string;
  };
  keys: string;
  /** The key that makes a table of one's own public (listed in the lobby) or for friends again. */
  publicKey: (isPublic: boolean) => string;
  /** A table of one's own when made public (`choose`: as for `own`). */
  ownPublic: (game: string, players: number, choose: boolean) => string;
  quickTitle: string;
  /** A game's row on the quick match page (`choose`: ←/→ step between seat counts). */
  quickLine: (game: string, players: number, choose: boolean) => string;
  quickKeys: string;
  /** Quick match found no seat: every table it was given filled first. */
  quickAllFull: string;
  language: string;
  /** The theme the session's screens are drawn in (t changes it; a key's player keeps it). */
  theme: (name: ThemeName) => string;
  joinPrompt: string;
  joinKeys: string;
  watchKeys: string;
  claimPrompt: string;
  claimKeys: string;
  watchLeave: string;
  badCode: string;
  notYet: (what: string) => string;
  learnTitle: string;
  /** A game's lessons: the one "learn" opens next (from 1), or null when every one is done (they start again). */
  learnLine: (game: string, next: number | null, total: number) => string;
  learnKeys: string;
  /** After leaving a lesson: which one the game's "learn" opens next (null: every one done). */
  learnKept: (game: string, next: number | null, total: number, kept: boolean) => string;
  backKey: string;
  rulesKeys: string;
  guestStats: string;
  guestKeeps: string;
  // Notices of the SSH front (before or instead of a screen).
  sessionQuota: (limit: number) => string;
  serverFull: string;
  needsTerminal: (command: string | null) => string;
  idleWarning: (seconds: number) => string;
  idleClosed: string;
  /** The session sent keys far faster than anyone types, and was closed. */
  keyFlood: string;
  unknownCommand: (command: string) => string;
  bye: string;
}

export const SSH_TEXTS: Dictionary<SshTexts> = {
  en: {
    title: (games) => `${games.join(' & ')} over SSH`,
    welcome: (name, identified) => (identified ? `Welcome, ${name}. Your key keeps your saves and statistics here.` : `Welcome, ${name} (guest).`),
    items: {
      continueSolo: (game) => `Continue your ${game} game`,
      solo: (game) => `${game} solo`,
      daily: (game, date, unfinished) => (unfinished ? `Continue today’s ${game} deal (${date})` : `${game}: today’s deal, the same for everyone (${date})`),
      bots: (game, players, choose) => (players === 2 && !choose ? `${game} against a bot` : `${game} with bots (${players} players${choose ? ', ←/→' : ''})`),
      own: (game, players, choose) => `${game} at a table of your own for friends (${players} seats${choose ? ', ←/→' : ''})`,
      join: 'Join a table by its code',
      watch: 'Watch a table',
      claim: (name) => (name === null ? 'Claim a name on this server' : `Your name on this server: ${name} (change it)`),
      linkCode: 'Link a terminal to this key (a code to type there)',
      ladder: (game) => `Ladder: ${game} ratings, yours and the best`,
      lobby: 'Open tables (the lobby)',
      tables: 'Your tables (turn-based)',
      quick: 'Quick match: a seat at an open table, or a new one',
      learn: 'Learn to play',
      rules: 'Rules',
      stats: 'Your statistics',
      quit: 'Quit',
    },
    keys: '↑/↓ choose · Enter start · l language · t theme · q quit',
    publicKey: (isPublic) => (isPublic ? 'p for friends only' : 'p public table'),
    ownPublic: (game, players, choose) => `${game} at a public table, listed in Open tables (${players} seats${choose ? ', ←/→' : ''})`,
    quickTitle: 'Quick match: which game?',
    quickLine: (game, players, choose) => `${game} (${players} players${choose ? ', ←/→' : ''})`,
    quickKeys: '↑/↓ choose · ←/→ players · Enter find a table · Esc back',
    quickAllFull: 'Quick match: every table found filled before you sat down. Try again.',
    language: 'Language: English',
    theme: (name) => `Theme: ${{ dark: 'dark', light: 'light', 'high-contrast': 'high contrast' }[name]}`,
    joinPrompt: 'Code of the table (e.g. KQX7-2MPD): ',
    joinKeys: 'Enter join · Esc back',
    watchKeys: 'Enter watch · Esc back',
    claimPrompt: 'Your name on this server (2 to 20 columns): ',
    claimKeys: 'Enter claim · Esc back',
    watchLeave: 'q: stop watching',
    badCode: 'That is not a table code (four letters or digits, a dash, four more).',
    notYet: (what) => `${what}: not on this server yet. It arrives with a later version.`,
    learnTitle: 'Learn to play: which game?',
    learnLine: (game, next, total) => (next === null ? `${game}: every lesson done (again from lesson 1)` : `${game}: lesson ${next} of ${total}`),
    learnKeys: '↑/↓ choose · Enter start · Esc back',
    learnKept: (game, next, total, kept) =>
      next === null ? `Every ${game} lesson done. Now a real game from the menu.` : `${kept ? 'Your progress is kept: ' : ''}${game} lessons go on with lesson ${next} of ${total}.`,
    backKey: 'any key: back',
    rulesKeys: '↑/↓ PgUp/PgDn scroll · Tab other game · Esc back',
    guestStats: 'Guests keep no statistics: connect with an SSH key to keep yours.',
    guestKeeps: 'As a guest nothing is kept after you leave; with an SSH key your games wait for you.',
    sessionQuota: (limit) => `Too many sessions from your address (at most ${limit} at once). Close one and try again.`,
    serverFull: 'The server is full right now. Please try again in a few minutes.',
    needsTerminal: (command) => `This needs a terminal: connect with "ssh -t"${command ? ` (ssh -t … ${command})` : ''}.`,
    idleWarning: (seconds) => `No key for a while: this session closes in ${seconds} s. Press any key to stay.`,
    idleClosed: 'Closed after a long time without a key. Your game is saved if you connected with a key.',
    keyFlood: 'Closed: far more keys arrived than anyone types. Your game is saved if you connected with a key.',
    unknownCommand: (command) => `Unknown command ${command}. Try "join CODE", or no command for the menu.`,
    bye: 'Goodbye.',
  },
  de: {
    title: (games) => `${games.join(' & ')} über SSH`,
    welcome: (name, identified) => (identified ? `Willkommen, ${name}. Dein Schlüssel bewahrt hier deine Spielstände und Statistiken.` : `Willkommen, ${name} (Gast).`),
    items: {
      continueSolo: (game) => `Dein ${game}-Spiel fortsetzen`,
      solo: (game) => `${game} allein`,
      daily: (game, date, unfinished) => (unfinished ? `Das heutige ${game}-Spiel fortsetzen (${date})` : `${game}: das Spiel des Tages, für alle gleich (${date})`),
      bots: (game, players, choose) => (players === 2 && !choose ? `${game} gegen einen Bot` : `${game} mit Bots (${players} Spieler${choose ? ', ←/→' : ''})`),
      own: (game, players, choose) => `${game} an einem eigenen Tisch für Freunde (${players} Plätze${choose ? ', ←/→' : ''})`,
      join: 'Einem Tisch per Code beitreten',
      watch: 'Einem Tisch zuschauen',
      claim: (name) => (name === null ? 'Einen Namen auf diesem Server beanspruchen' : `Dein Name auf diesem Server: ${name} (ändern)`),
      linkCode: 'Ein Terminal mit diesem Schlüssel verbinden (ein Code zum Eintippen dort)',
      ladder: (game) => `Rangliste: ${game}-Wertungen, deine und die besten`,
      lobby: 'Offene Tische (die Lobby)',
      tables: 'Deine rundenbasierten Tische',
      quick: 'Schnelles Spiel: ein Platz an einem offenen Tisch oder ein neuer',
      learn: 'Spielen lernen',
      rules: 'Regeln',
      stats: 'Deine Statistik',
      quit: 'Beenden',
    },
    keys: '↑/↓ wählen · Enter starten · l Sprache · t Farben · q beenden',
    publicKey: (isPublic) => (isPublic ? 'p nur für Freunde' : 'p öffentlicher Tisch'),
    ownPublic: (game, players, choose) => `${game} an einem öffentlichen Tisch, in Offene Tische gelistet (${players} Plätze${choose ? ', ←/→' : ''})`,
    quickTitle: 'Schnelles Spiel: welches Spiel?',
    quickLine: (game, players, choose) => `${game} (${players} Spieler${choose ? ', ←/→' : ''})`,
    quickKeys: '↑/↓ wählen · ←/→ Spieler · Enter Tisch finden · Esc zurück',
    quickAllFull: 'Schnelles Spiel: Jeder gefundene Tisch war voll, bevor du dich setzen konntest. Versuche es erneut.',
    language: 'Sprache: Deutsch',
    theme: (name) => `Farben: ${{ dark: 'dunkel', light: 'hell', 'high-contrast': 'hoher Kontrast' }[name]}`,
    joinPrompt: 'Code des Tisches (z. B. KQX7-2MPD): ',
    joinKeys: 'Enter beitreten · Esc zurück',
    watchKeys: 'Enter zuschauen · Esc zurück',
    claimPrompt: 'Dein Name auf diesem Server (2 bis 20 Spalten): ',
    claimKeys: 'Enter beanspruchen · Esc zurück',
    watchLeave: 'q: nicht mehr zuschauen',
    badCode: 'Das ist kein Tisch-Code (vier Buchstaben oder Ziffern, ein Strich, noch vier).',
    notYet: (what) => `${what}: gibt es auf diesem Server noch nicht. Es kommt mit einer späteren Version.`,
    learnTitle: 'Spielen lernen: welches Spiel?',
    learnLine: (game, next, total) => (next === null ? `${game}: alle Lektionen geschafft (wieder ab Lektion 1)` : `${game}: Lektion ${next} von ${total}`),
    learnKeys: '↑/↓ wählen · Enter starten · Esc zurück',
    learnKept: (game, next, total, kept) =>
      next === null ? `Alle ${game}-Lektionen geschafft. Jetzt ein echtes Spiel aus dem Menü.` : `${kept ? 'Dein Fortschritt bleibt: ' : ''}${game} geht weiter mit Lektion ${next} von ${total}.`,
    backKey: 'beliebige Taste: zurück',
    rulesKeys: '↑/↓ BildAuf/BildAb blättern · Tab anderes Spiel · Esc zurück',
    guestStats: 'Gäste haben keine Statistik: Verbinde dich mit einem SSH-Schlüssel, um deine zu behalten.',
    guestKeeps: 'Als Gast bleibt nach dem Gehen nichts gespeichert; mit einem SSH-Schlüssel warten deine Spiele auf dich.',
    sessionQuota: (limit) => `Zu viele Sitzungen von deiner Adresse (höchstens ${limit} gleichzeitig). Schließe eine und versuche es erneut.`,
    serverFull: 'Der Server ist gerade voll. Bitte versuche es in ein paar Minuten erneut.',
    needsTerminal: (command) => `Dafür braucht es ein Terminal: verbinde dich mit „ssh -t“${command ? ` (ssh -t … ${command})` : ''}.`,
    idleWarning: (seconds) => `Lange keine Taste: Diese Sitzung endet in ${seconds} s. Eine Taste drücken, um zu bleiben.`,
    idleClosed: 'Nach langer Zeit ohne Taste beendet. Dein Spiel ist gespeichert, wenn du dich mit einem Schlüssel verbunden hast.',
    keyFlood: 'Beendet: Es kamen weit mehr Tasten an, als jemand tippt. Dein Spiel ist gespeichert, wenn du dich mit einem Schlüssel verbunden hast.',
    unknownCommand: (command) => `Unbekannter Befehl ${command}. Versuche „join CODE“ oder keinen Befehl für das Menü.`,
    bye: 'Auf Wiedersehen.',
  },
  fr: {
    title: (games) => `${games.join(' & ')} par SSH`,
    welcome: (name, identified) => (identified ? `Bienvenue, ${name}. Votre clé garde ici vos parties et vos statistiques.` : `Bienvenue, ${name} (invité).`),
    items: {
      continueSolo: (game) => `Reprendre votre partie de ${game}`,
      solo: (game) => `${game} en solo`,
      daily: (game, date, unfinished) => (unfinished ? `Reprendre la donne du jour de ${game} (${date})` : `${game}\u00a0: la donne du jour, la même pour tous (${date})`),
      bots: (game, players, choose) => (players === 2 && !choose ? `${game} contre un bot` : `${game} avec des bots (${players} joueurs${choose ? ', ←/→' : ''})`),
      own: (game, players, choose) => `${game} à votre propre table, entre amis (${players} places${choose ? ', ←/→' : ''})`,
      join: 'Rejoindre une table par son code',
      watch: 'Regarder une table',
      claim: (name) => (name === null ? 'Réserver un nom sur ce serveur' : `Votre nom sur ce serveur\u00a0: ${name} (le changer)`),
      linkCode: 'Lier un terminal à cette clé (un code à y taper)',
      ladder: (game) => `Classement : les cotes de ${game}, la tienne et les meilleures`,
      lobby: 'Tables ouvertes (le salon)',
      tables: 'Vos tables (tour par tour)',
      quick: 'Partie rapide\u00a0: une place à une table ouverte, ou une nouvelle',
      learn: 'Apprendre à jouer',
      rules: 'Règles',
      stats: 'Vos statistiques',
      quit: 'Quitter',
    },
    keys: '↑/↓ choisir · Entrée lancer · l langue · t thème · q quitter',
    publicKey: (isPublic) => (isPublic ? 'p entre amis seulement' : 'p table publique'),
    ownPublic: (game, players, choose) => `${game} à une table publique, listée dans Tables ouvertes (${players} places${choose ? ', ←/→' : ''})`,
    quickTitle: 'Partie rapide\u00a0: quel jeu\u00a0?',
    quickLine: (game, players, choose) => `${game} (${players} joueurs${choose ? ', ←/→' : ''})`,
    quickKeys: '↑/↓ choisir · ←/→ joueurs · Entrée trouver une table · Échap retour',
    quickAllFull: 'Partie rapide\u00a0: chaque table trouvée s’est remplie avant que vous ne vous asseyiez. Réessayez.',
    language: 'Langue\u00a0: français',
    theme: (name) => `Thème\u00a0: ${{ dark: 'sombre', light: 'clair', 'high-contrast': 'contraste élevé' }[name]}`,
    joinPrompt: 'Code de la table (p. ex. KQX7-2MPD)\u00a0: ',
    joinKeys: 'Entrée rejoindre · Échap retour',
    watchKeys: 'Entrée regarder · Échap retour',
    claimPrompt: 'Votre nom sur ce serveur (2 à 20 colonnes)\u00a0: ',
    claimKeys: 'Entrée réserver · Échap retour',
    watchLeave: 'q\u00a0: arrêter de regarder',
    badCode: 'Ce n’est pas un code de table (quatre lettres ou chiffres, un tiret, puis quatre autres).',
    notYet: (what) => `${what}\u00a0: pas encore sur ce serveur. Cela viendra avec une version ultérieure.`,
    learnTitle: 'Apprendre à jouer\u00a0: quel jeu\u00a0?',
    learnLine: (game, next, total) => (next === null ? `${game}\u00a0: toutes les leçons faites (reprise à la leçon 1)` : `${game}\u00a0: leçon ${next} sur ${total}`),
    learnKeys: '↑/↓ choisir · Entrée lancer · Échap retour',
    learnKept: (game, next, total, kept) =>
      next === null
        ? `Toutes les leçons de ${game} sont faites. Place à une vraie partie depuis le menu.`
        : `${kept ? 'Votre progression est gardée\u00a0: ' : ''}${game} reprend à la leçon ${next} sur ${total}.`,
    backKey: 'une touche\u00a0: retour',
    rulesKeys: '↑/↓ PgPréc/PgSuiv défiler · Tab autre jeu · Échap retour',
    guestStats: 'Les invités n’ont pas de statistiques\u00a0: connectez-vous avec une clé SSH pour garder les vôtres.',
    guestKeeps: 'En invité, rien n’est gardé après votre départ\u00a0; avec une clé SSH, vos parties vous attendent.',
    sessionQuota: (limit) => `Trop de sessions depuis votre adresse (${limit} au plus à la fois). Fermez-en une et réessayez.`,
    serverFull: 'Le serveur est plein pour le moment. Réessayez dans quelques minutes.',
    needsTerminal: (command) => `Il faut un terminal\u00a0: connectez-vous avec «\u00a0ssh -t\u00a0»${command ? ` (ssh -t … ${command})` : ''}.`,
    idleWarning: (seconds) => `Aucune touche depuis un moment\u00a0: cette session se ferme dans ${seconds} s. Appuyez sur une touche pour rester.`,
    idleClosed: 'Fermée après un long moment sans touche. Votre partie est gardée si vous vous êtes connecté avec une clé.',
    keyFlood: 'Fermée\u00a0: bien plus de touches sont arrivées que quiconque ne tape. Votre partie est gardée si vous vous êtes connecté avec une clé.',
    unknownCommand: (command) => `Commande inconnue ${command}. Essayez «\u00a0join CODE\u00a0», ou aucune commande pour le menu.`,
    bye: 'Au revoir.',
  },
  nb: {
    title: (games) => `${games.join(' & ')} over SSH`,
    welcome: (name, identified) => (identified ? `Velkommen, ${name}. Nøkkelen din tar vare på lagrede spill og statistikk her.` : `Velkommen, ${name} (gjest).`),
    items: {
      continueSolo: (game) => `Fortsett ${game}-spillet ditt`,
      solo: (game) => `${game} alene`,
      daily: (game, date, unfinished) => (unfinished ? `Fortsett dagens giv i ${game} (${date})` : `${game}: dagens giv, lik for alle (${date})`),
      bots: (game, players, choose) => (players === 2 && !choose ? `${game} mot en bot` : `${game} med boter (${players} spillere${choose ? ', ←/→' : ''})`),
      own: (game, players, choose) => `${game} ved ditt eget bord for venner (${players} plasser${choose ? ', ←/→' : ''})`,
      join: 'Bli med ved et bord med koden',
      watch: 'Se på et bord',
      claim: (name) => (name === null ? 'Ta et navn på denne serveren' : `Navnet ditt på denne serveren: ${name} (endre det)`),
      linkCode: 'Koble en terminal til denne nøkkelen (en kode å skrive der)',
      ladder: (game) => `Rangstige: ${game}-ratinger, din og de beste`,
      lobby: 'Åpne bord (lobbyen)',
      tables: 'Bordene dine (turbasert)',
      quick: 'Rask kamp: en plass ved et åpent bord, eller et nytt',
      learn: 'Lær å spille',
      rules: 'Regler',
      stats: 'Statistikken din',
      quit: 'Avslutt',
    },
    keys: '↑/↓ velg · Enter start · l språk · t farger · q avslutt',
    publicKey: (isPublic) => (isPublic ? 'p bare for venner' : 'p offentlig bord'),
    ownPublic: (game, players, choose) => `${game} ved et offentlig bord, vist under Åpne bord (${players} plasser${choose ? ', ←/→' : ''})`,
    quickTitle: 'Rask kamp: hvilket spill?',
    quickLine: (game, players, choose) => `${game} (${players} spillere${choose ? ', ←/→' : ''})`,
    quickKeys: '↑/↓ velg · ←/→ spillere · Enter finn et bord · Esc tilbake',
    quickAllFull: 'Rask kamp: hvert bord som ble funnet, ble fullt før du fikk sette deg. Prøv igjen.',
    language: 'Språk: norsk (bokmål)',
    theme: (name) => `Farger: ${{ dark: 'mørke', light: 'lyse', 'high-contrast': 'høy kontrast' }[name]}`,
    joinPrompt: 'Bordets kode (f.eks. KQX7-2MPD): ',
    joinKeys: 'Enter bli med · Esc tilbake',
    watchKeys: 'Enter se på · Esc tilbake',
    claimPrompt: 'Navnet ditt på denne serveren (2 til 20 kolonner): ',
    claimKeys: 'Enter ta navnet · Esc tilbake',
    watchLeave: 'q: slutt å se på',
    badCode: 'Det er ingen bordkode (fire bokstaver eller sifre, en bindestrek, fire til).',
    notYet: (what) => `${what}: finnes ikke på denne serveren ennå. Det kommer i en senere versjon.`,
    learnTitle: 'Lær å spille: hvilket spill?',
    learnLine: (game, next, total) => (next === null ? `${game}: alle leksjonene er ferdige (på nytt fra leksjon 1)` : `${game}: leksjon ${next} av ${total}`),
    learnKeys: '↑/↓ velg · Enter start · Esc tilbake',
    learnKept: (game, next, total, kept) =>
      next === null ? `Alle ${game}-leksjonene er ferdige. Nå et ekte spill fra menyen.` : `${kept ? 'Fremgangen din er lagret: ' : ''}${game} fortsetter med leksjon ${next} av ${total}.`,
    backKey: 'en tast: tilbake',
    rulesKeys: '↑/↓ PgUp/PgDn bla · Tab det andre spillet · Esc tilbake',
    guestStats: 'Gjester har ingen statistikk: koble til med en SSH-nøkkel for å beholde din.',
    guestKeeps: 'Som gjest blir ingenting lagret når du går; med en SSH-nøkkel venter spillene dine på deg.',
    sessionQuota: (limit) => `For mange økter fra adressen din (høyst ${limit} samtidig). Lukk én og prøv igjen.`,
    serverFull: 'Serveren er full akkurat nå. Prøv igjen om noen minutter.',
    needsTerminal: (command) => `Dette trenger en terminal: koble til med «ssh -t»${command ? ` (ssh -t … ${command})` : ''}.`,
    idleWarning: (seconds) => `Ingen tast på en stund: denne økten lukkes om ${seconds} s. Trykk en tast for å bli.`,
    idleClosed: 'Lukket etter lang tid uten tast. Spillet ditt er lagret hvis du koblet til med en nøkkel.',
    keyFlood: 'Lukket: det kom langt flere tastetrykk enn noen skriver. Spillet ditt er lagret hvis du koblet til med en nøkkel.',
    unknownCommand: (command) => `Ukjent kommando ${command}. Prøv «join CODE», eller ingen kommando for menyen.`,
    bye: 'Ha det bra.',
  },
};
