import type { Kysely } from 'kysely';
import { defaultZero, notNull, references, text, withId } from '../migration-helpers.js';

/**
 * Chat channels (decisions §12.15, issue 41; docs/decisions.md "Issue 41 — chat channels"): a Slack or
 * Microsoft Teams incoming webhook that receives the chosen events of a workspace, or of one project.
 * `webhook_url` is the channel's credential (whoever holds it may post there): the API never shows it
 * whole. `failure_count`, `last_error` and `last_delivered_at` tell the settings page how it goes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('chat_channels'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', references('projects.id', 'cascade'))
    .addColumn('kind', text, notNull)
    .addColumn('webhook_url', text, notNull)
    .addColumn('events', text, notNull)
    .addColumn('failure_count', 'integer', defaultZero)
    .addColumn('last_error', text)
    .addColumn('last_error_at', text)
    .addColumn('last_delivered_at', text)
    .addColumn('created_by_id', 'integer', references('users.id', 'set null'))
    .addColumn('created_at', text, notNull)
    .addColumn('updated_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('chat_channels_workspace_index')
    .on('chat_channels')
    .columns(['workspace_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_channels').execute();
}
