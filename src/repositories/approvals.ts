import type { Insertable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { RunApproval, RunApprovalsTable } from '../db/schema.js';
import { fetchPage, type Page } from './paging.js';

/** Approvals bound to one action (decisions §12.10): an agent's requests during a run, answered once. */

/** Why an approval nobody answered was denied. */
export const NO_ANSWER_REASON = 'Nobody answered within 24 hours.';

/** Why the approvals of a run that left its runner's hands were denied (`updateRunWhere`). */
export const ENDED_REASON = (status: string) =>
  status === 'queued'
    ? 'The run went back to the queue before an answer; a new attempt asks again.'
    : `The run ended (${status}) before an answer.`;

export async function insertApproval(
  db: Executor,
  values: Insertable<RunApprovalsTable>,
): Promise<RunApproval> {
  return db.insertInto('run_approvals').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findApproval(
  db: Executor,
  workspaceId: number,
  id: number,
): Promise<RunApproval | undefined> {
  return db
    .selectFrom('run_approvals')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A run's approvals, oldest first (a run asks at most a bounded number: domain/approvals.ts). */
export async function listApprovalsOfRun(db: Executor, runId: string): Promise<RunApproval[]> {
  return db.selectFrom('run_approvals').selectAll().where('run_id', '=', runId).orderBy('id').execute();
}

/** The workspace's approvals, newest first, optionally of one status. */
export async function listWorkspaceApprovals(
  db: Executor,
  workspaceId: number,
  status: RunApproval['status'] | undefined,
  limit: number,
  offset: number,
): Promise<Page<RunApproval>> {
  let query = db.selectFrom('run_approvals').selectAll().where('workspace_id', '=', workspaceId);
  if (status !== undefined) query = query.where('status', '=', status);
  return fetchPage(query.orderBy('id', 'desc'), limit, offset);
}

/**
 * Answers a pending approval; undefined when it was answered already (the first answer wins: PostgreSQL
 * re-checks the condition once a concurrent answer commits).
 */
export async function answerPendingApproval(
  db: Executor,
  id: number,
  answer: {
    status: 'approved' | 'denied';
    reason: string | null;
    answered_by_id: number | null;
    answered_at: string;
  },
): Promise<RunApproval | undefined> {
  return db
    .updateTable('run_approvals')
    .set(answer)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** A run left its runner's hands: what it still waited for is denied, by nobody, with the reason. */
export async function denyPendingApprovalsOfRun(
  db: Executor,
  runId: string,
  reason: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('run_approvals')
    .set({ status: 'denied', reason, answered_by_id: null, answered_at: now })
    .where('run_id', '=', runId)
    .where('status', '=', 'pending')
    .execute();
}

/** Pending approvals whose time to answer is over, oldest first. */
export async function listExpiredApprovals(db: Executor, now: string, limit: number): Promise<RunApproval[]> {
  return db
    .selectFrom('run_approvals')
    .selectAll()
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

export async function countApprovalsOfRun(
  db: Executor,
  runId: string,
): Promise<{ total: number; pending: number }> {
  const rows = await db
    .selectFrom('run_approvals')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('run_id', '=', runId)
    .groupBy('status')
    .execute();
  const total = rows.reduce((sum, row) => sum + Number(row.count), 0);
  const pending = Number(rows.find((row) => row.status === 'pending')?.count ?? 0);
  return { total, pending };
}

/**
 * Who assigned the issue to the agent: the person whose assignment queued the agent's latest run on it
 * (a run queued by an assignment records who assigned), if any.
 */
export async function assignerOfAgentOnIssue(
  db: Executor,
  issueId: number,
  agentId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('runs')
    .select('requested_by_id')
    .where('issue_id', '=', issueId)
    .where('agent_id', '=', agentId)
    .where('trigger', '=', 'assignment')
    .where('requested_by_type', '=', 'user')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.requested_by_id ?? null;
}
