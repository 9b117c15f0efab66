import type { Kysely } from 'kysely';

/**
 * Issue 28, point 5: budgets hold for new agents. A per-run cost ceiling in micro-dollars on the agent
 * (`agents.max_run_cost_micros`) or, as the workspace's default, on the workspace
 * (`workspaces.max_run_cost_micros`). A claim records the ceiling the run got (`runs.cost_ceiling_micros`)
 * and reserves it against every cap the run counts under; the runner's lease renewals may report the
 * cost so far (`runs.cost_so_far_micros`). Reservations are read from the runs in flight, never kept in
 * a counter of their own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('agents').addColumn('max_run_cost_micros', 'bigint').execute();
  await db.schema.alterTable('workspaces').addColumn('max_run_cost_micros', 'bigint').execute();
  await db.schema.alterTable('runs').addColumn('cost_ceiling_micros', 'bigint').execute();
  await db.schema.alterTable('runs').addColumn('cost_so_far_micros', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('runs').dropColumn('cost_so_far_micros').execute();
  await db.schema.alterTable('runs').dropColumn('cost_ceiling_micros').execute();
  await db.schema.alterTable('workspaces').dropColumn('max_run_cost_micros').execute();
  await db.schema.alterTable('agents').dropColumn('max_run_cost_micros').execute();
}
