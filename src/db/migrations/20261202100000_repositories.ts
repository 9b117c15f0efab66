import type { Kysely } from 'kysely';
import { notNull, text, withId } from '../migration-helpers.js';

/**
 * Repositories (issue 38, decisions §12.3): a workspace names the git repositories its agents work in
 * (a URL the runner machine can fetch; never a credential). A project and an agent may name one; the
 * agent's wins. A repository named by either cannot be deleted (409) until they are unlinked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('repositories'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('name', text, notNull)
    // Lower-cased name: one name per workspace whatever its case.
    .addColumn('name_key', text, notNull)
    .addColumn('url', text, notNull)
    .addColumn('default_branch', text, notNull)
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .addUniqueConstraint('repositories_workspace_name_unique', ['workspace_id', 'name_key'])
    .execute();
  await db.schema
    .alterTable('projects')
    .addColumn('repository_id', 'integer', (c) => c.references('repositories.id'))
    .execute();
  await db.schema
    .alterTable('agents')
    .addColumn('repository_id', 'integer', (c) => c.references('repositories.id'))
    .execute();
  await db.schema.createIndex('projects_repository_index').on('projects').column('repository_id').execute();
  await db.schema.createIndex('agents_repository_index').on('agents').column('repository_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('agents_repository_index').execute();
  await db.schema.dropIndex('projects_repository_index').execute();
  await db.schema.alterTable('agents').dropColumn('repository_id').execute();
  await db.schema.alterTable('projects').dropColumn('repository_id').execute();
  await db.schema.dropTable('repositories').execute();
}
