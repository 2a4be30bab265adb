// A team event's table as the joining player sees it (issue 31): marked in the lobby's listing,
// and said plainly in the waiting room — the week, the same deal for every team, the results
// sealed until the week is over. When the table's lobby says "event" but the player did not choose
// an event table before joining, the waiting room says that this is only the server's word: the
// end is checked as any table's (remote-reducer.ts believes a sealed end only on the player's choice).
import type { LobbyTable } from '../../net/lobby/lobby-client.js';
import { isWeek, weekBounds } from '../../net/events/event-week.js';
import type { LobbyMessage } from '../../net/wire/messages.js';
import { command } from '../shared/commands.js';
import type { EventTableTexts } from './texts/event-table.js';

/** A moment as the waiting room says it: "2026-12-07 00:00 UTC". */
const utcMinute = (ms: number): string => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The listing's mark of an event table ("team event W49": the column is narrow), or null for any other table. */
export const listedEventWord = (t: EventTableTexts, x: Pick<LobbyTable, 'event'>): string | null => (x.event !== undefined && isWeek(x.event) ? t.listed(x.event.slice(5)) : null);

/** The listing's line under the chosen row when it is an event table (what it is, how to join it as the event), or null. */
export function listedEventLine(t: EventTableTexts, x: Pick<LobbyTable, 'event' | 'game' | 'code'>, server: string): string | null {
  const bounds = x.event === undefined ? null : weekBounds(x.event);
  if (!bounds || x.event === undefined) return null;
  return t.selected(x.event, utcMinute(bounds.end), command(x.game, 'join', '--event', `${server}/${x.code}`));
}

/**
 * The waiting room's line at a table whose lobby names a team event's week, or null at any other:
 * `believed` is the week the client holds the table to be an event's (the player chose one before
 * joining, and its first lobby named it), null when it does not.
 */
export function waitingEventLine(t: EventTableTexts, lobby: Pick<LobbyMessage, 'event' | 'game'>, believed: string | null | undefined): EventLine | null {
  const week = lobby.event;
  const bounds = week === undefined ? null : weekBounds(week);
  if (!bounds || week === undefined) return null;
  if (believed === week) return { text: t.chosen(week, utcMinute(bounds.end)), believed: true };
  return { text: t.unchosen(week, command(lobby.game, 'join', '--event')), believed: false };
}

/** The waiting room's event line, and whether the client believes it (a warning when not). */
export interface EventLine {
  text: string;
  believed: boolean;
}
