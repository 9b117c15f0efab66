import type { Kysely } from 'kysely';
import { text } from '../migration-helpers.js';

/**
 * A workspace being recreated by `tandem admin import --from FILE` (issue 32) carries when the import
 * started and when it last committed a batch. Nobody is a member of it until its last batch, and a retry
 * removes an unfinished import whose batches have stopped (docs/decisions.md, "Export and import").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('workspaces').addColumn('import_started_at', text).execute();
  await db.schema.alterTable('workspaces').addColumn('import_heartbeat_at', text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('workspaces').dropColumn('import_heartbeat_at').execute();
  await db.schema.alterTable('workspaces').dropColumn('import_started_at').execute();
}
