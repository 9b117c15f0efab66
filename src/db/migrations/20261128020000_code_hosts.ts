import type { Kysely } from 'kysely';
import { notNull, references, text, withId } from '../migration-helpers.js';

/**
 * The code host (issue 29, decisions §11.8): a workspace's integrations (GitHub, Gitea) with the secret
 * their deliveries are signed with, the delivery ids already handled (a replay changes nothing), the pull
 * requests they reported and the issues each names, and the workspace's status-move setting.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('code_host_integrations'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('provider', text, notNull)
    // Kept as given, like a webhook's signing secret: verifying an HMAC needs the secret itself.
    .addColumn('secret', text, notNull)
    .addColumn('created_at', text, notNull)
    .addColumn('last_delivery_at', text)
    .execute();
  await db.schema
    .createIndex('code_host_integrations_workspace_index')
    .on('code_host_integrations')
    .column('workspace_id')
    .execute();

  await db.schema
    .createTable('code_host_deliveries')
    .addColumn('integration_id', 'integer', (c) =>
      c.notNull().references('code_host_integrations.id').onDelete('cascade'),
    )
    .addColumn('delivery_id', text, notNull)
    .addColumn('event', text, notNull)
    .addColumn('received_at', text, notNull)
    .addPrimaryKeyConstraint('code_host_deliveries_pk', ['integration_id', 'delivery_id'])
    .execute();

  await db.schema
    .createTable('code_host_settings')
    .addColumn('workspace_id', 'integer', (c) =>
      c.primaryKey().references('workspaces.id').onDelete('cascade'),
    )
    .addColumn('status_moves', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('pull_requests'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('integration_id', 'integer', references('code_host_integrations.id', 'set null'))
    .addColumn('provider', text, notNull)
    .addColumn('repository', text, notNull)
    .addColumn('number', 'integer', notNull)
    // The pull request's page: the link an agent's pull-request delivery names too (one link, not two).
    .addColumn('url', text, notNull)
    .addColumn('title', text, notNull)
    .addColumn('state', text, notNull)
    .addColumn('draft', 'integer', notNull)
    .addColumn('head_branch', text)
    .addColumn('updated_at', text, notNull)
    .addColumn('created_at', text, notNull)
    .addUniqueConstraint('pull_requests_workspace_url_unique', ['workspace_id', 'url'])
    .execute();

  await db.schema
    .createTable('pull_request_issues')
    .addColumn('pull_request_id', 'integer', (c) =>
      c.notNull().references('pull_requests.id').onDelete('cascade'),
    )
    .addColumn('issue_id', 'integer', (c) => c.notNull().references('issues.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('pull_request_issues_pk', ['issue_id', 'pull_request_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pull_request_issues').execute();
  await db.schema.dropTable('pull_requests').execute();
  await db.schema.dropTable('code_host_settings').execute();
  await db.schema.dropTable('code_host_deliveries').execute();
  await db.schema.dropTable('code_host_integrations').execute();
}
