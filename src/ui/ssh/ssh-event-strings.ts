// The SSH menu's row for the week's team event (issue 31) and the page it opens: the week's
// ranking and deals (the lines `regicide event` prints), with the keys that play it as the event's
// own commands do from a terminal — a table of the week's deal (`host --event`), or a teammate's
// table joined by its code (`join --event`).
import type { Dictionary } from '../shared/texts-for.js';

export interface SshEventTexts {
  /** The menu's row (`game`: the title of the game whose event the server runs). */
  item: (game: string) => string;
  /** The week's page: its keys (`counts`: the player counts the week has deals for). */
  keys: (counts: readonly number[]) => string;
  /** The week could not be read (the server's database is away). */
  unread: string;
}

export const SSH_EVENT_TEXTS: Dictionary<SshEventTexts> = {
  en: {
    item: (game) => `This week’s ${game} team event: the ranking and the deals`,
    keys: (counts) => `${counts.join(' ')}: open a table of the week’s deal for that many · j: join a teammate’s table by its code · other keys: back`,
    unread: 'The week’s team event could not be read; try again in a moment.',
  },
  de: {
    item: (game) => `Das ${game}-Team-Event dieser Woche: Rangliste und Blätter`,
    keys: (counts) => `${counts.join(' ')}: einen Tisch mit dem Blatt der Woche für so viele eröffnen · j: dem Tisch eines Teammitglieds per Code beitreten · andere Tasten: zurück`,
    unread: 'Das Team-Event der Woche ließ sich nicht lesen; versuche es gleich noch einmal.',
  },
  fr: {
    item: (game) => `L’événement d’équipe de ${game} cette semaine : le classement et les donnes`,
    keys: (counts) => `${counts.join(' ')} : ouvrir une table de la donne de la semaine pour autant de joueurs · j : rejoindre la table d’un coéquipier par son code · autres touches : retour`,
    unread: 'L’événement d’équipe de la semaine n’a pas pu être lu ; réessayez dans un instant.',
  },
  nb: {
    item: (game) => `Ukens lagturnering i ${game}: rangeringen og givene`,
    keys: (counts) => `${counts.join(' ')}: åpne et bord med ukens giv for så mange · j: bli med ved en lagkamerats bord med koden · andre taster: tilbake`,
    unread: 'Ukens lagturnering kunne ikke leses; prøv igjen om litt.',
  },
};
