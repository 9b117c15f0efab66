import type { Insertable } from 'kysely';
import type { Executor, Tx } from '../db/connection.js';
import { lockedForWrite } from '../db/row-locks.js';
import type { Timer, TimersTable } from '../db/schema.js';

export interface TimerWithIssue extends Timer {
  issue_number: number;
  issue_project_prefix: string | null;
}

export async function findRunningTimer(
  db: Executor,
  workspaceId: number,
  userId: number,
): Promise<TimerWithIssue | undefined> {
  return db
    .selectFrom('timers')
    .innerJoin('issues', 'issues.id', 'timers.issue_id')
    .leftJoin('projects', 'projects.id', 'issues.project_id')
    .selectAll('timers')
    .select(['issues.number as issue_number', 'projects.prefix as issue_project_prefix'])
    .where('timers.workspace_id', '=', workspaceId)
    .where('timers.user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Removes the person's running timer and returns it. Deleting (rather than reading, then deleting) is
 * what makes stopping safe under concurrency: only the request whose delete found the row writes its
 * entry.
 */
export async function takeRunningTimer(
  db: Executor,
  workspaceId: number,
  userId: number,
): Promise<Timer | undefined> {
  return db
    .deleteFrom('timers')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export async function takeTimerById(db: Executor, id: number): Promise<Timer | undefined> {
  return db.deleteFrom('timers').where('id', '=', id).returningAll().executeTakeFirst();
}

/** Fails with a unique violation when the person already has a running timer. */
export async function insertTimer(db: Executor, values: Insertable<TimersTable>): Promise<Timer> {
  return db.insertInto('timers').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function timersStartedBefore(db: Executor, before: string): Promise<Timer[]> {
  return db.selectFrom('timers').selectAll().where('started_at', '<', before).orderBy('id').execute();
}

/**
 * Holds the person's membership row until the caller's transaction ends: starts by one person then
 * run one after another, each finding the timer the previous one started.
 */
export async function lockPersonsTimers(tx: Tx, workspaceId: number, userId: number): Promise<void> {
  const query = tx
    .selectFrom('memberships')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId);
  await lockedForWrite(tx, query).execute();
}
