// The server's codes (errors, refusals of the table) in words; a code this client does not know
// falls back to the server's English (see code-words.ts).
import type { Dictionary } from '../../shared/i18n.js';

type Params = Record<string, unknown>;
const num = (p: Params, key: string): string => String(Number(p[key] ?? 0));
const seats = (p: Params): string => (Array.isArray(p.seats) ? p.seats.map(Number).join(', ') : '?');

export interface NetCodesTexts {
  /** The server's codes in words (a code this client does not know falls back to the server's English). */
  code: (code: string, params: Params) => string | null;
}

const en: NetCodesTexts = {
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
      case 'tableMoving':
        return 'This table is moving to another server process; trying again in a moment';
      default:
        return null;
    }
  },
};

const de: NetCodesTexts = {
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
      case 'tableMoving':
        return 'Dieser Tisch zieht gerade auf einen anderen Serverprozess um; gleich wird es erneut versucht';
      default:
        return null;
    }
  },
};

export const NET_CODES: Dictionary<NetCodesTexts> = { en, de };
