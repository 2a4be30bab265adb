// The Thronfolge ladder on a server with accounts: each rated duel updates both players' Glicko-2
// ratings once (the game's key — a table's code — is the row's primary key, so a second report of
// the same table, on this process or another, changes nothing), and the ladder and a player's
// history are read from the database. Two games of one player ending at once on two processes
// cannot lose an update: a rating is written only over the one it was computed from (its games
// count), else the whole game is computed again.
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../db/database.js';
import type { Tables } from '../db/schema.js';
import type { FinishedGame } from '../state/finished-game.js';
import { botRating } from './bot-ratings.js';
import { type NotRated, type Side, ratedDuel } from './rated-duel.js';
import { type Rating, type RatingSystem, type Score, isProvisional } from './rating-system.js';

export type RecordAnswer = { rated: true; changes: { account: string; before: number; after: number }[] } | { rated: false; why: NotRated | 'already' | 'noBotRating' };

export interface LadderEntry {
  place: number;
  name: string | null;
  rating: number;
  provisional: boolean;
  games: number;
}

export interface LadderGameView {
  at: number;
  /** The opponent: an account's name (null: none claimed, or the account is gone), or the bot's level. */
  opponent: { kind: 'account'; name: string | null } | { kind: 'bot'; level: string; rating: number };
  score: Score;
  reason: 'result' | 'forfeit';
  before: number;
  after: number;
}

export interface OwnLadder {
  /** Null until the account's first rated game. */
  rating: { rating: number; deviation: number; provisional: boolean; games: number; place: number } | null;
  history?: LadderGameView[];
}

export interface LadderOptions {
  now?: () => number;
}

/** The games of a player's history. */
export const LADDER_HISTORY = 30;
/** The longest ladder one request may ask for. */
export const LADDER_TOP_MAX = 100;

class Conflict extends Error {}

/** A stored score as a game's score (it is only ever 1, ½ or 0). */
const scoreOf = (n: number): Score => (n >= 1 ? 1 : n <= 0 ? 0 : 0.5);

type Db = Kysely<Tables> | Transaction<Tables>;

export class Ladder {
  private readonly now: () => number;

  constructor(
    private readonly db: Kysely<Tables>,
    readonly system: RatingSystem,
    o: LadderOptions = {},
  ) {
    this.now = o.now ?? Date.now;
  }

  /** Rates a finished game when it is a rated duel; once per key. */
  async record(g: FinishedGame): Promise<RecordAnswer> {
    const duel = ratedDuel(g);
    if ('notRated' in duel) return { rated: false, why: duel.notRated };
    const bot = botRating(g.game, g.botLevel);
    if (duel.sides.some((s) => s.kind === 'bot') && !bot) return { rated: false, why: 'noBotRating' };
    const at = g.at ?? this.now();
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.db.transaction().execute((tx) => this.rate(tx, g, duel.sides, duel.scores, duel.reason, bot, at));
      } catch (e) {
        if (isUniqueViolation(e) && (await this.known(g.key))) return { rated: false, why: 'already' };
        if (!(e instanceof Conflict || isUniqueViolation(e)) || attempt >= 5) throw e;
      }
    }
  }

  private async known(key: string): Promise<boolean> {
    return (await this.db.selectFrom('ladder_games').select('id').where('id', '=', key).executeTakeFirst()) !== undefined;
  }

  private async rate(tx: Transaction<Tables>, g: FinishedGame, sides: [Side, Side], scores: [Score, Score], reason: string, bot: Rating | null, at: number): Promise<RecordAnswer> {
    if ((await tx.selectFrom('ladder_games').select('id').where('id', '=', g.key).executeTakeFirst()) !== undefined) return { rated: false, why: 'already' };
    const stored = await Promise.all(sides.map((s) => (s.kind === 'account' ? this.stored(tx, s.account) : Promise.resolve(null))));
    const ratingOf = (s: Side, i: number): Rating => {
      if (s.kind === 'account') return stored[i] ?? this.system.initial();
      if (!bot) throw new Error('a bot without a rating');
      return bot;
    };
    const before = sides.map(ratingOf);
    const after = sides.map((s, i) => (s.kind === 'bot' ? before[i] : this.system.afterGame(before[i], before[1 - i], scores[i])));
    const botSeat = sides.findIndex((s) => s.kind === 'bot');
    await tx
      .insertInto('ladder_games')
      .values({
        id: g.key,
        at,
        seat1_account: sides[0].kind === 'account' ? sides[0].account : null,
        seat2_account: sides[1].kind === 'account' ? sides[1].account : null,
        bot_seat: botSeat >= 0 ? botSeat + 1 : null,
        bot_level: botSeat >= 0 ? g.botLevel : null,
        score1: scores[0],
        reason,
        rating1_before: before[0].rating,
        rating1_after: after[0].rating,
        rating2_before: before[1].rating,
        rating2_after: after[1].rating,
      })
      .execute();
    const changes: { account: string; before: number; after: number }[] = [];
    for (const [i, s] of sides.entries()) {
      if (s.kind !== 'account') continue;
      await this.write(tx, s.account, stored[i], after[i], at);
      changes.push({ account: s.account, before: before[i].rating, after: after[i].rating });
    }
    return { rated: true, changes };
  }

  private async stored(db: Db, accountId: string): Promise<(Rating & { games: number }) | null> {
    const row = await db.selectFrom('ladder_ratings').selectAll().where('account_id', '=', accountId).executeTakeFirst();
    return row ? { rating: row.rating, deviation: row.deviation, volatility: row.volatility, games: row.games } : null;
  }

  /** Writes a rating over the one it was computed from; another game's write in between is a conflict. */
  private async write(tx: Transaction<Tables>, accountId: string, was: { games: number } | null, next: Rating, at: number): Promise<void> {
    const values = { rating: next.rating, deviation: next.deviation, volatility: next.volatility, updated_at: at };
    if (was === null) {
      await tx
        .insertInto('ladder_ratings')
        .values({ account_id: accountId, ...values, games: 1 })
        .execute();
      return;
    }
    const updated = await tx
      .updateTable('ladder_ratings')
      .set({ ...values, games: was.games + 1 })
      .where('account_id', '=', accountId)
      .where('games', '=', was.games)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new Conflict();
  }

  /** The ladder: the best `limit` ratings, provisional ones marked. */
  async top(limit: number): Promise<LadderEntry[]> {
    const rows = await this.db
      .selectFrom('ladder_ratings as r')
      .leftJoin('account_names as n', 'n.account_id', 'r.account_id')
      .select(['r.rating', 'r.deviation', 'r.games', 'n.name'])
      .orderBy('r.rating', 'desc')
      .orderBy('r.account_id')
      .limit(Math.max(1, Math.min(LADDER_TOP_MAX, Math.floor(limit))))
      .execute();
    return rows.map((r, i) => ({ place: i + 1, name: r.name ?? null, rating: Math.round(r.rating), provisional: isProvisional(r.deviation), games: r.games }));
  }

  /** An account's rating and place, and with `history` its last 30 rated games, newest first. */
  async own(accountId: string, history = false): Promise<OwnLadder> {
    const mine = await this.stored(this.db, accountId);
    let rating: OwnLadder['rating'] = null;
    if (mine) {
      const above = await this.db
        .selectFrom('ladder_ratings')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .where('rating', '>', mine.rating)
        .executeTakeFirstOrThrow();
      rating = { rating: Math.round(mine.rating), deviation: Math.round(mine.deviation), provisional: isProvisional(mine.deviation), games: mine.games, place: Number(above.n) + 1 };
    }
    return { rating, ...(history && { history: await this.history(accountId) }) };
  }

  private async history(accountId: string): Promise<LadderGameView[]> {
    const rows = await this.db
      .selectFrom('ladder_games')
      .selectAll()
      .where((eb) => eb.or([eb('seat1_account', '=', accountId), eb('seat2_account', '=', accountId)]))
      .orderBy('at', 'desc')
      .orderBy('id')
      .limit(LADDER_HISTORY)
      .execute();
    const opponents = [...new Set(rows.map((r) => (r.seat1_account === accountId ? r.seat2_account : r.seat1_account)).filter((x): x is string => x !== null))];
    const names = new Map<string, string>();
    if (opponents.length > 0) for (const n of await this.db.selectFrom('account_names').select(['account_id', 'name']).where('account_id', 'in', opponents).execute()) names.set(n.account_id, n.name);
    return rows.map((r) => {
      const seat = r.seat1_account === accountId ? 1 : 2;
      const other = seat === 1 ? r.seat2_account : r.seat1_account;
      const score1 = scoreOf(r.score1);
      const opponent: LadderGameView['opponent'] =
        r.bot_seat !== null && r.bot_seat !== seat
          ? { kind: 'bot', level: r.bot_level ?? '', rating: Math.round(seat === 1 ? r.rating2_before : r.rating1_before) }
          : { kind: 'account', name: other === null ? null : (names.get(other) ?? null) };
      return {
        at: r.at,
        opponent,
        score: seat === 1 ? score1 : scoreOf(1 - score1),
        reason: r.reason === 'forfeit' ? 'forfeit' : 'result',
        before: Math.round(seat === 1 ? r.rating1_before : r.rating2_before),
        after: Math.round(seat === 1 ? r.rating1_after : r.rating2_after),
      };
    });
  }
}
