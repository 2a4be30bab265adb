// The queries of every key proof and of a key's first one (account-service.ts), built and
// compiled once per database (../db/prepared-query.ts): a challenge given and taken, the key's
// ban and account looked up (in one read when a proof is checked), an account made with its first key.
import type { Kysely } from 'kysely';
import { prepareQuery } from '../db/prepared-query.js';
import type { Tables } from '../db/schema.js';

export function proofQueries(db: Kysely<Tables>) {
  return {
    giveChallenge: prepareQuery<'challenge' | 'address' | 'expiresAt'>()((s) =>
      db.insertInto('login_challenges').values({ challenge: s.text('challenge'), address: s.text('address'), expires_at: s.number('expiresAt') }),
    ),
    /** Deletes the challenge it finds: one row when it was there for this address and still fresh. */
    takeChallenge: prepareQuery<'challenge' | 'address' | 'now'>()((s) =>
      db.deleteFrom('login_challenges').where('challenge', '=', s.text('challenge')).where('address', '=', s.text('address')).where('expires_at', '>', s.number('now')),
    ),
    /** A proven key's check in one read: is it banned, and whose is it (null: nobody's yet). */
    keyStanding: prepareQuery<'fingerprint'>()((s) =>
      db.selectNoFrom((eb) => [
        eb.exists(eb.selectFrom('bans').select('target').where('kind', '=', 'key').where('target', '=', s.text('fingerprint'))).as('banned'),
        eb.selectFrom('account_keys').select('account_id').where('fingerprint', '=', s.text('fingerprint')).as('account_id'),
      ]),
    ),
    accountOfKey: prepareQuery<'fingerprint'>()((s) => db.selectFrom('account_keys').select('account_id').where('fingerprint', '=', s.text('fingerprint'))),
    newAccount: prepareQuery<'id' | 'createdAt'>()((s) => db.insertInto('accounts').values({ id: s.text('id'), created_at: s.number('createdAt') })),
    newKey: prepareQuery<'fingerprint' | 'accountId' | 'kind' | 'publicKey' | 'addedAt'>()((s) =>
      db
        .insertInto('account_keys')
        .values({ fingerprint: s.text('fingerprint'), account_id: s.text('accountId'), kind: s.text('kind'), public_key: s.text('publicKey'), added_at: s.number('addedAt') }),
    ),
  };
}

export type ProofQueries = ReturnType<typeof proofQueries>;
