// Accounts: an account, the keys that prove it, its claimed name, the codes that link a new key
// to it, the challenges of logins under way, and the operator's audit log.
import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.js';

export const accounts: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('accounts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('account_keys')
      .addColumn('fingerprint', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('added_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('account_keys_by_account').on('account_keys').column('account_id').execute();
    await db.schema
      .createTable('account_names')
      .addColumn('account_id', 'text', (c) => c.primaryKey().references('accounts.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('folded', 'text', (c) => c.notNull().unique())
      .addColumn('claimed_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('link_codes')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('link_codes_by_account').on('link_codes').column('account_id').execute();
    await db.schema
      .createTable('login_challenges')
      .addColumn('challenge', 'text', (c) => c.primaryKey())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_challenges_by_expiry').on('login_challenges').column('expires_at').execute();
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('act', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text')
      .addColumn('detail', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_log_by_account').on('audit_log').column('account_id').execute();
  },
  async down(db: AnyDb) {
    for (const table of ['audit_log', 'login_challenges', 'link_codes', 'account_names', 'account_keys', 'accounts']) await db.schema.dropTable(table).execute();
  },
};
