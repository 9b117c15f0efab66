import type { Executor } from '../db/connection.js';
import { precompiled } from '../db/precompiled.js';
import { CALLER_COLUMNS } from './callers.js';

/** Every authenticated request runs this: built once (`precompiled`), not per request. */
const tokenForRequest = precompiled((db: Executor, digest: string) =>
  db
    .selectFrom('api_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .innerJoin('workspaces as w', 'w.id', 't.workspace_id')
    .leftJoin('memberships as m', (join) =>
      join.onRef('m.workspace_id', '=', 't.workspace_id').onRef('m.user_id', '=', 't.user_id'),
    )
    .select([
      't.id as token_id',
      't.name as token_name',
      't.abilities',
      't.expires_at',
      't.revoked_at',
      't.last_used_at',
      ...CALLER_COLUMNS,
    ])
    .selectAll('w')
    .where('t.digest', '=', digest),
);

export async function findTokenForRequest(db: Executor, digest: string) {
  const [row] = await tokenForRequest(db, digest);
  return row;
}

/** Stamps a token's last use, at most once per `staleBefore` however many requests race to do it. */
export async function touchToken(db: Executor, id: number, at: string, staleBefore: string): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
    .execute();
}

export async function insertToken(
  db: Executor,
  values: {
    workspace_id: number;
    user_id: number;
    name: string;
    digest: string;
    abilities: string;
    expires_at: string | null;
    created_at: string;
  },
) {
  return db.insertInto('api_tokens').values(values).returning(['id']).executeTakeFirstOrThrow();
}

export async function revokeToken(db: Executor, id: number, at: string) {
  return db
    .updateTable('api_tokens')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Revokes every standing token of a person in one workspace (they left it); answers how many. */
export async function revokeUserTokens(db: Executor, workspaceId: number, userId: number, at: string) {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: at })
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Revokes every standing token of a person in every workspace (their password was reset or set, or
 * they asked for it); answers how many.
 */
export async function revokeAllUserTokens(db: Executor, userId: number, at: string) {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findTokenById(db: Executor, id: number) {
  return db.selectFrom('api_tokens').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A person's tokens in one workspace that still stand (revoked ones are gone), newest first. */
export async function listUserTokens(db: Executor, workspaceId: number, userId: number) {
  return db
    .selectFrom('api_tokens')
    .select(['id', 'name', 'abilities', 'created_at', 'last_used_at', 'expires_at'])
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

/** A person's tokens in one workspace that still work: not revoked, not expired. */
export async function countLiveTokens(db: Executor, workspaceId: number, userId: number, now: string) {
  const row = await db
    .selectFrom('api_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
