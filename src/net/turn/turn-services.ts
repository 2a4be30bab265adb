// What the rooms of a server with accounts share for turn-based tables (issue 30): the rows, the
// server's address (for the command a push names), the per-account limit, the clock, and the turn
// of each table being restored (handed from the restore to the room it makes).
import type { TurnClock, TurnTables } from './turn-tables.js';

export interface TurnServices {
  tables: TurnTables;
  /** The address a player's program names to reach this server (host:port), for the command a push carries. */
  serverAddress: string;
  /** Open turn-based tables an account may sit at (plus one per finished turn-based game of the account). */
  tablesPerAccount: number;
  now: () => number;
  /** Tables being restored here: their turn and seats' accounts as the rows hold them, taken by the room that restores each. */
  restoring: Map<string, { clock: TurnClock; accounts: (string | null)[]; forJoin: boolean }>;
}

/** The turn-based tables an account sits at now, and how many it may (the base plus one per game of its finished). */
export async function turnQuota(turn: TurnServices, account: string): Promise<{ open: number; limit: number }> {
  const { open, finished } = await turn.tables.countFor(account);
  return { open, limit: turn.tablesPerAccount + finished };
}

/** The base of the per-account limit (Board Game Arena's). */
export const TURN_TABLES_PER_ACCOUNT = 21;

/** The game's name in a message ("Regicide"): the module's id, capitalised. */
export const gameTitle = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);
