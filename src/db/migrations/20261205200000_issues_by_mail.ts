import type { Kysely } from 'kysely';
import { defaultZero, notNull, references, text, withId } from '../migration-helpers.js';

/**
 * Issues by mail (decisions §12.15, issue 41; docs/decisions.md "Issue 41 — issues by mail"):
 * - `inbound_mails`: every mail the worker has read from the mailbox of SERVICE_IMAP_URL, kept by its
 *   Message-ID (`message_key`, unique), written in the transaction that acts on it: a mail read again
 *   (the process died before flagging it Seen) finds its row and creates nothing twice. `outcome` is
 *   `issue`, `comment`, `refused` or `ignored`; `sender` the From address (counted for the hourly cap).
 * - `mail_reply_keys`: the installation's key that signs the Message-ID of notification mails, so that a
 *   reply names its issue in a way nobody outside can forge (made on first use).
 * - `workspaces.mail_from_strangers` (1: mail from people who are not members is filed for triage; 0,
 *   the default: refused).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('inbound_mails'))
    .addColumn('message_key', text, (c) => c.notNull().unique())
    .addColumn('workspace_id', 'integer', references('workspaces.id', 'cascade'))
    .addColumn('sender', text, notNull)
    .addColumn('outcome', text, notNull)
    .addColumn('reason', text)
    .addColumn('issue_id', 'integer', references('issues.id', 'set null'))
    .addColumn('comment_id', 'integer', references('comments.id', 'set null'))
    .addColumn('received_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('inbound_mails_sender_index')
    .on('inbound_mails')
    .columns(['sender', 'received_at'])
    .execute();
  await db.schema
    .createIndex('inbound_mails_workspace_index')
    .on('inbound_mails')
    .column('workspace_id')
    .execute();
  await withId(db, db.schema.createTable('mail_reply_keys'))
    .addColumn('secret', text, notNull)
    .addColumn('created_at', text, notNull)
    .execute();
  await db.schema.alterTable('workspaces').addColumn('mail_from_strangers', 'integer', defaultZero).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('workspaces').dropColumn('mail_from_strangers').execute();
  await db.schema.dropTable('mail_reply_keys').execute();
  await db.schema.dropTable('inbound_mails').execute();
}
