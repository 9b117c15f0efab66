import type { Executor } from '../db/connection.js';

/** Queries of the second factor (domain/second-factor.ts, passkeys.ts, second-factor-sign-in.ts). */

/** Whether the person has a confirmed authenticator app or a passkey. */
export async function hasSecondFactor(db: Executor, userId: number): Promise<boolean> {
  const totp = await db
    .selectFrom('user_totp')
    .select('id')
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  if (totp) return true;
  const passkey = await db
    .selectFrom('user_passkeys')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return passkey !== undefined;
}

export async function findTotp(db: Executor, userId: number) {
  return db.selectFrom('user_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function replaceTotp(
  db: Executor,
  userId: number,
  sealed: { secret_ciphertext: string; key_id: string },
  now: string,
): Promise<void> {
  await db.deleteFrom('user_totp').where('user_id', '=', userId).execute();
  await db
    .insertInto('user_totp')
    .values({ user_id: userId, ...sealed, confirmed_at: null, created_at: now })
    .execute();
}

/** Takes a time step for the person: false when it (or a later one) was used already (a replay). */
export async function takeTotpStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('user_totp')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('last_step', '<', step)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function confirmTotp(db: Executor, userId: number, now: string): Promise<void> {
  await db.updateTable('user_totp').set({ confirmed_at: now }).where('user_id', '=', userId).execute();
}

export async function deleteTotp(db: Executor, userId: number): Promise<number> {
  const result = await db.deleteFrom('user_totp').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function replaceRecoveryCodes(
  db: Executor,
  userId: number,
  digests: string[],
  now: string,
): Promise<void> {
  await deleteRecoveryCodes(db, userId);
  await db
    .insertInto('user_recovery_codes')
    .values(digests.map((code_digest) => ({ user_id: userId, code_digest, used_at: null, created_at: now })))
    .execute();
}

export async function deleteRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const result = await db.deleteFrom('user_recovery_codes').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Spends an unused code: false when it is unknown or was spent already (single use, race-safe). */
export async function spendRecoveryCode(
  db: Executor,
  userId: number,
  digest: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('user_recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_digest', '=', digest)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listPasskeys(db: Executor, userId: number) {
  return db.selectFrom('user_passkeys').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

export async function findPasskeyByCredentialId(db: Executor, credentialId: string) {
  return db
    .selectFrom('user_passkeys')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

export async function insertPasskey(
  db: Executor,
  values: {
    user_id: number;
    credential_id: string;
    public_key: string;
    counter: number;
    transports: string;
    name: string;
    created_at: string;
  },
) {
  return db.insertInto('user_passkeys').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function renamePasskey(db: Executor, userId: number, id: number, name: string) {
  return db
    .updateTable('user_passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deletePasskey(db: Executor, userId: number, id: number) {
  return db
    .deleteFrom('user_passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteAllPasskeys(db: Executor, userId: number): Promise<number> {
  const result = await db.deleteFrom('user_passkeys').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A passkey used: its new counter (only ever forward) and the time. */
export async function usePasskey(db: Executor, id: number, counter: number, now: string): Promise<void> {
  await db.updateTable('user_passkeys').set({ counter, last_used_at: now }).where('id', '=', id).execute();
}

export async function putRegistrationChallenge(
  db: Executor,
  values: { session_id: number; user_id: number; challenge: string; expires_at: string },
): Promise<void> {
  await db.deleteFrom('webauthn_challenges').where('session_id', '=', values.session_id).execute();
  await db.insertInto('webauthn_challenges').values(values).execute();
}

/** The session's registration challenge, taken once (deleted as it is read). */
export async function takeRegistrationChallenge(db: Executor, sessionId: number, userId: number) {
  const row = await db
    .deleteFrom('webauthn_challenges')
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  return row;
}

export async function insertSecondFactorLogin(
  db: Executor,
  values: {
    digest: string;
    user_id: number;
    first_method: string;
    return_to: string;
    created_at: string;
    expires_at: string;
  },
): Promise<void> {
  await db.deleteFrom('second_factor_logins').where('expires_at', '<=', values.created_at).execute();
  await db.insertInto('second_factor_logins').values(values).execute();
}

export async function findSecondFactorLogin(db: Executor, digest: string, now: string) {
  return db
    .selectFrom('second_factor_logins')
    .selectAll()
    .where('digest', '=', digest)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function setLoginPasskeyChallenge(db: Executor, id: number, challenge: string): Promise<void> {
  await db
    .updateTable('second_factor_logins')
    .set({ passkey_challenge: challenge })
    .where('id', '=', id)
    .execute();
}

/** Ends a pending sign-in: false when another request took it first. */
export async function takeSecondFactorLogin(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('second_factor_logins').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteUserSecondFactorLogins(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('second_factor_logins').where('user_id', '=', userId).execute();
}

/** The account of a pending sign-in, unless deleted since. */
export async function findActiveUser(db: Executor, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function workspaceRequiresSecondFactor(db: Executor, workspaceId: number): Promise<boolean> {
  const row = await db
    .selectFrom('workspaces')
    .select('require_second_factor')
    .where('id', '=', workspaceId)
    .executeTakeFirst();
  return Number(row?.require_second_factor ?? 0) === 1;
}
