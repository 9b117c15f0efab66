import type { Kysely } from 'kysely';
import { notNull, references, text, withId } from '../migration-helpers.js';

/**
 * Agents at work: deliveries (artifacts) recorded by runs, and the indexes the runner protocol needs
 * (claiming by agent, sweeping expired leases, cancelling the runs a comment queued).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('artifacts'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('issue_id', 'integer', references('issues.id', 'set null'))
    // The run that first delivered it, and the run that reported it last (they differ when a later run
    // updates the same pull request).
    .addColumn('run_id', text, references('runs.id', 'set null'))
    .addColumn('last_run_id', text, references('runs.id', 'set null'))
    // What makes two reports the same delivery: scope (issue or run), type, and url or reference.
    .addColumn('identity', text, notNull)
    .addColumn('type', text, notNull)
    .addColumn('state', text)
    .addColumn('url', text)
    .addColumn('reference', text)
    .addColumn('title', text)
    .addColumn('claim_checked_at', text)
    .addColumn('claim_check', text)
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .addUniqueConstraint('artifacts_workspace_identity_unique', ['workspace_id', 'identity'])
    .execute();
  await db.schema.createIndex('artifacts_issue_index').on('artifacts').columns(['issue_id', 'id']).execute();
  await db.schema.createIndex('artifacts_run_index').on('artifacts').column('run_id').execute();
  await db.schema.createIndex('artifacts_last_run_index').on('artifacts').column('last_run_id').execute();

  await db.schema.createIndex('runs_comment_index').on('runs').column('comment_id').execute();
  await db.schema
    .createIndex('runs_lease_index')
    .on('runs')
    .columns(['status', 'lease_expires_at'])
    .execute();
  await db.schema.createIndex('runs_agent_status_index').on('runs').columns(['agent_id', 'status']).execute();
  await db.schema.createIndex('agents_runtime_index').on('agents').column('runtime_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('agents_runtime_index').execute();
  await db.schema.dropIndex('runs_agent_status_index').execute();
  await db.schema.dropIndex('runs_lease_index').execute();
  await db.schema.dropIndex('runs_comment_index').execute();
  await db.schema.dropTable('artifacts').execute();
}
