import type { Kysely } from 'kysely';
import { text } from '../migration-helpers.js';

/**
 * A code-host integration carried by a workspace import arrives without its secret (issue 37): it is
 * marked with the time it arrived so, and refuses deliveries until a new secret is set.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('code_host_integrations').addColumn('reconnect_needed_since', text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('code_host_integrations').dropColumn('reconnect_needed_since').execute();
}
