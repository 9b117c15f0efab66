import { nowIso } from '../../clock.js';
import type { Executor } from '../../db/connection.js';
import type { Run } from '../../db/schema.js';
import { findAgentOwnerId } from '../../repositories/agents.js';
import { insertInboxItems } from '../../repositories/inbox.js';
import { listAdministratorIds } from '../../repositories/members.js';
import { notifyByMail } from '../integrations/mail-outbox.js';

/**
 * Failures that reach people (issue 38, docs/decisions.md "Issue 38 — failures that reach people").
 * The one path by which a run that failed for good is announced, whatever ended it (the runner's
 * report, the last lost lease, a stall, the time limit, a budget stop, a revoked runtime, a disabled
 * agent): an inbox item (`run_failed`) and a mail (`run_failed`, bundled with the issue's other notices
 * and governed by the person's `runs` preference) to the person who queued it and the agent's owner,
 * or the workspace's owners and admins when the agent has no owner. Each person once, even when they
 * are both. A run that will be tried again (a transient failure with attempts left) is not announced:
 * only its last attempt is.
 */

const NOTE_LENGTH = 500;

type FailedRun = Pick<
  Run,
  | 'id'
  | 'workspace_id'
  | 'agent_id'
  | 'issue_id'
  | 'attempts'
  | 'error'
  | 'failure_reason'
  | 'requested_by_type'
  | 'requested_by_id'
>;

/** The people who hear of a failed run: its requester and its agent's owner (or the administrators). */
export async function failureRecipients(db: Executor, run: FailedRun): Promise<number[]> {
  const people = new Set<number>();
  if (run.requested_by_type === 'user' && run.requested_by_id !== null) people.add(run.requested_by_id);
  const ownerId = await findAgentOwnerId(db, run.agent_id);
  if (ownerId) people.add(ownerId);
  else for (const id of await listAdministratorIds(db, run.workspace_id)) people.add(id);
  return [...people];
}

/** "after 3 attempts" when the run was claimed more than once, else nothing. */
export function afterAttempts(attempts: number | string): string {
  const count = Number(attempts);
  return count > 1 ? ` after ${count} attempts` : '';
}

/** What the inbox item says: `Failed after 3 attempts (lease_expired): The runner stopped…`. */
export function failureNote(run: Pick<FailedRun, 'attempts' | 'error' | 'failure_reason'>): string {
  const reason = run.failure_reason ? ` (${run.failure_reason})` : '';
  const note = `Failed${afterAttempts(run.attempts)}${reason}: ${run.error ?? 'no reason given'}`;
  return note.length > NOTE_LENGTH ? `${note.slice(0, NOTE_LENGTH - 1)}…` : note;
}

/** Announces a run that failed for good, in the transaction that failed it. */
export async function announceRunFailure(db: Executor, run: FailedRun): Promise<void> {
  const people = await failureRecipients(db, run);
  if (people.length === 0) return;
  const now = nowIso();
  const note = failureNote(run);
  await insertInboxItems(
    db,
    people.map((userId) => ({
      workspace_id: run.workspace_id,
      user_id: userId,
      kind: 'run_failed',
      issue_id: run.issue_id,
      comment_id: null,
      run_id: run.id,
      note,
      actor_type: 'agent' as const,
      actor_id: run.agent_id,
      created_at: now,
      read_at: null,
    })),
  );
  for (const userId of people) {
    await notifyByMail(db, {
      userId,
      workspaceId: run.workspace_id,
      issueId: run.issue_id,
      kind: 'run_failed',
      actor: { type: 'agent', id: run.agent_id },
      runId: run.id,
    });
  }
}
