import type { Executor } from '../db/connection.js';

/** Failed sign-ins per subject (`email:…`, `ip:…`): how many since `since`, and the newest. */
export async function failuresSince(db: Executor, subject: string, since: string) {
  const row = await db
    .selectFrom('sign_in_failures')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('created_at').as('latest')])
    .where('subject', '=', subject)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), latest: (row?.latest as string | null | undefined) ?? null };
}

/** Records a failure and forgets the subject's failures older than `forgetBefore`. */
export async function recordFailure(db: Executor, subject: string, at: string, forgetBefore: string) {
  await db.insertInto('sign_in_failures').values({ subject, created_at: at }).execute();
  await db
    .deleteFrom('sign_in_failures')
    .where('subject', '=', subject)
    .where('created_at', '<=', forgetBefore)
    .execute();
}

export async function clearFailures(db: Executor, subject: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('subject', '=', subject).execute();
}
