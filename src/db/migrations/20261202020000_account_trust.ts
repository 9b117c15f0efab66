import type { Kysely } from 'kysely';
import { notNull, text } from '../migration-helpers.js';

/**
 * Issue 37 (account security):
 * - `users.email_unconfirmed_since`: set when an account was made through an invitation link that did
 *   not prove its mailbox (the link was handed over, not mailed); null once the mailbox is proven and for
 *   every account an administrator made. Existing accounts stay confirmed.
 * - `invitations.mailed_at`: when the link went out by mail (and so was never shown to the inviter).
 * - `sign_in_devices`: browsers that signed in to an account (digest of a long-lived cookie), exempt
 *   like the account's usual addresses from the counts strangers can fill.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_unconfirmed_since', text).execute();
  await db.schema.alterTable('invitations').addColumn('mailed_at', text).execute();
  await db.schema
    .createIndex('invitations_mailed_index')
    .on('invitations')
    .columns(['workspace_id', 'mailed_at'])
    .execute();
  await db.schema
    .createTable('sign_in_devices')
    .addColumn('account', text, notNull)
    .addColumn('digest', text, notNull)
    .addColumn('signed_in_at', text, notNull)
    .addPrimaryKeyConstraint('sign_in_devices_pkey', ['account', 'digest'])
    .execute();
  await db.schema
    .createIndex('sign_in_attempts_created_index')
    .on('sign_in_attempts')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sign_in_attempts_created_index').execute();
  await db.schema.dropTable('sign_in_devices').execute();
  await db.schema.dropIndex('invitations_mailed_index').execute();
  await db.schema.alterTable('invitations').dropColumn('mailed_at').execute();
  await db.schema.alterTable('users').dropColumn('email_unconfirmed_since').execute();
}
