// The weekly team events (duplicate play): each week one deal per player count of a game, the same
// for every team, played at the server's own tables (live or turn-based). A team is the set of
// accounts seated when the game starts; the server's bots may fill other seats, and are counted.
// The server judges a game from its own log, replayed move by move before it counts: a game that
// does not replay to its result, is not the week's deal, ended after its week, had a guest seated,
// or was not every member's first start of that deal (a peek at the deal, abandoned, counts as the
// start) is kept apart with its reason and never ranked; a second report of the same table changes
// nothing. The ranking counts enemies defeated, then jesters kept, over the team's games of the
// week; each deal shows its winners beside the solver's ceiling. Seeds stay on the server until
// their week is over (docs/events.md).
import type { Kysely } from 'kysely';
import type { GameLog } from '../../core/log.js';
import type { EventCeiling, TeamEventRule } from '../../modules/module.js';
import { isUniqueViolation } from '../db/database.js';
import type { Tables } from '../db/schema.js';
import { judgeEventGame } from './event-judge.js';
import { dealViews, rankTeams, rankedGames } from './event-ranking.js';
import { teamEventOf } from './event-rule.js';
import type { EndAnswer, EventTableFacts, EventWeekView } from './event-types.js';
import { eventSeed, isWeek, isoWeekOf, newEventSecret, weekBounds } from './event-week.js';

export { teamEventOf };

export type { EndAnswer, EventApartReason, EventDealView, EventJudgement, EventSeat, EventTableFacts, EventTeamGame, EventTeamView, EventWeekView } from './event-types.js';

export interface TeamEventsOptions {
  now?: () => number;
  /** Proves a deal's ceiling (off the loop: a worker thread by default, see ceiling-prover.ts); `signal` calls it off when the server stops. */
  prove(game: string, seed: string, players: number, signal: AbortSignal): Promise<EventCeiling>;
  onError?(message: string): void;
}

const SECRET_ID = 'weekly';
/** Deals waiting for their ceiling at most (four weeks of three deals): more are asked again later. */
export const CEILINGS_PENDING_MAX = 12;

export class TeamEvents {
  private readonly now: () => number;
  /** Tables whose start is being written: their end waits for it. */
  private readonly starting = new Map<string, Promise<void>>();
  /** Ceilings being proven, one deal at a time. */
  private readonly proving = new Set<string>();
  private queue: Promise<void> = Promise.resolve();
  /** The server is stopping: no ceiling is proven or written any more. */
  private closed = false;
  /** Calls off the proof under way when the server stops (its worker is ended). */
  private readonly stopping = new AbortController();

  private constructor(
    private readonly db: Kysely<Tables>,
    private readonly secret: string,
    private readonly o: TeamEventsOptions,
  ) {
    this.now = o.now ?? Date.now;
  }

  /** The events of a server: its secret read, or drawn once (the first process to write it wins). */
  static async open(db: Kysely<Tables>, o: TeamEventsOptions): Promise<TeamEvents> {
    const read = () => db.selectFrom('event_secret').select('secret').where('id', '=', SECRET_ID).executeTakeFirst();
    let row = await read();
    if (!row) {
      try {
        await db
          .insertInto('event_secret')
          .values({ id: SECRET_ID, secret: newEventSecret(), created_at: (o.now ?? Date.now)() })
          .execute();
      } catch (e) {
        if (!isUniqueViolation(e)) throw e;
      }
      row = await read();
    }
    if (!row) throw new Error('the team events have no secret');
    return new TeamEvents(db, row.secret, o);
  }

  /** The server stops: a proof under way is called off (its worker ended) and nothing is written to a database that is closing; settles when the queue is idle. */
  close(): Promise<void> {
    this.closed = true;
    this.stopping.abort();
    return this.queue;
  }

  /** A week that has not begun (by this server's clock): it has no games, and no ceiling is proven for it. */
  isFuture(week: string): boolean {
    const bounds = weekBounds(week);
    return bounds !== null && bounds.start > this.now();
  }

  /** This week's deal of `game` for `players`, or null when the game's event has no such deal. */
  current(game: string, players: number): { week: string; seed: string } | null {
    const rule = teamEventOf(game);
    if (!rule || !rule.playerCounts.includes(players)) return null;
    const week = isoWeekOf(this.now());
    return { week, seed: eventSeed(this.secret, game, week, players) };
  }

  /** Whether a week's seeds may be known: only once it is over. */
  isOver(week: string): boolean {
    const bounds = weekBounds(week);
    return bounds !== null && this.now() >= bounds.end;
  }

  /** An event table's game started: its seats are the team's (written once; a restart does not start it again). */
  started(t: EventTableFacts): Promise<void> {
    const at = this.now();
    const writing = this.db
      .transaction()
      .execute(async (tx) => {
        await tx
          .insertInto('event_games')
          .values({
            key: t.key,
            game: t.game,
            week: t.week,
            players: t.players,
            turn_based: t.turnBased ? 1 : 0,
            started_at: at,
            ended_at: null,
            standing: 'playing',
            reason: null,
            won: 0,
            defeated: 0,
            jesters: 0,
            bots: 0,
            log: null,
          })
          .execute();
        const seats = t.seats.map((s) => ({ game_key: t.key, seat: s.seat, account_id: s.account, game: t.game, week: t.week, players: t.players, started_at: at }));
        if (seats.length > 0) await tx.insertInto('event_seats').values(seats).execute();
      })
      .catch((e: unknown) => {
        if (!isUniqueViolation(e)) throw e;
      });
    const done = writing.finally(() => this.starting.delete(t.key));
    this.starting.set(t.key, done);
    return done;
  }

  /** An event table's game ended: judged from the server's log (replayed), once per table. */
  async ended(t: EventTableFacts, log: GameLog): Promise<EndAnswer> {
    const rule = teamEventOf(t.game);
    if (!rule) return { recorded: false, why: 'noEvent' };
    await this.starting.get(t.key)?.catch(() => {});
    let row = await this.db.selectFrom('event_games').select(['standing', 'started_at']).where('key', '=', t.key).executeTakeFirst();
    if (!row) {
      // Its start was never written (the database was away then): the seats at the end stand for the team.
      await this.started(t);
      row = await this.db.selectFrom('event_games').select(['standing', 'started_at']).where('key', '=', t.key).executeTakeFirstOrThrow();
    }
    if (row.standing !== 'playing') return { recorded: false, why: 'already' };
    const at = this.now();
    const { judgement, standing } = await judgeEventGame(this.db, this.secret, rule, t, log, row.started_at, at);
    const bots = t.seats.filter((s) => s.bot).length;
    const updated = await this.db
      .updateTable('event_games')
      .set({ ended_at: at, standing: judgement.standing, reason: judgement.reason, won: standing.won ? 1 : 0, defeated: standing.defeated, jesters: standing.jesters, bots, log: JSON.stringify(log) })
      .where('key', '=', t.key)
      .where('standing', '=', 'playing')
      .executeTakeFirst();
    // Another process judged it a moment ago.
    if (Number(updated.numUpdatedRows) === 0) return { recorded: false, why: 'already' };
    return { recorded: true, ...judgement, ...standing };
  }

  /** A week's ranking of `game` (this week when absent), marked for the asking account. */
  async week(game: string, accountId: string | null, week?: string): Promise<EventWeekView | null> {
    const rule = teamEventOf(game);
    const theWeek = week ?? isoWeekOf(this.now());
    const bounds = weekBounds(theWeek);
    if (!rule || !bounds || this.isFuture(theWeek)) return null;
    const over = this.now() >= bounds.end;
    const games = await rankedGames(this.db, game, theWeek);
    const { teamViews, teamNamesOf } = rankTeams(games, accountId);
    const ceilings = await this.ceilings(game, theWeek, rule, games.length > 0);
    const deals = dealViews(rule.playerCounts, games, ceilings, teamNamesOf, over ? (players) => eventSeed(this.secret, game, theWeek, players) : null);
    return { game, week: theWeek, start: bounds.start, end: bounds.end, over, maxScore: rule.maxScore, deals, teams: teamViews };
  }

  /** The proven ceilings of a week's deals; those not yet proven are started in the background (this week's, or an earlier week's that has games). */
  private async ceilings(game: string, week: string, rule: TeamEventRule, hasGames: boolean): Promise<Map<number, EventCeiling['verdict']>> {
    const rows = await this.db.selectFrom('event_ceilings').select(['players', 'verdict']).where('game', '=', game).where('week', '=', week).execute();
    const known = new Map(rows.map((r) => [r.players, r.verdict as EventCeiling['verdict']]));
    const missing = rule.playerCounts.filter((p) => !known.has(p));
    if (missing.length > 0 && (hasGames || week === isoWeekOf(this.now()))) void this.prove(game, week, missing);
    return known;
  }

  /**
   * Proves the ceilings of a week's deals (this week's when absent) once, one deal at a time, off
   * the loop; the promise settles when they are stored. A week not begun is never proven, and at
   * most CEILINGS_PENDING_MAX deals wait: the others are asked again by a later request.
   */
  prove(game: string, week = isoWeekOf(this.now()), counts?: readonly number[]): Promise<void> {
    const rule = teamEventOf(game);
    if (!rule || this.closed || !isWeek(week) || this.isFuture(week)) return this.queue;
    for (const players of counts ?? rule.playerCounts) {
      const key = `${game} ${week} ${players}`;
      if (this.proving.has(key)) continue;
      if (this.proving.size >= CEILINGS_PENDING_MAX) break;
      this.proving.add(key);
      this.queue = this.queue.then(async () => {
        try {
          if (this.closed) return;
          const known = await this.db.selectFrom('event_ceilings').select('verdict').where('game', '=', game).where('week', '=', week).where('players', '=', players).executeTakeFirst();
          if (known || this.closed) return;
          const c = await this.o.prove(game, eventSeed(this.secret, game, week, players), players, this.stopping.signal);
          if (this.closed) return;
          await this.db
            .insertInto('event_ceilings')
            .values({ game, week, players, verdict: c.verdict, nodes: c.nodes, computed_at: this.now() })
            .execute()
            .catch((e: unknown) => {
              if (!isUniqueViolation(e)) throw e;
            });
        } catch (e) {
          if (!this.closed) this.o.onError?.(String(e instanceof Error ? e.message : e).split('\n')[0]);
        } finally {
          this.proving.delete(key);
        }
      });
    }
    return this.queue;
  }
}
