import type { Insertable } from 'kysely';
import type { Executor, Tx } from '../db/connection.js';
import type { Membership, MembershipsTable, Role } from '../db/schema.js';
import { isPostgres } from '../db/migration-helpers.js';
import { lockedForWrite } from '../db/row-locks.js';

/** Current members of a workspace with their accounts, in joining order. */
export async function listCurrentMembers(db: Executor, workspaceId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.email', 'm.role', 'm.weekly_hours', 'm.joined_at'])
    .where('m.workspace_id', '=', workspaceId)
    .where('m.left_at', 'is', null)
    .orderBy('m.joined_at')
    .orderBy('m.id')
    .execute();
}

/** A person's membership of the workspace: the current one, or with `includingFormer` an ended one too. */
export async function findMembership(
  db: Executor,
  workspaceId: number,
  userId: number,
  options: { includingFormer?: boolean } = {},
) {
  let query = db
    .selectFrom('memberships')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId);
  if (!options.includingFormer) query = query.where('left_at', 'is', null);
  return query.executeTakeFirst();
}

export async function insertMembership(
  db: Executor,
  values: Insertable<MembershipsTable>,
): Promise<Membership> {
  return db.insertInto('memberships').values(values).returningAll().executeTakeFirstOrThrow();
}

/** An ended membership current again, with a new role and weekly hours. */
export async function restoreMembership(
  db: Executor,
  id: number,
  role: Role,
  weeklyHours: number,
): Promise<Membership> {
  return db
    .updateTable('memberships')
    .set({ role, weekly_hours: weeklyHours, left_at: null })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Ends a person's current membership; false when they were no current member. */
export async function endMembership(
  db: Executor,
  workspaceId: number,
  userId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('memberships')
    .set({ left_at: now })
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .where('left_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A person's membership of the workspace with their account's name: the current one, or with
 * `includingFormer` any past one as well (a former member's issues remain theirs).
 */
export async function findMember(
  db: Executor,
  workspaceId: number,
  userId: number,
  options: { includingFormer?: boolean } = {},
) {
  let query = db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.role', 'u.name', 'u.deleted_at'])
    .where('m.workspace_id', '=', workspaceId)
    .where('m.user_id', '=', userId);
  if (!options.includingFormer) query = query.where('m.left_at', 'is', null);
  return query.executeTakeFirst();
}

/**
 * The workspace's current owners. On PostgreSQL their rows stay locked until the caller commits, so
 * that two administrators cannot each demote one of the last two owners at once (SQLite runs one
 * write transaction at a time anyway).
 */
export async function lockOwners(db: Executor, workspaceId: number): Promise<number[]> {
  const query = db
    .selectFrom('memberships')
    .select('user_id')
    .where('workspace_id', '=', workspaceId)
    .where('role', '=', 'owner')
    .where('left_at', 'is', null);
  const rows = await (isPostgres(db) ? query.forUpdate() : query).execute();
  return rows.map((row) => row.user_id);
}

export async function updateMembership(
  db: Executor,
  id: number,
  changes: { role?: string; weekly_hours?: number },
): Promise<void> {
  await db
    .updateTable('memberships')
    .set(changes as never)
    .where('id', '=', id)
    .execute();
}

/**
 * Current members of the workspace whose accounts still exist: everyone a comment may mention, or with
 * `excludingManagement` everyone who can be handed work or named in a picker.
 */
export async function listLivePeople(
  db: Executor,
  workspaceId: number,
  options: { excludingManagement?: boolean } = {},
) {
  let query = db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.email', 'm.role'])
    .where('m.workspace_id', '=', workspaceId)
    .where('m.left_at', 'is', null)
    .where('u.deleted_at', 'is', null);
  if (options.excludingManagement) query = query.where('m.role', '!=', 'management');
  return query.execute();
}

/** The workspace's current owners and admins. */
export async function listAdministratorIds(db: Executor, workspaceId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('workspace_id', '=', workspaceId)
    .where('left_at', 'is', null)
    .where('role', 'in', ['owner', 'admin'])
    .execute();
  return rows.map((row) => row.user_id);
}

/** Locks one membership row until the transaction ends (PostgreSQL; SQLite serialises writers). */
export async function lockMembership(tx: Tx, workspaceId: number, userId: number): Promise<void> {
  await lockedForWrite(
    tx,
    tx
      .selectFrom('memberships')
      .select('id')
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId),
  ).execute();
}
