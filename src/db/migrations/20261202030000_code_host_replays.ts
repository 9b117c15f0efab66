import type { Kysely } from 'kysely';
import { text } from '../migration-helpers.js';

/**
 * Issue 37. A delivery is known by the digest of its signed body too, so the same signed body sent again
 * under a new delivery id is not handled twice (the unique index decides, also between two replays
 * arriving at once). An integration learns its code host's host name from its first pull request, and
 * from then on answers for that host only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('code_host_deliveries').addColumn('body_digest', text).execute();
  await db.schema
    .createIndex('code_host_deliveries_body_unique')
    .on('code_host_deliveries')
    .columns(['integration_id', 'body_digest'])
    .unique()
    .execute();
  await db.schema.alterTable('code_host_integrations').addColumn('host', text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('code_host_integrations').dropColumn('host').execute();
  await db.schema.dropIndex('code_host_deliveries_body_unique').execute();
  await db.schema.alterTable('code_host_deliveries').dropColumn('body_digest').execute();
}
