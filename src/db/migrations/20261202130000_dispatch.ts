import type { Kysely } from 'kysely';
import { sql, text } from '../migration-helpers.js';

/**
 * Dispatch that holds overnight (decisions §12.7, docs/decisions.md "Issue 38 — dispatch").
 *
 * - `agents.stall_minutes` (default 15, null: off): a held run that reports no transcript line and no
 *   usage for that long fails `stalled`. `runs.last_activity_at` is when it last did (the claim first).
 * - `workspaces.max_concurrent_runs` (null: no cap): runs held at once in the workspace.
 * - `runs.priority_rank` (0 urgent … 3 low, 4 no issue): the priority copied onto the run, kept
 *   in step when the priority changes, so that the claim order (priority, then queue time) is
 *   one index scan: `runs_claim_order_index` replaces `runs_claimable_index` (same partial condition).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('agents')
    .addColumn('stall_minutes', 'integer', (c) => c.defaultTo(15))
    .execute();
  await db.schema.alterTable('workspaces').addColumn('max_concurrent_runs', 'integer').execute();
  await db.schema
    .alterTable('runs')
    .addColumn('priority_rank', 'integer', (c) => c.notNull().defaultTo(4))
    .execute();
  await db.schema.alterTable('runs').addColumn('last_activity_at', text).execute();
  await sql`
    update runs set priority_rank = (
      select case issues.priority when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end
      from issues where issues.id = runs.issue_id
    )
    where issue_id is not null and status in ('queued', 'dispatched', 'running')
  `.execute(db);
  await db.schema.dropIndex('runs_claimable_index').execute();
  await db.schema
    .createIndex('runs_claim_order_index')
    .on('runs')
    .columns(['agent_id', 'priority_rank', 'queued_at', 'id'])
    .where(sql<boolean>`status = 'queued' and blocked = 0`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('runs_claim_order_index').execute();
  await db.schema
    .createIndex('runs_claimable_index')
    .on('runs')
    .columns(['agent_id', 'queued_at', 'id'])
    .where(sql<boolean>`status = 'queued' and blocked = 0`)
    .execute();
  await db.schema.alterTable('runs').dropColumn('last_activity_at').execute();
  await db.schema.alterTable('runs').dropColumn('priority_rank').execute();
  await db.schema.alterTable('workspaces').dropColumn('max_concurrent_runs').execute();
  await db.schema.alterTable('agents').dropColumn('stall_minutes').execute();
}
