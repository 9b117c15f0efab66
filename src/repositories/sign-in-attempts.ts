import type { Executor } from '../db/connection.js';

/** Attempts at an account's password, and the addresses accounts have signed in from (sign-in-throttle.ts). */

export async function insertAttempt(db: Executor, account: string, address: string, at: string) {
  const row = await db
    .insertInto('sign_in_attempts')
    .values({ account, address, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Which attempts a count is about: one account from one address, one account, or one address. */
export type AttemptScope = { account: string; address?: string } | { address: string };

/**
 * How many attempts of a scope were made after `since`, other than `except`, and when the newest was.
 * Attempts in flight are counted with the failures.
 */
export async function attemptsSince(db: Executor, scope: AttemptScope, since: string, except: number) {
  let query = db
    .selectFrom('sign_in_attempts')
    .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.max('created_at').as('latest')])
    .where('created_at', '>', since)
    .where('id', '<>', except);
  if ('account' in scope) query = query.where('account', '=', scope.account);
  if (scope.address !== undefined) query = query.where('address', '=', scope.address);
  const row = await query.executeTakeFirst();
  return { count: Number(row?.count ?? 0), latest: (row?.latest as string | null | undefined) ?? null };
}

export async function deleteAttempt(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('sign_in_attempts').where('id', '=', id).execute();
}

/** A right password from an address: that address's failures at the account are forgiven. */
export async function deletePairAttempts(db: Executor, account: string, address: string): Promise<void> {
  await db
    .deleteFrom('sign_in_attempts')
    .where('account', '=', account)
    .where('address', '=', address)
    .execute();
}

/** Attempts no count looks at any longer, of the account and of the address. */
export async function forgetAttemptsBefore(db: Executor, account: string, address: string, before: string) {
  await db
    .deleteFrom('sign_in_attempts')
    .where((eb) => eb.or([eb('account', '=', account), eb('address', '=', address)]))
    .where('created_at', '<=', before)
    .execute();
}

export async function rememberAddress(db: Executor, account: string, address: string, at: string) {
  await db
    .insertInto('sign_in_addresses')
    .values({ account, address, signed_in_at: at })
    .onConflict((oc) => oc.columns(['account', 'address']).doUpdateSet({ signed_in_at: at }))
    .execute();
}

export async function isAddressKnown(db: Executor, account: string, address: string, since: string) {
  const row = await db
    .selectFrom('sign_in_addresses')
    .select('signed_in_at')
    .where('account', '=', account)
    .where('address', '=', address)
    .where('signed_in_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

export async function forgetAddressesBefore(db: Executor, account: string, before: string): Promise<void> {
  await db
    .deleteFrom('sign_in_addresses')
    .where('account', '=', account)
    .where('signed_in_at', '<=', before)
    .execute();
}

/**
 * Deletes at most `limit` attempts older than `before`, whatever their account: the attempts of accounts
 * and addresses never tried again would otherwise stay for ever. Bounded, so no write pays for a backlog.
 */
export async function purgeAttemptsBefore(db: Executor, before: string, limit: number): Promise<void> {
  await db
    .deleteFrom('sign_in_attempts')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('sign_in_attempts')
        .select('id')
        .where('created_at', '<=', before)
        .orderBy('created_at')
        .limit(limit),
    )
    .execute();
}

/** The same for remembered addresses and devices no longer recent enough to count, of any account. */
export async function purgeRememberedBefore(
  db: Executor,
  addressesBefore: string,
  devicesBefore: string,
  limit: number,
): Promise<void> {
  await db
    .deleteFrom('sign_in_addresses')
    .where((eb) =>
      eb(
        eb.refTuple('account', 'address'),
        'in',
        eb
          .selectFrom('sign_in_addresses')
          .select(['account', 'address'])
          .where('signed_in_at', '<=', addressesBefore)
          .limit(limit)
          .$asTuple('account', 'address'),
      ),
    )
    .execute();
  await db
    .deleteFrom('sign_in_devices')
    .where((eb) =>
      eb(
        eb.refTuple('account', 'digest'),
        'in',
        eb
          .selectFrom('sign_in_devices')
          .select(['account', 'digest'])
          .where('signed_in_at', '<=', devicesBefore)
          .limit(limit)
          .$asTuple('account', 'digest'),
      ),
    )
    .execute();
}

export async function rememberDevice(db: Executor, account: string, digest: string, at: string) {
  await db
    .insertInto('sign_in_devices')
    .values({ account, digest, signed_in_at: at })
    .onConflict((oc) => oc.columns(['account', 'digest']).doUpdateSet({ signed_in_at: at }))
    .execute();
}

export async function isDeviceKnown(db: Executor, account: string, digest: string, since: string) {
  const row = await db
    .selectFrom('sign_in_devices')
    .select('signed_in_at')
    .where('account', '=', account)
    .where('digest', '=', digest)
    .where('signed_in_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}
