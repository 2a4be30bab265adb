// Turn-based tables (issue 30) as the player sees them: `tables` (the list of the player's tables,
// its screen-reader lines and its failures), the one line `regicide` with no command says, the
// clock line and the "Since your last visit" box at a table, `host --turn-based`'s lines and the
// lobby's turn-based column and filter. Names come from the server: the caller makes them
// printable first.
import type { Dictionary } from '../../shared/texts-for.js';

/** The short units a span of time is said in ("2 d 4 h", "45 min"). */
export interface SpanUnits {
  d: string;
  h: string;
  min: string;
}

export interface TablesTexts {
  span: SpanUnits;
  title: (server: string) => string;
  asking: string;
  /** No table yet: `command` hosts one. */
  empty: (command: string) => string;
  heads: { game: string; players: string; turn: string; time: string };
  yourMove: string;
  toMove: (name: string) => string;
  /** A table not started yet, or without a seat to move. */
  waiting: string;
  over: string;
  paused: string;
  /** Time left: "2 d 4 h left". */
  left: (span: string) => string;
  timeUp: string;
  more: (n: number) => string;
  keys: string;
  retrying: (why: string) => string;
  trouble: {
    unreachable: (server: string) => string;
    nonsense: (server: string) => string;
    tooMany: string;
    noTables: (server: string) => string;
    noAccount: (server: string) => string;
    refused: (server: string, status: number, code: string) => string;
  };
  noServer: (command: string) => string;
  /** A finished table opened from the list: its end, fetched after it ended. */
  finished: {
    head: (code: string, game: string) => string;
    /** The clock ended it: no result. */
    ranOut: (seat: number) => string;
    /** A duel lost on time. */
    lostOnTime: (seat: number, winner: number) => string;
    /** A team event's table: its log comes once the week is over. */
    sealed: (date: string) => string;
    /** The server's log does not replay (or its deal does not match its commitment): nothing kept. */
    bad: (code: string) => string;
  };
  line: {
    table: (n: number, game: string, players: string, turn: string, time: string) => string;
    none: string;
    prompt: string;
    changed: (waiting: number) => string;
    noSuch: (n: string) => string;
  };
  /** `regicide` with no command, from the last check's cache. */
  yourTurnAt: (n: number, command: string) => string;
  /** The clock line at a table. */
  clock: { yours: (left: string) => string; theirs: (name: string, left: string) => string; paused: string };
  /** The box on coming back to a turn-based table. */
  since: { title: string; said: (name: string, words: string) => string; more: (n: number) => string; close: string };
  host: {
    needsServer: (command: string) => string;
    oneClock: string;
    onlyTurnBased: string;
  };
  lobby: { turnBased: (perMove: string) => string; filterOn: string; filterOff: string; keys: string };
}

/** `ms` as days and hours (minutes under an hour): "2 d 4 h", "5 h", "45 min". */
export function spanOf(u: SpanUnits, ms: number): string {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  if (minutes < 60) return `${Math.max(1, minutes)} ${u.min}`;
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days === 0) return `${hours} ${u.h}`;
  return hours % 24 === 0 ? `${days} ${u.d}` : `${days} ${u.d} ${hours % 24} ${u.h}`;
}

const en: TablesTexts = {
  span: { d: 'd', h: 'h', min: 'min' },
  title: (s) => `Your tables on ${s}`,
  asking: 'Asking the server…',
  empty: (c) => `No turn-based table yet; open one with ${c}.`,
  heads: { game: 'Game', players: 'Players', turn: 'Turn', time: 'Time' },
  yourMove: 'Your move',
  toMove: (n) => `${n} to move`,
  waiting: 'waiting',
  over: 'over',
  paused: 'paused',
  left: (s) => `${s} left`,
  timeUp: 'time is up',
  more: (n) => `… ${n} more (↓)`,
  keys: '↑↓ choose · Enter open · q quit',
  retrying: (why) => `${why} Trying again…`,
  trouble: {
    unreachable: (s) => `No server answers at ${s}.`,
    nonsense: (s) => `${s} answered with something that is not a list of tables; is it a game server (serve)?`,
    tooMany: 'Too many requests from your address; wait a minute.',
    noTables: (s) => `${s} has no turn-based tables (an older serve, or a host's own table).`,
    noAccount: (s) => `${s} did not take this terminal's key (see its account command).`,
    refused: (s, status, code) => `${s} refused the request (HTTP ${status}, ${code}).`,
  },
  noServer: (c) => `No server yet: name one once with ${c} --server HOST:PORT (it is remembered).`,
  finished: {
    head: (c, g) => `The game at table ${c} (${g}) is over.`,
    ranOut: (n) => `The time ran out for seat ${n}: the game ended with no result.`,
    lostOnTime: (n, w) => `The time ran out for seat ${n}: seat ${w} won the duel.`,
    sealed: (d) => `Its log stays on the server until the event's week is over (${d}); open the table again then.`,
    bad: (c) => `The server's log of table ${c} does not check out; nothing was kept.`,
  },
  line: {
    table: (n, g, p, turn, time) => `${n}. ${g} with ${p}: ${turn}${time ? `, ${time}` : ''}`,
    none: 'No turn-based table yet.',
    prompt: 'Type a table number and Enter to open it; q: quit.',
    changed: (n) => `The list changed: your turn at ${n}.`,
    noSuch: (n) => `No table ${n}.`,
  },
  yourTurnAt: (n, c) => `Your turn at ${n} ${n === 1 ? 'table' : 'tables'} — ${c}`,
  clock: { yours: (l) => `Your move — ${l} left`, theirs: (n, l) => `${n} to move — ${l} left`, paused: 'The clock is paused.' },
  since: { title: 'Since your last visit', said: (n, w) => `${n} said: ${w}`, more: (n) => `and ${n} more`, close: 'any key: close' },
  host: {
    needsServer: (c) => `A turn-based table lives on a server with accounts (an embedded one cannot hold it between visits): add --server HOST:PORT, or name one once with ${c} --server HOST:PORT.`,
    oneClock: 'Give --days-per-move or --hours-per-move, not both.',
    onlyTurnBased: '--days-per-move, --hours-per-move and --on-timeout go with --turn-based.',
  },
  lobby: { turnBased: (p) => `turn-based, ${p}/move`, filterOn: 'turn-based only', filterOff: 'all tables', keys: '↑↓ choose · Enter join · g game · s seats · t turn-based · q quit' },
};

const de: TablesTexts = {
  span: { d: 'T.', h: 'Std.', min: 'Min.' },
  title: (s) => `Deine Tische auf ${s}`,
  asking: 'Frage den Server…',
  empty: (c) => `Noch kein rundenbasierter Tisch; eröffne einen mit ${c}.`,
  heads: { game: 'Spiel', players: 'Spieler', turn: 'Zug', time: 'Zeit' },
  yourMove: 'Du bist dran',
  toMove: (n) => `${n} ist dran`,
  waiting: 'wartet',
  over: 'vorbei',
  paused: 'pausiert',
  left: (s) => `noch ${s}`,
  timeUp: 'Zeit abgelaufen',
  more: (n) => `… ${n} weitere (↓)`,
  keys: '↑↓ wählen · Enter öffnen · q beenden',
  retrying: (why) => `${why} Neuer Versuch…`,
  trouble: {
    unreachable: (s) => `Unter ${s} antwortet kein Server.`,
    nonsense: (s) => `${s} antwortet nicht mit einer Liste von Tischen; ist es ein Spielserver (serve)?`,
    tooMany: 'Zu viele Anfragen von deiner Adresse; warte eine Minute.',
    noTables: (s) => `${s} hat keine rundenbasierten Tische (ein älteres serve oder der eigene Tisch eines Gastgebers).`,
    noAccount: (s) => `${s} nimmt den Schlüssel dieses Terminals nicht an (siehe den Befehl account).`,
    refused: (s, status, code) => `${s} lehnt die Anfrage ab (HTTP ${status}, ${code}).`,
  },
  noServer: (c) => `Noch kein Server: nenne einmal einen mit ${c} --server HOST:PORT (er wird gemerkt).`,
  finished: {
    head: (c, g) => `Das Spiel an Tisch ${c} (${g}) ist vorbei.`,
    ranOut: (n) => `Die Zeit von Platz ${n} ist abgelaufen: Das Spiel endete ohne Ergebnis.`,
    lostOnTime: (n, w) => `Die Zeit von Platz ${n} ist abgelaufen: Platz ${w} hat das Duell gewonnen.`,
    sealed: (d) => `Das Protokoll bleibt auf dem Server, bis die Woche des Team-Events vorbei ist (${d}); öffne den Tisch dann noch einmal.`,
    bad: (c) => `Das Protokoll des Servers für Tisch ${c} ist nicht stimmig; es wurde nichts gespeichert.`,
  },
  line: {
    table: (n, g, p, turn, time) => `${n}. ${g} mit ${p}: ${turn}${time ? `, ${time}` : ''}`,
    none: 'Noch kein rundenbasierter Tisch.',
    prompt: 'Tischnummer und Enter zum Öffnen; q: beenden.',
    changed: (n) => `Die Liste hat sich geändert: du bist an ${n} dran.`,
    noSuch: (n) => `Kein Tisch ${n}.`,
  },
  yourTurnAt: (n, c) => `Du bist an ${n} ${n === 1 ? 'Tisch' : 'Tischen'} dran – ${c}`,
  clock: { yours: (l) => `Du bist dran – noch ${l}`, theirs: (n, l) => `${n} ist dran – noch ${l}`, paused: 'Die Uhr ist angehalten.' },
  since: { title: 'Seit deinem letzten Besuch', said: (n, w) => `${n} sagte: ${w}`, more: (n) => `und ${n} weitere`, close: 'beliebige Taste: schließen' },
  host: {
    needsServer: (c) =>
      `Ein rundenbasierter Tisch lebt auf einem Server mit Konten (ein eingebetteter kann ihn zwischen den Besuchen nicht halten): gib --server HOST:PORT an, oder nenne einmal einen mit ${c} --server HOST:PORT.`,
    oneClock: 'Gib --days-per-move oder --hours-per-move an, nicht beide.',
    onlyTurnBased: '--days-per-move, --hours-per-move und --on-timeout gehören zu --turn-based.',
  },
  lobby: {
    turnBased: (p) => `rundenbasiert, ${p}/Zug`,
    filterOn: 'nur rundenbasierte',
    filterOff: 'alle Tische',
    keys: '↑↓ wählen · Enter beitreten · g Spiel · s Plätze · t rundenbasiert · q beenden',
  },
};

const fr: TablesTexts = {
  span: { d: 'j', h: 'h', min: 'min' },
  title: (s) => `Vos tables sur ${s}`,
  asking: 'Interrogation du serveur…',
  empty: (c) => `Pas encore de table au tour par tour ; ouvrez-en une avec ${c}.`,
  heads: { game: 'Jeu', players: 'Joueurs', turn: 'Tour', time: 'Temps' },
  yourMove: 'À vous de jouer',
  toMove: (n) => `à ${n} de jouer`,
  waiting: 'en attente',
  over: 'terminée',
  paused: 'en pause',
  left: (s) => `encore ${s}`,
  timeUp: 'temps écoulé',
  more: (n) => `… encore ${n} (↓)`,
  keys: '↑↓ choisir · Entrée ouvrir · q quitter',
  retrying: (why) => `${why} Nouvel essai…`,
  trouble: {
    unreachable: (s) => `Aucun serveur ne répond à ${s}.`,
    nonsense: (s) => `${s} ne répond pas par une liste de tables ; est-ce un serveur de jeu (serve) ?`,
    tooMany: 'Trop de requêtes depuis votre adresse ; attendez une minute.',
    noTables: (s) => `${s} n’a pas de tables au tour par tour (un serve plus ancien, ou la table d’un hôte).`,
    noAccount: (s) => `${s} n’accepte pas la clé de ce terminal (voir la commande account).`,
    refused: (s, status, code) => `${s} refuse la requête (HTTP ${status}, ${code}).`,
  },
  noServer: (c) => `Pas encore de serveur : indiquez-en un une fois avec ${c} --server HÔTE:PORT (il est retenu).`,
  finished: {
    head: (c, g) => `La partie de la table ${c} (${g}) est terminée.`,
    ranOut: (n) => `Le temps de la place ${n} est écoulé\u00a0: la partie s’est terminée sans résultat.`,
    lostOnTime: (n, w) => `Le temps de la place ${n} est écoulé\u00a0: la place ${w} a gagné le duel.`,
    sealed: (d) => `Son journal reste sur le serveur jusqu’à la fin de la semaine de l’événement (${d})\u00a0; rouvrez la table à ce moment-là.`,
    bad: (c) => `Le journal du serveur pour la table ${c} n’est pas valable\u00a0; rien n’a été conservé.`,
  },
  line: {
    table: (n, g, p, turn, time) => `${n}. ${g} avec ${p} : ${turn}${time ? `, ${time}` : ''}`,
    none: 'Pas encore de table au tour par tour.',
    prompt: 'Tapez le numéro d’une table puis Entrée pour l’ouvrir ; q : quitter.',
    changed: (n) => `La liste a changé : à vous de jouer à ${n} table(s).`,
    noSuch: (n) => `Pas de table ${n}.`,
  },
  yourTurnAt: (n, c) => `À vous de jouer à ${n} ${n === 1 ? 'table' : 'tables'} — ${c}`,
  clock: { yours: (l) => `À vous de jouer — encore ${l}`, theirs: (n, l) => `À ${n} de jouer — encore ${l}`, paused: 'La pendule est arrêtée.' },
  since: { title: 'Depuis votre dernière visite', said: (n, w) => `${n} a dit : ${w}`, more: (n) => `et ${n} de plus`, close: 'une touche : fermer' },
  host: {
    needsServer: (c) =>
      `Une table au tour par tour vit sur un serveur avec comptes (un serveur intégré ne peut pas la garder entre les visites) : ajoutez --server HÔTE:PORT, ou indiquez-en un une fois avec ${c} --server HÔTE:PORT.`,
    oneClock: 'Donnez --days-per-move ou --hours-per-move, pas les deux.',
    onlyTurnBased: '--days-per-move, --hours-per-move et --on-timeout vont avec --turn-based.',
  },
  lobby: {
    turnBased: (p) => `tour par tour, ${p}/coup`,
    filterOn: 'tour par tour seulement',
    filterOff: 'toutes les tables',
    keys: '↑↓ choisir · Entrée rejoindre · g jeu · s places · t tour par tour · q quitter',
  },
};

const nb: TablesTexts = {
  span: { d: 'd', h: 't', min: 'min' },
  title: (s) => `Bordene dine på ${s}`,
  asking: 'Spør serveren…',
  empty: (c) => `Ingen turbaserte bord ennå; åpne ett med ${c}.`,
  heads: { game: 'Spill', players: 'Spillere', turn: 'Tur', time: 'Tid' },
  yourMove: 'Din tur',
  toMove: (n) => `${n} har turen`,
  waiting: 'venter',
  over: 'ferdig',
  paused: 'på pause',
  left: (s) => `${s} igjen`,
  timeUp: 'tiden er ute',
  more: (n) => `… ${n} til (↓)`,
  keys: '↑↓ velg · Enter åpne · q avslutt',
  retrying: (why) => `${why} Prøver igjen…`,
  trouble: {
    unreachable: (s) => `Ingen server svarer på ${s}.`,
    nonsense: (s) => `${s} svarer ikke med en liste over bord; er det en spillserver (serve)?`,
    tooMany: 'For mange forespørsler fra adressen din; vent et minutt.',
    noTables: (s) => `${s} har ingen turbaserte bord (en eldre serve, eller en verts eget bord).`,
    noAccount: (s) => `${s} godtar ikke nøkkelen til denne terminalen (se kommandoen account).`,
    refused: (s, status, code) => `${s} avviser forespørselen (HTTP ${status}, ${code}).`,
  },
  noServer: (c) => `Ingen server ennå: oppgi en én gang med ${c} --server VERT:PORT (den blir husket).`,
  finished: {
    head: (c, g) => `Spillet ved bord ${c} (${g}) er over.`,
    ranOut: (n) => `Tiden for plass ${n} gikk ut: spillet endte uten resultat.`,
    lostOnTime: (n, w) => `Tiden for plass ${n} gikk ut: plass ${w} vant duellen.`,
    sealed: (d) => `Loggen blir liggende på serveren til turneringsuken er over (${d}); åpne bordet igjen da.`,
    bad: (c) => `Serverens logg for bord ${c} stemmer ikke; ingenting ble lagret.`,
  },
  line: {
    table: (n, g, p, turn, time) => `${n}. ${g} med ${p}: ${turn}${time ? `, ${time}` : ''}`,
    none: 'Ingen turbaserte bord ennå.',
    prompt: 'Skriv et bordnummer og Enter for å åpne det; q: avslutt.',
    changed: (n) => `Listen endret seg: din tur ved ${n}.`,
    noSuch: (n) => `Intet bord ${n}.`,
  },
  yourTurnAt: (n, c) => `Din tur ved ${n} bord – ${c}`,
  clock: { yours: (l) => `Din tur – ${l} igjen`, theirs: (n, l) => `${n} har turen – ${l} igjen`, paused: 'Klokken står.' },
  since: { title: 'Siden forrige besøk', said: (n, w) => `${n} sa: ${w}`, more: (n) => `og ${n} til`, close: 'en tast: lukk' },
  host: {
    needsServer: (c) =>
      `Et turbasert bord bor på en server med kontoer (en innebygd server kan ikke holde det mellom besøkene): legg til --server VERT:PORT, eller oppgi en én gang med ${c} --server VERT:PORT.`,
    oneClock: 'Oppgi --days-per-move eller --hours-per-move, ikke begge.',
    onlyTurnBased: '--days-per-move, --hours-per-move og --on-timeout hører til --turn-based.',
  },
  lobby: { turnBased: (p) => `turbasert, ${p}/trekk`, filterOn: 'bare turbaserte', filterOff: 'alle bord', keys: '↑↓ velg · Enter bli med · g spill · s plasser · t turbasert · q avslutt' },
};

export const NET_TABLES: Dictionary<TablesTexts> = { en, de, fr, nb };

/** Time left until `deadline` at `now`, in the player's words ("2 d 4 h left", "time is up"). */
export function timeLeftWords(t: TablesTexts, deadline: number, now: number): string {
  return deadline <= now ? t.timeUp : t.left(spanOf(t.span, deadline - now));
}

/** A table's time per move: "2 d", "5 h". */
export const perMoveWords = (t: TablesTexts, moveHours: number): string => spanOf(t.span, moveHours * 3_600_000);
