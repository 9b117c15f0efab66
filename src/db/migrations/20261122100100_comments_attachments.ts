import type { Kysely } from 'kysely';
import { notNull, references, text, withId } from '../migration-helpers.js';

/** Attachments (on an issue or a comment, possibly produced by a run) and the mention inbox. */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('attachments'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    .addColumn('comment_id', 'integer', references('comments.id', 'cascade'))
    .addColumn('run_id', text, references('runs.id', 'set null'))
    .addColumn('uploader_type', text)
    .addColumn('uploader_id', 'integer')
    .addColumn('name', text, notNull)
    .addColumn('mime', text, notNull)
    .addColumn('size', 'integer', notNull)
    .addColumn('checksum', text)
    .addColumn('storage_key', text, (c) => c.notNull().unique())
    .addColumn('created_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('attachments_issue_index')
    .on('attachments')
    .columns(['issue_id', 'id'])
    .execute();
  await db.schema.createIndex('attachments_comment_index').on('attachments').column('comment_id').execute();

  await withId(db, db.schema.createTable('inbox_items'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', text, notNull)
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    .addColumn('comment_id', 'integer', references('comments.id', 'cascade'))
    .addColumn('actor_type', text)
    .addColumn('actor_id', 'integer')
    .addColumn('created_at', text, notNull)
    .addColumn('read_at', text)
    .execute();
  await db.schema
    .createIndex('inbox_items_user_index')
    .on('inbox_items')
    .columns(['user_id', 'workspace_id', 'id'])
    .execute();
  await db.schema.createIndex('inbox_items_comment_index').on('inbox_items').column('comment_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('inbox_items').execute();
  await db.schema.dropTable('attachments').execute();
}
