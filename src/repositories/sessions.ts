import type { Insertable } from 'kysely';
import type { Executor } from '../db/connection.js';
import { precompiled } from '../db/precompiled.js';
import { CALLER_COLUMNS } from './callers.js';
import type { Session, SessionsTable } from '../db/schema.js';

/** Every request made with a session cookie runs this: built once (`precompiled`), not per request. */
const sessionForRequest = precompiled((db: Executor, digest: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('workspaces as w', 'w.id', 's.workspace_id')
    .leftJoin('memberships as m', (join) =>
      join.onRef('m.workspace_id', '=', 's.workspace_id').onRef('m.user_id', '=', 's.user_id'),
    )
    .select([
      's.id as session_id',
      's.csrf_token',
      's.expires_at as session_expires_at',
      's.last_seen_at as session_last_seen_at',
      ...CALLER_COLUMNS,
    ])
    .selectAll('w')
    .where('s.digest', '=', digest),
);

export async function findSessionForRequest(db: Executor, digest: string) {
  const [row] = await sessionForRequest(db, digest);
  return row;
}

export async function insertSession(db: Executor, values: Insertable<SessionsTable>): Promise<Session> {
  return db.insertInto('sessions').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Renews a session seen again, at most once per `staleBefore` (a write per request would be wasteful). */
export async function touchSession(
  db: Executor,
  id: number,
  values: { last_seen_at: string; expires_at: string },
  staleBefore: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set(values)
    .where('id', '=', id)
    .where('last_seen_at', '<', staleBefore)
    .execute();
}

export async function listUserSessions(db: Executor, userId: number, now: string): Promise<Session[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function deleteSession(db: Executor, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every session of a person, except `keepId` when given. */
export async function deleteUserSessions(db: Executor, userId: number, keepId: number | null = null) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepId !== null) query = query.where('id', '<>', keepId);
  await query.execute();
}

export async function deleteExpiredSessions(db: Executor, userId: number, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
}

export async function setSessionWorkspace(db: Executor, id: number, workspaceId: number): Promise<void> {
  await db.updateTable('sessions').set({ workspace_id: workspaceId }).where('id', '=', id).execute();
}

/**
 * A person left a workspace: their sessions acting in it move to another of their current workspaces,
 * or end when there is none.
 */
export async function moveSessionsOffWorkspace(
  db: Executor,
  userId: number,
  workspaceId: number,
  nextWorkspaceId: number | null,
): Promise<void> {
  if (nextWorkspaceId === null) {
    await db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where('workspace_id', '=', workspaceId)
      .execute();
    return;
  }
  await db
    .updateTable('sessions')
    .set({ workspace_id: nextWorkspaceId })
    .where('user_id', '=', userId)
    .where('workspace_id', '=', workspaceId)
    .execute();
}

/** The person's current memberships with their workspaces, oldest membership first. */
export async function currentMemberships(db: Executor, userId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
    .select(['w.id', 'w.slug', 'w.name', 'w.issue_prefix', 'm.role'])
    .where('m.user_id', '=', userId)
    .where('m.left_at', 'is', null)
    .orderBy('m.joined_at')
    .orderBy('m.id')
    .execute();
}
