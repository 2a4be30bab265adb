// The client side of the team events (event-http.ts): a week's deals and ranking, asked with a
// fresh key proof as the account acts make it. What the server answers is untrusted: it is read
// field by field here (anything of another shape is left out), and names and seeds are made
// printable where they are shown (src/cli/event/event-lines.ts).
import { provenPost, refusalOf } from '../accounts/account-client.js';
import type { ServerAddress } from '../client/address.js';
import { isDateMs } from '../client/date-ms.js';
import type { ClientKey } from '../accounts/client-key.js';
import type { EventDealView, EventTeamGame, EventTeamView, EventWeekView } from './team-events.js';

export type EventReply = { ok: true; week: EventWeekView } | { ok: false; code: string; status: number };

const isObject = (x: unknown): x is object => typeof x === 'object' && x !== null;
const field = (o: object, key: string): unknown => Object.getOwnPropertyDescriptor(o, key)?.value;
const num = (o: object, key: string): number | null => {
  const v = field(o, key);
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};
const str = (o: object, key: string): string | null => {
  const v = field(o, key);
  return typeof v === 'string' ? v : null;
};
const list = (o: object, key: string): unknown[] => {
  const v = field(o, key);
  return Array.isArray(v) ? v : [];
};
const names = (x: unknown): (string | null)[] => (Array.isArray(x) ? x.map((n) => (typeof n === 'string' ? n : null)) : []);
const CEILINGS = ['winnable', 'not-winnable', 'unknown', 'pending'] as const;

function dealOf(x: unknown): EventDealView | null {
  if (!isObject(x)) return null;
  const [players, teams, won] = [num(x, 'players'), num(x, 'teams'), num(x, 'won')];
  if (players === null || teams === null || won === null) return null;
  const ceiling = CEILINGS.find((c) => c === str(x, 'ceiling')) ?? 'pending';
  const seed = str(x, 'seed');
  return { players, ceiling, teams, won, best: num(x, 'best'), winners: list(x, 'winners').map(names), ...(seed !== null && { seed }) };
}

function gameOf(x: unknown): EventTeamGame | null {
  if (!isObject(x)) return null;
  const [players, defeated, jesters, bots] = [num(x, 'players'), num(x, 'defeated'), num(x, 'jesters'), num(x, 'bots')];
  if (players === null || defeated === null || jesters === null || bots === null) return null;
  return { players, defeated, jesters, bots, won: field(x, 'won') === true, turnBased: field(x, 'turnBased') === true };
}

function teamOf(x: unknown): EventTeamView | null {
  if (!isObject(x)) return null;
  const [place, bots, defeated, jesters] = [num(x, 'place'), num(x, 'bots'), num(x, 'defeated'), num(x, 'jesters')];
  if (place === null || bots === null || defeated === null || jesters === null) return null;
  const games = list(x, 'games')
    .map(gameOf)
    .filter((g): g is EventTeamGame => g !== null);
  return { place, members: names(field(x, 'members')), bots, defeated, jesters, games, yours: field(x, 'yours') === true };
}

/** The answer's week, or null when it is not one. */
export function weekOf(body: unknown): EventWeekView | null {
  const w = isObject(body) ? field(body, 'week') : null;
  if (!isObject(w)) return null;
  const [game, week, start, end, maxScore] = [str(w, 'game'), str(w, 'week'), num(w, 'start'), num(w, 'end'), num(w, 'maxScore')];
  if (game === null || week === null || start === null || end === null || maxScore === null) return null;
  // The week's bounds become dates on the screen: a number no date holds is no week.
  if (!isDateMs(start) || !isDateMs(end)) return null;
  return {
    game,
    week,
    start,
    end,
    maxScore,
    over: field(w, 'over') === true,
    deals: list(w, 'deals')
      .map(dealOf)
      .filter((d): d is EventDealView => d !== null),
    teams: list(w, 'teams')
      .map(teamOf)
      .filter((t): t is EventTeamView => t !== null),
  };
}

/** The week's deals and ranking of `game` (this week when `week` is absent). */
export async function askEventWeek(server: ServerAddress, key: ClientKey, game: string, week?: string): Promise<EventReply> {
  const reply = await provenPost(server, key, 'event/week', { game, ...(week !== undefined && { week }) });
  if (!reply.ok) return refusalOf(reply);
  const parsed = weekOf(reply.body);
  return parsed ? { ok: true, week: parsed } : { ok: false, code: 'unknown', status: reply.status };
}
