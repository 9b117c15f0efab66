import { sql, type Kysely } from 'kysely';
import { defaultZero, notNull, references, text, withId } from '../migration-helpers.js';

/**
 * Issue 22, second step.
 *
 * Dependencies: `issue_dependencies` pairs a blocker with the issue it blocks. A queued run whose issue
 * has an unfinished blocker carries `runs.blocked = 1`; the claim reads only unblocked queued runs,
 * through a partial index that holds nothing else, so blocked runs are never scanned.
 *
 * Budgets: a monthly cap in micro-dollars per workspace, project or agent (`scope` + `subject_id`).
 * A run a cap holds back keeps `waiting_reason` and `waiting_budget_id`; `budget_alerts` records the
 * (cap, run) pairs already announced, so the inbox hears of each once, whatever the claim attempts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('issue_dependencies')
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('blocker_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    .addColumn('created_at', text, notNull)
    .addPrimaryKeyConstraint('issue_dependencies_pkey', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema
    .createIndex('issue_dependencies_blocked_index')
    .on('issue_dependencies')
    .columns(['blocked_id', 'blocker_id'])
    .execute();

  await db.schema.alterTable('runs').addColumn('blocked', 'integer', defaultZero).execute();
  await db.schema.alterTable('runs').addColumn('waiting_reason', text).execute();
  await db.schema.alterTable('runs').addColumn('waiting_budget_id', 'integer').execute();
  await db.schema
    .createIndex('runs_claimable_index')
    .on('runs')
    .columns(['agent_id', 'queued_at', 'id'])
    .where(sql<boolean>`status = 'queued' and blocked = 0`)
    .execute();
  // Month-to-date spend of an agent, and of a workspace.
  await db.schema
    .createIndex('runs_agent_finished_index')
    .on('runs')
    .columns(['agent_id', 'finished_at'])
    .execute();
  await db.schema
    .createIndex('runs_workspace_finished_index')
    .on('runs')
    .columns(['workspace_id', 'finished_at'])
    .execute();

  await withId(db, db.schema.createTable('budgets'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('scope', text, notNull)
    .addColumn('subject_id', 'integer', notNull)
    .addColumn('monthly_cap_micros', 'bigint', notNull)
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .addUniqueConstraint('budgets_subject_unique', ['workspace_id', 'scope', 'subject_id'])
    .execute();
  await db.schema
    .createTable('budget_alerts')
    .addColumn('budget_id', 'integer', (c) => c.notNull().references('budgets.id').onDelete('cascade'))
    .addColumn('run_id', text, (c) => c.notNull().references('runs.id').onDelete('cascade'))
    .addColumn('created_at', text, notNull)
    .addPrimaryKeyConstraint('budget_alerts_pkey', ['budget_id', 'run_id'])
    .execute();

  await db.schema
    .alterTable('inbox_items')
    .addColumn('run_id', text, references('runs.id', 'cascade'))
    .execute();
  await db.schema.alterTable('inbox_items').addColumn('note', text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inbox_items').dropColumn('note').execute();
  await db.schema.alterTable('inbox_items').dropColumn('run_id').execute();
  await db.schema.dropTable('budget_alerts').execute();
  await db.schema.dropTable('budgets').execute();
  await db.schema.dropIndex('runs_workspace_finished_index').execute();
  await db.schema.dropIndex('runs_agent_finished_index').execute();
  await db.schema.dropIndex('runs_claimable_index').execute();
  await db.schema.alterTable('runs').dropColumn('waiting_budget_id').execute();
  await db.schema.alterTable('runs').dropColumn('waiting_reason').execute();
  await db.schema.alterTable('runs').dropColumn('blocked').execute();
  await db.schema.dropIndex('issue_dependencies_blocked_index').execute();
  await db.schema.dropTable('issue_dependencies').execute();
}
