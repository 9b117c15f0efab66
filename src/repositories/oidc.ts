import type { Insertable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { OidcLoginsTable } from '../db/schema.js';

/** Sign-ins under way at the OpenID provider, and accounts' subjects there (domain/oidc.ts). */

export async function insertOidcLogin(db: Executor, values: Insertable<OidcLoginsTable>): Promise<void> {
  await db.insertInto('oidc_logins').values(values).execute();
}

/**
 * The sign-in of this state, removed in the same statement: of two callbacks carrying it, one gets it and
 * the other nothing. An expired one is removed too, and not handed out.
 */
export async function takeOidcLogin(db: Executor, stateDigest: string, now: string) {
  const row = await db
    .deleteFrom('oidc_logins')
    .where('state_digest', '=', stateDigest)
    .returningAll()
    .executeTakeFirst();
  return row && row.expires_at > now ? row : undefined;
}

/** Sign-ins abandoned at the provider, a bounded batch at a time (each new sign-in clears some). */
export async function purgeExpiredOidcLogins(db: Executor, now: string, limit: number): Promise<void> {
  const expired = await db
    .selectFrom('oidc_logins')
    .select('id')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  if (expired.length === 0) return;
  await db
    .deleteFrom('oidc_logins')
    .where(
      'id',
      'in',
      expired.map((row) => row.id),
    )
    .execute();
}

export async function findIdentity(db: Executor, issuer: string, subject: string) {
  return db
    .selectFrom('user_identities')
    .selectAll()
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export async function findIdentityOfUser(db: Executor, userId: number, issuer: string) {
  return db
    .selectFrom('user_identities')
    .selectAll()
    .where('user_id', '=', userId)
    .where('issuer', '=', issuer)
    .executeTakeFirst();
}

export async function insertIdentity(
  db: Executor,
  values: { user_id: number; issuer: string; subject: string; created_at: string },
): Promise<void> {
  await db.insertInto('user_identities').values(values).execute();
}

export async function findUserRowById(db: Executor, id: number) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
