import type { Kysely } from 'kysely';
import { notNull, text, withId } from '../migration-helpers.js';

/**
 * Steering (decisions §12.8, issue 38): a comment that mentions an agent whose run on the issue is in
 * hand is kept as a message for that run instead of queueing another. The runner learns how many are
 * waiting from the lease renewal and fetches them (`GET /api/daemon/v1/runs/{ulid}/messages`), which
 * sets `delivered_at`. The body is the comment's (read at delivery, so a withdrawn comment is not sent).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('run_messages'))
    .addColumn('run_id', text, (c) => c.notNull().references('runs.id').onDelete('cascade'))
    .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('created_at', text, notNull)
    .addColumn('delivered_at', text)
    .execute();
  await db.schema
    .createIndex('run_messages_run_index')
    .on('run_messages')
    .columns(['run_id', 'delivered_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('run_messages').execute();
}
