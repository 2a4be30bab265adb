// The operator's bans (a key by its fingerprint, an address by its key or a range), and the
// names claimed, counted per account and per address over a day (the claim limits).
import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.js';

export const bans: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('bans')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('bans_pk', ['kind', 'target'])
      .execute();
    await db.schema
      .createTable('name_claims')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text')
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('name_claims_by_account').on('name_claims').column('account_id').execute();
    await db.schema.createIndex('name_claims_by_address').on('name_claims').columns(['address', 'at']).execute();
  },
  async down(db: AnyDb) {
    for (const table of ['name_claims', 'bans']) await db.schema.dropTable(table).execute();
  },
};
