import { isoAfter, nowIso } from '../../clock.js';
import { type Db, type DialectName, type Executor, inTransaction, type Tx } from '../../db/connection.js';
import type { Run } from '../../db/schema.js';
import {
  activeRunCounts,
  attemptGivenBack,
  countedAttempt,
  expiredLeases,
  lockClaimableAgents,
  lockIssueOfRun,
  nextLeaseGeneration,
  nextQueuedRun,
  refreshAgentStatus,
  type RunChanges,
  runtimeStillAdmitted,
  startedAtOr,
  updateRunWhere,
  workspaceRunCap,
} from '../../repositories/runs.js';
import { workspaceById } from '../../repositories/workspaces.js';
import { budgetLimitsForClaim, budgetStopReason } from './budgets.js';
import { ConflictError } from '../../errors.js';
import { emitEvent } from '../events.js';
import { publishRunChange } from '../live-changes.js';
import { nowOf, type SystemContext } from '../context.js';
import { buildRunContext } from './run-context.js';
import { nextRunClearOfAreas } from './run-areas.js';
import type { Claim } from '../../schemas/daemon.js';
import { mintRunToken } from './run-tokens.js';
import { failHeldRun, timedOutAtRenewal, timeOutOverrunningRuns } from './run-control.js';
import { followUpWaitingMessages } from './run-messages.js';
import type { SecretBox } from '../secret-box.js';
import { applyRunOutcomeToIssue, followRunOnIssue } from './run-issue-status.js';
import { loadRunView } from './runs.js';
import type { RunSettings } from './runtimes.js';
import { touchRuntime, type RuntimeCaller } from './runtime-caller.js';
import { LEASE_TOKEN_PREFIX, leasedRunOfRuntime, leaseLostError, type LeaseCall } from './run-leases.js';
import { digestToken, generateToken } from '../people/tokens.js';
import { announceRunFailure } from './run-failure-notices.js';
import { requeueForRetry, retriesAfter } from './run-retries.js';
import { reviewCapacityHolds } from './review-capacity.js';

/**
 * The runner side of a run's life (docs/runner-protocol.md):
 *
 *   queued --claim--> dispatched --start--> running --complete/fail--> completed | failed
 *   dispatched|running --release--> queued (the attempt is given back)
 *   dispatched|running --lease expires--> queued after a backoff (attempts kept), or failed once attempts
 *   reach the agent's max_attempts (run-retries.ts)
 *
 * Every move after the claim needs the lease token handed out by the claim; only its digest is stored.
 * Each move is one conditional UPDATE (on the status, and on the lease), so two runtimes, a sweeper and a
 * comment withdrawal can race without any of them overwriting another's move.
 *
 * Fencing (decisions §11.5, §12.7): each claim hands out the next `lease_generation`. A lease that
 * passed its `lease_expires_at` is still the run's until something else happens to the run: start,
 * renewal and release are accepted until a sweep puts it back in the queue, reports (complete, fail,
 * transcript) until it is claimed again (same generation). Once lost (taken over, released, the run
 * ended or was canceled) every call with it answers 409, so a runner that was frozen or cut off can
 * never report over the runner that redid the work, and work finished during an outage is not lost.
 */

/**
 * The statuses in which a lease's reports (complete, fail, transcript, usage) are accepted: held, and
 * `queued` after an expiry sweep, which keeps the lease's digest until the run is claimed again
 * (decisions §12.7: a late report is accepted when nobody claimed the run since, same generation). A
 * release, a cancel, a time-out or the end of the run clears the digest, and a new claim replaces it,
 * so the conditional update on the digest is the whole rule.
 */
export const REPORTABLE: Run['status'][] = ['dispatched', 'running', 'queued'];

/**
 * Hands the next queued run of the runtime's agents to the runtime (the issue's priority, then the queue
 * time), respecting each agent's `max_concurrent_tasks` (= `max_concurrent_runs`), the workspace's
 * `max_concurrent_runs`, one run at a time per issue and agent, the budgets, and areas (run-areas.ts). Atomic across any number of runtimes and runner processes: PostgreSQL locks
 * the agents (FOR UPDATE) and skips runs another claim holds (SKIP LOCKED); SQLite runs the whole claim
 * in one immediate transaction. Expired leases are swept first, so a crashed runner's run is claimable
 * again even when no queue worker runs. Live readers of the claimed run look again once committed.
 */
export interface ClaimInput {
  dialect: DialectName;
  /** The runtime asking for work. */
  caller: RuntimeCaller;
  settings: RunSettings;
  agentIds?: number[];
  leaseSeconds?: number;
}

export async function claimNextRun(db: Db, ctx: SystemContext, input: ClaimInput): Promise<Claim | null> {
  const { dialect, caller, settings, ...options } = input;
  await touchRuntime(db, caller.runtime);
  await sweepExpiredLeases(db, ctx, { settings });
  await timeOutOverrunningRuns(db, ctx);
  const leaseToken = generateToken(LEASE_TOKEN_PREFIX);
  const runToken = mintRunToken();
  const leaseSeconds = Math.min(options.leaseSeconds ?? settings.leaseSeconds, settings.maxLeaseSeconds);
  const claimed = await inTransaction(db, async (tx) => {
    if (!(await runtimeStillAdmitted(tx, dialect, caller.runtime.id))) return null;
    const agents = await lockClaimableAgents(
      tx,
      dialect,
      caller.workspace.id,
      caller.runtime.id,
      options.agentIds,
    );
    const active = await activeRunCounts(
      tx,
      agents.map((a) => a.id),
    );
    // The workspace's cap on runs held at once (decisions §12.7): nothing is handed out at the cap.
    const workspaceCap = agents.length === 0 ? null : await workspaceRunCap(tx, dialect, caller.workspace.id);
    if (workspaceCap !== null && workspaceCap.held >= workspaceCap.cap) return null;
    const caps = await budgetLimitsForClaim(tx, dialect, caller.workspace.id, agents);
    const withRoom = agents
      .filter((a) => (active.get(a.id) ?? 0) < a.max_concurrent_tasks && !caps.agentIds.has(a.id))
      .map((a) => a.id);
    // Runs on projects whose present reviewers are all full wait (decisions §12.9).
    const reviewHeld =
      withRoom.length === 0 ? new Map<number, string>() : await reviewCapacityHolds(tx, caller.workspace.id);
    const heldIssueIds = [...reviewHeld.keys()];
    // A run whose areas overlap a held run's in its repository is passed over (decisions §12.11).
    const next = await nextRunClearOfAreas(tx, dialect, caller.workspace.id, (passedOver) =>
      nextQueuedRun(tx, dialect, caller.workspace.id, withRoom, caps.projectAgents, passedOver, heldIssueIds),
    );
    if (!next) return null;
    // The ceiling the run reserves against its caps until it ends (docs/decisions.md, issue 28).
    const costCeiling = await caps.ceilingFor(next);
    const now = nowOf(ctx);
    const run = await updateRunWhere(
      tx,
      next.id,
      { statuses: ['queued'] },
      {
        status: 'dispatched',
        attempts: countedAttempt(),
        lease_generation: nextLeaseGeneration(),
        dispatched_at: now,
        runtime_id: caller.runtime.id,
        started_at: null,
        lease_token_digest: digestToken(leaseToken),
        lease_expires_at: isoAfter(leaseSeconds * 1000),
        last_activity_at: now,
        run_token_digest: runToken.digest,
        log_lines_received: 0,
        waiting_reason: null,
        waiting_budget_id: null,
        not_before: null,
        cost_ceiling_micros: costCeiling,
        cost_so_far_micros: null,
        // The instructions the run works with (decisions §12.4): the agent's row is locked by the claim.
        instructions_version: agents.find((a) => a.id === next.agent_id)?.instructions_version ?? null,
        updated_at: now,
      },
    );
    if (!run) return null;
    await refreshAgentStatus(tx, run.agent_id);
    await followRunOnIssue(tx, ctx, { run, milestone: 'claimed' });
    await publishRunMove(tx, ctx, run);
    return run;
  });
  if (!claimed) return null;
  const context = await contextOrFailure(db, ctx, {
    claimed,
    workspace: caller.workspace,
    secretBox: settings.secretBox,
  });
  if (!context) return null;
  const { view } = await loadRunView(db, caller.workspace.id, claimed.id, false);
  return {
    run: view,
    lease: {
      token: leaseToken,
      expires_at: claimed.lease_expires_at!,
      run_token: runToken.token,
      generation: Number(claimed.lease_generation),
    },
    context,
    repository: context.repository,
  };
}

/**
 * The claimed run's context; null when the agent's secrets cannot be handed over (no SERVICE_SECRET_KEY,
 * or a value that does not open): the run fails `secrets_unavailable` saying which and why, and the
 * claim answers no run rather than a run without its secrets.
 */
async function contextOrFailure(
  db: Db,
  ctx: SystemContext,
  {
    claimed,
    workspace,
    secretBox,
  }: { claimed: Run; workspace: { slug: string; name: string }; secretBox: SecretBox | null },
) {
  try {
    return await buildRunContext(db, claimed, workspace, secretBox);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    const message = `secrets_unavailable: ${error.message}`;
    await inTransaction(db, (tx) =>
      failHeldRun(tx, ctx, { run: claimed, reason: 'secrets_unavailable', error: message }),
    );
    return null;
  }
}

async function leasedMove(
  db: Executor,
  caller: RuntimeCaller,
  reference: string,
  leaseToken: string,
  statuses: Run['status'][],
  changes: (now: string) => RunChanges,
): Promise<Run> {
  const { run, digest } = await leasedRunOfRuntime(db, caller, reference, leaseToken);
  const now = nowIso();
  const moved = await updateRunWhere(
    db,
    run.id,
    // Expired or not: until the run is swept back to the queue, claimed again, canceled or ended, nobody
    // else holds it, so its lease still counts (decisions §12.7, same generation).
    { statuses, leaseDigest: digest, runtimeId: caller.runtime.id },
    {
      ...changes(now),
      updated_at: now,
    },
  );
  if (!moved) throw await leaseLostError(db, run.id, digest, now);
  await touchRuntime(db, caller.runtime);
  return moved;
}

/** The run moved (claimed, started, renewed, released, ended): its live readers look again once committed. */
export function publishRunMove(
  db: Executor,
  ctx: Pick<SystemContext, 'publishers'>,
  run: Run,
): Promise<void> {
  return publishRunChange(db, ctx.publishers.runs, {
    event: 'run.changed',
    workspaceId: run.workspace_id,
    runId: run.id,
  });
}

/** dispatched → running. Repeating it while running is harmless. */
export async function startRun(
  tx: Tx,
  ctx: SystemContext,
  { caller, run: reference, leaseToken }: LeaseCall,
) {
  const moved = await leasedMove(tx, caller, reference, leaseToken, ['dispatched', 'running'], (now) => ({
    status: 'running',
    started_at: startedAtOr(now),
  }));
  await publishRunMove(tx, ctx, moved);
  return (await loadRunView(tx, caller.workspace.id, moved.id, false)).view;
}

export const RUN_TIMED_OUT =
  "The run passed its agent's max_run_minutes and ended as failed (timed_out); stop its command.";

/**
 * Keeps the run while the runner works; 409 once the lease was lost (expired included), and for a run past its agent's
 * `max_run_minutes`, which ends `timed_out` here (decisions §11.4). A renewal may carry the cost so
 * far (micro-dollars): it is recorded on the run (what the run reserves never falls below it), and
 * `stopReason` says when it passed the run's ceiling or a cap the run counts under (the caller then
 * ends the run, run-reports.ts `renewRunLease`).
 */
export interface LeaseExtension extends LeaseCall {
  leaseSeconds: number | undefined;
  settings: RunSettings;
  costSoFarMicros?: number | null;
  /** Whether the renewal carried usage (a sign of life); by default, whether it carried a cost. */
  reportedUsage?: boolean;
}

export async function extendRunLease(
  db: Db,
  ctx: SystemContext,
  input: LeaseExtension,
): Promise<{ run: Run; expires_at: string; generation: number; stopReason: string | null }> {
  const { caller, run: reference, leaseToken, leaseSeconds, settings } = input;
  const costSoFarMicros = input.costSoFarMicros ?? null;
  const reportedUsage = input.reportedUsage ?? costSoFarMicros !== null;
  const { run } = await leasedRunOfRuntime(db, caller, reference, leaseToken);
  if (await timedOutAtRenewal(db, ctx, run.id)) throw new ConflictError(RUN_TIMED_OUT);
  const seconds = Math.min(leaseSeconds ?? settings.leaseSeconds, settings.maxLeaseSeconds);
  // A renewal that comes late, while the run is still held under this lease (not yet swept back to the
  // queue), is accepted and renews the lease (decisions §12.7).
  const moved = await leasedMove(db, caller, reference, leaseToken, ['dispatched', 'running'], (now) => ({
    lease_expires_at: isoAfter(seconds * 1000),
    ...(costSoFarMicros === null ? {} : { cost_so_far_micros: costSoFarMicros }),
    // Usage is a sign of life: stall detection counts from here.
    ...(reportedUsage ? { last_activity_at: now } : {}),
  }));
  const stopReason = costSoFarMicros === null ? null : await budgetStopReason(db, moved, costSoFarMicros);
  return {
    run: moved,
    expires_at: moved.lease_expires_at!,
    generation: Number(moved.lease_generation),
    stopReason,
  };
}

/** The runner gives the run back unfinished (it is shutting down): queued again, the attempt not counted. */
export async function releaseRun(
  db: Db,
  ctx: SystemContext,
  { caller, run: reference, leaseToken }: LeaseCall,
) {
  const moved = await inTransaction(db, async (tx) => {
    const run = await leasedMove(tx, caller, reference, leaseToken, ['dispatched', 'running'], () => ({
      status: 'queued',
      attempts: attemptGivenBack(),
      ...handBack,
    }));
    await refreshAgentStatus(tx, run.agent_id);
    await publishRunMove(tx, ctx, run);
    return run;
  });
  return (await loadRunView(db, caller.workspace.id, moved.id, false)).view;
}

const handBack = {
  dispatched_at: null,
  started_at: null,
  runtime_id: null,
  lease_token_digest: null,
  lease_expires_at: null,
} as const;

export const LEASE_EXPIRED_ERROR = (attempts: number) =>
  `The runner stopped reporting and the lease expired on attempt ${attempts}; no attempts are left.`;

/**
 * Runs whose lease expired (the runner was lost) go back to `queued` after a backoff, their attempt
 * counted (run-retries.ts), or, once `attempts` reached the agent's `max_attempts`, fail
 * (`lease_expired`; announced to people and `run.failed` fires). Runs at claim time and as a scheduled
 * job; each run moves in its own transaction, conditional on the lease it had, so concurrent sweeps
 * never double-move a run.
 */
export async function sweepExpiredLeases(
  db: Db,
  ctx: SystemContext,
  {
    settings,
    limit = 100,
  }: {
    settings: Pick<RunSettings, 'maxAttempts'> & Partial<Pick<RunSettings, 'retryBackoffSeconds'>>;
    limit?: number;
  },
): Promise<{ requeued: number; failed: number }> {
  const now = nowOf(ctx);
  const expired = await expiredLeases(db, now, limit);
  const backoff = { retryBackoffSeconds: settings.retryBackoffSeconds ?? 30 };
  let requeued = 0;
  let failed = 0;
  for (const candidate of expired) {
    const giveUp = !retriesAfter('lease_expired', candidate.attempts, candidate.max_attempts, settings);
    const moved = await inTransaction(db, async (tx) => {
      await lockIssueOfRun(tx, candidate.id);
      const run = await updateRunWhere(
        tx,
        candidate.id,
        { statuses: ['dispatched', 'running'], leaseDigest: candidate.lease_token_digest ?? '' },
        giveUp
          ? {
              status: 'failed',
              finished_at: now,
              error: LEASE_EXPIRED_ERROR(candidate.attempts),
              failure_reason: 'lease_expired',
              lease_token_digest: null,
              lease_expires_at: null,
              updated_at: now,
            }
          : // The lease's digest, its runtime and the claim's time stay: a late report of that lease is
            // still accepted until the run is claimed again (REPORTABLE).
            requeueForRetry(candidate.attempts, 'lease_expired', LEASE_LOST_NOTE, backoff, now, {
              keepLease: true,
            }),
      );
      if (!run) return false;
      await refreshAgentStatus(tx, run.agent_id);
      if (giveUp) {
        await applyRunOutcomeToIssue(tx, ctx, { run, outcome: 'failed' });
        await followUpWaitingMessages(tx, run);
        const workspace = await workspaceById(tx, run.workspace_id);
        const { view } = await loadRunView(tx, run.workspace_id, run.id, true);
        await announceRunFailure(tx, run);
        await emitEvent(tx, workspace, 'run.failed', { ...view });
      }
      return true;
    });
    if (moved && giveUp) failed++;
    else if (moved) requeued++;
  }
  return { requeued, failed };
}

const LEASE_LOST_NOTE = 'the runner stopped reporting and the lease expired.';
