import type { Kysely } from 'kysely';
import { notNull, text, withId } from '../migration-helpers.js';

/**
 * The sign-in throttle counts attempts per account and address (docs/api.md, "Sign-in throttle"):
 * `sign_in_attempts` holds each attempt from before its password is checked (so parallel attempts count
 * each other) and keeps the failed ones; `sign_in_addresses` the addresses each account has recently
 * signed in from. They replace `sign_in_failures`, counted per account or per address alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_failures').execute();

  await withId(db, db.schema.createTable('sign_in_attempts'))
    .addColumn('account', text, notNull)
    .addColumn('address', text, notNull)
    .addColumn('created_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('sign_in_attempts_account_index')
    .on('sign_in_attempts')
    .columns(['account', 'address', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sign_in_attempts_address_index')
    .on('sign_in_attempts')
    .columns(['address', 'created_at'])
    .execute();

  await db.schema
    .createTable('sign_in_addresses')
    .addColumn('account', text, notNull)
    .addColumn('address', text, notNull)
    .addColumn('signed_in_at', text, notNull)
    .addPrimaryKeyConstraint('sign_in_addresses_pkey', ['account', 'address'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_addresses').execute();
  await db.schema.dropTable('sign_in_attempts').execute();
  await withId(db, db.schema.createTable('sign_in_failures'))
    .addColumn('subject', text, notNull)
    .addColumn('created_at', text, notNull)
    .execute();
  await db.schema
    .createIndex('sign_in_failures_subject_index')
    .on('sign_in_failures')
    .columns(['subject', 'created_at'])
    .execute();
}
