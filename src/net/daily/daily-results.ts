// The daily deal, together: each finished daily game an account sends is replayed with the engine
// before it counts (daily-judge.ts), and the results of a day make its field (players, wins, the
// spread of scores, where most players fell, a player's percentile and medal). Fair play, as far
// as a server can see it: a log counts only when it replays to the result it claims, plays today's
// deal of the server's clock and is the account's first game of that deal; any other is kept apart
// with its reason and never ranked. A game with hints or undo (marked practice by the terminal) is
// counted apart, as the statistics do. What no server can see (a solver in another window, a deal
// looked at in advance) is said in docs/daily-field.md. A day's counts are kept in the database as
// results arrive and leave (daily-counts.ts), so a field is read, never counted.
import type { Kysely } from 'kysely';
import { type GameLog, logOf } from '../../core/log.js';
import type { Tables } from '../db/schema.js';
import { randomText } from '../accounts/random-text.js';
import { countsOfDay, countsOfDays } from './daily-counts.js';
import { historyFrom, utcDay } from './daily-day.js';
import { type Judged, dailyFieldOf, judgeLog } from './daily-judge.js';
import { rankingBanned, removeResultById, removeResults, resultsOf, setApartForBan, standingOf } from './daily-operator.js';
import { withPlace } from './daily-place.js';
import { type SubmitQueries, submitQueries } from './daily-submit-queries.js';
import type { DayField, HistoryDay, KeptResult, OwnResult, SubmitAnswer } from './field-types.js';
import { HISTORY_DAYS } from './daily-day.js';

export type * from './field-types.js';
export { HISTORY_DAYS, isDay, utcDay } from './daily-day.js';
export { dailyFieldOf } from './daily-judge.js';
export { rankingBanned } from './daily-operator.js';
export { MEDAL_SHARES, placeOf } from './daily-place.js';

export interface DailyResultsOptions {
  /** The seed of a game's daily deal on a UTC day: the server's own (the same as every player's). */
  dailySeed(game: string, day: string): Promise<string>;
  now?: () => number;
  /** Games one account may send a day of each game (each is a row). */
  perAccountDay?: number;
  /** Where a game goes whose player consented to its puzzles being mined (src/net/puzzles/puzzle-miner.ts). */
  miner?: { enqueue(g: { resultId: string; accountId: string; game: string; day: string }): Promise<boolean> };
}

/** What a submission says beyond the game: the player's consent to its puzzles being mined (absent: no). */
export interface SubmitConsent {
  puzzles?: boolean;
}

const newId = (): string => randomText(12, 'hex');

export class DailyResults {
  private readonly now: () => number;
  private readonly perAccountDay: number;
  private readonly seeds = new Map<string, Promise<string>>();
  /** The queries of every submission, built and compiled once. */
  private readonly queries: SubmitQueries;

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly o: DailyResultsOptions,
  ) {
    this.now = o.now ?? Date.now;
    this.perAccountDay = o.perAccountDay ?? 20;
    this.queries = submitQueries(db);
  }

  /** Today on the server's clock (UTC). */
  today(): string {
    return utcDay(this.now());
  }

  /** The day's seed, worked out once (Regicide's needs the solver); a failure is asked again next time. */
  private seedOf(game: string, day: string): Promise<string> {
    const key = `${game} ${day}`;
    let seed = this.seeds.get(key);
    if (!seed) {
      for (const old of this.seeds.keys()) if (old.startsWith(`${game} `)) this.seeds.delete(old);
      seed = this.o.dailySeed(game, day);
      seed.catch(() => this.seeds.delete(key));
      this.seeds.set(key, seed);
    }
    return seed;
  }

  /**
   * Judges and keeps one finished daily game of `accountId`: `log` is the log as the client sent
   * it (untrusted), `startedAt` when the client says the game began (milliseconds; optional).
   */
  async submit(accountId: string, game: unknown, log: unknown, startedAt?: unknown, consent: SubmitConsent = {}): Promise<SubmitAnswer> {
    const rule = dailyFieldOf(game);
    if (!rule || typeof game !== 'string') return { ok: false, problem: 'noDaily' };
    let parsed: GameLog;
    try {
      // The body's JSON, read once by the route: checked as a log here, not written and read again.
      parsed = logOf(log, game);
    } catch {
      return { ok: false, problem: 'badLog' };
    }
    const now = this.now();
    const day = utcDay(now);
    // One read for the account's allowance of the day and its ranking ban.
    const account = await this.queries.sentAndBanned.first(this.db, { accountId, game, day });
    if (!account) throw new Error('the allowance of the day was not read');
    if (Number(account.sent) >= this.perAccountDay) return { ok: false, problem: 'tooMany' };
    let judged = judgeLog({ game, rule, day, now, seed: await this.seedOf(game, day) }, parsed, startedAt);
    // A key the operator keeps out of the rankings: its game takes the day's attempt, kept apart.
    if (judged.standing !== 'apart' && isTrue(account.banned)) judged = { ...judged, standing: 'apart', reason: 'rankingBan' };
    const { kept, id } = await this.keep(accountId, game, day, now, judged, JSON.stringify(parsed));
    // Only with the player's consent, and only the account's first game of the deal, replayed:
    // one game per account and day reaches the miner, whatever a client sends.
    if (consent.puzzles === true && this.o.miner && kept.first && (kept.standing === 'ranked' || kept.standing === 'practice')) {
      await this.o.miner.enqueue({ resultId: id, accountId, game, day });
    }
    return { ok: true, day, standing: kept.standing, reason: kept.reason, won: kept.won, score: kept.score };
  }

  /**
   * Writes the judged row (its day's counts follow in the same statement: the triggers of
   * migration 0011). A first attempt that finds one already there (a unique index over the rows
   * marked first holds it, also against a game sent at the same moment) is kept as notFirst.
   */
  private async keep(accountId: string, game: string, day: string, now: number, judged: Judged, log: string): Promise<{ kept: Judged; id: string }> {
    const row = {
      game,
      day,
      accountId,
      submittedAt: now,
      standing: judged.standing,
      reason: judged.reason,
      won: judged.won ? 1 : 0,
      score: judged.score,
      fellAt: judged.fellAt,
      moves: judged.moves,
      log,
    };
    if (judged.first) {
      const id = newId();
      // A first attempt already there: no row (ON CONFLICT … DO NOTHING), and this one is not first.
      if ((await this.queries.insertFirst.affected(this.db, { ...row, id })) === 1) return { kept: judged, id };
    }
    const notFirst: Judged = judged.first ? { ...judged, first: false, standing: 'apart', reason: 'notFirst' } : judged;
    const id = newId();
    await this.queries.insertLater.execute(this.db, { ...row, id, standing: notFirst.standing, reason: notFirst.reason });
    return { kept: notFirst, id };
  }

  /** The field of `day` (today when absent) with the account's own first game and place. */
  async field(accountId: string, game: string, day?: string): Promise<DayField | null> {
    const rule = dailyFieldOf(game);
    if (!rule) return null;
    const theDay = day ?? this.today();
    const own = await this.db
      .selectFrom('daily_results')
      .select(['standing', 'reason', 'won', 'score'])
      .where('account_id', '=', accountId)
      .where('game', '=', game)
      .where('day', '=', theDay)
      .where('first', '=', 1)
      .executeTakeFirst();
    const counts = await countsOfDay(this.db, game, theDay);
    return {
      game,
      day: theDay,
      measure: rule.measure,
      maxScore: rule.maxScore,
      verdict: rule.verdict,
      ...counts,
      own: own ? withPlace(ownOf(own), counts) : null,
    };
  }

  /** The account's first games of the last 30 days (today included), newest first, each against its field. */
  async history(accountId: string, game: string): Promise<HistoryDay[]> {
    const rows = await this.db
      .selectFrom('daily_results')
      .select(['day', 'standing', 'reason', 'won', 'score'])
      .where('account_id', '=', accountId)
      .where('game', '=', game)
      .where('day', '>=', historyFrom(this.today()))
      .where('first', '=', 1)
      .orderBy('day', 'desc')
      .limit(HISTORY_DAYS)
      .execute();
    const counts = await countsOfDays(
      this.db,
      game,
      rows.map((r) => r.day),
    );
    return rows.flatMap((row) => {
      const day = counts.get(row.day);
      return day ? [{ day: row.day, own: withPlace(ownOf(row), day), players: day.players, wins: day.wins }] : [];
    });
  }

  /**
   * An operator's act: the results of an account on a day of a game leave the field (kept apart as
   * 'removed', with their first-attempt mark). How many results were removed (none already removed).
   */
  remove(accountId: string, game: string, day: string): Promise<number> {
    return removeResults(this.db, accountId, game, day);
  }

  /** An operator's act: one result removed (as remove does) by its id; the result it was, or null when there is none to remove. */
  removeById(id: string): Promise<KeptResult | null> {
    return removeResultById(this.db, id);
  }

  /** What the operator looks at before removing: an account's results (of a game, of a day), newest first. */
  resultsOf(accountId: string, o: { game?: string; day?: string; limit?: number } = {}): Promise<KeptResult[]> {
    return resultsOf(this.db, accountId, o);
  }

  /** Is a key of this account kept out of the rankings (a ban of kind 'ranking' on any of its keys)? */
  isRankingBanned(accountId: string): Promise<boolean> {
    return rankingBanned(this.db, accountId);
  }

  /** A ranking ban's effect on what was kept: the account's ranked and practice results leave the field. How many rows. */
  setApart(accountId: string): Promise<number> {
    return setApartForBan(this.db, accountId);
  }
}

/** SQLite answers EXISTS with 1 or 0, PostgreSQL with a boolean. */
const isTrue = (value: unknown): boolean => value === true || Number(value) === 1;

const ownOf = (row: { standing: string; reason: string | null; won: number; score: number }): OwnResult => ({ ...standingOf(row), won: row.won === 1, score: row.score });
