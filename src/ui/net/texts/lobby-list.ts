// The lobby of a server (`lobby`): its list of open public tables, the keys, the screen-reader
// lines, and the one line a lobby request or a quick match (`play --online`) ends with when it
// fails. Host names and variants come from the server: the caller makes them printable first.
import type { Dictionary } from '../../shared/texts-for.js';

/** What a lobby request ran into (see LobbyProblem in src/net/lobby/lobby-client.ts). */
export type LobbyTrouble = 'unreachable' | 'nonsense' | 'tooMany' | 'noLobby' | 'refused';

export interface LobbyListTexts {
  title: (server: string) => string;
  /** The filter: the game shown (or all games) and the seats asked for (or any). */
  filter: (game: string, seats: string) => string;
  allGames: string;
  anySeats: string;
  /** Column heads: game, seats (taken/all), language, host, waiting, variants. */
  heads: { game: string; seats: string; lang: string; host: string; waited: string; variants: string };
  /** How long a table has waited: seconds, minutes, hours (short). */
  waited: (seconds: number) => string;
  asking: string;
  empty: string;
  more: (n: number) => string;
  keys: string;
  /** The listing could not be read; the screen tries again by itself. */
  retrying: (why: string) => string;
  /** Why a lobby request failed (the server's address, a cause, a status). */
  trouble: Record<Exclude<LobbyTrouble, 'refused'>, (server: string) => string> & { refused: (server: string, status: number, code: string) => string };
  /** No server was named and none is remembered. */
  noServer: (command: string) => string;
  /** Screen-reader lines. */
  line: {
    table: (n: number, game: string, taken: number, seats: number, lang: string, host: string, waited: string, variants: string) => string;
    none: string;
    prompt: string;
    changed: (count: number) => string;
    noSuch: (n: string) => string;
  };
  /** Quick match: what it does while it looks, and when every table found filled first. */
  quick: {
    looking: (server: string) => string;
    allFull: string;
  };
}

const en: LobbyListTexts = {
  title: (s) => `Open tables on ${s}`,
  filter: (g, s) => `Game: ${g} · seats: ${s}`,
  allGames: 'all',
  anySeats: 'any',
  heads: { game: 'Game', seats: 'Seats', lang: 'Lang', host: 'Host', waited: 'Waiting', variants: 'Variants' },
  waited: (s) => (s < 60 ? `${s} s` : s < 3600 ? `${Math.floor(s / 60)} min` : `${Math.floor(s / 3600)} h`),
  asking: 'Asking the server…',
  empty: 'No open table right now; the list updates by itself.',
  more: (n) => `… ${n} more (↓)`,
  keys: '↑↓ choose · Enter join · g game · s seats · q quit',
  retrying: (why) => `${why} Trying again…`,
  trouble: {
    unreachable: (s) => `No server answers at ${s}.`,
    nonsense: (s) => `${s} answered with something that is not a lobby; is it a game server (serve)?`,
    tooMany: () => 'Too many lobby requests from your address; wait a minute.',
    noLobby: (s) => `${s} has no lobby (an older serve, or a host's own table).`,
    refused: (s, status, code) => `${s} refused the lobby request (HTTP ${status}, ${code}).`,
  },
  noServer: (c) => `No server yet: name one once with ${c} --server HOST:PORT (it is remembered).`,
  line: {
    table: (n, g, taken, seats, lang, host, w, v) => `${n}. ${g}, ${taken} of ${seats} seats taken, language ${lang}, host ${host}, waiting ${w}${v ? `, variants ${v}` : ''}`,
    none: 'No open table right now; new ones are read out as they come.',
    prompt: 'Type a table number and Enter to join; g: game, s: seats, t: turn-based, q: quit.',
    changed: (n) => `The list changed: ${n} open.`,
    noSuch: (n) => `No table ${n}.`,
  },
  quick: {
    looking: (s) => `Looking for a table on ${s}…`,
    allFull: 'Every table found filled before a seat was yours; try again in a moment.',
  },
};

const de: LobbyListTexts = {
  title: (s) => `Offene Tische auf ${s}`,
  filter: (g, s) => `Spiel: ${g} · Plätze: ${s}`,
  allGames: 'alle',
  anySeats: 'beliebig',
  heads: { game: 'Spiel', seats: 'Plätze', lang: 'Spr.', host: 'Gastgeber', waited: 'Wartet', variants: 'Varianten' },
  waited: (s) => (s < 60 ? `${s} s` : s < 3600 ? `${Math.floor(s / 60)} Min.` : `${Math.floor(s / 3600)} Std.`),
  asking: 'Frage den Server…',
  empty: 'Gerade kein offener Tisch; die Liste aktualisiert sich selbst.',
  more: (n) => `… ${n} weitere (↓)`,
  keys: '↑↓ wählen · Enter beitreten · g Spiel · s Plätze · q beenden',
  retrying: (why) => `${why} Neuer Versuch…`,
  trouble: {
    unreachable: (s) => `Unter ${s} antwortet kein Server.`,
    nonsense: (s) => `${s} antwortet nicht wie eine Lobby; ist es ein Spielserver (serve)?`,
    tooMany: () => 'Zu viele Lobby-Anfragen von deiner Adresse; warte eine Minute.',
    noLobby: (s) => `${s} hat keine Lobby (ein älteres serve oder der eigene Tisch eines Gastgebers).`,
    refused: (s, status, code) => `${s} lehnt die Lobby-Anfrage ab (HTTP ${status}, ${code}).`,
  },
  noServer: (c) => `Noch kein Server: nenne einmal einen mit ${c} --server HOST:PORT (er wird gemerkt).`,
  line: {
    table: (n, g, taken, seats, lang, host, w, v) => `${n}. ${g}, ${taken} von ${seats} Plätzen besetzt, Sprache ${lang}, Gastgeber ${host}, wartet ${w}${v ? `, Varianten ${v}` : ''}`,
    none: 'Gerade kein offener Tisch; neue werden vorgelesen, sobald sie kommen.',
    prompt: 'Tischnummer und Enter zum Beitreten; g: Spiel, s: Plätze, t: rundenbasiert, q: beenden.',
    changed: (n) => `Die Liste hat sich geändert: ${n} offen.`,
    noSuch: (n) => `Kein Tisch ${n}.`,
  },
  quick: {
    looking: (s) => `Suche einen Tisch auf ${s}…`,
    allFull: 'Jeder gefundene Tisch war voll, bevor ein Platz frei wurde; versuche es gleich noch einmal.',
  },
};

const fr: LobbyListTexts = {
  title: (s) => `Tables ouvertes sur ${s}`,
  filter: (g, s) => `Jeu : ${g} · places : ${s}`,
  allGames: 'tous',
  anySeats: 'toutes',
  heads: { game: 'Jeu', seats: 'Places', lang: 'Lang.', host: 'Hôte', waited: 'Attente', variants: 'Variantes' },
  waited: (s) => (s < 60 ? `${s} s` : s < 3600 ? `${Math.floor(s / 60)} min` : `${Math.floor(s / 3600)} h`),
  asking: 'Interrogation du serveur…',
  empty: 'Aucune table ouverte pour l’instant ; la liste se met à jour toute seule.',
  more: (n) => `… encore ${n} (↓)`,
  keys: '↑↓ choisir · Entrée rejoindre · g jeu · s places · q quitter',
  retrying: (why) => `${why} Nouvel essai…`,
  trouble: {
    unreachable: (s) => `Aucun serveur ne répond à ${s}.`,
    nonsense: (s) => `${s} ne répond pas comme un salon ; est-ce un serveur de jeu (serve) ?`,
    tooMany: () => 'Trop de requêtes au salon depuis votre adresse ; attendez une minute.',
    noLobby: (s) => `${s} n’a pas de salon (un serve plus ancien, ou la table d’un hôte).`,
    refused: (s, status, code) => `${s} refuse la requête au salon (HTTP ${status}, ${code}).`,
  },
  noServer: (c) => `Pas encore de serveur : indiquez-en un une fois avec ${c} --server HÔTE:PORT (il est retenu).`,
  line: {
    table: (n, g, taken, seats, lang, host, w, v) => `${n}. ${g}, ${taken} places prises sur ${seats}, langue ${lang}, hôte ${host}, attend depuis ${w}${v ? `, variantes ${v}` : ''}`,
    none: 'Aucune table ouverte pour l’instant ; les nouvelles sont lues dès qu’elles arrivent.',
    prompt: 'Tapez le numéro d’une table puis Entrée pour la rejoindre ; g : jeu, s : places, t : tour par tour, q : quitter.',
    changed: (n) => `La liste a changé : ${n} ouverte(s).`,
    noSuch: (n) => `Pas de table ${n}.`,
  },
  quick: {
    looking: (s) => `Recherche d’une table sur ${s}…`,
    allFull: 'Chaque table trouvée s’est remplie avant qu’une place soit à vous ; réessayez dans un instant.',
  },
};

const nb: LobbyListTexts = {
  title: (s) => `Åpne bord på ${s}`,
  filter: (g, s) => `Spill: ${g} · plasser: ${s}`,
  allGames: 'alle',
  anySeats: 'alle',
  heads: { game: 'Spill', seats: 'Plasser', lang: 'Språk', host: 'Vert', waited: 'Venter', variants: 'Varianter' },
  waited: (s) => (s < 60 ? `${s} s` : s < 3600 ? `${Math.floor(s / 60)} min` : `${Math.floor(s / 3600)} t`),
  asking: 'Spør serveren…',
  empty: 'Ingen åpne bord akkurat nå; listen oppdaterer seg selv.',
  more: (n) => `… ${n} til (↓)`,
  keys: '↑↓ velg · Enter bli med · g spill · s plasser · q avslutt',
  retrying: (why) => `${why} Prøver igjen…`,
  trouble: {
    unreachable: (s) => `Ingen server svarer på ${s}.`,
    nonsense: (s) => `${s} svarer ikke som en lobby; er det en spillserver (serve)?`,
    tooMany: () => 'For mange lobbyforespørsler fra adressen din; vent et minutt.',
    noLobby: (s) => `${s} har ingen lobby (en eldre serve, eller en verts eget bord).`,
    refused: (s, status, code) => `${s} avviser lobbyforespørselen (HTTP ${status}, ${code}).`,
  },
  noServer: (c) => `Ingen server ennå: oppgi en én gang med ${c} --server VERT:PORT (den blir husket).`,
  line: {
    table: (n, g, taken, seats, lang, host, w, v) => `${n}. ${g}, ${taken} av ${seats} plasser tatt, språk ${lang}, vert ${host}, venter ${w}${v ? `, varianter ${v}` : ''}`,
    none: 'Ingen åpne bord akkurat nå; nye leses opp når de kommer.',
    prompt: 'Skriv et bordnummer og Enter for å bli med; g: spill, s: plasser, t: turbasert, q: avslutt.',
    changed: (n) => `Listen endret seg: ${n} åpne.`,
    noSuch: (n) => `Intet bord ${n}.`,
  },
  quick: {
    looking: (s) => `Ser etter et bord på ${s}…`,
    allFull: 'Hvert bord som ble funnet, ble fullt før en plass var din; prøv igjen om litt.',
  },
};

export const NET_LOBBY_LIST: Dictionary<LobbyListTexts> = { en, de, fr, nb };
