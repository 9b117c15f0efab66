import type { Kysely } from 'kysely';
import { notNull, text, withId } from '../migration-helpers.js';

/**
 * Issue 32: bringing a team's issues in from GitHub, Jira or Linear. Each record an import wrote is
 * remembered under the key it has in its source (`github:octo/web#12`, `github:octo/web#12/comment:991`,
 * `jira:PAY-12`, `linear:ENG-12`), once per workspace: importing the same source again skips what is
 * there and completes what is missing. Written in the transaction that writes the record.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('import_origins'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('source_key', text, notNull)
    .addColumn('kind', text, notNull)
    .addColumn('issue_id', 'integer', (c) => c.references('issues.id').onDelete('cascade'))
    .addColumn('comment_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('label_id', 'integer', (c) => c.references('labels.id').onDelete('cascade'))
    .addColumn('data', text, (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', text, notNull)
    .addUniqueConstraint('import_origins_source_unique', ['workspace_id', 'source_key'])
    .execute();
  // Origins of one issue (its comments), and the origin of an issue a later import names as a parent.
  await db.schema.createIndex('import_origins_issue_index').on('import_origins').column('issue_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('import_origins_issue_index').execute();
  await db.schema.dropTable('import_origins').execute();
}
