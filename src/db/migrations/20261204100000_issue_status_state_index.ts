import { sql, type Kysely } from 'kysely';

/**
 * A board column per workflow state (issue 40, docs/decisions.md "Issue 40 — state columns and imported
 * states") lists `status=X&state_id=S` and `status=X&state_id=none` (the status's own issues). States have
 * no counters, so each column's page and total come from this partial index (live issues only, ending in
 * `id`, the listing order): an ordered walk of one range, and an index-only count, however many issues
 * the status holds.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('issues_status_state_index')
    .on('issues')
    .columns(['workspace_id', 'status', 'state_id', 'id'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('issues_status_state_index').execute();
}
