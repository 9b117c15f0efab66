import type { Kysely } from 'kysely';

/**
 * Issue 28, runs you control (decisions §11.4): an agent's time limit per run, why a failed run failed
 * (`timed_out` among others), who canceled a run, and which run a retry repeats (one retry per run: the
 * unique index settles two retries racing).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('agents').addColumn('max_run_minutes', 'integer').execute();
  await db.schema.alterTable('runs').addColumn('failure_reason', 'text').execute();
  await db.schema.alterTable('runs').addColumn('canceled_by_type', 'text').execute();
  await db.schema.alterTable('runs').addColumn('canceled_by_id', 'integer').execute();
  await db.schema.alterTable('runs').addColumn('retry_of', 'text').execute();
  await db.schema.createIndex('runs_retry_of_unique').on('runs').column('retry_of').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('runs_retry_of_unique').execute();
  for (const column of ['retry_of', 'canceled_by_id', 'canceled_by_type', 'failure_reason']) {
    await db.schema.alterTable('runs').dropColumn(column).execute();
  }
  await db.schema.alterTable('agents').dropColumn('max_run_minutes').execute();
}
