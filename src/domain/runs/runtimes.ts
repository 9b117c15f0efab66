import type { Config } from '../../config.js';
import { secretBoxFor, type SecretBox } from '../secret-box.js';
import { nowIso } from '../../clock.js';
import type { Executor, Tx } from '../../db/connection.js';
import { findAgent } from '../../repositories/agents.js';
import {
  agentsOfRuntime,
  findRuntimeByDigest,
  findRuntimeById,
  insertRuntime,
  setAgentRuntime,
  updateRuntime,
} from '../../repositories/runtimes.js';
import type { RuntimeView } from '../../schemas/runtimes.js';
import { bearerToken } from '../people/auth.js';
import { failRunsHeldBy } from './run-control.js';
import { announceRuntimeBack } from './runtime-alerts.js';
import type { RuntimeCaller } from './runtime-caller.js';
import { nowOf, type SystemContext } from '../context.js';
import type { REPORTED_SANDBOX_LEVELS } from '../../schemas/enums.js';
import { ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '../../errors.js';
import {
  API_TOKEN_PREFIX,
  RUN_TOKEN_PREFIX,
  RUNTIME_TOKEN_PREFIX,
  digestToken,
  generateToken,
  isWellFormedToken,
} from '../people/tokens.js';

/**
 * Agent runtimes: the machines runners work on. A runtime authenticates with its own token (prefix
 * `tdmr_`, only the digest stored), reports at registration what sandboxing it can enforce, and counts
 * as online while it keeps being heard from (claims, heartbeats and lease extensions all count).
 */
export type ReportedSandbox = (typeof REPORTED_SANDBOX_LEVELS)[number];

/** How long leases last and how often a run may be claimed before it fails for good. */
export interface RunSettings {
  leaseSeconds: number;
  maxLeaseSeconds: number;
  /** Claims per run for an agent without its own `max_attempts`. */
  maxAttempts: number;
  /** The first backoff of an automatic retry, in seconds (0: at once). */
  retryBackoffSeconds: number;
  heartbeatSeconds: number;
  /** What agents' secrets open with (SERVICE_SECRET_KEY); null when it is not set. */
  secretBox: SecretBox | null;
}

/**
 * From `SERVICE_RUN_LEASE_SECONDS` (default 30), `SERVICE_RUN_MAX_ATTEMPTS` (default 3) and
 * `SERVICE_RUN_RETRY_BACKOFF_SECONDS` (default 30).
 */
export function runSettings(
  config: Pick<Config, 'runLeaseSeconds' | 'runMaxAttempts'> &
    Partial<Pick<Config, 'secretKey' | 'runRetryBackoffSeconds'>>,
): RunSettings {
  return {
    leaseSeconds: config.runLeaseSeconds,
    maxLeaseSeconds: Math.max(config.runLeaseSeconds, 3600),
    maxAttempts: config.runMaxAttempts,
    retryBackoffSeconds: config.runRetryBackoffSeconds ?? 30,
    heartbeatSeconds: 30,
    secretBox: secretBoxFor(config.secretKey ?? null),
  };
}

export const RUN_TOKEN_ON_RUNNER_API =
  'This is a run token. A run token acts as its agent on /api/v1 during the run; it cannot claim, complete or fail runs, which takes a runtime token (tdmr_…).';

export const API_TOKEN_ON_RUNNER_API =
  'This is an API token. API tokens cannot claim, complete or fail runs; the runner API takes a runtime token (tdmr_…).';

/** The runner API's authentication: a well-formed, unrevoked runtime token. API tokens are refused. */
export async function authenticateRuntime(
  db: Executor,
  authorization: string | undefined,
): Promise<RuntimeCaller> {
  const token = bearerToken(authorization);
  if (token === null)
    throw new UnauthenticatedError('Unauthenticated. Send Authorization: Bearer <RUNTIME_TOKEN>.');
  if (token.startsWith(API_TOKEN_PREFIX) && isWellFormedToken(token, API_TOKEN_PREFIX)) {
    throw new ForbiddenError(API_TOKEN_ON_RUNNER_API);
  }
  if (isWellFormedToken(token, RUN_TOKEN_PREFIX)) throw new ForbiddenError(RUN_TOKEN_ON_RUNNER_API);
  if (!isWellFormedToken(token, RUNTIME_TOKEN_PREFIX)) {
    throw new UnauthenticatedError('Unauthenticated. The runtime token is malformed.');
  }
  const row = await findRuntimeByDigest(db, digestToken(token));
  if (!row || row.revoked_at !== null) {
    throw new UnauthenticatedError('Unauthenticated. The runtime token is invalid or revoked.');
  }
  const { workspace_slug, workspace_name, ...runtime } = row;
  return { runtime, workspace: { id: runtime.workspace_id, slug: workspace_slug, name: workspace_name } };
}

/** `tandem admin runtime create`: the token is shown once; only its digest is kept. */
export async function createRuntime(
  db: Executor,
  input: { workspaceId: number; name: string },
): Promise<{ id: number; token: string }> {
  const name = input.name.trim();
  if (name === '' || name.length > 255)
    throw ValidationError.field('name', 'The name must be 1 to 255 characters.');
  const token = generateToken(RUNTIME_TOKEN_PREFIX);
  const runtime = await insertRuntime(db, {
    workspace_id: input.workspaceId,
    name,
    token_digest: digestToken(token),
    created_at: nowIso(),
  });
  return { id: runtime.id, token };
}

/**
 * Revokes a runtime's token, and (issue 37) stops what it holds at once: its dispatched and running runs
 * fail `runtime_revoked`, taking their leases and run tokens with them (run-control.ts `failRunsHeldBy`).
 * Its agents stay bound to it until an administrator binds them elsewhere.
 */
export async function revokeRuntime(tx: Tx, ctx: SystemContext, { id }: { id: number }): Promise<void> {
  const runtime = await findRuntimeById(tx, id);
  if (!runtime) throw new NotFoundError('Runtime');
  if (runtime.revoked_at === null) await updateRuntime(tx, id, { revoked_at: nowOf(ctx) });
  await failRunsHeldBy(tx, ctx, { runtimeId: id });
}

/** Binds an agent to a runtime of its own workspace (null unbinds): its runs go to that runtime only. */
export async function bindAgent(db: Executor, agentId: number, runtimeId: number | null) {
  const agent = await findAgent(db, agentId);
  if (!agent) throw new NotFoundError('Agent');
  if (runtimeId !== null) {
    const runtime = await findRuntimeById(db, runtimeId);
    if (!runtime || runtime.workspace_id !== agent.workspace_id) {
      throw ValidationError.field('runtime', 'The runtime must belong to the agent’s workspace.');
    }
  }
  return setAgentRuntime(db, agentId, runtimeId);
}

async function presentRuntime(
  db: Executor,
  caller: RuntimeCaller,
  settings: RunSettings,
): Promise<RuntimeView> {
  return {
    id: caller.runtime.id,
    name: caller.runtime.name,
    sandbox: caller.runtime.sandbox,
    workspace: { slug: caller.workspace.slug, name: caller.workspace.name },
    agents: await agentsOfRuntime(db, caller.runtime.id),
    lease_seconds: settings.leaseSeconds,
    heartbeat_seconds: settings.heartbeatSeconds,
  };
}

/**
 * Registration and heartbeat are one operation: the runtime says what it can enforce (and may rename
 * itself), is marked as heard from, and learns its agents and the lease settings.
 */
export interface RuntimeReport {
  /** The runtime reporting. */
  caller: RuntimeCaller;
  settings: RunSettings;
  sandbox?: ReportedSandbox;
  name?: string;
}

export async function reportRuntime(
  tx: Tx,
  ctx: SystemContext,
  { caller, settings, ...report }: RuntimeReport,
): Promise<RuntimeView> {
  const updated = await updateRuntime(tx, caller.runtime.id, {
    last_seen_at: nowOf(ctx),
    ...(report.sandbox ? { sandbox: report.sandbox } : {}),
    ...(report.name ? { name: report.name.trim() } : {}),
  });
  if (caller.runtime.offline_alerted_at !== null) await announceRuntimeBack(tx, caller.runtime.id);
  return presentRuntime(tx, { ...caller, runtime: updated ?? caller.runtime }, settings);
}
