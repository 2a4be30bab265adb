// The SSH menu's row for the server's puzzle of the day (issue 31), played for the key's account:
// its first try counted in the crowd and the account's puzzle rating, as `regicide puzzle
// --server` counts it from a terminal.
import type { Dictionary } from '../shared/texts-for.js';

export interface SshPuzzleTexts {
  /** The menu's row (`game`: the title of the game whose puzzles the server holds). */
  item: (game: string) => string;
  /** The day's puzzle could not be opened (the server's database is away). */
  unread: string;
}

export const SSH_PUZZLE_TEXTS: Dictionary<SshPuzzleTexts> = {
  en: {
    item: (game) => `Today’s ${game} puzzle: find the one move that saves the deal`,
    unread: 'Today’s puzzle could not be opened; try again in a moment.',
  },
  de: {
    item: (game) => `Das ${game}-Rätsel des Tages: der eine Zug, der das Blatt rettet`,
    unread: 'Das Rätsel des Tages ließ sich nicht öffnen; versuche es gleich noch einmal.',
  },
  fr: {
    item: (game) => `Le problème ${game} du jour : le seul coup qui sauve la donne`,
    unread: 'Le problème du jour n’a pas pu être ouvert ; réessayez dans un instant.',
  },
  nb: {
    item: (game) => `Dagens ${game}-oppgave: finn det ene trekket som redder given`,
    unread: 'Dagens oppgave kunne ikke åpnes; prøv igjen om litt.',
  },
};
