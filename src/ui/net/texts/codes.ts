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
      default:
        return null;
    }
  },
};

const fr: NetCodesTexts = {
  code: (code, p) => {
    switch (code) {
      case 'rate':
        return 'Trop de messages\u00a0: celui-ci a été ignoré';
      case 'badFrame':
        return 'Le serveur n’a pas pu lire ce message\u00a0; rien n’a changé';
      case 'badMessage':
      case 'unknownType':
        return 'Le serveur n’a pas compris ce message\u00a0; rien n’a changé';
      case 'noSeat':
        return 'Vous n’avez pas de place à cette table';
      case 'notStarted':
        return 'La partie n’a pas encore commencé';
      case 'alreadyStarted':
        return 'La partie a déjà commencé';
      case 'staleMove':
        return 'Ce coup est arrivé trop tard\u00a0: la table était déjà plus loin\u00a0; rien n’a changé';
      case 'notHost':
        return 'Seul l’hôte peut faire cela';
      case 'noBotSeat':
        return 'Cette place n’existe pas';
      case 'alreadyBot':
        return `La place ${num(p, 'seat')} est déjà tenue par un bot`;
      case 'playerPresent':
        return `La personne de la place ${num(p, 'seat')} est encore là ou peut encore revenir`;
      case 'seatAway':
        return `La place ${num(p, 'seat')} appartient à quelqu’un qui s’est absenté`;
      case 'seatsEmpty':
        return `Place ${seats(p)} libre\u00a0: attendez, ou donnez les places libres à des bots`;
      case 'takenOver':
        return 'Une nouvelle connexion a repris cette place';
      case 'notYourTurn':
        return `Ce n’est pas votre tour\u00a0: c’est à la place ${num(p, 'toMove')} de jouer`;
      case 'staleTurn':
        return 'Ce tour a déjà été joué';
      case 'gameOver':
        return 'La partie est terminée';
      case 'botTableQuota':
        return `Plus de bots du serveur\u00a0: l’adresse qui a ouvert cette table en a déjà sur ${num(p, 'limit')} tables`;
      default:
        return null;
    }
  },
};

const nb: NetCodesTexts = {
  code: (code, p) => {
    switch (code) {
      case 'rate':
        return 'For mange meldinger: denne ble forkastet';
      case 'badFrame':
        return 'Serveren kunne ikke lese meldingen; ingenting er endret';
      case 'badMessage':
      case 'unknownType':
        return 'Serveren forsto ikke meldingen; ingenting er endret';
      case 'noSeat':
        return 'Du har ingen plass ved dette bordet';
      case 'notStarted':
        return 'Spillet har ikke begynt ennå';
      case 'alreadyStarted':
        return 'Spillet har allerede begynt';
      case 'staleMove':
        return 'Trekket kom for sent: bordet hadde gått videre; ingenting er endret';
      case 'notHost':
        return 'Bare verten kan gjøre det';
      case 'noBotSeat':
        return 'Den plassen finnes ikke';
      case 'alreadyBot':
        return `Plass ${num(p, 'seat')} er allerede en bot`;
      case 'playerPresent':
        return `Spilleren på plass ${num(p, 'seat')} er fortsatt her eller kan komme tilbake`;
      case 'seatAway':
        return `Plass ${num(p, 'seat')} tilhører en spiller som er borte`;
      case 'seatsEmpty':
        return `Plass ${seats(p)} er ledig: vent, eller gi de ledige plassene til boter`;
      case 'takenOver':
        return 'En ny tilkobling har tatt over denne plassen';
      case 'notYourTurn':
        return `Det er ikke din tur: plass ${num(p, 'toMove')} skal spille`;
      case 'staleTurn':
        return 'Den turen er allerede spilt';
      case 'gameOver':
        return 'Spillet er over';
      case 'botTableQuota':
        return `Ingen flere boter fra serveren: adressen som åpnet dette bordet, har allerede ${num(p, 'limit')} bord med boter`;
      default:
        return null;
    }
  },
};

export const NET_CODES: Dictionary<NetCodesTexts> = { en, de, fr, nb };
