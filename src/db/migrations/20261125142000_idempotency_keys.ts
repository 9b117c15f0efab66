import type { Kysely } from 'kysely';
import { notNull, text } from '../migration-helpers.js';

/**
 * `Idempotency-Key` on POST (decisions §10.2). One row per (caller, key): the primary key is what
 * claims a key, so two concurrent requests with the same key cannot both run. `caller_key` is
 * `token:<id>` today; another kind of caller (a browser session) gets its own prefix.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('caller_key', text, notNull)
    .addColumn('key', text, notNull)
    .addColumn('fingerprint', text, notNull)
    .addColumn('state', text, notNull)
    .addColumn('response_status', 'integer')
    .addColumn('response_headers', text)
    .addColumn('response_body', text)
    .addColumn('created_at', text, notNull)
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['caller_key', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_created_at')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
