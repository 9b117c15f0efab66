import { monotonicFactory } from 'ulid';
import { nowIso } from '../../clock.js';
import type { Tx } from '../../db/connection.js';
import type { Agent, Run } from '../../db/schema.js';
import { hasUnfinishedBlocker } from '../../repositories/issue-dependencies.js';
import { insertRun, issuePriorityRank, queuedRunOfAgentOnIssue } from '../../repositories/runs.js';
import type { ActorRef } from '../actors.js';
import { callerActor } from '../caller.js';
import type { CommandContext } from '../context.js';
import { holdLiveIssues } from '../issues/issue-deletion.js';
import { assertCanPutAgentsToWork } from '../policy.js';

/** A run without an issue is claimed after every priority. */
const NO_ISSUE_RANK = 4;

/** Monotonic within a process: runs queued in the same millisecond keep their order (ULIDs sort). */
const ulid = monotonicFactory();

/** `review`: a reviewer asked for changes (issue 39). */
export type RunTrigger = 'api' | 'assignment' | 'mention' | 'review';

export interface QueueRunInput {
  workspaceId: number;
  agent: Pick<Agent, 'id' | 'workspace_id'>;
  issueId: number | null;
  trigger: RunTrigger;
  /** The comment whose mention queued the run: it travels as the run's context. */
  commentId?: number | null;
  requestedBy: ActorRef | null;
  /** The run this one retries (`POST /runs/{ulid}/retry`). */
  retryOf?: string | null;
}

/**
 * The one function that queues runs, for all three ways an agent is put to work: the explicit
 * `POST /issues/{issue}/runs`, assigning an issue to an agent, and mentioning an agent in a comment.
 * Runs inside the caller's transaction; the agent must already have been checked against the workspace.
 *
 * One run at a time per issue and agent (decisions §12.7): asking for a run of an agent on an issue
 * where that agent already has a run *queued* answers that run instead of queueing a second (the
 * queued run keeps its trigger, comment and requester: it will see the issue as it is when claimed).
 * The issue's row is locked first, so two requests at once coalesce too. A retry (`retryOf`) always
 * queues its own run, so that the retry chain stays whole; the claim then holds it back while another
 * run of the agent on the issue is held.
 */
export async function queueRun(tx: Tx, input: QueueRunInput): Promise<Run> {
  if (input.agent.workspace_id !== input.workspaceId) throw new Error('agent outside the workspace');
  if (input.issueId !== null) await holdLiveIssues(tx, [{ id: input.issueId }]);
  if (input.issueId !== null && !input.retryOf) {
    const queued = await queuedRunOfAgentOnIssue(tx, input.issueId, input.agent.id);
    if (queued) return queued;
  }
  const blocked = input.issueId !== null && (await hasUnfinishedBlocker(tx, input.issueId));
  const priorityRank = input.issueId === null ? NO_ISSUE_RANK : await issuePriorityRank(tx, input.issueId);
  const now = nowIso();
  return insertRun(tx, {
    id: ulid(),
    workspace_id: input.workspaceId,
    agent_id: input.agent.id,
    issue_id: input.issueId,
    status: 'queued',
    trigger: input.trigger,
    comment_id: input.commentId ?? null,
    requested_by_type: input.requestedBy?.type ?? null,
    requested_by_id: input.requestedBy?.id ?? null,
    queued_at: now,
    blocked: blocked ? 1 : 0,
    priority_rank: priorityRank,
    retry_of: input.retryOf ?? null,
    created_at: now,
    updated_at: now,
  });
}

/**
 * A run a person asked for, by any of the three ways: refused (403) when their role may not put an agent
 * to work (decisions §2: guests), whichever path led here.
 */
export async function queueRunAskedBy(
  tx: Tx,
  ctx: Pick<CommandContext, 'caller'>,
  input: Omit<QueueRunInput, 'workspaceId' | 'requestedBy'>,
): Promise<Run> {
  const { caller } = ctx;
  assertCanPutAgentsToWork(caller);
  return queueRun(tx, {
    ...input,
    workspaceId: caller.workspace.id,
    requestedBy: callerActor(caller),
  });
}
