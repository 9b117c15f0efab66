import { inTransaction, type Db, type Executor, type Tx } from '../../db/connection.js';
import type { Run } from '../../db/schema.js';
import {
  cancelQueuedRunsOfComment,
  lockRun,
  queuedRunIdsOfComment,
  updateRunWhere,
} from '../../repositories/runs.js';
import {
  countWaitingRunMessages,
  deleteRunMessages,
  heldRunOfAgentOnIssue,
  insertRunMessage,
  listWaitingRunMessages,
  markRunMessagesDelivered,
  moveRunMessages,
} from '../../repositories/run-messages.js';
import type { RunMessageView } from '../../schemas/daemon.js';
import { ActorDirectory, type ActorRef } from '../actors.js';
import { leasedRunOfRuntime, leaseLostError, type LeaseCall } from './run-leases.js';
import { touchRuntime } from './runtime-caller.js';
import { queueRun } from './runs-queue.js';
import { nowOf, type SystemContext } from '../context.js';

/**
 * Steering (decisions §12.8): a comment that mentions an agent whose run on the issue a runner holds
 * (`dispatched` or `running`) is kept as a message for that run instead of queueing another; the runner
 * learns the count from each lease renewal, fetches them (`GET /runs/{run}/messages`) and hands them to
 * the tool as the next turn of the same session. Messages the run never fetched are not lost: when it
 * ends (completed or failed) a follow-up run of the agent is queued for them (`followUpWaitingMessages`).
 */

/**
 * Keeps the comment for the agent's held run on the issue; false when there is none (the caller queues a
 * run as before). The run's row is locked first, so a run ending at the same moment either sees the
 * message (and follows it up) or is seen ended here.
 */
export async function steerHeldRun(
  tx: Tx,
  input: { issueId: number; agentId: number; commentId: number; now: string },
): Promise<boolean> {
  const held = await heldRunOfAgentOnIssue(tx, input.issueId, input.agentId);
  if (!held) return false;
  await lockRun(tx, held.id);
  // Re-read under the lock: the run may have ended meanwhile.
  const still = await heldRunOfAgentOnIssue(tx, input.issueId, input.agentId);
  if (still?.id !== held.id) return false;
  await insertRunMessage(tx, { run_id: held.id, comment_id: input.commentId, created_at: input.now });
  return true;
}

/**
 * A mention that a run already queued for the agent on the issue took over (one run per issue and
 * agent, decisions §12.7) rides along with that run as a message, so that it reaches the agent as a
 * next turn instead of being lost behind the first request's comment.
 */
export async function carryMentionWithQueuedRun(
  tx: Tx,
  queued: Pick<Run, 'id' | 'comment_id'>,
  commentId: number,
  now: string,
): Promise<void> {
  if (queued.comment_id === commentId) return;
  await insertRunMessage(tx, { run_id: queued.id, comment_id: commentId, created_at: now });
}

/**
 * A withdrawn comment's queued runs: one that other mentions also asked for (they ride along with it as
 * messages) is handed to the oldest of them, which becomes its comment and requester; the others are
 * canceled, as before. Answers how many were canceled.
 */
export async function withdrawCommentFromQueuedRuns(tx: Tx, commentId: number, now: string): Promise<number> {
  for (const runId of await queuedRunIdsOfComment(tx, commentId)) {
    await lockRun(tx, runId);
    const [next] = await listWaitingRunMessages(tx, runId);
    if (!next) continue;
    const handed = await updateRunWhere(
      tx,
      runId,
      { statuses: ['queued'] },
      {
        comment_id: next.comment_id,
        requested_by_type: next.author_type,
        requested_by_id: next.author_id,
        updated_at: now,
      },
    );
    if (handed) await deleteRunMessages(tx, [next.id]);
  }
  return cancelQueuedRunsOfComment(tx, commentId, now);
}

/** What a renewal answers as `messages`: how many wait for the run. */
export function waitingMessageCount(db: Executor, runId: string): Promise<number> {
  return countWaitingRunMessages(db, runId);
}

/**
 * `GET /runs/{run}/messages`: the messages waiting for the run, oldest first, marked delivered. Only the
 * current holder of the lease: another runtime's lease is 403, a lost lease 409.
 */
export async function fetchRunMessages(
  db: Db,
  ctx: SystemContext,
  { caller, run: reference, leaseToken }: LeaseCall,
): Promise<RunMessageView[]> {
  const views = await inTransaction(db, async (tx) => {
    const { run, digest } = await leasedRunOfRuntime(tx, caller, reference, leaseToken);
    await lockRun(tx, run.id);
    const now = nowOf(ctx);
    const holds =
      (run.status === 'dispatched' || run.status === 'running') &&
      run.lease_token_digest === digest &&
      (run.lease_expires_at ?? '') > now;
    if (!holds) throw await leaseLostError(tx, run.id, digest, now);
    const rows = await listWaitingRunMessages(tx, run.id);
    await markRunMessagesDelivered(
      tx,
      rows.map((row) => row.id),
      now,
    );
    const actors = await ActorDirectory.load(
      tx,
      rows.map((row) => ({ type: row.author_type, id: row.author_id })),
    );
    return rows.map((row) => ({
      id: row.id,
      comment_id: row.comment_id,
      body: row.body,
      author: actors.view(row.author_type, row.author_id),
      created_at: row.created_at,
    }));
  });
  await touchRuntime(db, caller.runtime);
  return views;
}

/**
 * A run ended (completed or failed) with messages it never fetched: a run of the same agent on the issue
 * is queued for the oldest (as its comment, like a mention), and the others move to it, to arrive as
 * its next turns. It resumes the session this run reported (`previous_session_id`), as any follow-up.
 */
export async function followUpWaitingMessages(
  tx: Tx,
  run: Pick<Run, 'id' | 'workspace_id' | 'agent_id' | 'issue_id'>,
): Promise<void> {
  if (run.issue_id === null) return;
  const waiting = await listWaitingRunMessages(tx, run.id);
  const [first, ...rest] = waiting;
  if (!first) return;
  const requestedBy: ActorRef = { type: first.author_type, id: first.author_id };
  const next = await queueRun(tx, {
    workspaceId: run.workspace_id,
    agent: { id: run.agent_id, workspace_id: run.workspace_id },
    issueId: run.issue_id,
    trigger: 'mention',
    commentId: first.comment_id,
    requestedBy,
  });
  // A run already queued for the agent may have taken the request (§12.7): then the first message rides
  // along with it like the others.
  const carried = next.comment_id === first.comment_id ? rest : waiting;
  if (carried !== waiting) await deleteRunMessages(tx, [first.id]);
  await moveRunMessages(
    tx,
    carried.map((message) => message.id),
    next.id,
  );
}
