import type { Kysely } from 'kysely';
import { defaultZero, notNull, text } from '../migration-helpers.js';

/**
 * A run's transcript (issue 22): every line COMMAND wrote, streamed by the runner while it works.
 * `seq` numbers a run's lines across its attempts (the reading cursor); `attempt` is the claim that wrote
 * it. On the run: `log_bytes` (what the transcript holds, for its 5 MB cap) and `log_lines_received`
 * (lines the current lease sent, so a batch sent twice after a lost answer is stored once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('run_log_lines')
    .addColumn('run_id', text, (c) => c.notNull().references('runs.id').onDelete('cascade'))
    .addColumn('seq', 'integer', notNull)
    .addColumn('attempt', 'integer', notNull)
    .addColumn('stream', text, notNull)
    .addColumn('at', text, notNull)
    .addColumn('text', text, notNull)
    .addPrimaryKeyConstraint('run_log_lines_pkey', ['run_id', 'seq'])
    .execute();
  await db.schema.alterTable('runs').addColumn('log_bytes', 'bigint', defaultZero).execute();
  await db.schema.alterTable('runs').addColumn('log_lines_received', 'integer', defaultZero).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('runs').dropColumn('log_lines_received').execute();
  await db.schema.alterTable('runs').dropColumn('log_bytes').execute();
  await db.schema.dropTable('run_log_lines').execute();
}
