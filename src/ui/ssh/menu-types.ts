// What the SSH menu is given (the games as this player sees them, and the facts of the session)
// and what it ends with (the choice), shared by the menu's screen and its lines.
import type { Lang } from '../../text/lang.js';
import type { MenuTables } from '../games.js';

/** A game as the menu offers it, from the registries (the session fills in the player's part). */
export interface MenuGame {
  id: string;
  title: string;
  tables: MenuTables;
  /** It has a game of one at this screen. */
  solo: boolean;
  /** This player's unfinished game of one waits. */
  unfinishedSolo: boolean;
  rules: (lang: Lang, ascii: boolean) => string;
  /** This player's statistics text (null for a guest). */
  stats: ((lang: Lang) => string) | null;
  /** Today's deal as a game of one at this screen, and whether this player's game of it waits unfinished (null: none here). */
  daily: { date: string; unfinished: boolean } | null;
  /** Its lessons: how many, and the one "learn" opens (from 1; null: every one is done). Null: it has none. */
  lessons: { total: number; next: number | null } | null;
}

/** The seats chosen last for a game's table with bots and for friends, by `${kind}:${game}`. */
export type ChosenPlayers = Readonly<Record<string, number>>;

export type MenuChoice =
  | { kind: 'solo'; game: string; resume: boolean }
  | { kind: 'daily'; game: string }
  | { kind: 'learn'; game: string }
  | { kind: 'bots'; game: string; players: number }
  /** `public`: listed in the server's lobby (Open tables) while it waits. */
  | { kind: 'own'; game: string; players: number; public?: boolean }
  | { kind: 'lobby' }
  /** The account's turn-based tables (`regicide tables`'s list). */
  | { kind: 'tables' }
  | { kind: 'quick'; game: string; players: number }
  | { kind: 'join'; code: string }
  | { kind: 'watch'; code: string }
  | { kind: 'claim'; name: string }
  | { kind: 'linkCode' }
  | { kind: 'ladder' }
  /** The server's puzzle of the day, played for the key's account. */
  | { kind: 'puzzle' }
  /** The week's team event: the session reads it, and the menu shows it first (MenuFacts.eventWeek). */
  | { kind: 'event' }
  /** From the week's page: a table of the week's deal for `players` (`host --event`), or a teammate's joined knowingly (`join --event`). */
  | { kind: 'eventTable'; players: number }
  | { kind: 'eventJoin'; code: string }
  | { kind: 'quit' }
  | { kind: 'interrupted' };

export interface MenuFacts {
  /** The login name, already printable. */
  name: string;
  identified: boolean;
  /** The games served, in the registry's order. */
  games: readonly MenuGame[];
  /** A line to show above the menu (what happened at the last screen, or a refusal). */
  notice: string | null;
  /** The key's account on this server (its claimed name, printable, or null); absent: a guest, or no accounts. */
  account?: { name: string | null };
  /** The day's field after a daily game sent (printable lines): shown first, any key leads to the menu. */
  field?: string;
  /** The server lists open public tables (Open tables, quick match, public tables of one's own). */
  lobby?: boolean;
  /**
   * How many of the player's turn-based tables wait for their move, as it changes: called with
   * each count, returns the unsubscribe. Each rise is a terminal notification (use-turn-notice).
   */
  turns?: (listener: (count: number) => void) => () => void;
  /** The key's account can list its turn-based tables here (Your tables). */
  tables?: boolean;
  /** With an account: the title of the game the server keeps a ladder of (its item shows it, and the account's rating). */
  /** With an account: the title of the game whose puzzle of the day the server names (its row plays it). */
  puzzle?: string;
  ladder?: string;
  /** With an account: the title of the game whose weekly team event the server runs (its row shows the week). */
  event?: string;
  /** The week's team event the session read (its lines, printable, and the player counts it has deals for): shown first, with its keys. */
  eventWeek?: { text: string; counts: readonly number[] };
}
