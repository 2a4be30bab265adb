// How the server judges an event table's game from its own log: the week's deal with the event's
// options, replayed to the result it claims, finished within its week, every seat a member's or a
// bot's, and every member's first start of that deal. Anything else is kept apart with its reason.
import type { Kysely } from 'kysely';
import { isDeepStrictEqual } from 'node:util';
import { type GameLog, replayLog } from '../../core/log.js';
import type { EventStanding, TeamEventRule } from '../../modules/module.js';
import { gameModule } from '../../modules/registry.js';
import type { Tables } from '../db/schema.js';
import { rankingBanned } from '../daily/daily-results.js';
import type { EventApartReason, EventJudgement, EventTableFacts } from './event-types.js';
import { eventSeed, weekBounds } from './event-week.js';

const apart = (reason: EventApartReason): EventJudgement => ({ standing: 'apart', reason });

/** The judgement of a game that ended at `at`, and its standing (enemies defeated, jesters kept). */
export async function judgeEventGame(
  db: Kysely<Tables>,
  secret: string,
  rule: TeamEventRule,
  t: EventTableFacts,
  log: GameLog,
  startedAt: number,
  at: number,
): Promise<{ judgement: EventJudgement; standing: EventStanding }> {
  const none: EventStanding = { won: false, defeated: 0, jesters: 0 };
  const kept = (reason: EventApartReason, standing = none) => ({ judgement: apart(reason), standing });
  const bounds = weekBounds(t.week);
  // The week's deal for this player count, with the event's options: nothing else is this event.
  if (!bounds || !rule.playerCounts.includes(t.players) || log.seed !== eventSeed(secret, t.game, t.week, t.players)) return kept('notEventDeal');
  const { game: engine } = gameModule(t.game);
  let run;
  try {
    if (!isDeepStrictEqual(engine.normalizeOptions(log.options as object), rule.optionsFor(t.players))) return kept('notEventDeal');
    run = replayLog(engine, log);
  } catch {
    return kept('doesNotReplay');
  }
  if (run.error || !isDeepStrictEqual(engine.outcome(run.state), log.result)) return kept('doesNotReplay');
  const standing = rule.standingOf(run.state);
  if (log.result === null) return kept('unfinished', standing);
  // Its seeds are known once the week is over: a game still running then is not ranked.
  if (at >= bounds.end || startedAt < bounds.start) return kept('late', standing);
  if (t.seats.some((s) => s.account === null && !s.bot)) return kept('guestSeat', standing);
  const members = [...new Set(t.seats.flatMap((s) => (s.account === null ? [] : [s.account])))];
  if (members.length === 0) return kept('noTeam', standing);
  if (await anyStartedBefore(db, t, members, startedAt)) return kept('notFirst', standing);
  for (const m of members) if (await rankingBanned(db, m)) return kept('rankingBan', standing);
  return { judgement: { standing: 'ranked', reason: null }, standing };
}

/** Did a member start this deal at another table before (the first start wins a tie by its code)? */
async function anyStartedBefore(db: Kysely<Tables>, t: EventTableFacts, members: string[], startedAt: number): Promise<boolean> {
  const earlier = await db
    .selectFrom('event_seats')
    .select('game_key')
    .where('account_id', 'in', members)
    .where('game', '=', t.game)
    .where('week', '=', t.week)
    .where('players', '=', t.players)
    .where('game_key', '!=', t.key)
    .where((eb) => eb.or([eb('started_at', '<', startedAt), eb.and([eb('started_at', '=', startedAt), eb('game_key', '<', t.key)])]))
    .executeTakeFirst();
  return earlier !== undefined;
}
