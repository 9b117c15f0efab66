import { type Db, inTransaction, type Tx } from '../../db/connection.js';
import type { Run } from '../../db/schema.js';
import {
  findRetryOf,
  heldRunsOf,
  heldRunsWithTimeLimit,
  heldRunWithTimeLimit,
  lockIssueOfRun,
  lockRun,
  refreshAgentStatus,
  startedAtOrDispatchedAt,
  updateRunWhere,
} from '../../repositories/runs.js';
import { workspaceById } from '../../repositories/workspaces.js';
import { findAssignableAgent } from './agents.js';
import { nowOf, type CommandContext, type SystemContext } from '../context.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { emitEvent } from '../events.js';
import { publishRunChange } from '../live-changes.js';
import { asPerson, assertCanControlRun, assertCanPutAgentsToWork } from '../policy.js';
import { followUpWaitingMessages } from './run-messages.js';
import { applyRunOutcomeToIssue, workspaceFollowingRuns } from './run-issue-status.js';
import { postAgentComment, writeTimeEntry } from './run-records.js';
import { loadRunView, runIssueIdentifier, visibleRunRow } from './runs.js';
import { queueRun } from './runs-queue.js';
import { announceRunFailure } from './run-failure-notices.js';

/**
 * Runs people control (decisions §11.4): cancel, retry, and the agent's time limit (`max_run_minutes`).
 *
 * A canceled or timed-out run loses its lease in the same UPDATE that ends it, so every later call of the
 * runner holding it (renewal, log, start, complete, fail, release) answers 409 and the reference runner
 * stops the command's process group; it renews every tenth of the lease, at least every 3 s.
 */
const UNFINISHED: Run['status'][] = ['queued', 'dispatched', 'running'];
const ENDED: Run['status'][] = ['completed', 'failed', 'canceled'];

const endedMessage = (status: string) => `The run has already ended (${status}); there is nothing to cancel.`;

/**
 * `POST /runs/{ulid}/cancel`: any unfinished run ends `canceled` (a queued one is never claimed
 * afterwards; a claimed one loses its lease). Canceling a canceled run answers it again; a completed or
 * failed one is 409. No webhook fires (the contract's run events are its two ends, completed and
 * failed); the issue's status goes back as for a failure (run-issue-status.ts, `applyRunOutcomeToIssue`).
 * Live readers of the run look again once committed.
 */
export async function cancelRun(
  tx: Tx,
  ctx: CommandContext,
  { run: reference }: { run: string },
): Promise<Run> {
  const { caller } = ctx;
  const person = asPerson(caller, 'cancel runs');
  const row = await visibleRunRow(tx, caller, reference);
  assertCanControlRun(caller, row, 'cancel');
  await publishRunChange(tx, ctx.publishers.runs, {
    event: 'run.changed',
    workspaceId: caller.workspace.id,
    runId: row.id,
  });
  if (row.status === 'canceled') return row;
  if (ENDED.includes(row.status)) throw new ConflictError(endedMessage(row.status));
  await lockIssueOfRun(tx, row.id);
  const now = nowOf(ctx);
  // Conditional on being unfinished: a claim that took the run meanwhile loses it here (the claim's
  // lease is cleared with it), a report that ended it first wins.
  const canceled = await updateRunWhere(
    tx,
    row.id,
    { statuses: UNFINISHED },
    {
      status: 'canceled',
      finished_at: now,
      lease_token_digest: null,
      lease_expires_at: null,
      canceled_by_type: 'user',
      canceled_by_id: person.user.id,
      updated_at: now,
    },
  );
  if (!canceled) {
    const ended = await visibleRunRow(tx, caller, row.id);
    if (ended.status === 'canceled') return ended;
    throw new ConflictError(endedMessage(ended.status));
  }
  // The agent worked from the start until now: its time counts on the issue as any run's does.
  if (canceled.started_at !== null) await writeTimeEntry(tx, canceled, now);
  await refreshAgentStatus(tx, canceled.agent_id);
  await applyRunOutcomeToIssue(tx, ctx, { run: canceled, outcome: 'canceled' });
  return canceled;
}

/**
 * `POST /runs/{ulid}/retry`: a new queued run for the same issue and agent, carrying the same trigger
 * and comment (its context), asked for by the caller. Only an ended run is retried, and at most once:
 * a second retry (two racing) is 409 naming the first, whose run can be retried in turn.
 */
export async function retryRun(
  tx: Tx,
  ctx: CommandContext,
  { run: reference }: { run: string },
): Promise<Run> {
  const { caller } = ctx;
  const person = asPerson(caller, 'retry runs');
  const row = await visibleRunRow(tx, caller, reference);
  assertCanPutAgentsToWork(caller);
  assertCanControlRun(caller, row, 'retry');
  if (!ENDED.includes(row.status)) {
    throw new ConflictError(`The run has not ended (${row.status}); cancel it or wait before retrying.`);
  }
  await lockRun(tx, row.id);
  const earlier = await findRetryOf(tx, row.id);
  if (earlier) throw new ConflictError(`This run was already retried as run ${earlier.id}.`);
  const agent = await findAssignableAgent(tx, caller, row.agent_id);
  if (!agent) throw new NotFoundError('Run');
  if (agent.status === 'disabled')
    throw new ConflictError('The agent is disabled; enable it before retrying.');
  try {
    return await queueRun(tx, {
      workspaceId: caller.workspace.id,
      agent,
      issueId: row.issue_id,
      trigger: row.trigger,
      commentId: row.comment_id,
      requestedBy: { type: 'user', id: person.user.id },
      retryOf: row.id,
    });
  } catch (error) {
    if (error instanceof NotFoundError) {
      throw new ConflictError('The run’s issue was deleted; there is nothing to retry it on.');
    }
    throw error;
  }
}

export const TIMED_OUT = 'timed_out';

export const timedOutError = (minutes: number) =>
  `${TIMED_OUT}: the run passed its agent's limit of ${minutes} minute${minutes === 1 ? '' : 's'} ` +
  '(max_run_minutes) and was stopped.';

type Overrun = NonNullable<Awaited<ReturnType<typeof heldRunWithTimeLimit>>>;

/** From the start, or the claim when the runner never said start. */
function hasPassedLimit(run: Overrun, now: number): boolean {
  const since = run.started_at ?? run.dispatched_at;
  if (since === null || run.max_run_minutes === null) return false;
  return Date.parse(since) + Number(run.max_run_minutes) * 60_000 <= now;
}

/**
 * Ends one held run as `failed` with `reason` and `error`, like a failure the runner reports: its lease
 * goes (so does its run token), the agent's time is recorded, the agent says so on the issue (where
 * statuses follow runs) and `run.failed` fires. Conditional on the lease it had, so a sweep, a renewal,
 * a report and a revocation racing end it once. Call in the caller's transaction.
 */
export interface HeldRunFailure {
  run: { id: string; lease_token_digest: string | null };
  reason: NonNullable<Run['failure_reason']>;
  error: string;
}

export async function failHeldRun(
  tx: Tx,
  ctx: SystemContext,
  { run, reason, error }: HeldRunFailure,
): Promise<boolean> {
  await lockIssueOfRun(tx, run.id);
  const now = nowOf(ctx);
  const ended = await updateRunWhere(
    tx,
    run.id,
    { statuses: ['dispatched', 'running'], leaseDigest: run.lease_token_digest ?? '' },
    {
      status: 'failed',
      finished_at: now,
      started_at: startedAtOrDispatchedAt(now),
      error,
      failure_reason: reason,
      lease_token_digest: null,
      lease_expires_at: null,
      updated_at: now,
    },
  );
  if (!ended) return false;
  await writeTimeEntry(tx, ended, now);
  await refreshAgentStatus(tx, ended.agent_id);
  await applyRunOutcomeToIssue(tx, ctx, { run: ended, outcome: 'failed' });
  await followUpWaitingMessages(tx, ended);
  const workspace = await workspaceById(tx, ended.workspace_id);
  const { row } = await loadRunView(tx, ended.workspace_id, ended.id, false);
  const issue = runIssueIdentifier(row);
  if (issue !== null && (await workspaceFollowingRuns(tx, ended))) {
    await postAgentComment(tx, ctx, { run: ended, workspace, issue, text: `The run failed: ${error}`, now });
  }
  const { view } = await loadRunView(tx, ended.workspace_id, ended.id, true);
  await announceRunFailure(tx, ended);
  await emitEvent(tx, workspace, 'run.failed', { ...view });
  return true;
}

/** A run that passed its agent's `max_run_minutes` fails `timed_out`. */
async function timeOut(db: Db, ctx: SystemContext, run: Overrun): Promise<boolean> {
  return inTransaction(db, (tx) =>
    failHeldRun(tx, ctx, { run, reason: 'timed_out', error: timedOutError(Number(run.max_run_minutes)) }),
  );
}

export const RUNTIME_REVOKED_ERROR =
  'runtime_revoked: an administrator revoked the runtime that held this run; its work was stopped and is not trusted. Retry it once the agent has a runtime again.';
export const AGENT_DISABLED_ERROR =
  'agent_disabled: an administrator disabled the agent while this run was held; it was stopped. Enable the agent and retry it.';

/**
 * Revoking a runtime or disabling an agent (issue 37) stops what it holds at once: each held run fails
 * (`runtime_revoked`, `agent_disabled`), which takes its lease and its run token with it (401 on the
 * next call). Failed, not queued again: a revoked runtime's attempt is not to be trusted and its agent
 * stays bound to it, and a disabled agent's runs are never claimed, so a queued run would only wait;
 * failing says so to whoever asked (mail, `run.failed`), and `retry` starts over once fixed.
 */
export async function failRunsHeldBy(
  tx: Tx,
  ctx: SystemContext,
  holder: { runtimeId: number } | { agentId: number },
): Promise<number> {
  const held = await heldRunsOf(tx, holder);
  const [reason, error] =
    'runtimeId' in holder
      ? (['runtime_revoked', RUNTIME_REVOKED_ERROR] as const)
      : (['agent_disabled', AGENT_DISABLED_ERROR] as const);
  let failed = 0;
  for (const run of held) if (await failHeldRun(tx, ctx, { run, reason, error })) failed++;
  return failed;
}

/** The sweep (at claim and every minute): every held run past its agent's limit fails `timed_out`. */
export async function timeOutOverrunningRuns(
  db: Db,
  ctx: SystemContext,
  { limit = 500 }: { limit?: number } = {},
): Promise<number> {
  const now = Date.now();
  let ended = 0;
  for (const run of await heldRunsWithTimeLimit(db, limit)) {
    if (hasPassedLimit(run, now) && (await timeOut(db, ctx, run))) ended++;
  }
  return ended;
}

/** Lease renewal: a run past its limit is ended now and the renewal answers 409. */
export async function timedOutAtRenewal(db: Db, ctx: SystemContext, runId: string): Promise<boolean> {
  const run = await heldRunWithTimeLimit(db, runId);
  if (!run || !hasPassedLimit(run, Date.now())) return false;
  await timeOut(db, ctx, run);
  return true;
}
