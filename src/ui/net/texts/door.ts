// The server's answers at its door — a create or a join refused, a quota met, the server starting
// or stopping — and its notices about the table as a whole (closed, abandoned), in words. Each
// code of src/net/wire/net-codes.ts has words here or in codes.ts (a test holds the list to it).
import { printable } from '../../../core/printable.js';
import type { Lang } from '../../../text/lang.js';
import { problemFromWire, problemWords } from '../../shared/problem-texts.js';
import type { Dictionary } from '../../shared/texts-for.js';

type Params = Record<string, unknown>;
const num = (p: Params, key: string): string => String(Number(p[key] ?? 0));
/** A reason or a list the server sent: printable, whatever came. */
const text = (p: Params, key: string): string => printable(String(p[key] ?? '?').slice(0, 100));
/** Why a create was refused: the coded problem with its options in `lang` when the server sent one, else its reason. */
const createWhy = (lang: Lang, p: Params): string => {
  const problem = problemFromWire(p.options);
  return problem ? problemWords(lang, problem) : text(p, 'reason');
};
const list = (p: Params, key: string): string => (Array.isArray(p[key]) ? (p[key] as unknown[]).map((x) => printable(String(x).slice(0, 20))).join(', ') : '?');

export interface NetDoorTexts {
  /** A refusal at the door or a notice about the whole table in words, or null for another code. */
  doorCode: (code: string, params: Params) => string | null;
}

const en: NetDoorTexts = {
  doorCode: (code, p) => {
    switch (code) {
      case 'badCreate':
        return `Cannot open that table: ${createWhy('en', p)}`;
      case 'botLevel':
        return `This server allows only these bot levels: ${list(p, 'allowed')}`;
      case 'noTable':
        return 'No table has that code here, or the seat token is not valid there (or it expired)';
      case 'hostPresent':
        return 'The host is already at this table';
      case 'started':
        return 'The game has already started; a player who left comes back with join --resume';
      case 'tableFull':
        return 'The table is full';
      case 'rejoinQuota':
        return `Too many rejoins of this seat; try again in ${num(p, 'seconds')} s`;
      case 'publicTableQuota':
        return `Your address already holds ${num(p, 'limit')} open public tables; play or close one first`;
      case 'lobbyWaitQuota':
        return `Too many lobby listings waiting from your address (at most ${num(p, 'limit')})`;
      case 'quickQuota':
        return `Too many quick matches asked from your address (at most ${num(p, 'limit')} a minute); wait a minute`;
      case 'tableQuota':
        return `Too many tables opened from your address (at most ${num(p, 'limit')} a minute); wait a minute`;
      case 'joinQuota':
        return `Too many joins from your address (at most ${num(p, 'limit')} a minute); wait a minute`;
      case 'guessQuota':
        return 'Too many joins from your address found no table; wait a minute';
      case 'reservationQuota':
        return 'Too many players are joining this table at once; try again in a few seconds';
      case 'connectionQuota':
        return `Too many open connections from your address (at most ${num(p, 'limit')})`;
      case 'tooLarge':
        return `The request was too large (at most ${num(p, 'limit')} bytes)`;
      case 'badRequest':
        return `The server could not read that request: ${text(p, 'reason')}`;
      case 'foreignOrigin':
        return 'Pages from other sites may not use this server';
      case 'banned':
        return 'The operator of this server has banned your address';
      case 'serverStarting':
        return 'The server is starting and restoring its tables; try again in a moment';
      case 'serverStopping':
        return 'The server is stopping; try again in a moment';
      case 'notFound':
        return 'Nothing here: this server speaks only the game’s protocol';
      case 'hostClosed':
        return p.resumable ? 'The host closed the table; it is saved, and you can rejoin once the host opens it again' : 'The host closed the table';
      case 'abandoned':
        return 'Everyone left the table; it is closed';
      default:
        return null;
    }
  },
};

const de: NetDoorTexts = {
  doorCode: (code, p) => {
    switch (code) {
      case 'badCreate':
        return `Dieser Tisch lässt sich nicht öffnen: ${createWhy('de', p)}`;
      case 'botLevel':
        return `Dieser Server erlaubt nur diese Bot-Stufen: ${list(p, 'allowed')}`;
      case 'noTable':
        return 'Hier hat kein Tisch diesen Code, oder der Platzschlüssel gilt dort nicht (oder ist abgelaufen)';
      case 'hostPresent':
        return 'Der Gastgeber ist schon an diesem Tisch';
      case 'started':
        return 'Das Spiel hat schon begonnen; wer gegangen ist, kommt mit join --resume zurück';
      case 'tableFull':
        return 'Der Tisch ist voll';
      case 'rejoinQuota':
        return `Zu oft an diesen Platz zurückgekehrt; versuch es in ${num(p, 'seconds')} s wieder`;
      case 'publicTableQuota':
        return `Deine Adresse hat schon ${num(p, 'limit')} offene öffentliche Tische; spiele oder schließe erst einen`;
      case 'lobbyWaitQuota':
        return `Zu viele wartende Abfragen der Lobby von deiner Adresse (höchstens ${num(p, 'limit')})`;
      case 'quickQuota':
        return `Zu viele Schnellspiel-Anfragen von deiner Adresse (höchstens ${num(p, 'limit')} pro Minute); warte eine Minute`;
      case 'tableQuota':
        return `Zu viele Tische von deiner Adresse (höchstens ${num(p, 'limit')} pro Minute); warte eine Minute`;
      case 'joinQuota':
        return `Zu viele Beitritte von deiner Adresse (höchstens ${num(p, 'limit')} pro Minute); warte eine Minute`;
      case 'guessQuota':
        return 'Zu viele Beitritte von deiner Adresse fanden keinen Tisch; warte eine Minute';
      case 'reservationQuota':
        return 'Zu viele Leute treten gerade diesem Tisch bei; versuch es in ein paar Sekunden wieder';
      case 'connectionQuota':
        return `Zu viele offene Verbindungen von deiner Adresse (höchstens ${num(p, 'limit')})`;
      case 'tooLarge':
        return `Die Anfrage war zu groß (höchstens ${num(p, 'limit')} Bytes)`;
      case 'badRequest':
        return `Der Server konnte diese Anfrage nicht lesen: ${text(p, 'reason')}`;
      case 'foreignOrigin':
        return 'Seiten anderer Websites dürfen diesen Server nicht nutzen';
      case 'banned':
        return 'Der Betreiber dieses Servers hat deine Adresse gesperrt';
      case 'serverStarting':
        return 'Der Server startet gerade und stellt seine Tische wieder her; versuch es gleich noch einmal';
      case 'serverStopping':
        return 'Der Server wird gerade beendet; versuch es gleich noch einmal';
      case 'notFound':
        return 'Hier ist nichts: dieser Server spricht nur das Protokoll des Spiels';
      case 'hostClosed':
        return p.resumable ? 'Der Gastgeber hat den Tisch geschlossen; er ist gespeichert, und du kannst zurück, sobald er ihn wieder öffnet' : 'Der Gastgeber hat den Tisch geschlossen';
      case 'abandoned':
        return 'Alle haben den Tisch verlassen; er ist geschlossen';
      default:
        return null;
    }
  },
};

const fr: NetDoorTexts = {
  doorCode: (code, p) => {
    switch (code) {
      case 'badCreate':
        return `Impossible d’ouvrir cette table\u00a0: ${createWhy('fr', p)}`;
      case 'botLevel':
        return `Ce serveur n’autorise que ces niveaux de bot\u00a0: ${list(p, 'allowed')}`;
      case 'noTable':
        return 'Aucune table n’a ce code ici, ou le jeton de place n’y est pas valable (ou il a expiré)';
      case 'hostPresent':
        return 'L’hôte est déjà à cette table';
      case 'started':
        return 'La partie a déjà commencé\u00a0; un joueur parti revient avec join --resume';
      case 'tableFull':
        return 'La table est complète';
      case 'rejoinQuota':
        return `Trop de retours à cette place\u00a0; réessayez dans ${num(p, 'seconds')}\u00a0s`;
      case 'publicTableQuota':
        return `Votre adresse a déjà ${num(p, 'limit')} tables publiques ouvertes\u00a0; jouez ou fermez-en une d’abord`;
      case 'lobbyWaitQuota':
        return `Trop de listes du salon en attente depuis votre adresse (au plus ${num(p, 'limit')})`;
      case 'quickQuota':
        return `Trop de parties rapides demandées depuis votre adresse (au plus ${num(p, 'limit')} par minute)\u00a0; attendez une minute`;
      case 'tableQuota':
        return `Trop de tables ouvertes depuis votre adresse (au plus ${num(p, 'limit')} par minute)\u00a0; attendez une minute`;
      case 'joinQuota':
        return `Trop d’arrivées depuis votre adresse (au plus ${num(p, 'limit')} par minute)\u00a0; attendez une minute`;
      case 'guessQuota':
        return 'Trop d’arrivées depuis votre adresse n’ont trouvé aucune table\u00a0; attendez une minute';
      case 'reservationQuota':
        return 'Trop de joueurs rejoignent cette table en même temps\u00a0; réessayez dans quelques secondes';
      case 'connectionQuota':
        return `Trop de connexions ouvertes depuis votre adresse (au plus ${num(p, 'limit')})`;
      case 'tooLarge':
        return `La requête était trop grande (au plus ${num(p, 'limit')} octets)`;
      case 'badRequest':
        return `Le serveur n’a pas pu lire cette requête\u00a0: ${text(p, 'reason')}`;
      case 'foreignOrigin':
        return 'Les pages d’autres sites ne peuvent pas utiliser ce serveur';
      case 'banned':
        return 'L’opérateur de ce serveur a banni votre adresse';
      case 'serverStarting':
        return 'Le serveur démarre et restaure ses tables\u00a0; réessayez dans un instant';
      case 'serverStopping':
        return 'Le serveur s’arrête\u00a0; réessayez dans un instant';
      case 'notFound':
        return 'Rien ici\u00a0: ce serveur ne parle que le protocole du jeu';
      case 'hostClosed':
        return p.resumable ? 'L’hôte a fermé la table\u00a0; elle est sauvegardée, et vous pourrez revenir quand l’hôte la rouvrira' : 'L’hôte a fermé la table';
      case 'abandoned':
        return 'Tout le monde a quitté la table\u00a0; elle est fermée';
      default:
        return null;
    }
  },
};

const nb: NetDoorTexts = {
  doorCode: (code, p) => {
    switch (code) {
      case 'badCreate':
        return `Kan ikke åpne det bordet: ${createWhy('nb', p)}`;
      case 'botLevel':
        return `Denne serveren tillater bare disse botnivåene: ${list(p, 'allowed')}`;
      case 'noTable':
        return 'Ingen bord har den koden her, eller plassnøkkelen gjelder ikke der (eller den er utløpt)';
      case 'hostPresent':
        return 'Verten er allerede ved dette bordet';
      case 'started':
        return 'Spillet har allerede begynt; en som har gått, kommer tilbake med join --resume';
      case 'tableFull':
        return 'Bordet er fullt';
      case 'rejoinQuota':
        return `For mange returer til denne plassen; prøv igjen om ${num(p, 'seconds')} s`;
      case 'publicTableQuota':
        return `Adressen din har allerede ${num(p, 'limit')} åpne offentlige bord; spill eller lukk ett først`;
      case 'lobbyWaitQuota':
        return `For mange ventende lobbyforespørsler fra adressen din (høyst ${num(p, 'limit')})`;
      case 'quickQuota':
        return `For mange hurtigspill-forespørsler fra adressen din (høyst ${num(p, 'limit')} i minuttet); vent et minutt`;
      case 'tableQuota':
        return `For mange bord åpnet fra adressen din (høyst ${num(p, 'limit')} i minuttet); vent et minutt`;
      case 'joinQuota':
        return `For mange tilkoblinger fra adressen din (høyst ${num(p, 'limit')} i minuttet); vent et minutt`;
      case 'guessQuota':
        return 'For mange tilkoblinger fra adressen din fant ikke noe bord; vent et minutt';
      case 'reservationQuota':
        return 'For mange blir med ved dette bordet samtidig; prøv igjen om noen sekunder';
      case 'connectionQuota':
        return `For mange åpne forbindelser fra adressen din (høyst ${num(p, 'limit')})`;
      case 'tooLarge':
        return `Forespørselen var for stor (høyst ${num(p, 'limit')} byte)`;
      case 'badRequest':
        return `Serveren kunne ikke lese forespørselen: ${text(p, 'reason')}`;
      case 'foreignOrigin':
        return 'Sider fra andre nettsteder kan ikke bruke denne serveren';
      case 'banned':
        return 'Operatøren av denne serveren har utestengt adressen din';
      case 'serverStarting':
        return 'Serveren starter og henter fram bordene sine; prøv igjen om et øyeblikk';
      case 'serverStopping':
        return 'Serveren stopper; prøv igjen om et øyeblikk';
      case 'notFound':
        return 'Ingenting her: denne serveren snakker bare spillets protokoll';
      case 'hostClosed':
        return p.resumable ? 'Verten stengte bordet; det er lagret, og du kan komme tilbake når verten åpner det igjen' : 'Verten stengte bordet';
      case 'abandoned':
        return 'Alle har forlatt bordet; det er stengt';
      default:
        return null;
    }
  },
};

export const NET_DOOR: Dictionary<NetDoorTexts> = { en, de, fr, nb };
