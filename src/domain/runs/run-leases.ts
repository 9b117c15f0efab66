import type { Executor } from '../../db/connection.js';
import type { Run } from '../../db/schema.js';
import { findRun } from '../../repositories/runs.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.js';
import { digestToken, isWellFormedToken } from '../people/tokens.js';
import { normaliseRunId } from './runs.js';
import type { RuntimeCaller } from './runtime-caller.js';

/**
 * Which run a lease call is about and whether the caller may speak for it: the lease token's digest,
 * the run of the caller's workspace, the runtime the lease was handed to, and the 409 that says why a
 * lease is no longer held. Apart from run-lifecycle.ts so that the run's other lease calls (messages,
 * logs, reports) need not import the claim and its moves.
 */
export const LEASE_TOKEN_PREFIX = 'tdml_';

export const LEASE_LOST =
  'The lease on this run is no longer held: it expired, the run was handed out again, or the run has ended.';

/**
 * The 409 of a call whose lease is not held, saying why (the runner logs it): read after the refused
 * update, so it describes the run as that update found it or later.
 */
export async function leaseLostError(
  db: Executor,
  runId: string,
  digest: string,
  now: string,
): Promise<ConflictError> {
  const run = await findRun(db, runId);
  const lost = (why: string) => new ConflictError(`The lease on this run is no longer held: ${why}.`);
  if (!run) return new ConflictError(LEASE_LOST);
  if (run.status === 'canceled') return lost('the run was canceled');
  if (run.status === 'queued' && run.lease_token_digest === digest)
    return lost(
      'it expired and the run went back to the queue (a report of this lease is still accepted until the run is claimed again)',
    );
  if (run.status === 'queued')
    return lost('the run was handed back to the queue (released, or claimed again since)');
  if (run.status !== 'dispatched' && run.status !== 'running')
    return lost(`the run has ended (${run.status})`);
  if (run.lease_token_digest !== digest)
    return lost(
      "it is not the run's current lease (a wrong token, or the run was handed back or out again under a newer lease)",
    );
  if ((run.lease_expires_at ?? '') <= now) return lost(`it expired at ${run.lease_expires_at}`);
  return new ConflictError(LEASE_LOST);
}

export const LEASE_OF_ANOTHER_RUNTIME =
  'This lease was handed to another runtime: only the runtime that claimed the run may start, renew, log to, report on or release it.';

/**
 * A lease is the claiming runtime's alone (issue 37): a lease token presented by another runtime of the
 * workspace, even the run's current one, is refused with 403 (not 409: nothing was lost, the caller was
 * never the holder). A stale token of the caller's own (a newer claim took the run over) stays a 409,
 * so a runner that merely lost its lease is not told it did something forbidden.
 */
export function assertLeaseOfCaller(run: Run, caller: RuntimeCaller, digest: string): void {
  const presentsRunLease = run.lease_token_digest === digest || run.report_lease_digest === digest;
  if (presentsRunLease && run.runtime_id !== caller.runtime.id) {
    throw new ForbiddenError(LEASE_OF_ANOTHER_RUNTIME);
  }
}

/**
 * The run a lease call names, for the runtime presenting `leaseToken`: 404 for another workspace's run,
 * 403 for a lease handed to another runtime; the caller's conditional update decides the 409s.
 */
export async function leasedRunOfRuntime(
  db: Executor,
  caller: RuntimeCaller,
  reference: string,
  leaseToken: string,
): Promise<{ run: Run; digest: string }> {
  const run = await runOfRuntime(db, caller, reference);
  const digest = leaseDigest(leaseToken);
  assertLeaseOfCaller(run, caller, digest);
  return { run, digest };
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

/** A lease call of the runner API: the runtime calling, the run it names and the lease it presents. */
export interface LeaseCall {
  caller: RuntimeCaller;
  run: string;
  leaseToken: string;
}
