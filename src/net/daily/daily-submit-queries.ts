// The queries every daily submission runs (daily-results.ts), built and compiled once per
// database (../db/prepared-query.ts): one read of the account's allowance of the day and its
// ranking ban, and the write of the judged row (first attempt or not).
import { type Kysely, sql } from 'kysely';
import { type Slots, prepareQuery } from '../db/prepared-query.js';
import type { Tables } from '../db/schema.js';

/** The index predicate of daily_results_first (a partial unique index): written out, so that PostgreSQL infers the index. */
const FIRST_ONLY = sql<boolean>`first = 1`;

type RowSlot = 'id' | 'game' | 'day' | 'accountId' | 'submittedAt' | 'standing' | 'reason' | 'won' | 'score' | 'fellAt' | 'moves' | 'log';

/** A daily_results row, its values in slots; `first` is the query's own. */
const rowOf = (s: Slots<RowSlot>, first: number) => ({
  game: s.text('game'),
  day: s.text('day'),
  account_id: s.text('accountId'),
  submitted_at: s.number('submittedAt'),
  standing: s.text('standing'),
  reason: s.text('reason'),
  won: s.number('won'),
  score: s.number('score'),
  fell_at: s.text('fellAt'),
  moves: s.number('moves'),
  log: s.text('log'),
  id: s.text('id'),
  first,
});

export function submitQueries(db: Kysely<Tables>) {
  return {
    /** `sent`: the account's games of the day of this game; `banned`: a key of it kept out of the rankings. */
    sentAndBanned: prepareQuery<'accountId' | 'game' | 'day'>()((s) =>
      db.selectNoFrom((eb) => [
        eb
          .selectFrom('daily_results')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where('account_id', '=', s.text('accountId'))
          .where('game', '=', s.text('game'))
          .where('day', '=', s.text('day'))
          .as('sent'),
        eb
          .exists(
            eb
              .selectFrom('bans')
              .innerJoin('account_keys', 'account_keys.fingerprint', 'bans.target')
              .select('bans.target')
              .where('bans.kind', '=', 'ranking')
              .where('account_keys.account_id', '=', s.text('accountId')),
          )
          .as('banned'),
      ]),
    ),
    /** A first attempt: no row when the account has its first of the day already (a unique index over the rows marked first). */
    insertFirst: prepareQuery<RowSlot>()((s) =>
      db
        .insertInto('daily_results')
        .values(rowOf(s, 1))
        .onConflict((oc) => oc.columns(['game', 'day', 'account_id']).where(FIRST_ONLY).doNothing()),
    ),
    /** Any other game of the day. */
    insertLater: prepareQuery<RowSlot>()((s) => db.insertInto('daily_results').values(rowOf(s, 0))),
  };
}

export type SubmitQueries = ReturnType<typeof submitQueries>;
