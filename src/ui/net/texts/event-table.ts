// A team event's table as a joining player is told of it: its mark in the lobby's listing, and
// the waiting room's line — a table of the week's event (its deal the same for every team, its
// results sealed until the week is over), or, when the player did not choose an event table before
// joining, the warning that the server's word alone does not make it one (its end is checked as
// any table's). Weeks and dates come from the server, checked (a week's name, a date).
import type { Dictionary } from '../../shared/texts-for.js';

export interface EventTableTexts {
  /** The listing's mark, before the table's pace and variants (`week`: its short form, W49). */
  listed: (week: string) => string;
  /** The listing's line under the chosen row of an event table: what it is, and how to join it as the event. */
  selected: (week: string, until: string, command: string) => string;
  /** The waiting room of an event table the player chose (`until`: the moment the results open, UTC). */
  chosen: (week: string, until: string) => string;
  /** The waiting room of a table whose lobby says "event" though the player did not choose one (`command`: how to). */
  unchosen: (week: string, command: string) => string;
}

const en: EventTableTexts = {
  listed: (w) => `team event ${w}`,
  selected: (w, u, c) => `A team event table, week ${w}: the week's deal, the same for every team; results sealed until ${u}. To play it as the event: ${c}`,
  chosen: (w, u) => `Team event table, week ${w}: the week's deal, the same for every team; results sealed until ${u}.`,
  unchosen: (w, c) => `The server says this is a team event table (week ${w}), but you did not join it as one (${c}): its end is checked as any table's, and a sealed end does not match.`,
};

const de: EventTableTexts = {
  listed: (w) => `Team-Event ${w}`,
  selected: (w, u, c) => `Ein Tisch des Team-Events, Woche ${w}: das Blatt der Woche, für jedes Team dasselbe; Ergebnisse versiegelt bis ${u}. Um ihn als Event zu spielen: ${c}`,
  chosen: (w, u) => `Tisch des Team-Events, Woche ${w}: das Blatt der Woche, für jedes Team dasselbe; Ergebnisse versiegelt bis ${u}.`,
  unchosen: (w, c) =>
    `Der Server nennt dies einen Tisch des Team-Events (Woche ${w}), aber du bist ihm nicht als solchem beigetreten (${c}): sein Ende wird wie an jedem Tisch geprüft, und ein versiegeltes Ende passt nicht.`,
};

const fr: EventTableTexts = {
  listed: (w) => `événement ${w}`,
  selected: (w, u, c) =>
    `Une table de l’événement d’équipe, semaine ${w} : la donne de la semaine, la même pour chaque équipe ; résultats scellés jusqu’au ${u}. Pour la jouer dans le cadre de l’événement : ${c}`,
  chosen: (w, u) => `Table de l’événement d’équipe, semaine ${w} : la donne de la semaine, la même pour chaque équipe ; résultats scellés jusqu’au ${u}.`,
  unchosen: (w, c) =>
    `Le serveur dit que c’est une table de l’événement d’équipe (semaine ${w}), mais vous ne l’avez pas rejointe comme telle (${c}) : sa fin est vérifiée comme à toute table, et une fin scellée ne correspond pas.`,
};

const nb: EventTableTexts = {
  listed: (w) => `lagturnering ${w}`,
  selected: (w, u, c) => `Et bord i lagturneringen, uke ${w}: ukens giv, den samme for hvert lag; resultatene er forseglet til ${u}. For å spille det som en del av turneringen: ${c}`,
  chosen: (w, u) => `Bord i lagturneringen, uke ${w}: ukens giv, den samme for hvert lag; resultatene er forseglet til ${u}.`,
  unchosen: (w, c) =>
    `Serveren sier at dette er et bord i lagturneringen (uke ${w}), men du ble ikke med ved det som turneringsbord (${c}): slutten kontrolleres som ved ethvert bord, og en forseglet slutt stemmer ikke.`,
};

export const NET_EVENT_TABLE: Dictionary<EventTableTexts> = { en, de, fr, nb };
