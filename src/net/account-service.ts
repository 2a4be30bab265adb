// What a server keeps of its players: accounts, their keys, their names, the codes that add a key
// to an account, and the challenges of key proofs. An account is made on a key's first proof; it
// holds several keys (one per terminal, an SSH key) and one name. Two writes that must agree run
// in one transaction: an account and its first key, a name given up and another claimed, a key
// moved from an empty account to the one that showed the code, and a deletion.
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { PACKAGE_NAME } from '../core/package-name.js';
import { isUniqueViolation } from './db/database.js';
import type { Tables } from './db/schema.js';
import { type FoldName, type NameProblem, checkName, defaultFoldName } from './account-name.js';
import { type PuzzleExport, deletePuzzleRows, puzzleExportOf } from './puzzles/puzzle-account.js';
import { TurnTables } from './turn/turn-tables.js';

export interface ProvenKey {
  fingerprint: string;
  kind: 'ed25519' | 'ssh';
  publicKey: string;
}

export interface AccountServiceOptions {
  /** What two names are compared by (a confusables skeleton, later); default NFKC, lower case, no ignorables. */
  foldName?: FoldName;
  now?: () => number;
  /** How long a challenge may be answered. */
  challengeMs?: number;
  /** How long a link code may be typed. */
  linkCodeMs?: number;
  /** Keys one account may hold (a link past it is refused). */
  keysPerAccount?: number;
  /** Names one account may claim in a day (its first claim counts; an operator's rename does not). */
  nameChangesPerDay?: number;
  /** Names claimed from one address (an IPv6 /64) in a day, whichever accounts. */
  namesPerAddressPerDay?: number;
}

/** A day, over which name claims are counted. */
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface AccountSummary {
  id: string;
  createdAt: number;
  name: string | null;
  keys: { fingerprint: string; kind: string; addedAt: number }[];
}

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
  /** The daily deals' games the account sent, with their logs as sent (src/net/daily-results.ts). */
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

export type ClaimAnswer = { ok: true; name: string } | { ok: false; problem: NameProblem | 'taken' | 'accountNames' | 'addressNames' };
export type LinkAnswer = { ok: true; account: AccountSummary } | { ok: false; problem: 'noCode' | 'keyHasAccount' | 'tooManyKeys' };

/** An operator's view of one entry of the audit log. */
export interface AuditEntry {
  at: number;
  actor: string;
  act: string;
  accountId: string | null;
  detail: unknown;
}

/** Thrown inside a transaction to undo it, carrying the refusal it answers with. */
class Undo extends Error {
  constructor(readonly problem: 'tooManyKeys') {
    super(problem);
  }
}

/** Letters and digits that no eye mixes up (no 0/O, 1/I/L, U/V): 8 of them are 40 bits. */
export const LINK_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const LINK_CODE_LENGTH = 8;
const LINK_CODE = new RegExp(`^[${LINK_ALPHABET}]{${LINK_CODE_LENGTH}}$`);
/** A code as typed: spaces and dashes dropped, upper case. */
export const normalizeLinkCode = (text: string): string => text.replace(/[\s-]/g, '').toUpperCase();

type Db = Kysely<Tables> | Transaction<Tables>;

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

export class AccountService {
  private readonly fold: FoldName;
  private readonly now: () => number;
  private readonly challengeMs: number;
  private readonly linkCodeMs: number;
  private readonly keysPerAccount: number;
  private readonly nameChangesPerDay: number;
  private readonly namesPerAddressPerDay: number;
  /** When expired challenges were last cleared (issueChallenge). */
  private challengesClearedAt = -Infinity;

  constructor(
    private readonly db: Kysely<Tables>,
    o: AccountServiceOptions = {},
  ) {
    this.fold = o.foldName ?? defaultFoldName;
    this.now = o.now ?? Date.now;
    this.challengeMs = o.challengeMs ?? 60_000;
    this.linkCodeMs = o.linkCodeMs ?? 10 * 60_000;
    this.keysPerAccount = o.keysPerAccount ?? Infinity;
    this.nameChangesPerDay = o.nameChangesPerDay ?? Infinity;
    this.namesPerAddressPerDay = o.namesPerAddressPerDay ?? Infinity;
  }

  // --- Challenges -------------------------------------------------------------------------

  /** Records a fresh challenge for `address` (the one that asked); expired ones are cleared, at most once a second. */
  async issueChallenge(challenge: string, address: string): Promise<void> {
    const now = this.now();
    // An expired challenge is refused by its expiry anyway: clearing them is housekeeping, and
    // once a second is enough however many players sign in.
    if (now - this.challengesClearedAt >= 1000 || now < this.challengesClearedAt) {
      this.challengesClearedAt = now;
      await this.db.deleteFrom('login_challenges').where('expires_at', '<=', now).execute();
    }
    await this.db
      .insertInto('login_challenges')
      .values({ challenge, address, expires_at: now + this.challengeMs })
      .execute();
  }

  /**
   * Takes a challenge: true once, for the address it was given to, before it expires. The row
   * is deleted by the same statement that finds it, so two proofs racing with one challenge
   * (on two processes, too) cannot both have it.
   */
  async takeChallenge(challenge: string, address: string): Promise<boolean> {
    const taken = await this.db.deleteFrom('login_challenges').where('challenge', '=', challenge).where('address', '=', address).where('expires_at', '>', this.now()).executeTakeFirst();
    return Number(taken.numDeletedRows) === 1;
  }

  // --- Accounts ---------------------------------------------------------------------------

  /** The account a proven key belongs to, made (with the key) on its first proof. */
  async accountFor(key: ProvenKey): Promise<AccountSummary> {
    return this.summary(await this.accountIdFor(key));
  }

  /** As accountFor, its id only (a route that needs no more saves the summary's three reads). */
  async accountIdFor(key: ProvenKey): Promise<string> {
    const known = await this.accountIdOf(this.db, key.fingerprint);
    if (known) return known;
    const id = randomUUID();
    const now = this.now();
    try {
      await this.db.transaction().execute(async (tx) => {
        await tx.insertInto('accounts').values({ id, created_at: now }).execute();
        await tx.insertInto('account_keys').values({ fingerprint: key.fingerprint, account_id: id, kind: key.kind, public_key: key.publicKey, added_at: now }).execute();
      });
      return id;
    } catch (e) {
      // The same key's first proof on another connection got there first: its account it is.
      const raced = isUniqueViolation(e) ? await this.accountIdOf(this.db, key.fingerprint) : undefined;
      if (raced) return raced;
      throw e;
    }
  }

  async summary(accountId: string): Promise<AccountSummary> {
    const account = await this.db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirstOrThrow();
    const name = await this.db.selectFrom('account_names').select('name').where('account_id', '=', accountId).executeTakeFirst();
    const keys = await this.db.selectFrom('account_keys').select(['fingerprint', 'kind', 'added_at']).where('account_id', '=', accountId).orderBy('added_at').orderBy('fingerprint').execute();
    return { id: account.id, createdAt: account.created_at, name: name?.name ?? null, keys: keys.map((k) => ({ fingerprint: k.fingerprint, kind: k.kind, addedAt: k.added_at })) };
  }

  /**
   * Claims `raw` as the account's name, giving up the one it held; refused when taken (folded).
   * A player's claim names its address (`addressKey`'s text): it is counted against the claims
   * of the account and of the address over a day. An operator's rename names none and is not counted.
   */
  async claimName(accountId: string, raw: unknown, address?: string): Promise<ClaimAnswer> {
    const checked = checkName(raw);
    if (!checked.ok) return checked;
    const folded = this.fold(checked.name);
    const holder = await this.db.selectFrom('account_names').select(['account_id', 'name']).where('folded', '=', folded).executeTakeFirst();
    if (holder && holder.account_id !== accountId) return { ok: false, problem: 'taken' };
    // The same name again changes nothing and is not counted.
    if (holder?.name === checked.name) return { ok: true, name: checked.name };
    if (address !== undefined) {
      const since = this.now() - DAY_MS;
      await this.db.deleteFrom('name_claims').where('at', '<=', since).execute();
      if ((await this.claimsSince('account_id', accountId, since)) >= this.nameChangesPerDay) return { ok: false, problem: 'accountNames' };
      if ((await this.claimsSince('address', address, since)) >= this.namesPerAddressPerDay) return { ok: false, problem: 'addressNames' };
    }
    try {
      await this.db.transaction().execute(async (tx) => {
        await tx.deleteFrom('account_names').where('account_id', '=', accountId).execute();
        await tx.insertInto('account_names').values({ account_id: accountId, name: checked.name, folded, claimed_at: this.now() }).execute();
        if (address !== undefined)
          await tx
            .insertInto('name_claims')
            .values({ id: randomBytes(16).toString('hex'), account_id: accountId, address, at: this.now() })
            .execute();
      });
    } catch (e) {
      // Claimed by someone else between the look and the write: the old name is still held.
      if (isUniqueViolation(e)) return { ok: false, problem: 'taken' };
      throw e;
    }
    return { ok: true, name: checked.name };
  }

  private async claimsSince(column: 'account_id' | 'address', value: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('name_claims')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where(column, '=', value)
      .where('at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The account holding a name, compared folded (a lookalike finds the holder). */
  async holderOf(name: string): Promise<string | undefined> {
    return (
      await this.db
        .selectFrom('account_names')
        .select('account_id')
        .where('folded', '=', this.fold(name.normalize('NFC')))
        .executeTakeFirst()
    )?.account_id;
  }

  /** A fresh one-time code that adds the key typing it to this account; the account's older codes go. */
  async newLinkCode(accountId: string): Promise<{ code: string; expiresAt: number }> {
    const now = this.now();
    const expiresAt = now + this.linkCodeMs;
    await this.db.deleteFrom('link_codes').where('expires_at', '<=', now).execute();
    for (;;) {
      const code = Array.from({ length: LINK_CODE_LENGTH }, () => LINK_ALPHABET[randomInt(LINK_ALPHABET.length)]).join('');
      try {
        await this.db.transaction().execute(async (tx) => {
          await tx.deleteFrom('link_codes').where('account_id', '=', accountId).execute();
          await tx.insertInto('link_codes').values({ code, account_id: accountId, expires_at: expiresAt }).execute();
        });
        return { code, expiresAt };
      } catch (e) {
        if (!isUniqueViolation(e)) throw e;
      }
    }
  }

  /**
   * Adds a proven key to the account whose code it typed (the code is used up). A key that
   * already holds an account of its own may move only when that account holds nothing else (no
   * name, no other key: the one its first proof made); it is then removed with the move.
   */
  async linkKey(key: ProvenKey, typed: string): Promise<LinkAnswer> {
    const code = normalizeLinkCode(typed);
    if (!LINK_CODE.test(code)) return { ok: false, problem: 'noCode' };
    const linking = this.db.transaction().execute(async (tx): Promise<LinkAnswer | { ok: true; accountId: string }> => {
      const row = await tx.deleteFrom('link_codes').where('code', '=', code).where('expires_at', '>', this.now()).returning('account_id').executeTakeFirst();
      if (!row) return { ok: false, problem: 'noCode' };
      const current = await this.accountIdOf(tx, key.fingerprint);
      if (current === row.account_id) return { ok: true, accountId: current };
      // At the limit: the transaction is undone, so the code stays for a key once one is removed.
      const held = await tx
        .selectFrom('account_keys')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .where('account_id', '=', row.account_id)
        .executeTakeFirstOrThrow();
      if (Number(held.n) >= this.keysPerAccount) throw new Undo('tooManyKeys');
      if (current) {
        if (!(await this.holdsNothingElse(tx, current, key.fingerprint))) return { ok: false, problem: 'keyHasAccount' };
        await tx.updateTable('account_keys').set({ account_id: row.account_id, added_at: this.now() }).where('fingerprint', '=', key.fingerprint).execute();
        await this.deleteRows(tx, current);
      } else {
        await tx.insertInto('account_keys').values({ fingerprint: key.fingerprint, account_id: row.account_id, kind: key.kind, public_key: key.publicKey, added_at: this.now() }).execute();
      }
      return { ok: true, accountId: row.account_id };
    });
    const answer = await linking.catch((e: unknown) => {
      if (e instanceof Undo) return { ok: false, problem: e.problem } as const;
      throw e;
    });
    return 'accountId' in answer ? { ok: true, account: await this.summary(answer.accountId) } : answer;
  }

  /** Everything the server keeps of an account, as it would be shown to its owner. */
  async exportAccount(accountId: string): Promise<AccountExport> {
    const summary = await this.summary(accountId);
    const keys = await this.db.selectFrom('account_keys').selectAll().where('account_id', '=', accountId).orderBy('added_at').orderBy('fingerprint').execute();
    const name = await this.db.selectFrom('account_names').select('claimed_at').where('account_id', '=', accountId).executeTakeFirst();
    const codes = await this.db.selectFrom('link_codes').select('expires_at').where('account_id', '=', accountId).execute();
    const audit = await this.db.selectFrom('audit_log').selectAll().where('account_id', '=', accountId).orderBy('at').execute();
    const turn = await TurnTables.exportOf(this.db, accountId);
    const reminders = await this.db.selectFrom('turn_reminders').select(['day', 'sent']).where('account_id', '=', accountId).orderBy('day').execute();
    const pushAddresses = await this.db.selectFrom('push_addresses').selectAll().where('account_id', '=', accountId).orderBy('added_at').execute();
    const pushes = await this.db.selectFrom('push_outbox').selectAll().where('account_id', '=', accountId).orderBy('created_at').execute();
    const rating = await this.db.selectFrom('ladder_ratings').selectAll().where('account_id', '=', accountId).executeTakeFirst();
    const games = await this.db
      .selectFrom('ladder_games')
      .selectAll()
      .where((eb) => eb.or([eb('seat1_account', '=', accountId), eb('seat2_account', '=', accountId)]))
      .orderBy('at')
      .orderBy('id')
      .execute();
    const daily = await this.db.selectFrom('daily_results').selectAll().where('account_id', '=', accountId).orderBy('submitted_at').orderBy('id').execute();
    const events = await this.db
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
    const puzzles = await puzzleExportOf(this.db, accountId);
    return {
      format: EXPORT_FORMAT,
      exportedAt: this.now(),
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

  /** Removes the account and every row of it, in one transaction. */
  async deleteAccount(accountId: string): Promise<void> {
    await this.db.transaction().execute((tx) => this.deleteRows(tx, accountId));
  }

  /** Writes an operator's act to the audit log. */
  async audit(entry: { actor: string; act: string; accountId?: string; detail?: Record<string, unknown> }): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({ id: randomBytes(16).toString('hex'), at: this.now(), actor: entry.actor, act: entry.act, account_id: entry.accountId ?? null, detail: JSON.stringify(entry.detail ?? {}) })
      .execute();
  }

  // --- The operator's --------------------------------------------------------------------

  /** Is this key banned on this server (bans.ts)? Every proof of a key is checked against it. */
  async isKeyBanned(fingerprint: string): Promise<boolean> {
    return (await this.db.selectFrom('bans').select('target').where('kind', '=', 'key').where('target', '=', fingerprint).executeTakeFirst()) !== undefined;
  }

  /** The account a key belongs to, if any. */
  async accountOfKey(fingerprint: string): Promise<string | undefined> {
    return this.accountIdOf(this.db, fingerprint);
  }

  /** The audit log, newest first: at most `limit` entries older than `before`. */
  async auditLog(limit: number, before?: number): Promise<AuditEntry[]> {
    let query = this.db.selectFrom('audit_log').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit);
    if (before !== undefined) query = query.where('at', '<', before);
    const rows = await query.execute();
    return rows.map((a) => ({ at: a.at, actor: a.actor, act: a.act, accountId: a.account_id, detail: JSON.parse(a.detail) as unknown }));
  }

  private async accountIdOf(db: Db, fingerprint: string): Promise<string | undefined> {
    return (await db.selectFrom('account_keys').select('account_id').where('fingerprint', '=', fingerprint).executeTakeFirst())?.account_id;
  }

  private async holdsNothingElse(db: Db, accountId: string, fingerprint: string): Promise<boolean> {
    const name = await db.selectFrom('account_names').select('account_id').where('account_id', '=', accountId).executeTakeFirst();
    const other = await db.selectFrom('account_keys').select('fingerprint').where('account_id', '=', accountId).where('fingerprint', '!=', fingerprint).executeTakeFirst();
    return !name && !other;
  }

  /** Children first: PostgreSQL (and SQLite with foreign keys on) hold the references. */
  private async deleteRows(tx: Transaction<Tables>, accountId: string): Promise<void> {
    await tx.deleteFrom('daily_results').where('account_id', '=', accountId).execute();
    await deletePuzzleRows(tx, accountId);
    // A team event's games stay in the week's ranking, with this seat nobody's.
    await tx.updateTable('event_seats').set({ account_id: null }).where('account_id', '=', accountId).execute();
    // Its seats at turn-based tables become nobody's (the clock acts for them); its holidays and reminders' counts go.
    await TurnTables.forgetAccount(tx, accountId);
    await tx.deleteFrom('turn_reminders').where('account_id', '=', accountId).execute();
    await tx.deleteFrom('push_outbox').where('account_id', '=', accountId).execute();
    await tx.deleteFrom('push_addresses').where('account_id', '=', accountId).execute();
    // The ladder: the rating goes; a game against a bot goes with it; a game against another
    // account stays in that player's history with this seat emptied.
    await tx.deleteFrom('ladder_ratings').where('account_id', '=', accountId).execute();
    await tx
      .deleteFrom('ladder_games')
      .where((eb) => eb.or([eb('seat1_account', '=', accountId), eb('seat2_account', '=', accountId)]))
      .where((eb) => eb.or([eb('bot_seat', 'is not', null), eb('seat1_account', 'is', null), eb('seat2_account', 'is', null)]))
      .execute();
    await tx.updateTable('ladder_games').set({ seat1_account: null }).where('seat1_account', '=', accountId).execute();
    await tx.updateTable('ladder_games').set({ seat2_account: null }).where('seat2_account', '=', accountId).execute();
    await tx.deleteFrom('link_codes').where('account_id', '=', accountId).execute();
    // The address's claims still count for the day; whose they were is forgotten.
    await tx.updateTable('name_claims').set({ account_id: null }).where('account_id', '=', accountId).execute();
    await tx.deleteFrom('account_names').where('account_id', '=', accountId).execute();
    await tx.deleteFrom('account_keys').where('account_id', '=', accountId).execute();
    // The operator's acts about this account name it: they go with it (the act itself was
    // about a key or an address, which a ban keeps in its own table).
    await tx.deleteFrom('audit_log').where('account_id', '=', accountId).execute();
    await tx.deleteFrom('accounts').where('id', '=', accountId).execute();
  }
}
