// The one-time codes that add a key to an account: a code made for the account, and a proven key
// that typed it moved or added there, in one transaction (an empty account a key made on its
// first proof goes with the move). Apart from account-service.ts because the code's alphabet,
// its expiry and the move's rules are one concern.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { accountIdOf, deleteRows, holdsNothingElse } from './account-rows.js';
import type { AccountSummary, ProvenKey } from './account-types.js';
import { isUniqueViolation } from '../db/database.js';
import type { Tables } from '../db/schema.js';

export type LinkAnswer = { ok: true; account: AccountSummary } | { ok: false; problem: 'noCode' | 'keyHasAccount' | 'tooManyKeys' };

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

export class LinkCodes {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => number,
    private readonly linkCodeMs: number,
    private readonly keysPerAccount: number,
    private readonly summary: (accountId: string) => Promise<AccountSummary>,
  ) {}

  /** A fresh one-time code that adds the key typing it to this account; the account's older codes go. */
  async newCode(accountId: string): Promise<{ code: string; expiresAt: number }> {
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
  async link(key: ProvenKey, typed: string): Promise<LinkAnswer> {
    const code = normalizeLinkCode(typed);
    if (!LINK_CODE.test(code)) return { ok: false, problem: 'noCode' };
    const linking = this.db.transaction().execute(async (tx): Promise<LinkAnswer | { ok: true; accountId: string }> => {
      const row = await tx.deleteFrom('link_codes').where('code', '=', code).where('expires_at', '>', this.now()).returning('account_id').executeTakeFirst();
      if (!row) return { ok: false, problem: 'noCode' };
      const current = await accountIdOf(tx, key.fingerprint);
      if (current === row.account_id) return { ok: true, accountId: current };
      // At the limit: the transaction is undone, so the code stays for a key once one is removed.
      const held = await tx
        .selectFrom('account_keys')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .where('account_id', '=', row.account_id)
        .executeTakeFirstOrThrow();
      if (Number(held.n) >= this.keysPerAccount) throw new Undo('tooManyKeys');
      if (current) {
        if (!(await holdsNothingElse(tx, current, key.fingerprint))) return { ok: false, problem: 'keyHasAccount' };
        await tx.updateTable('account_keys').set({ account_id: row.account_id, added_at: this.now() }).where('fingerprint', '=', key.fingerprint).execute();
        await deleteRows(tx, current);
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
}
