import type { Insertable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { PasswordResetsTable } from '../db/schema.js';

export async function insertPasswordReset(
  db: Executor,
  values: Insertable<PasswordResetsTable>,
): Promise<void> {
  await db.insertInto('password_resets').values(values).execute();
}

export async function countPasswordResetsSince(db: Executor, userId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** An unused, unexpired link by its token's digest, with its account (a live one). */
export async function findOpenPasswordReset(db: Executor, digest: string, now: string) {
  return db
    .selectFrom('password_resets as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.user_id', 'r.expires_at', 'u.email', 'u.name'])
    .where('r.digest', '=', digest)
    .where('r.used_at', 'is', null)
    .where('r.expires_at', '>', now)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Uses a link once: false when it was used (or expired) meanwhile, so two submissions set one password. */
export async function consumePasswordReset(db: Executor, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every other open link of the account ends with the reset. */
export async function closePasswordResets(db: Executor, userId: number, now: string): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
