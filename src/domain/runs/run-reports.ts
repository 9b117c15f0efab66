import type { SecretBox } from '../secret-box.js';
import { type Db, type Executor, inTransaction } from '../../db/connection.js';
import type { Run } from '../../db/schema.js';
import {
  findRun,
  lockIssueOfRun,
  refreshAgentStatus,
  startedAtOrDispatchedAt,
  updateRunWhere,
} from '../../repositories/runs.js';
import { recordDeliveries, validateDeliveries, type DeliveryReport } from './artifacts.js';
import { checkClaims } from './claim-check.js';
import { emitEvent } from '../events.js';
import { nowOf, type SystemContext } from '../context.js';
import { extendRunLease, publishRunMove, REPORTABLE } from './run-lifecycle.js';
import { leasedRunOfRuntime, leaseLostError, type LeaseCall } from './run-leases.js';
import { applyRunOutcomeToIssue, workspaceFollowingRuns } from './run-issue-status.js';
import { followUpWaitingMessages, waitingMessageCount } from './run-messages.js';
import { answeredApprovalsOfRun } from './approvals.js';
import { maskerForAgent, stderrTail } from './run-logs.js';
import { postAgentComment, writeTimeEntry } from './run-records.js';
import { MICROS_PER_DOLLAR } from './budgets.js';
import { loadRunView, runIssueIdentifier } from './runs.js';
import type { UsageReport } from '../../schemas/daemon.js';
import type { RunView } from '../../schemas/runs.js';
import type { RunSettings } from './runtimes.js';
import { touchRuntime } from './runtime-caller.js';
import { ConflictError } from '../../errors.js';
import { notifyRunCompleted } from '../integrations/mail-outbox.js';
import { announceRunFailure } from './run-failure-notices.js';
import { requestReviewAfterRun } from './reviews.js';

/**
 * The end of a run, reported by the runner holding its lease: `completed` or `failed`, with what the
 * agent reported. One transaction records the outcome, the usage, the changed paths, an `agent_run`
 * time entry for the run's duration, the deliveries (with their claim check), optionally the summary as
 * a comment, and the events: `delivery.recorded` per new or changed delivery, then `run.completed` or
 * `run.failed`.
 *
 * Idempotent per lease: the lease whose report ended the run may send that report again (its answer was
 * lost, its runner restarted) and is answered with the run as it is, nothing applied a second time. Two
 * copies arriving at once apply once: the conditional update lets one through (PostgreSQL re-checks the
 * row once the first commits), and the other finds the run ended by its own lease.
 */
export interface RunReport {
  summary?: string | null;
  error?: string | null;
  usage?: UsageReport | null;
  changed_paths?: string[] | null;
  deliveries?: DeliveryReport[] | null;
  session_id?: string | null;
  /** Post the summary on the issue as a comment by the agent (default true). */
  post_summary?: boolean;
}

export type RunOutcome = 'completed' | 'failed';

function usageColumns(usage: UsageReport | null | undefined) {
  return {
    input_tokens: usage?.input_tokens ?? null,
    output_tokens: usage?.output_tokens ?? null,
    cached_tokens: usage?.cached_tokens ?? null,
    cache_write_tokens: usage?.cache_write_tokens ?? null,
    cost_micros:
      usage?.cost_usd === undefined || usage.cost_usd === null
        ? null
        : Math.round(usage.cost_usd * MICROS_PER_DOLLAR),
  };
}

/** The reported error (or a default), followed by the last lines of standard error the attempt streamed. */
async function failureMessage(db: Executor, run: Run, reported: string | null | undefined) {
  const message = reported?.trim() || 'The run failed.';
  const tail = await stderrTail(db, run.id, Number(run.attempts));
  return tail === null ? message : `${message}\n\nLast lines of standard error:\n${tail}`;
}

/**
 * `POST /runs/{run}/complete` and `/fail` (a report sent again after a lost answer is answered again);
 * live readers of the run look again once committed.
 */
export interface RunFinish extends LeaseCall {
  outcome: RunOutcome;
  report: RunReport;
  /** Opens the agent's secrets, so that their values never reach the summary or error. */
  secretBox?: SecretBox | null;
  /** Why a failure failed: the runner reported it, or the budget stopped it at a renewal. */
  failureReason?: 'reported' | 'budget';
}

export async function finishRun(db: Db, ctx: SystemContext, input: RunFinish): Promise<RunView> {
  const { caller, run: reference, leaseToken, outcome, report, ...options } = input;
  const deliveries = report.deliveries ?? [];
  validateDeliveries(deliveries);
  const { run, digest } = await leasedRunOfRuntime(db, caller, reference, leaseToken);
  // The agent's environment values and secrets never reach the summary or error (decisions §12.4),
  // whatever the runner masked.
  const mask = await maskerForAgent(db, run.agent_id, options.secretBox ?? null);
  const summary = report.summary?.trim() ? mask(report.summary.trim()) : null;
  const changedPaths = report.changed_paths ?? null;

  const view = await inTransaction(db, async (tx) => {
    await lockIssueOfRun(tx, run.id);
    await publishRunMove(tx, ctx, run);
    const now = nowOf(ctx);
    const error =
      outcome === 'failed' ? await failureMessage(tx, run, report.error && mask(report.error)) : null;
    const finished = await updateRunWhere(
      tx,
      run.id,
      // Late is fine (decisions §12.7): the lease expired, yet nobody claimed the run since.
      { statuses: REPORTABLE, leaseDigest: digest, runtimeId: caller.runtime.id },
      {
        status: outcome,
        finished_at: now,
        // A runner that never said "start" ran from the claim.
        started_at: startedAtOrDispatchedAt(now),
        summary,
        error,
        failure_reason: outcome === 'failed' ? (options.failureReason ?? 'reported') : null,
        ...usageColumns(report.usage),
        changed_paths: changedPaths === null ? null : JSON.stringify(changedPaths),
        session_id: report.session_id ?? null,
        lease_token_digest: null,
        lease_expires_at: null,
        report_lease_digest: digest,
        updated_at: now,
      },
    );
    if (!finished) {
      const current = await findRun(tx, run.id);
      if (
        current?.report_lease_digest === digest &&
        current.runtime_id === caller.runtime.id &&
        current.status === outcome
      ) {
        return (await loadRunView(tx, caller.workspace.id, current.id, true)).view;
      }
      throw await leaseLostError(tx, run.id, digest, now);
    }
    await writeTimeEntry(tx, finished, now);
    const { row } = await loadRunView(tx, caller.workspace.id, finished.id, false);
    const issue = runIssueIdentifier(row);
    await recordDeliveries(tx, {
      run: finished,
      workspace: caller.workspace,
      issueIdentifier: issue,
      deliveries,
      claimCheck: checkClaims(summary, changedPaths),
      now,
    });
    if (report.post_summary !== false && summary !== null && issue !== null) {
      await postAgentComment(tx, ctx, {
        run: finished,
        workspace: caller.workspace,
        issue,
        text: summary,
        now,
      });
    }
    await applyRunOutcomeToIssue(tx, ctx, { run: finished, outcome, deliveries });
    // A project that requires review sends the delivery to a reviewer (decisions §12.9).
    await requestReviewAfterRun(tx, ctx, { run: finished, outcome, deliveries });
    // Steering messages the run never fetched get a run of their own (decisions §12.8).
    await followUpWaitingMessages(tx, finished);
    // A failure says what went wrong on the issue.
    if (outcome === 'failed' && issue !== null && (await workspaceFollowingRuns(tx, finished))) {
      await postAgentComment(tx, ctx, {
        run: finished,
        workspace: caller.workspace,
        issue,
        text: `The run failed: ${error}`,
        now,
      });
    }
    await refreshAgentStatus(tx, finished.agent_id);
    const { view: finishedView } = await loadRunView(tx, caller.workspace.id, finished.id, true);
    if (outcome === 'completed') await notifyRunCompleted(tx, finished);
    else await announceRunFailure(tx, finished);
    await emitEvent(tx, caller.workspace, outcome === 'completed' ? 'run.completed' : 'run.failed', {
      ...finishedView,
    });
    return finishedView;
  });
  await touchRuntime(db, caller.runtime);
  return view;
}

/**
 * `POST /runs/{run}/lease`: renews the lease; with `usage.cost_usd` (the cost so far), a run that passed
 * its per-run ceiling or a monthly cap it counts under is stopped: it ends `failed`, its error saying
 * the budget stopped it, and the renewal answers 409 with that message so the runner ends its command
 * (docs/runner-protocol.md, "Budgets"). The lease decides every race: a run the runner finished in the
 * meantime stays as it finished.
 */
export interface LeaseRenewal extends LeaseCall {
  leaseSeconds: number | undefined;
  usage: UsageReport | null | undefined;
  settings: RunSettings;
}

export async function renewRunLease(
  db: Db,
  ctx: SystemContext,
  { caller, run: reference, leaseToken, leaseSeconds, usage, settings }: LeaseRenewal,
): Promise<{
  expires_at: string;
  generation: number;
  messages: number;
  approvals: { id: number; status: 'approved' | 'denied' }[];
}> {
  const { cost_micros: costSoFar } = usageColumns(usage);
  const renewed = await extendRunLease(db, ctx, {
    caller,
    run: reference,
    leaseToken,
    leaseSeconds,
    settings,
    costSoFarMicros: costSoFar,
    reportedUsage: usage !== null && usage !== undefined,
  });
  if (renewed.stopReason === null) {
    await publishRunMove(db, ctx, renewed.run);
    return {
      expires_at: renewed.expires_at,
      generation: renewed.generation,
      messages: await waitingMessageCount(db, renewed.run.id),
      approvals: await answeredApprovalsOfRun(db, renewed.run.id),
    };
  }
  await finishRun(db, ctx, {
    caller,
    run: reference,
    leaseToken,
    outcome: 'failed',
    report: { error: renewed.stopReason, usage },
    secretBox: settings.secretBox ?? null,
    failureReason: 'budget',
  });
  throw new ConflictError(renewed.stopReason);
}
