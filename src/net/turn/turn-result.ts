// A finished turn-based game for a seat that was away when it ended (issue 30): the same end
// message its seats at the table heard (result, seed, salt, the whole log; a team event's table
// sealed until its week is over), with what the player's copy of the log needs (the seat, the
// bots' seats). The seat has its result once it is given unsealed: the table leaves its list then.
import type { EndMessage, TurnOutcome } from '../wire/messages.js';
import { endOfStored } from '../state/room-setup.js';
import type { RoomServices } from '../server/room-services.js';
import { storedLog, type TurnTables } from './turn-tables.js';

export interface TurnResult {
  code: string;
  game: string;
  seat: number;
  /** The seats the server's bots played (the player's copy is marked by them). */
  bots: number[];
  end: EndMessage;
}

/** The account's finished game at `code`, or undefined (no such table, not the account's, or not over). */
export async function turnResultFor(tables: TurnTables, events: RoomServices['events'], accountId: string, code: string): Promise<TurnResult | undefined> {
  const found = await tables.finishedSeat(accountId, code);
  if (!found) return undefined;
  const saved = storedLog(found.row);
  const outcome = outcomeOf(found.row.outcome);
  const end = endOfStored(saved, outcome, events);
  // A sealed end (a team event's week still runs) stays listed: the log comes once the week is over.
  if (end.log !== null) await tables.markResultSeen(found.row.code, found.seat);
  return { code: found.row.code, game: found.row.game, seat: found.seat, bots: [...saved.room.bots], end };
}

/** The clock's outcome as the row keeps it (null: the game's own end). */
function outcomeOf(text: string | null): TurnOutcome | undefined {
  const o: unknown = text === null ? null : JSON.parse(text);
  if (typeof o !== 'object' || o === null || !('kind' in o) || !('seat' in o)) return undefined;
  const { kind, seat } = o;
  const winner = 'winner' in o ? o.winner : undefined;
  if ((kind !== 'ended' && kind !== 'timeout') || typeof seat !== 'number') return undefined;
  return { kind, seat, ...(typeof winner === 'number' && { winner }) };
}
