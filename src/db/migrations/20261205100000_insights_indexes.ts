import type { Kysely } from 'kysely';

/**
 * Insights (decisions §12.15, issue 41; docs/decisions.md "Issue 41 — insights"): throughput and cycle
 * times read the workspace's history by time, so its rows are found by (workspace, when) instead of a
 * walk over the whole history.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('issue_activity_workspace_time_index')
    .on('issue_activity')
    .columns(['workspace_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('issue_activity_workspace_time_index').execute();
}
