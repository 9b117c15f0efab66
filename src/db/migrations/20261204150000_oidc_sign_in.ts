import type { Kysely } from 'kysely';
import { notNull, text, withId } from '../migration-helpers.js';

/**
 * OpenID Connect sign-in (issue 43): `oidc_logins` holds each sign-in under way at the provider (its
 * state's SHA-256, nonce and PKCE verifier stay on the server; the browser holds only the state in a
 * cookie), deleted when its callback arrives so a callback cannot be used twice. `user_identities` links
 * an account to its subject at an issuer, so a person keeps their account when the provider changes
 * their email, and an email taken over at the provider never reaches an account linked to someone else.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('oidc_logins'))
    .addColumn('state_digest', text, (col) => col.notNull().unique())
    .addColumn('nonce', text, notNull)
    .addColumn('code_verifier', text, notNull)
    .addColumn('return_to', text, notNull)
    .addColumn('created_at', text, notNull)
    .addColumn('expires_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('oidc_logins_expires_at_index')
    .on('oidc_logins')
    .column('expires_at')
    .execute();

  await withId(db, db.schema.createTable('user_identities'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issuer', text, notNull)
    .addColumn('subject', text, notNull)
    .addColumn('created_at', text, notNull)
    .addUniqueConstraint('user_identities_issuer_subject_unique', ['issuer', 'subject'])
    .addUniqueConstraint('user_identities_user_issuer_unique', ['user_id', 'issuer'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_identities').execute();
  await db.schema.dropTable('oidc_logins').execute();
}
