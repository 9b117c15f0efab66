import type { Kysely } from 'kysely';
import { notNull, text } from '../migration-helpers.js';

/**
 * Parallel webhook delivery (issue 23, part 2). A webhook had one sender at a time across all workers
 * (`webhooks.sending_by`, alive as long as its job's lease); now it has up to SERVICE_WEBHOOK_SENDERS,
 * each holding one row here, `(webhook_id, slot)`, under a short lease its sender renews while it runs
 * (SERVICE_WEBHOOK_SENDER_LEASE_SECONDS), so that a dead worker's slots and deliveries are taken over
 * within seconds. Each delivery being sent names its sender's claim (`sending_by`); a delivery whose
 * sender holds no live slot was interrupted. `webhooks.sending_by` and `sending_job_id` are unused
 * from here on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webhook_senders')
    .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('slot', 'integer', notNull)
    .addColumn('locked_by', text, notNull)
    .addColumn('locked_until', text, notNull)
    .addPrimaryKeyConstraint('webhook_senders_pk', ['webhook_id', 'slot'])
    .execute();
  await db.schema.alterTable('webhook_deliveries').addColumn('sending_by', text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook_deliveries').dropColumn('sending_by').execute();
  await db.schema.dropTable('webhook_senders').execute();
}
