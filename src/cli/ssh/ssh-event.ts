// The week's team event over SSH (issue 31): the menu's row reads the game server's week
// in-process for the session's account — its deals, each beside the solver's verdict, and the
// teams' ranking, the lines `regicide event` prints — and the menu shows them first with the keys
// that play it: a table of the week's deal, or a teammate's table joined by its code, both chosen
// as the event's (the session then believes their sealed ends, as `host --event` and `join
// --event` do).
import type { TeamEvents } from '../../net/events/team-events.js';
import type { Lang } from '../../text/lang.js';
import { eventLines } from '../event/event-lines.js';
import { eventTexts } from '../event/event-texts.js';

/** The week's page: its lines within the session's width (40 to 80 columns) and the player counts it has deals for; null when it cannot be read. */
export async function sessionEventWeek(
  events: TeamEvents,
  accountId: string,
  lang: Lang,
  game: { id: string; title: string },
  server: string,
  columns: number,
): Promise<{ text: string; counts: number[] } | null> {
  const width = Math.max(40, Math.min(80, columns));
  const week = await events.week(game.id, accountId).catch(() => null);
  if (!week) return null;
  return { text: eventLines(week, eventTexts(lang), game.title, server, { width }).join('\n'), counts: week.deals.map((d) => d.players) };
}
