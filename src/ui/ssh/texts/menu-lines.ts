// The SSH menu's own words in the screen-reader mode (menu-lines.ts): the keys, said as a line, and
// the one-line answers to a key or number that does nothing.
import type { Dictionary } from '../../shared/texts-for.js';

export interface SshLineTexts {
  /** The menu's keys, said after its rows and again on `?`. `unfinished`: a game of one waits (c). */
  keys: (unfinished: boolean) => string;
  /** A typed number no row has. */
  noRow: (typed: string) => string;
  /** A key that does nothing here. */
  unknownKey: (key: string) => string;
  /** A table's seats: from `min` to `max`; Enter keeps `now`. */
  seatsAsk: (min: number, max: number, now: number) => string;
  /** A table of one's own on a server with a lobby: listed there, or for friends with the code. */
  publicAsk: string;
  /** A code or a name being typed: Enter sends it, Escape goes back. */
  typing: string;
  /** The lessons' or quick match's games: a number chooses, Escape goes back. */
  choose: string;
  /** Said after a page of text (the rules, the statistics, the day's field). */
  backToMenu: string;
}

export const SSH_LINE_TEXTS: Dictionary<SshLineTexts> = {
  en: {
    keys: (unfinished) => `Keys: a row's number, then Enter${unfinished ? '; c continues your game' : ''}; l changes the language; m says the menu again; ? says these keys; q quits.`,
    noRow: (typed) => `There is no row ${typed}.`,
    unknownKey: (key) => `${key} does nothing here; ? says the keys.`,
    seatsAsk: (min, max, now) => `How many players, ${min} to ${max}? Type the number; Enter keeps ${now}.`,
    publicAsk: 'List the table in Open tables, so anyone may sit down? y for yes, n for friends with the code only.',
    typing: 'Type it, then Enter; Escape goes back.',
    choose: 'Type a number; Escape goes back.',
    backToMenu: 'Any key: back to the menu.',
  },
  de: {
    keys: (unfinished) =>
      `Tasten: die Nummer einer Zeile, dann Enter${unfinished ? '; c setzt dein Spiel fort' : ''}; l wechselt die Sprache; m liest das Menü noch einmal vor; ? nennt diese Tasten; q beendet.`,
    noRow: (typed) => `Eine Zeile ${typed} gibt es nicht.`,
    unknownKey: (key) => `${key} bewirkt hier nichts; ? nennt die Tasten.`,
    seatsAsk: (min, max, now) => `Wie viele Spieler, ${min} bis ${max}? Tippe die Zahl; Enter lässt es bei ${now}.`,
    publicAsk: 'Den Tisch unter „Offene Tische“ zeigen, damit sich jeder setzen kann? y für ja, n nur für Freunde mit dem Code.',
    typing: 'Tippe es ein, dann Enter; Escape geht zurück.',
    choose: 'Tippe eine Zahl; Escape geht zurück.',
    backToMenu: 'Eine beliebige Taste: zurück zum Menü.',
  },
  fr: {
    keys: (unfinished) =>
      `Touches\u00a0: le numéro d’une ligne, puis Entrée${unfinished ? '\u00a0; c reprend votre partie' : ''}\u00a0; l change la langue\u00a0; m redit le menu\u00a0; ? redit ces touches\u00a0; q quitte.`,
    noRow: (typed) => `Il n’y a pas de ligne ${typed}.`,
    unknownKey: (key) => `${key} ne fait rien ici\u00a0; ? donne les touches.`,
    seatsAsk: (min, max, now) => `Combien de joueurs, de ${min} à ${max}\u00a0? Tapez le nombre\u00a0; Entrée garde ${now}.`,
    publicAsk: 'Afficher la table dans «\u00a0Tables ouvertes\u00a0», pour que chacun puisse s’asseoir\u00a0? y pour oui, n pour les seuls amis qui ont le code.',
    typing: 'Tapez-le, puis Entrée\u00a0; Échap revient en arrière.',
    choose: 'Tapez un numéro\u00a0; Échap revient en arrière.',
    backToMenu: 'Une touche quelconque\u00a0: retour au menu.',
  },
  nb: {
    keys: (unfinished) => `Taster: nummeret på en linje, så Enter${unfinished ? '; c fortsetter spillet ditt' : ''}; l bytter språk; m leser menyen igjen; ? leser disse tastene; q avslutter.`,
    noRow: (typed) => `Det finnes ingen linje ${typed}.`,
    unknownKey: (key) => `${key} gjør ingenting her; ? leser tastene.`,
    seatsAsk: (min, max, now) => `Hvor mange spillere, ${min} til ${max}? Skriv tallet; Enter beholder ${now}.`,
    publicAsk: 'Vise bordet under «Åpne bord», så hvem som helst kan sette seg? y for ja, n bare for venner med koden.',
    typing: 'Skriv det inn, så Enter; Escape går tilbake.',
    choose: 'Skriv et tall; Escape går tilbake.',
    backToMenu: 'Hvilken som helst tast: tilbake til menyen.',
  },
};
