import { isoAfter, nowIso } from '../clock.js';
import { type Db, type DialectName, type Executor, inTransaction } from '../db/connection.js';
import type { Run } from '../db/schema.js';
import {
  activeRunCounts,
  attemptGivenBack,
  countedAttempt,
  expiredLeases,
  findRun,
  lockClaimableAgents,
  nextQueuedRun,
  refreshAgentStatus,
  startedAtOr,
  updateRunWhere,
  type RunChanges,
} from '../repositories/runs.js';
import { workspaceById } from '../repositories/workspaces.js';
import { budgetLimitsForClaim } from './budgets.js';
import { ConflictError, NotFoundError } from './errors.js';
import { emitEvent } from './events.js';
import { buildRunContext, type RunContext } from './run-context.js';
import { applyRunOutcomeToIssue, followRunOnIssue } from './run-issue-status.js';
import { loadRunView, normaliseRunId } from './runs.js';
import type { RunView } from '../schemas/runs.js';
import { touchRuntime, type RunSettings, type RuntimeCaller } from './runtimes.js';
import { digestToken, generateToken, isWellFormedToken } from './tokens.js';

/**
 * The runner side of a run's life (docs/runner-protocol.md):
 *
 *   queued --claim--> dispatched --start--> running --complete/fail--> completed | failed
 *   dispatched|running --release--> queued (the attempt is given back)
 *   dispatched|running --lease expires--> queued (attempts kept), or failed once attempts reach the maximum
 *
 * Every move after the claim needs the lease token handed out by the claim; only its digest is stored.
 * Each move is one conditional UPDATE (on the status, and on the lease), so two runtimes, a sweeper and a
 * comment withdrawal can race without any of them overwriting another's move.
 */
export const LEASE_TOKEN_PREFIX = 'tdml_';

export const LEASE_LOST =
  'The lease on this run is no longer held: it expired and the run was handed back, or the run has ended.';

export interface Claim {
  run: RunView;
  lease: { token: string; expires_at: string };
  context: RunContext;
}

/** A run of the runtime's workspace, or 404 (another workspace's run reads as absent). */
export async function runOfRuntime(db: Executor, caller: RuntimeCaller, reference: string): Promise<Run> {
  const id = normaliseRunId(reference);
  const run = id === null ? undefined : await findRun(db, id);
  if (!run || run.workspace_id !== caller.workspace.id) throw new NotFoundError('Run');
  return run;
}

export function leaseDigest(leaseToken: string): string {
  // A malformed token can never match; digesting it anyway keeps one code path.
  return isWellFormedToken(leaseToken, LEASE_TOKEN_PREFIX)
    ? digestToken(leaseToken)
    : `malformed:${digestToken(leaseToken)}`;
}

/**
 * Hands the oldest queued run of the runtime's agents to the runtime, respecting each agent's
 * `max_concurrent_tasks`. Atomic across any number of runtimes and runner processes: PostgreSQL locks
 * the agents (FOR UPDATE) and skips runs another claim holds (SKIP LOCKED); SQLite runs the whole claim
 * in one immediate transaction. Expired leases are swept first, so a crashed runner's run is claimable
 * again even when no queue worker runs.
 */
export async function claimNextRun(
  db: Db,
  dialect: DialectName,
  caller: RuntimeCaller,
  options: { agentIds?: number[]; leaseSeconds?: number },
  settings: RunSettings,
  appUrl: string,
): Promise<Claim | null> {
  await touchRuntime(db, caller.runtime.id);
  await sweepExpiredLeases(db, settings, appUrl);
  const leaseToken = generateToken(LEASE_TOKEN_PREFIX);
  const leaseSeconds = Math.min(options.leaseSeconds ?? settings.leaseSeconds, settings.maxLeaseSeconds);
  const claimed = await inTransaction(db, async (trx) => {
    const agents = await lockClaimableAgents(
      trx,
      dialect,
      caller.workspace.id,
      caller.runtime.id,
      options.agentIds,
    );
    const active = await activeRunCounts(
      trx,
      agents.map((a) => a.id),
    );
    const caps = await budgetLimitsForClaim(trx, dialect, caller.workspace.id);
    const withRoom = agents
      .filter((a) => (active.get(a.id) ?? 0) < a.max_concurrent_tasks && !caps.agentIds.has(a.id))
      .map((a) => a.id);
    const next = caps.closed
      ? undefined
      : await nextQueuedRun(trx, dialect, caller.workspace.id, withRoom, [...caps.projectIds]);
    if (!next) return null;
    const now = nowIso();
    const run = await updateRunWhere(
      trx,
      next.id,
      { statuses: ['queued'] },
      {
        status: 'dispatched',
        attempts: countedAttempt(),
        dispatched_at: now,
        runtime_id: caller.runtime.id,
        lease_token_digest: digestToken(leaseToken),
        lease_expires_at: isoAfter(leaseSeconds * 1000),
        log_lines_received: 0,
        waiting_reason: null,
        waiting_budget_id: null,
        updated_at: now,
      },
    );
    if (!run) return null;
    await refreshAgentStatus(trx, run.agent_id);
    await followRunOnIssue(trx, run, 'claimed', appUrl);
    return run;
  });
  if (!claimed) return null;
  const [{ view }, context] = await Promise.all([
    loadRunView(db, caller.workspace.id, claimed.id, false),
    buildRunContext(db, claimed, caller.workspace),
  ]);
  return { run: view, lease: { token: leaseToken, expires_at: claimed.lease_expires_at! }, context };
}

async function leasedMove(
  db: Executor,
  caller: RuntimeCaller,
  reference: string,
  leaseToken: string,
  statuses: Run['status'][],
  changes: (now: string) => RunChanges,
): Promise<Run> {
  const run = await runOfRuntime(db, caller, reference);
  const now = nowIso();
  const moved = await updateRunWhere(
    db,
    run.id,
    { statuses, leaseDigest: leaseDigest(leaseToken) },
    {
      ...changes(now),
      updated_at: now,
    },
  );
  if (!moved) throw new ConflictError(LEASE_LOST);
  await touchRuntime(db, caller.runtime.id);
  return moved;
}

/** dispatched → running. Repeating it while running is harmless. */
export async function startRun(db: Executor, caller: RuntimeCaller, reference: string, leaseToken: string) {
  const moved = await leasedMove(db, caller, reference, leaseToken, ['dispatched', 'running'], (now) => ({
    status: 'running',
    started_at: startedAtOr(now),
  }));
  return (await loadRunView(db, caller.workspace.id, moved.id, false)).view;
}

/** Keeps the run while the runner works; 409 once the lease was lost. */
export async function extendRunLease(
  db: Executor,
  caller: RuntimeCaller,
  reference: string,
  leaseToken: string,
  leaseSeconds: number | undefined,
  settings: RunSettings,
): Promise<{ expires_at: string }> {
  const seconds = Math.min(leaseSeconds ?? settings.leaseSeconds, settings.maxLeaseSeconds);
  const moved = await leasedMove(db, caller, reference, leaseToken, ['dispatched', 'running'], () => ({
    lease_expires_at: isoAfter(seconds * 1000),
  }));
  return { expires_at: moved.lease_expires_at! };
}

/** The runner gives the run back unfinished (it is shutting down): queued again, the attempt not counted. */
export async function releaseRun(db: Db, caller: RuntimeCaller, reference: string, leaseToken: string) {
  const moved = await inTransaction(db, async (trx) => {
    const run = await leasedMove(trx, caller, reference, leaseToken, ['dispatched', 'running'], () => ({
      status: 'queued',
      attempts: attemptGivenBack(),
      ...handBack,
    }));
    await refreshAgentStatus(trx, run.agent_id);
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
 * Runs whose lease expired go back to `queued` (their attempt stays counted) or, once `attempts` reached
 * the maximum, fail (`run.failed` fires). Runs at claim time and as a scheduled job; each run moves in
 * its own transaction, conditional on the lease it had, so concurrent sweeps never double-move a run.
 */
export async function sweepExpiredLeases(
  db: Db,
  settings: Pick<RunSettings, 'maxAttempts'>,
  appUrl: string,
  limit = 100,
): Promise<{ requeued: number; failed: number }> {
  const now = nowIso();
  const expired = await expiredLeases(db, now, limit);
  let requeued = 0;
  let failed = 0;
  for (const candidate of expired) {
    const giveUp = candidate.attempts >= settings.maxAttempts;
    const moved = await inTransaction(db, async (trx) => {
      const run = await updateRunWhere(
        trx,
        candidate.id,
        { statuses: ['dispatched', 'running'], leaseDigest: candidate.lease_token_digest ?? '' },
        giveUp
          ? {
              status: 'failed',
              finished_at: now,
              error: LEASE_EXPIRED_ERROR(candidate.attempts),
              lease_token_digest: null,
              lease_expires_at: null,
              updated_at: now,
            }
          : { status: 'queued', ...handBack, updated_at: now },
      );
      if (!run) return false;
      await refreshAgentStatus(trx, run.agent_id);
      if (giveUp) {
        await applyRunOutcomeToIssue(trx, run, 'failed', appUrl);
        const workspace = await workspaceById(trx, run.workspace_id);
        const { view } = await loadRunView(trx, run.workspace_id, run.id, true);
        await emitEvent(trx, workspace, 'run.failed', { ...view });
      }
      return true;
    });
    if (moved && giveUp) failed++;
    else if (moved) requeued++;
  }
  return { requeued, failed };
}
