// Texts of network play (lobby, notices, the server's codes, the lines printed on leaving), in
// English and German. The server sends codes with parameters; these words are the client's own.
// Kept apart from the games' dictionaries until those are reshaped.
import type { Dictionary } from '../shared/i18n.js';

type Params = Record<string, unknown>;
const num = (p: Params, key: string): string => String(Number(p[key] ?? 0));
const seats = (p: Params): string => (Array.isArray(p.seats) ? p.seats.map(Number).join(', ') : '?');

export interface NetTexts {
  tableTitle: (game: string, code: string) => string;
  othersJoin: string;
  seatLine: (seat: number, name: string, status: string, you: boolean, host: boolean) => string;
  status: { bot: string; connected: string; reconnecting: (left: string) => string; left: string; away: string; empty: string };
  hostKeys: (emptySeats: number[]) => string;
  guestKeys: string;
  seedChosen: string;
  serverSeed: string;
  embeddedDeals: string;
  commitment: (short: string) => string;
  connecting: string;
  connectionLost: string;
  reconnecting: (name: string, left: string) => string;
  vacated: (name: string) => string;
  vacatedHint: (name: string) => string;
  you: string;
  /** The server's codes in words (a code this client does not know falls back to the server's English). */
  code: (code: string, params: Params) => string | null;
  dealOk: string;
  dealBad: string;
  dealChosenByHost: string;
  // Printed on the terminal after the screen closes.
  closedTable: (code: string) => string;
  leftLobby: (code: string) => string;
  hostSaved: (command: string) => string;
  leftTable: (command: string) => string;
  hostClosedResumable: (command: string) => string;
  hostClosedLobby: string;
  lostConnection: (command: string) => string;
}

export const NET_TEXTS: Dictionary<NetTexts> = {
  en: {
    tableTitle: (game, code) => `${game} — table ${code}`,
    othersJoin: 'Others join with:',
    seatLine: (seat, name, status, you, host) => `Seat ${seat}: ${name || '—'}${you ? ' (you)' : ''}${host ? ' · host' : ''} (${status})`,
    status: { bot: 'bot', connected: 'connected', reconnecting: (left) => `reconnecting… ${left}`, left: 'left', away: 'away', empty: 'empty' },
    hostKeys: (empty) =>
      `Enter: start now${empty.length ? ' (empty seats get bots)' : ''}${empty.length ? ` · ${empty.join('/')}: give that empty seat to a bot` : ''} · q: leave`,
    guestKeys: 'Waiting for the host to start · q: leave',
    seedChosen: 'Seed chosen by the host: the host may know the deal.',
    serverSeed: 'The server drew the seed.',
    embeddedDeals: "This table runs on the host's machine: it deals the cards and keeps the log.",
    commitment: (short) => `Deal commitment: ${short}… (checked at the end)`,
    connecting: 'Connecting…',
    connectionLost: 'Connection lost — reconnecting… (if the host stopped, they can come back with host --resume)',
    reconnecting: (name, left) => `${name} reconnecting… ${left}`,
    vacated: (name) => `${name} left the table`,
    vacatedHint: (name) => `${name} left — press B to give the seat to a bot`,
    you: 'you',
    code: (code, p) => {
      switch (code) {
        case 'rate':
          return 'Too many messages: that one was dropped';
        case 'badFrame':
          return 'The server could not read that message; nothing changed';
        case 'badMessage':
        case 'unknownType':
          return 'The server did not understand that message; nothing changed';
        case 'noSeat':
          return 'You hold no seat at this table';
        case 'notStarted':
          return 'The game has not started yet';
        case 'alreadyStarted':
          return 'The game has already started';
        case 'staleMove':
          return 'That move came too late: the table had moved on; nothing changed';
        case 'notHost':
          return 'Only the host may do that';
        case 'noBotSeat':
          return 'No such seat to give to a bot';
        case 'alreadyBot':
          return `Seat ${num(p, 'seat')} is already a bot`;
        case 'playerPresent':
          return `Seat ${num(p, 'seat')}'s player is still here or may still come back`;
        case 'seatAway':
          return `Seat ${num(p, 'seat')} is held by a player who is away`;
        case 'seatsEmpty':
          return `Seat ${seats(p)} is empty: wait, or fill the empty seats with bots`;
        case 'takenOver':
          return 'This seat was taken over by a new connection';
        case 'notYourTurn':
          return `Not your turn: seat ${num(p, 'toMove')} is to move`;
        case 'staleTurn':
          return 'That turn has already been played';
        case 'gameOver':
          return 'The game is over';
        case 'botTableQuota':
          return `No more server bots: the address that opened this table already holds ${num(p, 'limit')} tables with them`;
        default:
          return null;
      }
    },
    dealOk: 'Deal checked: the seed matches the commitment shown before the game.',
    dealBad: 'Warning: the revealed seed does NOT match the commitment shown before the game.',
    dealChosenByHost: 'The host chose the seed of this game.',
    closedTable: (code) => `You closed the table ${code}.`,
    leftLobby: (code) => `You left the table ${code}.`,
    hostSaved: (command) => `The table is saved. Continue it with: ${command}`,
    leftTable: (command) => `You left the table. Rejoin with: ${command}`,
    hostClosedResumable: (command) => `The host closed the table; it is saved. When the host opens it again, rejoin with: ${command}`,
    hostClosedLobby: 'The host closed the table before the game began. Ask them for a new address.',
    lostConnection: (command) => `The connection to the table was lost. When it is back, rejoin with: ${command}`,
  },
  de: {
    tableTitle: (game, code) => `${game} — Tisch ${code}`,
    othersJoin: 'Die anderen setzen sich dazu mit:',
    seatLine: (seat, name, status, you, host) => `Platz ${seat}: ${name || '—'}${you ? ' (du)' : ''}${host ? ' · Gastgeber' : ''} (${status})`,
    status: { bot: 'Bot', connected: 'verbunden', reconnecting: (left) => `verbindet neu… ${left}`, left: 'gegangen', away: 'abwesend', empty: 'frei' },
    hostKeys: (empty) =>
      `Enter: jetzt beginnen${empty.length ? ' (freie Plätze bekommen Bots)' : ''}${empty.length ? ` · ${empty.join('/')}: diesen freien Platz einem Bot geben` : ''} · q: gehen`,
    guestKeys: 'Warten, bis der Gastgeber beginnt · q: gehen',
    seedChosen: 'Startwert vom Gastgeber gewählt: er kann das Blatt kennen.',
    serverSeed: 'Der Server hat den Startwert gezogen.',
    embeddedDeals: 'Dieser Tisch läuft auf dem Rechner des Gastgebers: er gibt die Karten und führt das Protokoll.',
    commitment: (short) => `Festlegung des Blatts: ${short}… (wird am Ende geprüft)`,
    connecting: 'Verbinde…',
    connectionLost: 'Verbindung verloren — verbinde neu… (hat der Gastgeber beendet, kann er mit host --resume zurückkommen)',
    reconnecting: (name, left) => `${name} verbindet neu… ${left}`,
    vacated: (name) => `${name} hat den Tisch verlassen`,
    vacatedHint: (name) => `${name} ist gegangen — B gibt den Platz einem Bot`,
    you: 'du',
    code: (code, p) => {
      switch (code) {
        case 'rate':
          return 'Zu viele Nachrichten: diese wurde verworfen';
        case 'badFrame':
          return 'Der Server konnte diese Nachricht nicht lesen; nichts hat sich geändert';
        case 'badMessage':
        case 'unknownType':
          return 'Der Server hat diese Nachricht nicht verstanden; nichts hat sich geändert';
        case 'noSeat':
          return 'Du hast keinen Platz an diesem Tisch';
        case 'notStarted':
          return 'Das Spiel hat noch nicht begonnen';
        case 'alreadyStarted':
          return 'Das Spiel hat schon begonnen';
        case 'staleMove':
          return 'Dieser Zug kam zu spät: der Tisch war schon weiter; nichts hat sich geändert';
        case 'notHost':
          return 'Das darf nur der Gastgeber';
        case 'noBotSeat':
          return 'Diesen Platz gibt es nicht';
        case 'alreadyBot':
          return `Platz ${num(p, 'seat')} ist schon ein Bot`;
        case 'playerPresent':
          return `Die Person auf Platz ${num(p, 'seat')} ist noch da oder kann noch zurückkommen`;
        case 'seatAway':
          return `Platz ${num(p, 'seat')} gehört jemandem, der gerade weg ist`;
        case 'seatsEmpty':
          return `Platz ${seats(p)} ist frei: warten oder die freien Plätze mit Bots besetzen`;
        case 'takenOver':
          return 'Eine neue Verbindung hat diesen Platz übernommen';
        case 'notYourTurn':
          return `Du bist nicht am Zug: Platz ${num(p, 'toMove')} ist dran`;
        case 'staleTurn':
          return 'Dieser Zug wurde schon gespielt';
        case 'gameOver':
          return 'Das Spiel ist vorbei';
        case 'botTableQuota':
          return `Keine weiteren Server-Bots: die Adresse, die diesen Tisch geöffnet hat, hat schon ${num(p, 'limit')} Tische mit Bots`;
        default:
          return null;
      }
    },
    dealOk: 'Blatt geprüft: der Startwert passt zur Festlegung vor dem Spiel.',
    dealBad: 'Warnung: der enthüllte Startwert passt NICHT zur Festlegung vor dem Spiel.',
    dealChosenByHost: 'Den Startwert dieses Spiels hat der Gastgeber gewählt.',
    closedTable: (code) => `Du hast den Tisch ${code} geschlossen.`,
    leftLobby: (code) => `Du hast den Tisch ${code} verlassen.`,
    hostSaved: (command) => `Der Tisch ist gespeichert. Weiter geht es mit: ${command}`,
    leftTable: (command) => `Du hast den Tisch verlassen. Zurück mit: ${command}`,
    hostClosedResumable: (command) => `Der Gastgeber hat den Tisch geschlossen; er ist gespeichert. Sobald er ihn wieder öffnet, zurück mit: ${command}`,
    hostClosedLobby: 'Der Gastgeber hat den Tisch vor Spielbeginn geschlossen. Frag nach einer neuen Adresse.',
    lostConnection: (command) => `Die Verbindung zum Tisch ist verloren. Sobald sie wieder geht, zurück mit: ${command}`,
  },
};

/** A notice about the host in words: it left, and who holds the role now. */
export function hostLeftText(lang: 'en' | 'de', p: Params, mySeat: number): string {
  const name = String(p.name ?? '');
  const newHost = Number(p.newHost);
  if (lang === 'de') return newHost === mySeat ? `${name} ist gegangen: du bist jetzt Gastgeber und kannst Plätze an Bots geben (B)` : `${name} ist gegangen: Gastgeber ist jetzt ${String(p.newHostName ?? newHost)}`;
  return newHost === mySeat ? `${name} left: you are the host now and can give seats to bots (B)` : `${name} left: ${String(p.newHostName ?? newHost)} is the host now`;
}
