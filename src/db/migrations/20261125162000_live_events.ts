import type { Kysely } from 'kysely';
import { notNull, sql, text, withId } from '../migration-helpers.js';

/**
 * The event log behind `GET /api/v1/events` (issue 19): every workspace event, written with the change
 * that caused it, kept for a day so a reconnecting browser can replay what it missed. `seq` is given
 * after commit, in commit order (see src/domain/live-events.ts); until then it is null.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('live_events'))
    .addColumn('workspace_id', 'integer', (col) =>
      col.notNull().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('seq', 'integer', (col) => col.unique())
    .addColumn('event', text, notNull)
    .addColumn('body', text, notNull)
    .addColumn('audience_user_id', 'integer')
    .addColumn('created_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('live_events_workspace_seq')
    .on('live_events')
    .columns(['workspace_id', 'seq'])
    .execute();
  await db.schema.createIndex('live_events_created_at').on('live_events').column('created_at').execute();
  await db.schema
    .createIndex('live_events_unsequenced')
    .on('live_events')
    .column('id')
    .where(sql.ref('seq'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_events').execute();
}
