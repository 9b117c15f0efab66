import type { Kysely } from 'kysely';
import { notNull, text, withId } from '../migration-helpers.js';

/**
 * Accounts for the web interface: a password hash on users, browser sessions (only the SHA-256 of the
 * cookie's secret is stored), sign-in failures (kept in the database so every node throttles alike)
 * and invitations (only the digest of the link's token is stored).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('password_hash', text).execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('digest', text, (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('csrf_token', text, notNull)
    .addColumn('user_agent', text)
    .addColumn('ip', text)
    .addColumn('created_at', text, notNull)
    .addColumn('last_seen_at', text, notNull)
    .addColumn('expires_at', text, notNull)
    .execute();
  await db.schema.createIndex('sessions_user_index').on('sessions').column('user_id').execute();

  await withId(db, db.schema.createTable('sign_in_failures'))
    .addColumn('subject', text, notNull)
    .addColumn('created_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('sign_in_failures_subject_index')
    .on('sign_in_failures')
    .columns(['subject', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('invitations'))
    .addColumn('workspace_id', 'integer', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('email', text, notNull)
    .addColumn('name', text)
    .addColumn('role', text, notNull)
    .addColumn('weekly_hours', 'integer', notNull)
    .addColumn('digest', text, (c) => c.notNull().unique())
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', text, notNull)
    .addColumn('expires_at', text, notNull)
    .addColumn('accepted_at', text)
    .addColumn('withdrawn_at', text)
    .execute();
  await db.schema
    .createIndex('invitations_workspace_index')
    .on('invitations')
    .column('workspace_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invitations').execute();
  await db.schema.dropTable('sign_in_failures').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.alterTable('users').dropColumn('password_hash').execute();
}
