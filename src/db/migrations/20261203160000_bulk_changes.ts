import type { Kysely } from 'kysely';
import { notNull, text, withId } from '../migration-helpers.js';

/**
 * Bulk changes (issue 40, docs/decisions.md "Issue 40 — bulk edits"): one row per `POST /issues/bulk`
 * that can be undone, holding what each issue was before (`issues`, JSON) so `POST .../undo` can put it
 * back. Only its author undoes it, within ten minutes, once (`undone_at`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('bulk_changes'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issues', text, notNull)
    .addColumn('created_at', text, notNull)
    .addColumn('undone_at', text)
    .execute();
  await db.schema
    .createIndex('bulk_changes_workspace_index')
    .on('bulk_changes')
    .columns(['workspace_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bulk_changes').execute();
}
