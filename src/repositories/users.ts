import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { User, UsersTable } from '../db/schema.js';

/**
 * The person with this (normalised) email address; a deleted account only with `includingDeleted`
 * (an email stays taken by its account after deletion).
 */
export async function findUserRowByEmail(
  db: Executor,
  email: string,
  options: { includingDeleted?: boolean } = {},
): Promise<User | undefined> {
  let query = db.selectFrom('users').selectAll().where('email', '=', email);
  if (!options.includingDeleted) query = query.where('deleted_at', 'is', null);
  return query.executeTakeFirst();
}

/** A person's name and email by id (a deleted account too). */
export async function findUserIdentity(db: Executor, id: number) {
  return db.selectFrom('users').select(['id', 'name', 'email']).where('id', '=', id).executeTakeFirst();
}

export async function findPasswordHash(db: Executor, userId: number): Promise<string | null> {
  const user = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.password_hash;
}

/** Names of people by id, with whether their account is deleted (they then show as former members). */
export async function listUserNames(db: Executor, ids: number[]) {
  return db.selectFrom('users').select(['id', 'name', 'deleted_at']).where('id', 'in', ids).execute();
}

export async function insertUser(db: Executor, values: Insertable<UsersTable>): Promise<User> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The account's mailbox is proven: it loses what an unconfirmed account may not do (invitations.ts). */
export async function confirmUserEmail(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_unconfirmed_since: null })
    .where('id', '=', id)
    .where('email_unconfirmed_since', 'is not', null)
    .execute();
}

export async function isEmailUnconfirmed(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('email_unconfirmed_since')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined && row.email_unconfirmed_since !== null;
}

export async function updateUser(db: Executor, id: number, changes: Updateable<UsersTable>): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}
