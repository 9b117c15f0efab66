import type { Kysely } from 'kysely';
import { notNull, references, text, withId } from '../migration-helpers.js';

/**
 * Approvals bound to one action (decisions §12.10, issue 39; docs/decisions.md "Issue 39 — approvals"):
 * an agent asks, during a run it holds, for approval of one action with its scope; people who may
 * approve answer once. `scope` is the JSON of what the agent sent (a text or an object), kept as given
 * so that an answer is bound to exactly that. `answered_by_id` is null when nobody answered (no answer
 * in 24 hours, or the run ended first): `reason` then says so. `mail_events.approval_id` lets the
 * notification mail quote the action.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('run_approvals'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('run_id', text, (c) => c.notNull().references('runs.id').onDelete('cascade'))
    .addColumn('agent_id', 'integer', (c) => c.notNull().references('agents.id').onDelete('cascade'))
    .addColumn('issue_id', 'integer', references('issues.id', 'cascade'))
    .addColumn('action', text, notNull)
    .addColumn('scope', text, notNull)
    .addColumn('status', text, notNull)
    .addColumn('reason', text)
    .addColumn('answered_by_id', 'integer', references('users.id', 'set null'))
    .addColumn('answered_at', text)
    .addColumn('created_at', text, notNull)
    .addColumn('expires_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('run_approvals_run_index')
    .on('run_approvals')
    .columns(['run_id', 'id'])
    .execute();
  await db.schema
    .createIndex('run_approvals_pending_index')
    .on('run_approvals')
    .columns(['status', 'expires_at'])
    .execute();
  await db.schema
    .alterTable('mail_events')
    // No foreign key: SQLite cannot drop a column that has one (down), and a mail names an approval
    // only to quote it (a missing one reads as nothing to quote).
    .addColumn('approval_id', 'integer')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_events').dropColumn('approval_id').execute();
  await db.schema.dropTable('run_approvals').execute();
}
