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
import { isDeepStrictEqual } from 'node:util';
import { type GameLog, replayLog } from '../../core/log.js';
import type { EventCeiling, EventStanding, TeamEventRule } from '../../modules/module.js';
import { gameModule } from '../../modules/registry.js';
import { isUniqueViolation } from '../db/database.js';
import type { Tables } from '../db/schema.js';
import { rankingBanned } from '../daily/daily-results.js';
import { teamEventOf } from './event-rule.js';
import { eventSeed, isWeek, isoWeekOf, newEventSecret, weekBounds } from './event-week.js';

export { teamEventOf };

/** Why a game is kept apart from the ranking. */
export type EventApartReason = 'notEventDeal' | 'late' | 'doesNotReplay' | 'unfinished' | 'guestSeat' | 'noTeam' | 'notFirst' | 'rankingBan';

export type EventJudgement = { standing: 'ranked'; reason: null } | { standing: 'apart'; reason: EventApartReason };

/** A seat of an event table: its account (null for a bot's or a guest's), whether the server's bot plays it. */
export interface EventSeat {
  seat: number;
  account: string | null;
  bot: boolean;
}

export interface EventTableFacts {
  /** The table's code: each table is judged once. */
  key: string;
  game: string;
  week: string;
  players: number;
  turnBased: boolean;
  seats: readonly EventSeat[];
}

export type EndAnswer = ({ recorded: true } & EventJudgement & EventStanding) | { recorded: false; why: 'already' | 'noEvent' };

export interface EventDealView {
  players: number;
  /** The solver's verdict with every card in view; 'pending' while it is being proven. */
  ceiling: EventCeiling['verdict'] | 'pending';
  /** Ranked teams that played the deal, and how many of them won it. */
  teams: number;
  won: number;
  /** The most enemies a team defeated, or null when nobody played it. */
  best: number | null;
  /** The winning teams' members (names; null: no name claimed). */
  winners: (string | null)[][];
  /** Only once the week is over. */
  seed?: string;
}

export interface EventTeamGame {
  players: number;
  won: boolean;
  defeated: number;
  jesters: number;
  bots: number;
  turnBased: boolean;
}

export interface EventTeamView {
  place: number;
  members: (string | null)[];
  /** Seats the server's bots played in the team's games. */
  bots: number;
  defeated: number;
  jesters: number;
  games: EventTeamGame[];
  /** The asking account is in this team. */
  yours: boolean;
}

export interface EventWeekView {
  game: string;
  week: string;
  start: number;
  end: number;
  over: boolean;
  maxScore: number;
  deals: EventDealView[];
  teams: EventTeamView[];
}

export interface TeamEventsOptions {
  now?: () => number;
  /** Proves a deal's ceiling (off the loop: a worker thread by default, see ceiling-prover.ts); `signal` calls it off when the server stops. */
  prove(game: string, seed: string, players: number, signal: AbortSignal): Promise<EventCeiling>;
  onError?(message: string): void;
}

const SECRET_ID = 'weekly';
/** Deals waiting for their ceiling at most (four weeks of three deals): more are asked again later. */
export const CEILINGS_PENDING_MAX = 12;
const apart = (reason: EventApartReason): EventJudgement => ({ standing: 'apart', reason });

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
    const { judgement, standing } = await this.judge(rule, t, log, row.started_at, at);
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

  private async judge(rule: TeamEventRule, t: EventTableFacts, log: GameLog, startedAt: number, at: number): Promise<{ judgement: EventJudgement; standing: EventStanding }> {
    const none: EventStanding = { won: false, defeated: 0, jesters: 0 };
    const kept = (reason: EventApartReason, standing = none) => ({ judgement: apart(reason), standing });
    const bounds = weekBounds(t.week);
    // The week's deal for this player count, with the event's options: nothing else is this event.
    if (!bounds || !rule.playerCounts.includes(t.players) || log.seed !== eventSeed(this.secret, t.game, t.week, t.players)) return kept('notEventDeal');
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
    if (await this.anyStartedBefore(t, members, startedAt)) return kept('notFirst', standing);
    for (const m of members) if (await rankingBanned(this.db, m)) return kept('rankingBan', standing);
    return { judgement: { standing: 'ranked', reason: null }, standing };
  }

  /** Did a member start this deal at another table before (the first start wins a tie by its code)? */
  private async anyStartedBefore(t: EventTableFacts, members: string[], startedAt: number): Promise<boolean> {
    const earlier = await this.db
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

  /** A week's ranking of `game` (this week when absent), marked for the asking account. */
  async week(game: string, accountId: string | null, week?: string): Promise<EventWeekView | null> {
    const rule = teamEventOf(game);
    const theWeek = week ?? isoWeekOf(this.now());
    const bounds = weekBounds(theWeek);
    if (!rule || !bounds || this.isFuture(theWeek)) return null;
    const over = this.now() >= bounds.end;
    const games = await this.rankedGames(game, theWeek);
    const teams = new Map<string, { members: { id: string; name: string | null }[]; games: EventTeamGame[]; lastEnd: number }>();
    const teamOfGame = new Map<string, string>();
    for (const g of games) {
      // By name, as the team is shown (the team's key is its accounts', in their own order).
      const members = g.members.sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '') || a.id.localeCompare(b.id));
      // A team whose every account was deleted is nobody's: a team of its own game, never merged with another such.
      const key = members.length
        ? members
            .map((m) => m.id)
            .sort()
            .join(' ')
        : `nobody:${g.key}`;
      teamOfGame.set(g.key, key);
      const team = teams.get(key) ?? { members, games: [], lastEnd: 0 };
      team.games.push({ players: g.players, won: g.won === 1, defeated: g.defeated, jesters: g.jesters, bots: g.bots, turnBased: g.turn_based === 1 });
      team.lastEnd = Math.max(team.lastEnd, g.ended_at ?? 0);
      teams.set(key, team);
    }
    const ranked = [...teams.values()]
      .map((team) => ({
        members: team.members,
        games: team.games.sort((a, b) => a.players - b.players),
        bots: team.games.reduce((n, x) => n + x.bots, 0),
        defeated: team.games.reduce((n, x) => n + x.defeated, 0),
        jesters: team.games.reduce((n, x) => n + x.jesters, 0),
        lastEnd: team.lastEnd,
      }))
      // Enemies defeated, then jesters kept; a tie shares its place (listed by who finished first).
      .sort((a, b) => b.defeated - a.defeated || b.jesters - a.jesters || a.lastEnd - b.lastEnd);
    // A team's place: one after every team ahead of it (those sorted before it with other figures).
    const places: number[] = [];
    for (const [i, team] of ranked.entries()) {
      const previous = ranked[i - 1];
      places.push(previous && previous.defeated === team.defeated && previous.jesters === team.jesters ? places[i - 1] : i + 1);
    }
    const teamViews: EventTeamView[] = ranked.map((team, i) => ({
      place: places[i],
      members: team.members.map((m) => m.name),
      bots: team.bots,
      defeated: team.defeated,
      jesters: team.jesters,
      games: team.games,
      yours: accountId !== null && team.members.some((m) => m.id === accountId),
    }));
    const ceilings = await this.ceilings(game, theWeek, rule, games.length > 0);
    const deals: EventDealView[] = rule.playerCounts.map((players) => {
      const played = games.filter((g) => g.players === players);
      const winners = played.filter((g) => g.won === 1).map((g) => teams.get(teamOfGame.get(g.key) ?? '')?.members.map((m) => m.name) ?? []);
      return {
        players,
        ceiling: ceilings.get(players) ?? 'pending',
        teams: played.length,
        won: winners.length,
        best: played.length ? Math.max(...played.map((g) => g.defeated)) : null,
        winners,
        ...(over && { seed: eventSeed(this.secret, game, theWeek, players) }),
      };
    });
    return { game, week: theWeek, start: bounds.start, end: bounds.end, over, maxScore: rule.maxScore, deals, teams: teamViews };
  }

  /** A week's ranked games of `game` in the order they started, each with its seated accounts (and their names): one query, gathered by table. */
  private async rankedGames(game: string, week: string) {
    const rows = await this.db
      .selectFrom('event_games')
      .leftJoin('event_seats', 'event_seats.game_key', 'event_games.key')
      .leftJoin('account_names', 'account_names.account_id', 'event_seats.account_id')
      .select([
        'event_games.key',
        'event_games.players',
        'event_games.won',
        'event_games.defeated',
        'event_games.jesters',
        'event_games.bots',
        'event_games.turn_based',
        'event_games.ended_at',
        'event_seats.account_id',
        'account_names.name',
      ])
      .where('event_games.game', '=', game)
      .where('event_games.week', '=', week)
      .where('event_games.standing', '=', 'ranked')
      .orderBy('event_games.started_at')
      .orderBy('event_games.key')
      .execute();
    const games = new Map<string, Omit<(typeof rows)[number], 'account_id' | 'name'> & { members: { id: string; name: string | null }[] }>();
    for (const { account_id: id, name, ...g } of rows) {
      const known = games.get(g.key) ?? { ...g, members: [] };
      if (id !== null) known.members.push({ id, name: name ?? null });
      games.set(g.key, known);
    }
    return [...games.values()];
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
