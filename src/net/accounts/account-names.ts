// The accounts' names: a claim (checked, compared folded so that a lookalike is taken, and
// counted per account and per address over a day) and who holds a name. Apart from
// account-service.ts because the name rules and their allowances are one concern; the name's own
// shape is checked in account-name.ts.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { type FoldName, type NameProblem, checkName } from './account-name.js';
import { isUniqueViolation } from '../db/database.js';
import { lookupsByTurn } from '../db/lookups-by-turn.js';
import type { Tables } from '../db/schema.js';

/** A day, over which name claims are counted. */
export const DAY_MS = 24 * 60 * 60 * 1000;

export type ClaimAnswer = { ok: true; name: string } | { ok: false; problem: NameProblem | 'taken' | 'accountNames' | 'addressNames' };
export class NameClaims {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly fold: FoldName,
    private readonly now: () => number,
    private readonly nameChangesPerDay: number,
    private readonly namesPerAddressPerDay: number,
  ) {}

  /**
   * Claims `raw` as the account's name, giving up the one it held; refused when taken (folded).
   * A player's claim names its address (`addressKey`'s text): it is counted against the claims
   * of the account and of the address over a day. An operator's rename names none and is not counted.
   */
  async claim(accountId: string, raw: unknown, address?: string): Promise<ClaimAnswer> {
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
  holderOf(name: string): Promise<string | undefined> {
    return this.holderOfFolded(this.fold(name.normalize('NFC')));
  }

  /** The holders of the folded names asked in one turn of the event loop, in one query. */
  private readonly holderOfFolded = lookupsByTurn<string, string | undefined>(async (folded) => {
    const rows = await this.db
      .selectFrom('account_names')
      .select(['account_id', 'folded'])
      .where('folded', 'in', [...new Set(folded)])
      .execute();
    const holders = new Map(rows.map((r) => [r.folded, r.account_id]));
    return folded.map((f) => holders.get(f));
  });
}
