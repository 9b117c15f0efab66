import { isoAfter, nowIso } from '../../clock.js';
import type { Tx } from '../../db/connection.js';
import type { Run } from '../../db/schema.js';
import { findRunWithMaxAttempts, refreshAgentStatus, updateRunWhere } from '../../repositories/runs.js';
import { failHeldRun } from './run-control.js';
import type { RunSettings } from './runtimes.js';
import type { SystemContext } from '../context.js';

/**
 * Automatic retries (issue 38, docs/decisions.md "Issue 38 — failures that reach people"). An attempt
 * that fails for a transient reason — the runner was lost (`lease_expired`: its lease ran out
 * unrenewed) or the run `stalled` (no transcript line and no usage for the agent's `stall_minutes`) —
 * goes back to the queue, to be claimed again after a backoff, until the run has had its agent's
 * `max_attempts` claims (SERVICE_RUN_MAX_ATTEMPTS when the agent sets none, default 3); the last one
 * fails it for good, and only that one is announced ("failed after 3 attempts"). Every other failure
 * is the run's own and final: the command's non-zero exit (`reported`), `timed_out`, a budget stop,
 * `runtime_revoked`, `agent_disabled`; a canceled run is never retried.
 */
export const TRANSIENT_FAILURE_REASONS = ['lease_expired', 'stalled'] as const;

export type FailureReason = NonNullable<Run['failure_reason']>;

export function isTransientFailure(reason: string): boolean {
  return (TRANSIENT_FAILURE_REASONS as readonly string[]).includes(reason);
}

/** The longest wait between two attempts. */
export const RETRY_BACKOFF_CAP_MS = 15 * 60_000;

/** The wait after the `attempt`-th claim failed: base × 2^(attempt−1), at most 15 minutes. */
export function retryDelayMs(attempt: number, baseSeconds: number): number {
  return Math.min(baseSeconds * 1000 * 2 ** Math.max(0, attempt - 1), RETRY_BACKOFF_CAP_MS);
}

/** The claims a run of this agent gets in all. */
export function attemptsAllowed(agentMaxAttempts: number | null, settings: Pick<RunSettings, 'maxAttempts'>) {
  return agentMaxAttempts === null ? settings.maxAttempts : Number(agentMaxAttempts);
}

/** Whether a run whose `attempts`-th claim just failed for `reason` is tried again. */
export function retriesAfter(
  reason: string,
  attempts: number,
  agentMaxAttempts: number | null,
  settings: Pick<RunSettings, 'maxAttempts'>,
): boolean {
  return isTransientFailure(reason) && Number(attempts) < attemptsAllowed(agentMaxAttempts, settings);
}

/** The changes that put a held run back in the queue for its next attempt, not claimable before the backoff. */
export function requeueForRetry(
  attempts: number,
  reason: string,
  error: string,
  settings: Pick<RunSettings, 'retryBackoffSeconds'>,
  now = nowIso(),
  { keepLease = false }: { keepLease?: boolean } = {},
) {
  const notBefore = isoAfter(retryDelayMs(Number(attempts), settings.retryBackoffSeconds), new Date(now));
  return {
    status: 'queued' as const,
    started_at: null,
    lease_expires_at: null,
    not_before: notBefore,
    error: `Attempt ${Number(attempts)} ${reason}: ${error} Tried again from ${notBefore}.`,
    updated_at: now,
    // A runner lost from sight may still report its attempt late (decisions §12.7): its lease, runtime
    // and claim time stay until the run is claimed again. An attempt ended on purpose (stalled) takes none.
    ...(keepLease ? {} : { dispatched_at: null, runtime_id: null, lease_token_digest: null }),
  };
}

/**
 * Ends the current attempt of a held run for `reason` (a stall, say): a transient reason with attempts
 * left queues it again after the backoff, anything else fails it for good (run-control.ts
 * `failHeldRun`, which announces it). Conditional on the lease it had, so racing sweeps end it once.
 * Answers what happened, or null when the run had moved on meanwhile.
 */
export interface HeldAttemptEnd {
  run: { id: string; lease_token_digest: string | null };
  reason: FailureReason;
  error: string;
  settings: Pick<RunSettings, 'maxAttempts' | 'retryBackoffSeconds'>;
}

export async function endHeldAttempt(
  tx: Tx,
  ctx: SystemContext,
  { run, reason, error, settings }: HeldAttemptEnd,
): Promise<'requeued' | 'failed' | null> {
  const current = await findRunWithMaxAttempts(tx, run.id);
  if (!current || current.lease_token_digest !== run.lease_token_digest) return null;
  if (retriesAfter(reason, current.attempts, current.max_attempts, settings)) {
    const moved = await updateRunWhere(
      tx,
      run.id,
      { statuses: ['dispatched', 'running'], leaseDigest: run.lease_token_digest ?? '' },
      requeueForRetry(current.attempts, reason, error, settings),
    );
    if (!moved) return null;
    await refreshAgentStatus(tx, moved.agent_id);
    return 'requeued';
  }
  const failed = await failHeldRun(tx, ctx, { run, reason, error });
  return failed ? 'failed' : null;
}
