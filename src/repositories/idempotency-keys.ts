import type { Executor } from '../db/connection.js';
import type { IdempotencyKeysTable } from '../db/schema.js';

export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Inserts the claim unless the (caller, key) pair is taken; true when this request holds it. */
export async function insertClaim(
  db: Executor,
  claim: { callerKey: string; key: string; fingerprint: string; createdAt: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      caller_key: claim.callerKey,
      key: claim.key,
      fingerprint: claim.fingerprint,
      state: 'in_progress',
      created_at: claim.createdAt,
    })
    .onConflict((oc) => oc.columns(['caller_key', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findClaim(
  db: Executor,
  callerKey: string,
  key: string,
): Promise<
  | Pick<
      IdempotencyKeysTable,
      'fingerprint' | 'state' | 'response_status' | 'response_headers' | 'response_body' | 'created_at'
    >
  | undefined
> {
  return db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'state', 'response_status', 'response_headers', 'response_body', 'created_at'])
    .where('caller_key', '=', callerKey)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function completeClaim(
  db: Executor,
  callerKey: string,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({
      state: 'completed',
      response_status: answer.status,
      response_headers: JSON.stringify(answer.headers),
      response_body: answer.body,
    })
    .where('caller_key', '=', callerKey)
    .where('key', '=', key)
    .execute();
}

export async function deleteClaim(db: Executor, callerKey: string, key: string, createdBefore?: string) {
  let query = db.deleteFrom('idempotency_keys').where('caller_key', '=', callerKey).where('key', '=', key);
  if (createdBefore) query = query.where('created_at', '<', createdBefore);
  await query.execute();
}

export async function deleteClaimsBefore(db: Executor, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
