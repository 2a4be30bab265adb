// The daily deal, together: each finished daily game an account sends is replayed with the engine
// before it counts, and the results of a day make its field (players, wins, the spread of scores,
// where most players fell, a player's percentile and medal). Fair play, as far as a server can
// see it: a log counts only when it replays move by move to the result it claims, plays today's
// deal of the server's clock (today's seed, the daily game's options) and is the account's first
// game of that deal; any other is kept apart with its reason and never ranked. A game with hints
// or undo (marked practice by the terminal) is counted apart, as the statistics do. What no server
// can see (a solver in another window, a deal looked at in advance) is said in docs/daily-field.md.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isDeepStrictEqual } from 'node:util';
import { type GameLog, parseLog, replayLog } from '../core/log.js';
import type { DailyFieldRule } from '../modules/module.js';
import { gameModule, isGameId } from '../modules/registry.js';
import { isUniqueViolation } from './db/database.js';
import type { Tables } from './db/schema.js';

export type DailyStandingKind = 'ranked' | 'practice' | 'apart';

/** Why a result is kept apart. */
export type ApartReason = 'notToday' | 'notDailyGame' | 'startedOutside' | 'doesNotReplay' | 'unfinished' | 'notFirst' | 'rankingBan' | 'removed';

/** One kept result as the operator sees it (never its log). */
export interface KeptResult {
  id: string;
  game: string;
  day: string;
  accountId: string;
  submittedAt: number;
  first: boolean;
  standing: DailyStandingKind;
  reason: ApartReason | null;
  won: boolean;
  score: number;
}

export type SubmitAnswer = { ok: true; day: string; standing: DailyStandingKind; reason: ApartReason | null; won: boolean; score: number } | { ok: false; problem: 'noDaily' | 'badLog' | 'tooMany' };

/** A day's ranked results: how many players had each score, and how many of them won. */
export interface FieldCounts {
  players: number;
  wins: number;
  practice: number;
  /** Ascending by score. */
  scores: { score: number; players: number }[];
  /** The card most players lost at (in notation), and how many; null when nobody lost at one. */
  mostFellAt: { card: string; players: number } | null;
}

export type Medal = 'gold' | 'silver' | 'bronze';

/** Where one result stands in its field. */
export interface Place {
  /** The share of the other players with a lower score, 0–100 (rounded down); null when alone. */
  beat: number | null;
  medal: Medal | null;
}

export interface OwnResult {
  standing: DailyStandingKind;
  reason: ApartReason | null;
  won: boolean;
  score: number;
}

export interface DayField extends FieldCounts {
  game: string;
  day: string;
  measure: DailyFieldRule['measure'];
  maxScore: number | null;
  verdict: DailyFieldRule['verdict'];
  /** The asking account's first game of the day, and its place when it is ranked. */
  own: (OwnResult & Place) | null;
}

export interface HistoryDay {
  day: string;
  own: OwnResult & Place;
  players: number;
  wins: number;
}

export interface DailyResultsOptions {
  /** The seed of a game's daily deal on a UTC day: the server's own (the same as every player's). */
  dailySeed(game: string, day: string): Promise<string>;
  now?: () => number;
  /** Games one account may send a day of each game (each is a row). */
  perAccountDay?: number;
  /** How long a day's counts are reused before they are counted again. */
  fieldCacheMs?: number;
}

/** Medals by the share of players that did better: gold within the best tenth, silver a quarter, bronze half. */
export const MEDAL_SHARES: readonly [Medal, number][] = [
  ['gold', 0.1],
  ['silver', 0.25],
  ['bronze', 0.5],
];

/** The days of history a player is shown. */
export const HISTORY_DAYS = 30;

const DAY_MS = 86_400_000;
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isDay = (text: unknown): text is string => typeof text === 'string' && DAY.test(text) && !Number.isNaN(dayStart(text));

/** The place of `score` among the counts (the score itself is one of them). */
export function placeOf(score: number, counts: Pick<FieldCounts, 'players' | 'scores'>): Place {
  const below = counts.scores.filter((s) => s.score < score).reduce((n, s) => n + s.players, 0);
  const above = counts.scores.filter((s) => s.score > score).reduce((n, s) => n + s.players, 0);
  const others = counts.players - 1;
  const beat = others > 0 ? Math.floor((100 * below) / others) : null;
  const better = counts.players > 0 ? above / counts.players : 1;
  const medal = MEDAL_SHARES.find(([, share]) => better <= share)?.[0] ?? null;
  return { beat, medal };
}

/** The rule of a game with a daily field, or null. */
export function dailyFieldOf(game: unknown): DailyFieldRule | null {
  return isGameId(game) ? (gameModule(game).dailyField ?? null) : null;
}

interface Judged {
  first: boolean;
  standing: DailyStandingKind;
  reason: ApartReason | null;
  won: boolean;
  score: number;
  fellAt: string | null;
  moves: number;
}

const apart = (reason: ApartReason, first: boolean, moves = 0): Judged => ({ first, standing: 'apart', reason, won: false, score: 0, fellAt: null, moves });

export class DailyResults {
  private readonly now: () => number;
  private readonly perAccountDay: number;
  private readonly fieldCacheMs: number;
  private readonly seeds = new Map<string, Promise<string>>();
  private readonly counted = new Map<string, { at: number; counted: Promise<Counted> }>();

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly o: DailyResultsOptions,
  ) {
    this.now = o.now ?? Date.now;
    this.perAccountDay = o.perAccountDay ?? 20;
    this.fieldCacheMs = o.fieldCacheMs ?? 5000;
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
  async submit(accountId: string, game: unknown, log: unknown, startedAt?: unknown): Promise<SubmitAnswer> {
    const rule = dailyFieldOf(game);
    if (!rule || typeof game !== 'string') return { ok: false, problem: 'noDaily' };
    let parsed: GameLog;
    try {
      parsed = parseLog(JSON.stringify(log), game);
    } catch {
      return { ok: false, problem: 'badLog' };
    }
    const now = this.now();
    const day = utcDay(now);
    const sent = await this.db
      .selectFrom('daily_results')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId)
      .where('game', '=', game)
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    if (Number(sent.n) >= this.perAccountDay) return { ok: false, problem: 'tooMany' };
    let judged = await this.judge(rule, game, parsed, day, now, startedAt);
    // A key the operator keeps out of the rankings: its game takes the day's attempt, kept apart.
    if (judged.standing !== 'apart' && (await this.isRankingBanned(accountId))) judged = { ...judged, standing: 'apart', reason: 'rankingBan' };
    const row = {
      game,
      day,
      account_id: accountId,
      submitted_at: now,
      standing: judged.standing,
      reason: judged.reason,
      won: judged.won ? 1 : 0,
      score: judged.score,
      fell_at: judged.fellAt,
      moves: judged.moves,
      log: JSON.stringify(parsed),
    };
    let kept = judged;
    try {
      await this.db
        .insertInto('daily_results')
        .values({ ...row, id: newId(), first: judged.first ? 1 : 0 })
        .execute();
    } catch (e) {
      if (!judged.first || !isUniqueViolation(e)) throw e;
      // Another game of this deal came first: this one is not the first attempt.
      kept = { ...judged, first: false, standing: 'apart', reason: 'notFirst' };
      await this.db
        .insertInto('daily_results')
        .values({ ...row, id: newId(), first: 0, standing: 'apart', reason: 'notFirst' })
        .execute();
    }
    // The day's counts are not counted again for each game sent (a busy day would be counted
    // per submission): a player's own game newer than the counts is added to them (ownIn).
    return { ok: true, day, standing: kept.standing, reason: kept.reason, won: kept.won, score: kept.score };
  }

  /** What a log is worth: apart (and why), practice or ranked; `first` when it takes the day's first attempt. */
  private async judge(rule: DailyFieldRule, game: string, log: GameLog, day: string, now: number, startedAt: unknown): Promise<Judged> {
    const marks = log as GameLog & { daily?: unknown; attempt?: unknown; retry?: unknown; practice?: unknown };
    // Another deal (yesterday's, one chosen by hand) is no attempt at today's.
    if (log.seed !== (await this.seedOf(game, day)) || marks.daily !== day) return apart('notToday', false);
    if (!rule.isDailyGame(log)) return apart('notDailyGame', false);
    if (startedAt !== undefined && (typeof startedAt !== 'number' || startedAt < dayStart(day) || startedAt > now)) return apart('startedOutside', false);
    // From here on the game is of today's deal: it is the account's attempt, whatever it is worth.
    // Replayed once: every move legal, and the result the moves reach is the one the log claims.
    const { game: engine } = gameModule(game);
    let run;
    try {
      run = replayLog(engine, log);
    } catch {
      // Options the game does not accept.
      return apart('doesNotReplay', true, log.moves.length);
    }
    if (run.error || !isDeepStrictEqual(engine.outcome(run.state), log.result)) return apart('doesNotReplay', true, log.moves.length);
    if (log.result === null) return apart('unfinished', true, log.moves.length);
    // A later try or a retry from the end screen knew the deal.
    if ((marks.attempt !== undefined && marks.attempt !== 1) || marks.retry === true) return apart('notFirst', true, log.moves.length);
    const standing = rule.standingOf(run.state);
    return { first: true, standing: marks.practice === true ? 'practice' : 'ranked', reason: null, ...standing, moves: log.moves.length };
  }

  /** A day's ranked counts, reused for a few seconds (a busy day is counted once, not per player). */
  async counts(game: string, day: string): Promise<FieldCounts> {
    return (await this.countedAt(game, day)).counts;
  }

  private countedAt(game: string, day: string): Promise<Counted> {
    const key = `${game} ${day}`;
    const now = this.now();
    const cached = this.counted.get(key);
    // Past days change only when an operator removes a result: counted again every minute at most.
    const ttl = day < utcDay(now) ? Math.max(this.fieldCacheMs, 60_000) : this.fieldCacheMs;
    if (cached && now - cached.at < ttl) return cached.counted;
    const counted = this.countNow(game, day).then((counts) => ({ at: now, counts }));
    counted.catch(() => this.counted.delete(key));
    this.counted.set(key, { at: now, counted });
    if (this.counted.size > 256) this.counted.delete(this.counted.keys().next().value as string);
    return counted;
  }

  private async countNow(game: string, day: string): Promise<FieldCounts> {
    const groups = await this.db
      .selectFrom('daily_results')
      .select(['standing', 'score', 'won', 'fell_at', (eb) => eb.fn.countAll<number>().as('n')])
      .where('game', '=', game)
      .where('day', '=', day)
      .where('standing', 'in', ['ranked', 'practice'])
      .groupBy(['standing', 'score', 'won', 'fell_at'])
      .execute();
    const byScore = new Map<number, number>();
    const fell = new Map<string, number>();
    let players = 0;
    let wins = 0;
    let practice = 0;
    for (const g of groups) {
      const n = Number(g.n);
      if (g.standing === 'practice') {
        practice += n;
        continue;
      }
      players += n;
      if (Number(g.won) === 1) wins += n;
      byScore.set(Number(g.score), (byScore.get(Number(g.score)) ?? 0) + n);
      if (g.fell_at !== null) fell.set(g.fell_at, (fell.get(g.fell_at) ?? 0) + n);
    }
    const scores = [...byScore].map(([score, n]) => ({ score, players: n })).sort((a, b) => a.score - b.score);
    const top = [...fell].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    return { players, wins, practice, scores, mostFellAt: top ? { card: top[0], players: top[1] } : null };
  }

  /** The field of `day` (today when absent) with the account's own first game and place. */
  async field(accountId: string, game: string, day?: string): Promise<DayField | null> {
    const rule = dailyFieldOf(game);
    if (!rule) return null;
    const theDay = day ?? this.today();
    const own = await this.db
      .selectFrom('daily_results')
      .select(['standing', 'reason', 'won', 'score', 'submitted_at'])
      .where('account_id', '=', accountId)
      .where('game', '=', game)
      .where('day', '=', theDay)
      .where('first', '=', 1)
      .executeTakeFirst();
    const counts = ownIn(await this.countedAt(game, theDay), own);
    return {
      game,
      day: theDay,
      measure: rule.measure,
      maxScore: rule.maxScore,
      verdict: rule.verdict,
      ...counts,
      own: own ? this.withPlace(own, counts) : null,
    };
  }

  private withPlace(row: { standing: string; reason: string | null; won: number; score: number }, counts: FieldCounts): OwnResult & Place {
    const own: OwnResult = { standing: row.standing as DailyStandingKind, reason: row.reason as ApartReason | null, won: Number(row.won) === 1, score: Number(row.score) };
    return { ...own, ...(own.standing === 'ranked' ? placeOf(own.score, counts) : { beat: null, medal: null }) };
  }

  /** The account's first games of the last 30 days (today included), newest first, each against its field. */
  async history(accountId: string, game: string): Promise<HistoryDay[]> {
    const today = this.today();
    const from = utcDay(dayStart(today) - (HISTORY_DAYS - 1) * DAY_MS);
    const rows = await this.db
      .selectFrom('daily_results')
      .select(['day', 'standing', 'reason', 'won', 'score', 'submitted_at'])
      .where('account_id', '=', accountId)
      .where('game', '=', game)
      .where('day', '>=', from)
      .where('first', '=', 1)
      .orderBy('day', 'desc')
      .limit(HISTORY_DAYS)
      .execute();
    const days: HistoryDay[] = [];
    for (const row of rows) {
      const counts = ownIn(await this.countedAt(game, row.day), row);
      days.push({ day: row.day, own: this.withPlace(row, counts), players: counts.players, wins: counts.wins });
    }
    return days;
  }

  /**
   * An operator's act: the results of an account on a day of a game leave the field (kept apart as
   * 'removed', with their first-attempt mark: a player whose result was removed cannot send
   * another first attempt that day). How many results were removed (none already removed).
   */
  async remove(accountId: string, game: string, day: string): Promise<number> {
    const gone = await this.db
      .updateTable('daily_results')
      .set({ standing: 'apart', reason: 'removed' })
      .where('account_id', '=', accountId)
      .where('game', '=', game)
      .where('day', '=', day)
      .where((eb) => eb.or([eb('reason', 'is', null), eb('reason', '!=', 'removed')]))
      .executeTakeFirst();
    this.counted.delete(`${game} ${day}`);
    return Number(gone.numUpdatedRows);
  }

  /** An operator's act: one result removed (as remove does) by its id; the result it was, or null when there is none to remove. */
  async removeById(id: string): Promise<KeptResult | null> {
    const row = await this.db.selectFrom('daily_results').select(KEPT_COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row || row.reason === 'removed') return null;
    await this.db.updateTable('daily_results').set({ standing: 'apart', reason: 'removed' }).where('id', '=', id).execute();
    this.counted.delete(`${row.game} ${row.day}`);
    return keptOf(row);
  }

  /** What the operator looks at before removing: an account's results (of a game, of a day), newest first. */
  async resultsOf(accountId: string, o: { game?: string; day?: string; limit?: number } = {}): Promise<KeptResult[]> {
    let q = this.db.selectFrom('daily_results').select(KEPT_COLUMNS).where('account_id', '=', accountId);
    if (o.game) q = q.where('game', '=', o.game);
    if (o.day) q = q.where('day', '=', o.day);
    const rows = await q
      .orderBy('submitted_at', 'desc')
      .limit(o.limit ?? 100)
      .execute();
    return rows.map(keptOf);
  }

  /**
   * Is a key of this account kept out of the rankings (a ban of kind 'ranking' on its
   * fingerprint)? Any key of it: a second key would otherwise send the same player's games.
   */
  isRankingBanned(accountId: string): Promise<boolean> {
    return rankingBanned(this.db, accountId);
  }

  /**
   * A ranking ban's effect on what was kept: every ranked or practice result of the account
   * leaves the field (kept apart as 'rankingBan'; the first-attempt mark stays). How many rows.
   */
  async setApart(accountId: string): Promise<number> {
    const moved = await this.db
      .updateTable('daily_results')
      .set({ standing: 'apart', reason: 'rankingBan' })
      .where('account_id', '=', accountId)
      .where('standing', 'in', ['ranked', 'practice'])
      .executeTakeFirst();
    // Its days are counted afresh (which days they were is not worth a query: the counts are a cache).
    this.counted.clear();
    return Number(moved.numUpdatedRows);
  }
}

/** Is a key of this account kept out of the rankings (the daily field's, the team events')? */
export async function rankingBanned(db: Kysely<Tables>, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('bans')
    .innerJoin('account_keys', 'account_keys.fingerprint', 'bans.target')
    .select('bans.target')
    .where('bans.kind', '=', 'ranking')
    .where('account_keys.account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

const KEPT_COLUMNS = ['id', 'game', 'day', 'account_id', 'submitted_at', 'first', 'standing', 'reason', 'won', 'score'] as const;

function keptOf(row: {
  id: string;
  game: string;
  day: string;
  account_id: string;
  submitted_at: number;
  first: number;
  standing: string;
  reason: string | null;
  won: number;
  score: number;
}): KeptResult {
  return {
    id: row.id,
    game: row.game,
    day: row.day,
    accountId: row.account_id,
    submittedAt: Number(row.submitted_at),
    first: Number(row.first) === 1,
    standing: row.standing as DailyStandingKind,
    reason: row.reason as ApartReason | null,
    won: Number(row.won) === 1,
    score: Number(row.score),
  };
}

const newId = (): string => randomBytes(12).toString('hex');

/** A day's counts and when they were counted. */
interface Counted {
  at: number;
  counts: FieldCounts;
}

/**
 * The counts with the player's own ranked game in them: reused counts may be older than a game
 * sent a moment ago (a row sent while the counting ran may then be in them twice: one player,
 * for those few milliseconds).
 */
function ownIn(counted: Counted, own: { standing: string; won: number; score: number; submitted_at: number } | undefined): FieldCounts {
  const { at, counts } = counted;
  if (!own || own.standing !== 'ranked' || Number(own.submitted_at) <= at) return counts;
  const score = Number(own.score);
  const scores = counts.scores.some((s) => s.score === score)
    ? counts.scores.map((s) => (s.score === score ? { ...s, players: s.players + 1 } : s))
    : [...counts.scores, { score, players: 1 }].sort((a, b) => a.score - b.score);
  return { ...counts, players: counts.players + 1, wins: counts.wins + (Number(own.won) === 1 ? 1 : 0), scores };
}
