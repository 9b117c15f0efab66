import { sql, type Kysely } from 'kysely';
import { isPostgres, references, text, withId, notNull } from '../migration-helpers.js';

/**
 * Issue 38, failures that reach people (docs/decisions.md "Issue 38 — failures that reach people"):
 * - `agents.max_attempts`: how many claims a run of the agent gets when its attempts fail for a
 *   transient reason (runner lost, stalled); null: the service's SERVICE_RUN_MAX_ATTEMPTS (default 3).
 * - `runs.not_before`: a run queued again after a transient failure is not claimed before this time
 *   (the backoff); null: at once.
 * - `agent_runtimes.offline_alerted_at`: set by the one sweep that announced the runtime's current
 *   outage (a conditional UPDATE, so several workers announce it once); cleared when it is heard again.
 * - `inbox_items.issue_id` may be null: an item about a runtime stands on no issue. SQLite cannot drop
 *   a NOT NULL, so there the table is rebuilt (nothing references it).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('agents').addColumn('max_attempts', 'integer').execute();
  await db.schema.alterTable('runs').addColumn('not_before', text).execute();
  await db.schema.alterTable('agent_runtimes').addColumn('offline_alerted_at', text).execute();
  if (isPostgres(db)) {
    await db.schema
      .alterTable('inbox_items')
      .alterColumn('issue_id', (c) => c.dropNotNull())
      .execute();
    return;
  }
  await withId(db, db.schema.createTable('inbox_items_next'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', text, notNull)
    .addColumn('issue_id', 'integer', references('issues.id', 'cascade'))
    .addColumn('comment_id', 'integer', references('comments.id', 'cascade'))
    .addColumn('actor_type', text)
    .addColumn('actor_id', 'integer')
    .addColumn('created_at', text, notNull)
    .addColumn('read_at', text)
    .addColumn('run_id', text, references('runs.id', 'cascade'))
    .addColumn('note', text)
    .execute();
  await sql`insert into inbox_items_next (id, workspace_id, user_id, kind, issue_id, comment_id, actor_type,
    actor_id, created_at, read_at, run_id, note)
    select id, workspace_id, user_id, kind, issue_id, comment_id, actor_type, actor_id, created_at, read_at,
    run_id, note from inbox_items`.execute(db);
  await db.schema.dropTable('inbox_items').execute();
  await db.schema.alterTable('inbox_items_next').renameTo('inbox_items').execute();
  await db.schema
    .createIndex('inbox_items_user_index')
    .on('inbox_items')
    .columns(['user_id', 'workspace_id', 'id'])
    .execute();
  await db.schema.createIndex('inbox_items_comment_index').on('inbox_items').column('comment_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('inbox_items').where('issue_id', 'is', null).execute();
  if (isPostgres(db)) {
    await db.schema
      .alterTable('inbox_items')
      .alterColumn('issue_id', (c) => c.setNotNull())
      .execute();
  }
  await db.schema.alterTable('agent_runtimes').dropColumn('offline_alerted_at').execute();
  await db.schema.alterTable('runs').dropColumn('not_before').execute();
  await db.schema.alterTable('agents').dropColumn('max_attempts').execute();
}
