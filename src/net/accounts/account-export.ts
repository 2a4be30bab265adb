// Everything the server keeps of an account, as its owner is shown it (`account export`): its
// keys and name, its codes and the operator's acts about it, its turn-based seats, holidays and
// reminders, its pushes, its ladder games, its daily games and its weekly events' tables. Apart
// from account-service.ts because every table that names an account is read here, and the
// export grows with each.
import type { Kysely } from 'kysely';
import { PACKAGE_NAME } from '../../core/package-name.js';
import type { AccountSummary } from './account-types.js';
import type { Tables } from '../db/schema.js';
import { type PuzzleExport, puzzleExportOf } from '../puzzles/puzzle-account.js';
import { TurnTables } from '../turn/turn-tables.js';

export interface AccountExport extends AccountSummary {
  /** `<package>-account-v1`. */
  format: string;
  exportedAt: number;
  keys: { fingerprint: string; kind: string; publicKey: string; addedAt: number }[];
  nameClaimedAt: number | null;
  linkCodes: { expiresAt: number }[];
  audit: { at: number; actor: string; act: string; detail: unknown }[];
  /** The seats the account holds at turn-based tables (how far it has looked, a paused clock). */
  turnSeats: { code: string; seat: number; seenMoves: number; pausedUntil: number | null }[];
  /** Days of holiday taken from the turn-based clocks, by UTC month. */
  holidays: { month: string; daysUsed: number }[];
  /** Reminders of turn-based deadlines sent, by UTC day (the last two days are kept). */
  reminders: { day: string; sent: number }[];
  /** Where the account's pushes go, and the pushes kept (queued, sent or given up). */
  pushAddresses: { id: string; kind: string; url: string; digest: boolean; addedAt: number; lastOkAt: number | null; failures: number }[];
  pushes: { addressId: string; status: string; message: unknown; createdAt: number; sentAt: number | null; attempts: number }[];
  /** The account's Thronfolge rating (null before its first rated game) and its rated games (src/net/ladder). */
  ladder: { rating: number; deviation: number; volatility: number; games: number; updatedAt: number } | null;
  ladderGames: { at: number; seat: number; opponent: 'account' | 'bot' | null; botLevel: string | null; score: number; reason: string; before: number; after: number }[];
  /** The daily deals' games the account sent, with their logs as sent (src/net/daily/daily-results.ts). */
  daily: { game: string; day: string; submittedAt: number; first: boolean; standing: string; reason: string | null; won: boolean; score: number; fellAt: string | null; moves: number; log: unknown }[];
  /**
   * The weekly events' tables the account sat at, with how each game went (src/net/events). No log:
   * it holds the week's deal, sealed until the week ends, and the team's other members are not named.
   */
  events: {
    game: string;
    week: string;
    players: number;
    seat: number;
    turnBased: boolean;
    startedAt: number;
    endedAt: number | null;
    standing: string;
    reason: string | null;
    won: boolean;
    defeated: number;
    jesters: number;
  }[];
  /** The bundled puzzles' first attempts the account sent, and its puzzle rating (src/net/puzzles). */
  puzzles: PuzzleExport;
}

/** A stored log as JSON, or its text when it does not parse (the export shows what is kept, as kept). */
function parsedOrText(text: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return text;
  }
}

/** The export's format, named after the package (both games' programs write the same). */
export const EXPORT_FORMAT = `${PACKAGE_NAME}-account-v1`;

/** Everything the server keeps of an account, as it would be shown to its owner. */
export async function exportAccount(db: Kysely<Tables>, accountId: string, summaryOf: (accountId: string) => Promise<AccountSummary>, now: () => number): Promise<AccountExport> {
  const summary = await summaryOf(accountId);
  const keys = await db.selectFrom('account_keys').selectAll().where('account_id', '=', accountId).orderBy('added_at').orderBy('fingerprint').execute();
  const name = await db.selectFrom('account_names').select('claimed_at').where('account_id', '=', accountId).executeTakeFirst();
  const codes = await db.selectFrom('link_codes').select('expires_at').where('account_id', '=', accountId).execute();
  const audit = await db.selectFrom('audit_log').selectAll().where('account_id', '=', accountId).orderBy('at').execute();
  const turn = await TurnTables.exportOf(db, accountId);
  const reminders = await db.selectFrom('turn_reminders').select(['day', 'sent']).where('account_id', '=', accountId).orderBy('day').execute();
  const pushAddresses = await db.selectFrom('push_addresses').selectAll().where('account_id', '=', accountId).orderBy('added_at').execute();
  const pushes = await db.selectFrom('push_outbox').selectAll().where('account_id', '=', accountId).orderBy('created_at').execute();
  const rating = await db.selectFrom('ladder_ratings').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  const games = await db
    .selectFrom('ladder_games')
    .selectAll()
    .where((eb) => eb.or([eb('seat1_account', '=', accountId), eb('seat2_account', '=', accountId)]))
    .orderBy('at')
    .orderBy('id')
    .execute();
  const daily = await db.selectFrom('daily_results').selectAll().where('account_id', '=', accountId).orderBy('submitted_at').orderBy('id').execute();
  const events = await db
    .selectFrom('event_seats')
    .innerJoin('event_games', 'event_games.key', 'event_seats.game_key')
    .select([
      'event_seats.seat',
      'event_games.game',
      'event_games.week',
      'event_games.players',
      'event_games.turn_based',
      'event_games.started_at',
      'event_games.ended_at',
      'event_games.standing',
      'event_games.reason',
      'event_games.won',
      'event_games.defeated',
      'event_games.jesters',
    ])
    .where('event_seats.account_id', '=', accountId)
    .orderBy('event_games.started_at')
    .orderBy('event_games.key')
    .execute();
  const puzzles = await puzzleExportOf(db, accountId);
  return {
    format: EXPORT_FORMAT,
    exportedAt: now(),
    ...summary,
    keys: keys.map((k) => ({ fingerprint: k.fingerprint, kind: k.kind, publicKey: k.public_key, addedAt: k.added_at })),
    nameClaimedAt: name?.claimed_at ?? null,
    linkCodes: codes.map((c) => ({ expiresAt: c.expires_at })),
    audit: audit.map((a) => ({ at: a.at, actor: a.actor, act: a.act, detail: JSON.parse(a.detail) as unknown })),
    turnSeats: turn.seats,
    holidays: turn.holidays,
    reminders: reminders.map((r) => ({ day: r.day, sent: r.sent })),
    pushAddresses: pushAddresses.map((p) => ({ id: p.id, kind: p.kind, url: p.url, digest: p.digest === 1, addedAt: p.added_at, lastOkAt: p.last_ok_at, failures: p.failures })),
    pushes: pushes.map((p) => ({ addressId: p.address_id, status: p.status, message: JSON.parse(p.body) as unknown, createdAt: p.created_at, sentAt: p.sent_at, attempts: p.attempts })),
    ladder: rating ? { rating: rating.rating, deviation: rating.deviation, volatility: rating.volatility, games: rating.games, updatedAt: rating.updated_at } : null,
    ladderGames: games.map((g) => {
      const seat = g.seat1_account === accountId ? 1 : 2;
      const other = seat === 1 ? g.seat2_account : g.seat1_account;
      return {
        at: g.at,
        seat,
        // Another account is named by neither id nor name: the export is the owner's, not the opponent's.
        opponent: g.bot_seat !== null && g.bot_seat !== seat ? 'bot' : other === null ? null : 'account',
        botLevel: g.bot_level,
        score: seat === 1 ? g.score1 : 1 - g.score1,
        reason: g.reason,
        before: seat === 1 ? g.rating1_before : g.rating2_before,
        after: seat === 1 ? g.rating1_after : g.rating2_after,
      };
    }),
    daily: daily.map((d) => ({
      game: d.game,
      day: d.day,
      submittedAt: d.submitted_at,
      first: d.first === 1,
      standing: d.standing,
      reason: d.reason,
      won: d.won === 1,
      score: d.score,
      fellAt: d.fell_at,
      moves: d.moves,
      log: parsedOrText(d.log),
    })),
    events: events.map((e) => ({
      game: e.game,
      week: e.week,
      players: e.players,
      seat: e.seat,
      turnBased: e.turn_based === 1,
      startedAt: e.started_at,
      endedAt: e.ended_at,
      standing: e.standing,
      reason: e.reason,
      won: e.won === 1,
      defeated: e.defeated,
      jesters: e.jesters,
    })),
    puzzles,
  };
}
