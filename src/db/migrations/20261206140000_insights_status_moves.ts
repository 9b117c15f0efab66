import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../migration-helpers.js';

/**
 * Insights (issue 41; docs/decisions.md "Issue 41 — status moves indexed in the history"): throughput,
 * cycle and lead time and the burn-up's done day ask for status moves, which the history holds as
 * `changes.status.to` in its JSON `data`. Indexing that value (the queries in repositories/insights.ts
 * repeat this expression word for word, or the database cannot use the index) finds a window's moves to
 * done, and each issue's moves to in progress, without reading the other history rows. The index is the
 * history's own: every writer of `issue_activity` (issue saves, service moves, carry-over, workspace
 * import) keeps it current with no code of its own, and the history written before this is indexed when
 * the index is built. Only rows holding a status change are indexed.
 */
function statusTo(db: Kysely<any>) {
  return isPostgres(db)
    ? sql.raw(`((data::jsonb) #>> '{changes,status,to}')`)
    : sql.raw(`json_extract(data, '$.changes.status.to')`);
}

export async function up(db: Kysely<any>): Promise<void> {
  const to = statusTo(db);
  await sql`create index issue_activity_status_window_index
    on issue_activity (workspace_id, ${to}, created_at, issue_id) where ${to} is not null`.execute(db);
  await sql`create index issue_activity_issue_status_index
    on issue_activity (issue_id, ${to}, created_at) where ${to} is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('issue_activity_issue_status_index').execute();
  await db.schema.dropIndex('issue_activity_status_window_index').execute();
}
