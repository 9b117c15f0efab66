import type { Kysely } from 'kysely';
import { defaultZero, notNull, text, withId } from '../migration-helpers.js';

/**
 * Webhooks: subscriptions, the outbox of deliveries (one row per event and webhook, written in the
 * transaction of the change) and the log of every attempt.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('webhooks'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('url', text, notNull)
    .addColumn('events', text, notNull)
    .addColumn('secret', text, notNull)
    .addColumn('state', text, (c) => c.notNull().defaultTo('active'))
    .addColumn('failure_count', 'integer', defaultZero)
    .addColumn('stopped_at', text)
    // The one sender of this webhook at a time: the claim (`jobs.locked_by`) of the job sending, and
    // that job's id, so that anyone can tell whether the sender is still alive.
    .addColumn('sending_by', text)
    .addColumn('sending_job_id', 'integer')
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .execute();
  await db.schema.createIndex('webhooks_workspace_index').on('webhooks').column('workspace_id').execute();

  await withId(db, db.schema.createTable('webhook_deliveries'))
    .addColumn('uid', text, (c) => c.notNull().unique())
    .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('workspace_id', 'integer', notNull)
    .addColumn('event', text, notNull)
    .addColumn('body', text, notNull)
    .addColumn('state', text, notNull)
    .addColumn('attempts', 'integer', defaultZero)
    .addColumn('cycle_start', 'integer', defaultZero)
    .addColumn('next_attempt_at', text, notNull)
    .addColumn('sending_since', text)
    .addColumn('last_status', 'integer')
    .addColumn('created_at', text, notNull)
    .addColumn('finished_at', text)
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_queue_index')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'state', 'id'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_finished_index')
    .on('webhook_deliveries')
    .columns(['finished_at'])
    .execute();

  await withId(db, db.schema.createTable('webhook_attempts'))
    .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    .addColumn('delivery_id', 'integer', (c) =>
      c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
    )
    .addColumn('attempt', 'integer', notNull)
    .addColumn('status', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('error', text)
    .addColumn('created_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('webhook_attempts_webhook_index')
    .on('webhook_attempts')
    .columns(['webhook_id', 'id'])
    .execute();
  await db.schema
    .createIndex('webhook_attempts_delivery_index')
    .on('webhook_attempts')
    .column('delivery_id')
    .execute();
  await db.schema
    .createIndex('webhook_attempts_created_index')
    .on('webhook_attempts')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_attempts').execute();
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhooks').execute();
}
