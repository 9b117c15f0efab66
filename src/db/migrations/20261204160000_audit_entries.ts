import type { Kysely } from 'kysely';
import { notNull, text, withId } from '../migration-helpers.js';

/**
 * The audit log (issue 43, decisions §12.14; docs/decisions.md "Issue 43 — the audit log"): one row per
 * change that matters to security, written in the transaction of the change. Actor and target keep their
 * names as they were when written (`actor_id`/`target_id` have no foreign key: an entry outlives what it
 * names). `imported`: 1 for an entry a workspace import brought in, so a file cannot pass off an entry
 * as written here. Kept `SERVICE_AUDIT_RETENTION_DAYS` days (src/jobs/audit-retention.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('audit_entries'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('action', text, notNull)
    .addColumn('actor_type', text)
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', text)
    .addColumn('target_type', text, notNull)
    .addColumn('target_id', 'integer')
    .addColumn('target_name', text, notNull)
    .addColumn('details', text, notNull)
    .addColumn('ip', text)
    .addColumn('imported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text, notNull)
    .execute();
  // The list: a workspace's entries newest first, and the retention job's walk over old ones.
  await db.schema
    .createIndex('audit_entries_workspace_index')
    .on('audit_entries')
    .columns(['workspace_id', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_entries_created_index')
    .on('audit_entries')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_entries').execute();
}
