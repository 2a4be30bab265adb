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
  unchosen: (w, c) =>
    `The server says this is a team event table (week ${w}), but you did not join it as one (${c}): its deal is checked at the end as at any other table, and if the server keeps the results sealed, that check fails.`,
};

const de: EventTableTexts = {
  listed: (w) => `Team-Event ${w}`,
  selected: (w, u, c) => `Ein Tisch des Team-Events, Woche ${w}: das Blatt der Woche, für jedes Team dasselbe; Ergebnisse versiegelt bis ${u}. Um ihn als Event zu spielen: ${c}`,
  chosen: (w, u) => `Tisch des Team-Events, Woche ${w}: das Blatt der Woche, für jedes Team dasselbe; Ergebnisse versiegelt bis ${u}.`,
  unchosen: (w, c) =>
    `Der Server nennt dies einen Tisch des Team-Events (Woche ${w}), aber du bist ihm nicht als solchem beigetreten (${c}): Sein Blatt wird am Ende wie an jedem anderen Tisch geprüft, und hält der Server die Ergebnisse versiegelt, schlägt diese Prüfung fehl.`,
};

const fr: EventTableTexts = {
  listed: (w) => `événement ${w}`,
  selected: (w, u, c) =>
    `Une table de l’événement d’équipe, semaine ${w} : la donne de la semaine, la même pour chaque équipe ; résultats scellés jusqu’au ${u}. Pour la jouer dans le cadre de l’événement : ${c}`,
  chosen: (w, u) => `Table de l’événement d’équipe, semaine ${w} : la donne de la semaine, la même pour chaque équipe ; résultats scellés jusqu’au ${u}.`,
  unchosen: (w, c) =>
    `Le serveur dit que c’est une table de l’événement d’équipe (semaine ${w}), mais vous ne l’avez pas rejointe comme telle (${c}) : sa donne est vérifiée à la fin comme à toute autre table, et si le serveur garde les résultats scellés, cette vérification échoue.`,
};

const nb: EventTableTexts = {
  listed: (w) => `lagturnering ${w}`,
  selected: (w, u, c) => `Et bord i lagturneringen, uke ${w}: ukens giv, den samme for hvert lag; resultatene er forseglet til ${u}. For å spille det som en del av turneringen: ${c}`,
  chosen: (w, u) => `Bord i lagturneringen, uke ${w}: ukens giv, den samme for hvert lag; resultatene er forseglet til ${u}.`,
  unchosen: (w, c) =>
    `Serveren sier at dette er et bord i lagturneringen (uke ${w}), men du ble ikke med ved det som turneringsbord (${c}): given kontrolleres på slutten som ved ethvert annet bord, og hvis serveren holder resultatene forseglet, slår kontrollen feil.`,
};

export const NET_EVENT_TABLE: Dictionary<EventTableTexts> = { en, de, fr, nb };
