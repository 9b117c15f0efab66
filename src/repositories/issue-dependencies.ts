import { sql } from 'kysely';
import type { Executor, Tx } from '../db/connection.js';
import { lockedForWrite } from '../db/row-locks.js';

/** Queries of issue dependencies (`issue_dependencies`: a blocker and the issue it blocks). */
export async function blockerIdsOf(db: Executor, issueId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('issue_dependencies')
    .select('blocker_id')
    .where('blocked_id', '=', issueId)
    .execute();
  return rows.map((row) => row.blocker_id);
}

export async function blockedIdsOf(db: Executor, issueId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('issue_dependencies')
    .select('blocked_id')
    .where('blocker_id', '=', issueId)
    .execute();
  return rows.map((row) => row.blocked_id);
}

/** Serialises dependency writes of a workspace (PostgreSQL), so two writes cannot close a cycle together. */
export async function lockWorkspaceDependencies(tx: Tx, workspaceId: number): Promise<void> {
  await lockedForWrite(tx, tx.selectFrom('workspaces').select('id').where('id', '=', workspaceId)).execute();
}

/** The issues these issues block, one step: what a search for cycles walks. */
export async function dependencyEdgesFrom(db: Executor, blockerIds: number[]) {
  if (blockerIds.length === 0) return [];
  return db
    .selectFrom('issue_dependencies')
    .select(['blocker_id', 'blocked_id'])
    .where('blocker_id', 'in', blockerIds)
    .execute();
}

/** Replaces one side of an issue's dependencies: its blockers, or the issues it blocks. */
export async function replaceDependencies(
  db: Executor,
  workspaceId: number,
  issueId: number,
  side: 'blocked_by' | 'blocks',
  otherIds: number[],
  now: string,
): Promise<void> {
  const own = side === 'blocked_by' ? 'blocked_id' : 'blocker_id';
  await db.deleteFrom('issue_dependencies').where(own, '=', issueId).execute();
  if (otherIds.length === 0) return;
  await db
    .insertInto('issue_dependencies')
    .values(
      otherIds.map((otherId) => ({
        workspace_id: workspaceId,
        blocker_id: side === 'blocked_by' ? otherId : issueId,
        blocked_id: side === 'blocked_by' ? issueId : otherId,
        created_at: now,
      })),
    )
    .execute();
}

/** True while a live blocker of the issue is neither `done` nor `canceled`. */
function unfinishedBlockerOf(issueId: ReturnType<typeof sql.ref>) {
  return sql<boolean>`exists (select 1 from issue_dependencies d join issues b on b.id = d.blocker_id
    where d.blocked_id = ${issueId} and b.deleted_at is null and b.status not in ('done', 'canceled'))`;
}

export async function hasUnfinishedBlocker(db: Executor, issueId: number): Promise<boolean> {
  const row = await db
    .selectFrom('issues')
    .select(
      sql<number>`case when ${unfinishedBlockerOf(sql.ref('issues.id'))} then 1 else 0 end`.as('blocked'),
    )
    .where('id', '=', issueId)
    .executeTakeFirst();
  return Number(row?.blocked ?? 0) === 1;
}

/**
 * Recomputes `blocked` of the queued runs of these issues from their blockers: what wakes a run once
 * its last blocker is finished, and holds it back again when a blocker reopens.
 */
export async function refreshRunBlocks(db: Executor, issueIds: number[]): Promise<void> {
  if (issueIds.length === 0) return;
  await db
    .updateTable('runs')
    .set({
      blocked: sql<number>`case when ${unfinishedBlockerOf(sql.ref('runs.issue_id'))} then 1 else 0 end`,
    })
    .where('status', '=', 'queued')
    .where('issue_id', 'in', issueIds)
    .execute();
}

/** The unfinished live blockers of issues, for saying why their runs wait. */
export async function unfinishedBlockers(db: Executor, issueIds: number[]) {
  if (issueIds.length === 0) return [];
  return db
    .selectFrom('issue_dependencies as d')
    .innerJoin('issues as b', 'b.id', 'd.blocker_id')
    .leftJoin('projects as p', 'p.id', 'b.project_id')
    .select(['d.blocked_id', 'b.number', 'p.prefix'])
    .where('d.blocked_id', 'in', issueIds)
    .where('b.deleted_at', 'is', null)
    .where('b.status', 'not in', ['done', 'canceled'])
    .orderBy('b.number')
    .execute();
}
