// What a server keeps of its players: accounts, their keys, their names, the codes that add a key
// to an account, and the challenges of key proofs. An account is made on a key's first proof; it
// holds several keys (one per terminal, an SSH key) and one name. Two writes that must agree run
// in one transaction: an account and its first key, a name given up and another claimed, a key
// moved from an empty account to the one that showed the code, and a deletion. This is the
// accounts' one door; its parts are the names (account-names.ts), the link codes
// (account-links.ts), the export (account-export.ts) and an account's rows (account-rows.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type AccountExport, exportAccount } from './account-export.js';
import { type LinkAnswer, LinkCodes } from './account-links.js';
import { type FoldName, defaultFoldName } from './account-name.js';
import { type ClaimAnswer, NameClaims } from './account-names.js';
import { accountIdOf, deleteRows } from './account-rows.js';
import { type ProofQueries, proofQueries } from './proof-queries.js';
import type { AccountSummary, ProvenKey } from './account-types.js';
import { isUniqueViolation } from '../db/database.js';
import type { Tables } from '../db/schema.js';

export type { AccountSummary, ProvenKey } from './account-types.js';
export type { AccountExport } from './account-export.js';
export type { LinkAnswer } from './account-links.js';
export type { ClaimAnswer } from './account-names.js';

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

/** An operator's view of one entry of the audit log. */
export interface AuditEntry {
  at: number;
  actor: string;
  act: string;
  accountId: string | null;
  detail: unknown;
}

/**
 * How long the account found with a proof stands for the key (the act that follows it asks at
 * once; a key moved or an account deleted in between is the same race as between two reads).
 */
const ACCOUNT_AT_PROOF_MS = 1000;

/** SQLite answers EXISTS with 1 or 0, PostgreSQL with a boolean. */
const isTrue = (value: unknown): boolean => value === true || Number(value) === 1;

export class AccountService {
  private readonly fold: FoldName;
  private readonly now: () => number;
  private readonly challengeMs: number;
  private readonly names: NameClaims;
  private readonly links: LinkCodes;
  /** When expired challenges were last cleared (issueChallenge). */
  private challengesClearedAt = -Infinity;
  /** The queries of every key proof, built and compiled once. */
  private readonly queries: ProofQueries;
  /** The account each key object had when its proof was checked (acceptsKey), for the act that follows. */
  private readonly accountAtProof = new WeakMap<ProvenKey, { accountId: string | null; at: number }>();

  constructor(
    private readonly db: Kysely<Tables>,
    o: AccountServiceOptions = {},
  ) {
    this.fold = o.foldName ?? defaultFoldName;
    this.queries = proofQueries(db);
    this.now = o.now ?? Date.now;
    this.challengeMs = o.challengeMs ?? 60_000;
    this.names = new NameClaims(db, this.fold, this.now, o.nameChangesPerDay ?? Infinity, o.namesPerAddressPerDay ?? Infinity);
    this.links = new LinkCodes(db, this.now, o.linkCodeMs ?? 10 * 60_000, o.keysPerAccount ?? Infinity, (accountId) => this.summary(accountId));
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
    await this.queries.giveChallenge.execute(this.db, { challenge, address, expiresAt: now + this.challengeMs });
  }

  /**
   * Takes a challenge: true once, for the address it was given to, before it expires. The row
   * is deleted by the same statement that finds it, so two proofs racing with one challenge
   * (on two processes, too) cannot both have it.
   */
  async takeChallenge(challenge: string, address: string): Promise<boolean> {
    return (await this.queries.takeChallenge.affected(this.db, { challenge, address, now: this.now() })) === 1;
  }

  // --- Accounts ---------------------------------------------------------------------------

  /** The account a proven key belongs to, made (with the key) on its first proof. */
  async accountFor(key: ProvenKey): Promise<AccountSummary> {
    return this.summary(await this.accountIdFor(key));
  }

  /** As accountFor, its id only (a route that needs no more saves the summary's three reads). */
  async accountIdFor(key: ProvenKey): Promise<string> {
    // The proof's read said whose the key is (null: nobody's yet, so no second read before the insert).
    const atProof = this.takeAccountAtProof(key);
    const known = atProof !== undefined ? atProof : ((await this.queries.accountOfKey.first(this.db, key))?.account_id ?? null);
    if (known) return known;
    const id = randomUUID();
    const now = this.now();
    try {
      await this.db.transaction().execute(async (tx) => {
        await this.queries.newAccount.execute(tx, { id, createdAt: now });
        await this.queries.newKey.execute(tx, { ...key, accountId: id, addedAt: now });
      });
      return id;
    } catch (e) {
      // The same key's first proof on another connection got there first: its account it is.
      const raced = isUniqueViolation(e) ? await accountIdOf(this.db, key.fingerprint) : undefined;
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
   * A player's claim names its address and is counted; an operator's rename is not (account-names.ts).
   */
  claimName(accountId: string, raw: unknown, address?: string): Promise<ClaimAnswer> {
    return this.names.claim(accountId, raw, address);
  }

  /** The account holding a name, compared folded (a lookalike finds the holder). */
  holderOf(name: string): Promise<string | undefined> {
    return this.names.holderOf(name);
  }

  /** A fresh one-time code that adds the key typing it to this account; the account's older codes go. */
  newLinkCode(accountId: string): Promise<{ code: string; expiresAt: number }> {
    return this.links.newCode(accountId);
  }

  /** Adds a proven key to the account whose code it typed (account-links.ts). */
  linkKey(key: ProvenKey, typed: string): Promise<LinkAnswer> {
    // The key's account changes here: what its proof found is no longer to be trusted.
    this.accountAtProof.delete(key);
    return this.links.link(key, typed);
  }

  /** Everything the server keeps of an account, as it would be shown to its owner. */
  exportAccount(accountId: string): Promise<AccountExport> {
    return exportAccount(this.db, accountId, (id) => this.summary(id), this.now);
  }

  /** Removes the account and every row of it, in one transaction. */
  async deleteAccount(accountId: string): Promise<void> {
    await this.db.transaction().execute((tx) => deleteRows(tx, accountId));
  }

  /** Writes an operator's act to the audit log. */
  async audit(entry: { actor: string; act: string; accountId?: string; detail?: Record<string, unknown> }): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({ id: randomBytes(16).toString('hex'), at: this.now(), actor: entry.actor, act: entry.act, account_id: entry.accountId ?? null, detail: JSON.stringify(entry.detail ?? {}) })
      .execute();
  }

  // --- The operator's --------------------------------------------------------------------

  /**
   * Does the server take this proven key (no key ban: ../operator/bans.ts)? Every proof of a key
   * is checked so. The same read finds the key's account, which the request's act asks for next
   * (accountIdFor): kept for this key object, once, for a moment.
   */
  async acceptsKey(key: ProvenKey): Promise<boolean> {
    const standing = await this.queries.keyStanding.first(this.db, key);
    if (!standing) throw new Error('the key was not looked up');
    if (isTrue(standing.banned)) return false;
    this.accountAtProof.set(key, { accountId: standing.account_id ?? null, at: performance.now() });
    return true;
  }

  /** The account a key had when its proof was checked just now (null: none yet), or undefined when that is not known. */
  private takeAccountAtProof(key: ProvenKey): string | null | undefined {
    const seen = this.accountAtProof.get(key);
    this.accountAtProof.delete(key);
    return seen && performance.now() - seen.at <= ACCOUNT_AT_PROOF_MS ? seen.accountId : undefined;
  }

  /** The account a key belongs to, if any. */
  async accountOfKey(fingerprint: string): Promise<string | undefined> {
    return accountIdOf(this.db, fingerprint);
  }

  /** The audit log, newest first: at most `limit` entries older than `before`. */
  async auditLog(limit: number, before?: number): Promise<AuditEntry[]> {
    let query = this.db.selectFrom('audit_log').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit);
    if (before !== undefined) query = query.where('at', '<', before);
    const rows = await query.execute();
    return rows.map((a) => ({ at: a.at, actor: a.actor, act: a.act, accountId: a.account_id, detail: JSON.parse(a.detail) as unknown }));
  }
}
