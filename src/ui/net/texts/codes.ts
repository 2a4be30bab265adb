// The server's codes (errors, refusals of the table) in words; a code this client does not know
// falls back to the server's English (see code-words.ts).
import type { Dictionary } from '../../shared/texts-for.js';
import { type PluralForms, wordsIn } from '../../../text/words.js';
import type { Lang } from '../../../text/lang.js';
import { NET_TABLES, perMoveWords } from './tables.js';

type Params = Record<string, unknown>;
const num = (p: Params, key: string): string => String(Number(p[key] ?? 0));
/** A turn-based table's time per move in the language's short units ("2 d"). */
const hours = (p: Params, lang: Lang): string => perMoveWords(NET_TABLES[lang], Number(p.moveHours ?? 0));
/** A seat's name (made printable at the door), or its number while it has none. */
const who = (p: Params): string => (typeof p.name === 'string' && p.name !== '' ? p.name : `#${num(p, 'seat')}`);
const seats = (p: Params): string => (Array.isArray(p.seats) ? p.seats.map(Number).join(', ') : '?');
/** The empty seats in the language's words: "Plätze 2 und 3 sind frei" (`@` stands for the list), the form by the plural rules. */
const emptySeats = (p: Params, lang: string, forms: PluralForms): string => {
  const list = Array.isArray(p.seats) ? p.seats.map((n) => String(Number(n))) : ['?'];
  return wordsIn(lang)
    .count(list.length, forms)
    .replace('@', new Intl.ListFormat(lang, { type: 'conjunction' }).format(list));
};

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
      case 'laterNoServer':
        return 'This table cannot continue later: its server keeps no accounts (turn-based tables live on a server started with serve)';
      case 'laterGuests':
        return `This table cannot continue later: seat ${seats(p)} plays as a guest, and a turn-based seat belongs to an account`;
      case 'laterQuota':
        return `This table cannot continue later: seat ${num(p, 'seat')}'s account already holds ${num(p, 'limit')} turn-based tables`;
      case 'liveAway':
        return `Everyone must be at the table to play live again: seat ${num(p, 'seat')} is away`;
      case 'samePace':
        return p.to === 'turn' ? 'This table is turn-based already' : 'This table is played live already';
      case 'noProposal':
        return 'Nobody has proposed that';
      case 'paceBusy':
        return 'The table is changing its pace; try again in a moment';
      case 'paceDeclined':
        return `${who(p)} said no: the table keeps its pace`;
      case 'paceCancelled':
        return `${who(p)} left: the proposal is off`;
      case 'nowTurnBased':
        return `Turn-based now: ${hours(p, 'en')} per move. Leave when you like; the table waits for you`;
      case 'nowLive':
        return 'Played live again: the clock has stopped';
      case 'accountsOnly':
        return 'Turn-based tables are for accounts: this needs your key and a server that keeps accounts';
      case 'eventAccounts':
        return 'Team event tables are for accounts: this needs your key and a server that runs the team event';
      case 'eventPlayers':
        return `This week's team event has deals for ${Array.isArray(p.counts) ? p.counts.map(Number).join(', ') : '?'} players only`;
      case 'turnTableQuota':
        return `Your account already holds ${num(p, 'limit')} turn-based tables; finish one first`;
      case 'badProof':
        return "This server refused your key's proof; try again (your key file may be damaged)";
      case 'tableMoving':
        return 'This table is moving to another server process; trying again in a moment';
      case 'watching':
        return 'You are watching this table: watchers do not play or signal';
      case 'notGreeting':
        return 'Watchers may only greet the table (good luck, well played, sorry, thinking)';
      case 'watchersSilent':
        return 'The host has not allowed watchers to greet the table';
      case 'muted':
        return 'The host has muted your phrases; your signals still go through';
      case 'talkRate':
        return 'Too many phrases: that one was dropped; wait a moment';
      case 'noWatchRequest':
        return 'Nobody is waiting with that request to watch';
      case 'watchRefused':
        return `${p.reason === 'noAnswer' ? 'The host did not answer your request to watch' : 'The host did not let you watch this table'}`;
      case 'noWatchers':
        return 'This table does not take watchers';
      case 'watchersFull':
        return p.perAddress === undefined
          ? 'This table has as many watchers (or people asking) as it takes'
          : `This table takes at most ${num(p, 'perAddress')} watchers from one address, and one request to watch at a time`;
      // The talk's refusal; Regicide's own (a seat to go next, with `players`) is the game's.
      case 'noSuchSeat':
        return p.players === undefined ? `There is no seat ${num(p, 'seat')} at this table` : null;
      case 'notYourSeat':
        return `Seat ${num(p, 'seat')} is not played from here`;
      case 'noSignalNow':
        return 'A signal is given only after a jester, until its player chooses who goes next';
      case 'chooserSignals':
        return 'The jester’s player chooses who goes next; only the others signal';
      case 'staleSignal':
        return 'That signal came too late: the table had moved on; nothing was said';
      case 'badSignal':
        return 'A signal is “I’d like to go” or “rather not me”';
      case 'unknownPhrase':
        return 'This game has no such phrase';
      case 'talkLimit':
        return 'You have said as much as one position allows; nothing was said';
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
        return `${emptySeats(p, 'de', { one: 'Platz @ ist frei', other: 'Plätze @ sind frei' })}: warten oder die freien Plätze mit Bots besetzen`;
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
      case 'laterNoServer':
        return 'Dieser Tisch kann nicht später fortgesetzt werden: Sein Server führt keine Konten (rundenbasierte Tische gibt es auf einem Server, der mit serve läuft)';
      case 'laterGuests':
        return `Dieser Tisch kann nicht später fortgesetzt werden: Platz ${seats(p)} spielt als Gast, und ein Platz an einem rundenbasierten Tisch gehört zu einem Konto`;
      case 'laterQuota':
        return `Dieser Tisch kann nicht später fortgesetzt werden: Das Konto von Platz ${num(p, 'seat')} hat schon ${num(p, 'limit')} rundenbasierte Tische`;
      case 'liveAway':
        return `Um wieder in Echtzeit zu spielen, müssen alle am Tisch sein: Platz ${num(p, 'seat')} ist nicht da`;
      case 'samePace':
        return p.to === 'turn' ? 'Dieser Tisch ist schon rundenbasiert' : 'An diesem Tisch wird schon in Echtzeit gespielt';
      case 'noProposal':
        return 'Das hat niemand vorgeschlagen';
      case 'paceBusy':
        return 'Der Tisch wechselt gerade sein Tempo; versuch es gleich noch einmal';
      case 'paceDeclined':
        return `${who(p)} hat abgelehnt: Der Tisch behält sein Tempo`;
      case 'paceCancelled':
        return `${who(p)} ist gegangen: Der Vorschlag ist hinfällig`;
      case 'nowTurnBased':
        return `Jetzt rundenbasiert: ${hours(p, 'de')} pro Zug. Geh, wann du willst; der Tisch wartet auf dich`;
      case 'nowLive':
        return 'Wieder in Echtzeit: Die Uhr ist angehalten';
      case 'accountsOnly':
        return 'Rundenbasierte Tische sind für Konten: Das braucht deinen Schlüssel und einen Server mit Konten';
      case 'eventAccounts':
        return 'Tische des Team-Events sind Konten vorbehalten: Dafür brauchst du deinen Schlüssel und einen Server mit Team-Event';
      case 'eventPlayers':
        return `Das Team-Event dieser Woche hat Blätter nur für ${Array.isArray(p.counts) ? p.counts.map(Number).join(', ') : '?'} Spieler`;
      case 'turnTableQuota':
        return `Dein Konto hat schon ${num(p, 'limit')} rundenbasierte Tische; beende zuerst einen`;
      case 'badProof':
        return 'Dieser Server hat den Nachweis deines Schlüssels abgelehnt; versuch es noch einmal (vielleicht ist deine Schlüsseldatei beschädigt)';
      case 'tableMoving':
        return 'Dieser Tisch zieht gerade auf einen anderen Serverprozess um; gleich wird es erneut versucht';
      case 'watching':
        return 'Du schaust an diesem Tisch nur zu: Zuschauer spielen nicht und geben keine Zeichen';
      case 'notGreeting':
        return 'Zuschauer dürfen den Tisch nur grüßen (viel Glück, gut gespielt, Entschuldigung, ich überlege)';
      case 'watchersSilent':
        return 'Der Gastgeber hat Zuschauern das Grüßen nicht erlaubt';
      case 'muted':
        return 'Der Gastgeber hat deine Sätze stummgeschaltet; deine Zeichen kommen weiter an';
      case 'talkRate':
        return 'Zu viele Sätze: dieser wurde verworfen; warte einen Moment';
      case 'noWatchRequest':
        return 'Niemand wartet mit dieser Bitte ums Zuschauen';
      case 'watchRefused':
        return `${p.reason === 'noAnswer' ? 'Der Gastgeber hat auf deine Bitte ums Zuschauen nicht geantwortet' : 'Der Gastgeber lässt dich an diesem Tisch nicht zuschauen'}`;
      case 'noWatchers':
        return 'Dieser Tisch nimmt keine Zuschauer';
      case 'watchersFull':
        return p.perAddress === undefined
          ? 'Dieser Tisch hat so viele Zuschauer (oder Wartende), wie er nimmt'
          : `Dieser Tisch nimmt höchstens ${num(p, 'perAddress')} Zuschauer von einer Adresse und eine Anfrage zum Zuschauen auf einmal`;
      // The talk's refusal; Regicide's own (a seat to go next, with `players`) is the game's.
      case 'noSuchSeat':
        return p.players === undefined ? `Einen Platz ${num(p, 'seat')} gibt es an diesem Tisch nicht` : null;
      case 'notYourSeat':
        return `Platz ${num(p, 'seat')} wird nicht von hier gespielt`;
      case 'noSignalNow':
        return 'Ein Zeichen gibt es nur nach einem Narren, bis dessen Spieler wählt, wer weitermacht';
      case 'chooserSignals':
        return 'Wer den Narren gespielt hat, wählt, wer weitermacht; nur die anderen geben Zeichen';
      case 'staleSignal':
        return 'Dieses Zeichen kam zu spät: der Tisch war schon weiter; nichts wurde gesagt';
      case 'badSignal':
        return 'Ein Zeichen heißt „ich würde gern“ oder „lieber nicht ich“';
      case 'unknownPhrase':
        return 'Diesen Satz gibt es in diesem Spiel nicht';
      case 'talkLimit':
        return 'Du hast so viel gesagt, wie eine Stellung erlaubt; nichts wurde gesagt';
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
        return `${emptySeats(p, 'fr', { one: 'Place @ libre', other: 'Places @ libres' })}\u00a0: attendez, ou donnez les places libres à des bots`;
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
      case 'watching':
        return 'Vous regardez cette table\u00a0: les spectateurs ne jouent pas et ne font pas de signe';
      case 'notGreeting':
        return 'Les spectateurs peuvent seulement saluer la table (bonne chance, bien joué, désolé, je réfléchis)';
      case 'watchersSilent':
        return 'L’hôte n’a pas permis aux spectateurs de saluer la table';
      case 'muted':
        return 'L’hôte a coupé vos phrases\u00a0; vos signes passent toujours';
      case 'talkRate':
        return 'Trop de phrases\u00a0: celle-ci a été ignorée\u00a0; attendez un instant';
      case 'noWatchRequest':
        return 'Personne n’attend avec cette demande pour regarder';
      case 'watchRefused':
        return `${p.reason === 'noAnswer' ? 'L’hôte n’a pas répondu à votre demande pour regarder' : 'L’hôte ne vous laisse pas regarder cette table'}`;
      case 'noWatchers':
        return 'Cette table n’accepte pas de spectateurs';
      case 'watchersFull':
        return p.perAddress === undefined
          ? 'Cette table a déjà autant de spectateurs (ou de demandes) qu’elle en accepte'
          : `Cette table accepte au plus ${num(p, 'perAddress')} spectateurs d’une même adresse, et une demande à la fois`;
      // The talk's refusal; Regicide's own (a seat to go next, with `players`) is the game's.
      case 'noSuchSeat':
        return p.players === undefined ? `Il n’y a pas de place ${num(p, 'seat')} à cette table` : null;
      case 'notYourSeat':
        return `La place ${num(p, 'seat')} ne se joue pas d’ici`;
      case 'noSignalNow':
        return 'Un signe ne se fait qu’après un joker, jusqu’à ce que son joueur choisisse qui joue ensuite';
      case 'chooserSignals':
        return 'Qui a joué le joker choisit qui joue ensuite\u00a0; seuls les autres font signe';
      case 'staleSignal':
        return 'Ce signe est arrivé trop tard\u00a0: la table était déjà plus loin\u00a0; rien n’a été dit';
      case 'badSignal':
        return 'Un signe dit «\u00a0je veux bien jouer\u00a0» ou «\u00a0plutôt pas moi\u00a0»';
      case 'unknownPhrase':
        return 'Ce jeu n’a pas cette phrase';
      case 'talkLimit':
        return 'Vous avez dit tout ce qu’une position permet\u00a0; rien n’a été dit';
      case 'laterNoServer':
        return 'Cette table ne peut pas continuer plus tard : son serveur ne tient pas de comptes (les tables au tour par tour se trouvent sur un serveur lancé avec serve)';
      case 'laterGuests':
        return `Cette table ne peut pas continuer plus tard : la place ${seats(p)} joue en invité, et une place au tour par tour appartient à un compte`;
      case 'laterQuota':
        return `Cette table ne peut pas continuer plus tard : le compte de la place ${num(p, 'seat')} a déjà ${num(p, 'limit')} tables au tour par tour`;
      case 'liveAway':
        return `Pour reprendre la partie en temps réel, tout le monde doit être à la table : la place ${num(p, 'seat')} est absente`;
      case 'samePace':
        return p.to === 'turn' ? 'Cette table est déjà au tour par tour' : 'Cette table se joue déjà en temps réel';
      case 'noProposal':
        return 'Personne n’a proposé cela';
      case 'paceBusy':
        return 'La table change de rythme ; réessayez dans un instant';
      case 'paceDeclined':
        return `${who(p)} a dit non : la table garde son rythme`;
      case 'paceCancelled':
        return `${who(p)} a quitté la table : la proposition est annulée`;
      case 'nowTurnBased':
        return `Au tour par tour désormais : ${hours(p, 'fr')} par coup. Partez quand vous voulez ; la table vous attend`;
      case 'nowLive':
        return 'De nouveau en temps réel : la pendule est arrêtée';
      case 'accountsOnly':
        return 'Les tables au tour par tour sont réservées aux comptes : il faut votre clé et un serveur qui tient des comptes';
      case 'eventAccounts':
        return 'Les tables de l’événement d’équipe sont réservées aux comptes\u00a0: il faut votre clé et un serveur qui organise l’événement';
      case 'eventPlayers':
        return `L’événement d’équipe de la semaine n’a de donnes que pour ${Array.isArray(p.counts) ? p.counts.map(Number).join(', ') : '?'} joueurs`;
      case 'turnTableQuota':
        return `Votre compte a déjà ${num(p, 'limit')} tables au tour par tour ; terminez-en une d’abord`;
      case 'badProof':
        return 'Ce serveur a refusé la preuve de votre clé\u00a0; réessayez (votre fichier de clé est peut-être abîmé)';
      case 'tableMoving':
        return 'Cette table passe sur un autre processus du serveur\u00a0; nouvel essai dans un instant';
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
        return `${emptySeats(p, 'nb', { one: 'Plass @ er ledig', other: 'Plass @ er ledige' })}: vent, eller gi de ledige plassene til boter`;
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
      case 'watching':
        return 'Du ser på dette bordet: tilskuere spiller ikke og gir ikke tegn';
      case 'notGreeting':
        return 'Tilskuere kan bare hilse på bordet (lykke til, godt spilt, beklager, tenker)';
      case 'watchersSilent':
        return 'Verten har ikke latt tilskuere hilse på bordet';
      case 'muted':
        return 'Verten har dempet setningene dine; tegnene dine kommer fortsatt fram';
      case 'talkRate':
        return 'For mange setninger: denne ble forkastet; vent litt';
      case 'noWatchRequest':
        return 'Ingen venter med den forespørselen om å se på';
      case 'watchRefused':
        return `${p.reason === 'noAnswer' ? 'Verten svarte ikke på forespørselen din om å se på' : 'Verten lar deg ikke se på dette bordet'}`;
      case 'noWatchers':
        return 'Dette bordet tar ikke imot tilskuere';
      case 'watchersFull':
        return p.perAddress === undefined
          ? 'Dette bordet har så mange tilskuere (eller som venter på å se på) som det tar imot'
          : `Dette bordet tar imot høyst ${num(p, 'perAddress')} tilskuere fra én adresse, og én forespørsel om å se på om gangen`;
      // The talk's refusal; Regicide's own (a seat to go next, with `players`) is the game's.
      case 'noSuchSeat':
        return p.players === undefined ? `Det finnes ingen plass ${num(p, 'seat')} ved dette bordet` : null;
      case 'notYourSeat':
        return `Plass ${num(p, 'seat')} spilles ikke herfra`;
      case 'noSignalNow':
        return 'Tegn gis bare etter en narr, til spilleren som la den, velger hvem som fortsetter';
      case 'chooserSignals':
        return 'Den som spilte narren, velger hvem som fortsetter; bare de andre gir tegn';
      case 'staleSignal':
        return 'Tegnet kom for sent: bordet hadde gått videre; ingenting ble sagt';
      case 'badSignal':
        return 'Et tegn er «jeg tar gjerne neste» eller «helst ikke meg»';
      case 'unknownPhrase':
        return 'Spillet har ingen slik setning';
      case 'talkLimit':
        return 'Du har sagt så mye som én stilling tillater; ingenting ble sagt';
      case 'laterNoServer':
        return 'Dette bordet kan ikke fortsette senere: serveren har ingen kontoer (turbaserte bord finnes på en server startet med serve)';
      case 'laterGuests':
        return `Dette bordet kan ikke fortsette senere: plass ${seats(p)} spiller som gjest, og en turbasert plass tilhører en konto`;
      case 'laterQuota':
        return `Dette bordet kan ikke fortsette senere: kontoen på plass ${num(p, 'seat')} har allerede ${num(p, 'limit')} turbaserte bord`;
      case 'liveAway':
        return `Alle må være ved bordet for å spille direkte igjen: plass ${num(p, 'seat')} er borte`;
      case 'samePace':
        return p.to === 'turn' ? 'Dette bordet er allerede turbasert' : 'Dette bordet spilles allerede direkte';
      case 'noProposal':
        return 'Ingen har foreslått det';
      case 'paceBusy':
        return 'Bordet bytter tempo; prøv igjen om et øyeblikk';
      case 'paceDeclined':
        return `${who(p)} sa nei: bordet beholder tempoet`;
      case 'paceCancelled':
        return `${who(p)} gikk: forslaget faller bort`;
      case 'nowTurnBased':
        return `Turbasert nå: ${hours(p, 'nb')} per trekk. Gå når du vil; bordet venter på deg`;
      case 'nowLive':
        return 'Direkte igjen: klokken er stoppet';
      case 'accountsOnly':
        return 'Turbaserte bord er for kontoer: dette krever nøkkelen din og en server som har kontoer';
      case 'eventAccounts':
        return 'Bord i lagturneringen er for kontoer: dette krever nøkkelen din og en server som holder lagturneringen';
      case 'eventPlayers':
        return `Ukens lagturnering har bare giv for ${Array.isArray(p.counts) ? p.counts.map(Number).join(', ') : '?'} spillere`;
      case 'turnTableQuota':
        return `Kontoen din har allerede ${num(p, 'limit')} turbaserte bord; fullfør ett først`;
      case 'badProof':
        return 'Denne serveren avviste beviset for nøkkelen din; prøv igjen (nøkkelfila di kan være skadet)';
      case 'tableMoving':
        return 'Bordet flytter til en annen serverprosess; prøver igjen om et øyeblikk';
      default:
        return null;
    }
  },
};

export const NET_CODES: Dictionary<NetCodesTexts> = { en, de, fr, nb };
