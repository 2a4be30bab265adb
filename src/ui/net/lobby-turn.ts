// The lobby's words for turn-based tables (issue 30): "turn-based, 2 d/move" before a table's
// variants, the filter's "turn-based only", and the t key toggling it; and the waiting room's
// line at a turn-based table.
import type { LobbyTable } from '../../net/lobby/lobby-client.js';
import type { LobbyFilter } from '../../net/lobby/lobby-watch.js';
import type { LobbyMessage, TurnMessage } from '../../net/wire/messages.js';
import type { NetLobbyTexts } from './texts/lobby.js';
import { perMoveWords, type TablesTexts } from './texts/tables.js';
import type { EventTableTexts } from './texts/event-table.js';
import { listedEventWord } from './lobby-event.js';

/** What the variants column says: a team event's week (et: its words), the table's pace when it is turn-based, then its variants. */
export function lobbyTableKind(t: TablesTexts, x: LobbyTable, separator: string, et?: EventTableTexts): string {
  const pace = x.turnBased ? (x.moveHours ? t.lobby.turnBased(perMoveWords(t, x.moveHours)) : t.lobby.filterOn) : null;
  const event = et ? listedEventWord(et, x) : null;
  return [...(event ? [event] : []), ...(pace ? [pace] : []), ...x.variants].join(separator);
}

/** The filter with turn-based only on or off. */
export const toggleTurnBased = (f: LobbyFilter): LobbyFilter => ({ ...f, turnBased: !f.turnBased });

/** The filter line's tail when turn-based only is on. */
export const turnFilterWords = (t: TablesTexts, f: LobbyFilter): string => (f.turnBased ? ` · ${t.lobby.filterOn}` : '');

/**
 * The waiting room's line at a turn-based table ("Turn-based table: 2 d per move…"), or null at a
 * live one: the lobby says so (a server from before says it by the seat's clock message only).
 */
export function waitingTurnLine(t: NetLobbyTexts, tt: TablesTexts, lobby: LobbyMessage, turn: TurnMessage | null | undefined): string | null {
  const hours = lobby.turnBased === false ? null : (lobby.moveHours ?? (turn ? turn.moveMs / 3_600_000 : null));
  return hours === null ? null : t.turnBasedTable(perMoveWords(tt, hours));
}
