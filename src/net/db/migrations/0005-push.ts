// Push addresses (an ntfy topic or a webhook) and the durable outbox of pushes: each push is
// claimed by one process for a while, retried with back-off, and marked sent or failed.
import type { Migration } from 'kysely';
import type { AnyDb } from './any-db.js';

export const push: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('push_addresses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('digest', 'integer', (c) => c.notNull())
      .addColumn('added_at', 'bigint', (c) => c.notNull())
      .addColumn('last_ok_at', 'bigint')
      .addColumn('failures', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('push_addresses_by_account').on('push_addresses').column('account_id').execute();
    await db.schema
      .createTable('push_outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text')
      .addColumn('address_id', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('due_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('claimed_by', 'text')
      .addColumn('claimed_until', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('sent_at', 'bigint')
      .execute();
    await db.schema.createIndex('push_outbox_due').on('push_outbox').columns(['status', 'due_at']).execute();
    await db.schema.createIndex('push_outbox_by_account').on('push_outbox').column('account_id').execute();
  },
  async down(db: AnyDb) {
    for (const table of ['push_outbox', 'push_addresses']) await db.schema.dropTable(table).execute();
  },
};
