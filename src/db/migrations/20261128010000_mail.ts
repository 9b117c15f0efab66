import type { Kysely } from 'kysely';
import { defaultZero, notNull, references, text, withId } from '../migration-helpers.js';

/**
 * Mail (issue 29, decisions §11.7). `mail_messages` is the outbox: a row written in the transaction
 * of the change that causes it, sent by the `mail.send` job. A notification mail is first a bundle
 * (`bundle_key` set, `mail_events` joining it) until it is sealed and rendered at its first send.
 * `password_resets` holds reset links by digest; `notification_preferences` each person's choices
 * (no row: everything on) and the key that signs their unsubscribe links.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('mail_messages'))
    .addColumn('message_id', text, (col) => col.notNull().unique())
    .addColumn('kind', text, notNull)
    .addColumn('user_id', 'integer', references('users.id', 'cascade'))
    .addColumn('to_address', text, notNull)
    .addColumn('bundle_key', text, (col) => col.unique())
    .addColumn('workspace_id', 'integer', references('workspaces.id', 'cascade'))
    .addColumn('issue_id', 'integer', references('issues.id', 'cascade'))
    .addColumn('subject', text)
    .addColumn('text_body', text)
    .addColumn('html_body', text)
    .addColumn('headers', text)
    .addColumn('state', text, notNull)
    .addColumn('send_after', text, notNull)
    .addColumn('discard_after', text)
    .addColumn('attempts', 'integer', defaultZero)
    .addColumn('last_error', text)
    .addColumn('created_at', text, notNull)
    .addColumn('sent_at', text)
    .execute();
  await db.schema
    .createIndex('mail_messages_state_index')
    .on('mail_messages')
    .columns(['state', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('mail_events'))
    .addColumn('mail_id', 'integer', (col) =>
      col.notNull().references('mail_messages.id').onDelete('cascade'),
    )
    .addColumn('kind', text, notNull)
    .addColumn('actor_type', text)
    .addColumn('actor_id', 'integer')
    .addColumn('comment_id', 'integer', references('comments.id', 'cascade'))
    .addColumn('run_id', text)
    .addColumn('created_at', text, notNull)
    .execute();
  await db.schema.createIndex('mail_events_mail_index').on('mail_events').column('mail_id').execute();

  await withId(db, db.schema.createTable('password_resets'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('digest', text, (col) => col.notNull().unique())
    .addColumn('created_at', text, notNull)
    .addColumn('expires_at', text, notNull)
    .addColumn('used_at', text)
    .execute();
  await db.schema
    .createIndex('password_resets_user_index')
    .on('password_resets')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('mentions', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('assignments', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('runs', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('unsubscribe_key', text, notNull)
    .addColumn('updated_at', text, notNull)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('mail_events').execute();
  await db.schema.dropTable('mail_messages').execute();
}
