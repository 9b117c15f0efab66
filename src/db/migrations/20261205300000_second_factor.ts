import type { Kysely } from 'kysely';
import { notNull, text, withId } from '../migration-helpers.js';

/**
 * A second factor (issue 43, decisions §12.14; docs/decisions.md "Issue 43 — a second factor and
 * passkeys"). Account-level, like `user_identities`:
 *
 * - `user_totp`: one authenticator app per account, its RFC 6238 secret sealed with SERVICE_SECRET_KEY;
 *   `confirmed_at` null while enrolment waits for a first code; `last_step` the latest time step used,
 *   so a code is accepted once (a replay within its window is refused).
 * - `user_recovery_codes`: SHA-256 of each high-entropy code; `used_at` set when spent (single use).
 * - `user_passkeys`: WebAuthn credentials (id, COSE public key, signature counter, transports, a name).
 * - `webauthn_challenges`: a registration under way, bound to the session that asked for it.
 * - `second_factor_logins`: a sign-in whose first step passed and whose second is awaited (its secret's
 *   SHA-256; the browser holds it in an HttpOnly cookie). It is not a session: nothing else accepts it.
 * - `workspaces.require_second_factor`: members must have a factor before they use the workspace.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('user_totp'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('secret_ciphertext', text, notNull)
    .addColumn('key_id', text, notNull)
    .addColumn('confirmed_at', text)
    .addColumn('last_step', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', text, notNull)
    .execute();

  await withId(db, db.schema.createTable('user_recovery_codes'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_digest', text, notNull)
    .addColumn('used_at', text)
    .addColumn('created_at', text, notNull)
    .addUniqueConstraint('user_recovery_codes_user_digest_unique', ['user_id', 'code_digest'])
    .execute();

  await withId(db, db.schema.createTable('user_passkeys'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', text, (col) => col.notNull().unique())
    .addColumn('public_key', text, notNull)
    .addColumn('counter', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('transports', text, notNull)
    .addColumn('name', text, notNull)
    .addColumn('created_at', text, notNull)
    .addColumn('last_used_at', text)
    .execute();
  await db.schema.createIndex('user_passkeys_user_id_index').on('user_passkeys').column('user_id').execute();

  await withId(db, db.schema.createTable('webauthn_challenges'))
    .addColumn('session_id', 'integer', (col) =>
      col.notNull().unique().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('challenge', text, notNull)
    .addColumn('expires_at', text, notNull)
    .execute();

  await withId(db, db.schema.createTable('second_factor_logins'))
    .addColumn('digest', text, (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_method', text, notNull)
    .addColumn('return_to', text, notNull)
    .addColumn('passkey_challenge', text)
    .addColumn('created_at', text, notNull)
    .addColumn('expires_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('second_factor_logins_expires_at_index')
    .on('second_factor_logins')
    .column('expires_at')
    .execute();

  await db.schema
    .alterTable('workspaces')
    .addColumn('require_second_factor', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('workspaces').dropColumn('require_second_factor').execute();
  await db.schema.dropTable('second_factor_logins').execute();
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('user_passkeys').execute();
  await db.schema.dropTable('user_recovery_codes').execute();
  await db.schema.dropTable('user_totp').execute();
}
