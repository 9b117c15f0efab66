import { timingSafeEqual } from 'node:crypto';
import { isoAfter, nowIso } from '../../clock.js';
import type { Executor } from '../../db/connection.js';
import type { Workspace } from '../../db/schema.js';
import { findTokenForRequest, touchToken } from '../../repositories/api-tokens.js';
import { findRunTokenForRequest, issuesLinkedTo } from '../../repositories/run-tokens.js';
import { findSessionForRequest, touchSession } from '../../repositories/sessions.js';
import { hasSecondFactor } from '../../repositories/second-factor.js';
import type { Ability, AgentCaller, Caller, PersonCaller } from '../caller.js';
import { ForbiddenError, UnauthenticatedError } from '../../errors.js';
import { assertCanUseApi, assertCanWrite } from '../policy.js';
import { digestToken, isWellFormedToken, RUN_TOKEN_PREFIX } from './tokens.js';

export const BEARER_ON_INTERFACE_REFUSAL = 'This endpoint is for the web interface; sign in.';
export const CROSS_SITE_REFUSAL = 'Cross-site request refused.';

/** The name of the session cookie; its value is a random secret of which only the SHA-256 is stored. */
export const SESSION_COOKIE = 'tandem_session';
/** Sessions last this long, renewed on use. */
export const SESSION_LIFETIME_MS = 30 * 24 * 3600 * 1000;
/** Last-use stamps (sessions and tokens) are written at most this often, keeping the hot path read-only. */
const TOUCH_INTERVAL_MS = 60_000;

/** The token of an `Authorization: Bearer <token>` header, or null when the header is not one. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match ? match[1]! : null;
}

/** A session cookie's value: 32 random bytes, base64url. */
export function isWellFormedSessionSecret(secret: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(secret);
}

/**
 * What a request carries, read once (the rate limiter keys on it and authentication looks it up): an
 * Authorization header wins over a session cookie; either is reduced to its digest here, and the raw
 * secret goes no further.
 */
export type RequestCredential =
  | { kind: 'missing' }
  | { kind: 'malformed' }
  | { kind: 'token'; digest: string }
  | { kind: 'run'; digest: string }
  | { kind: 'session'; digest: string };

export function readRequestCredential(
  authorization: string | undefined,
  sessionSecret: () => string | undefined,
): RequestCredential {
  if (authorization === undefined) {
    const secret = sessionSecret();
    return secret !== undefined && isWellFormedSessionSecret(secret)
      ? { kind: 'session', digest: digestToken(secret) }
      : { kind: 'missing' };
  }
  const token = bearerToken(authorization);
  if (token === null) return { kind: 'missing' };
  if (isWellFormedToken(token, RUN_TOKEN_PREFIX)) return { kind: 'run', digest: digestToken(token) };
  if (!isWellFormedToken(token)) return { kind: 'malformed' };
  return { kind: 'token', digest: digestToken(token) };
}

/** Where the request is going: the contract's API, or the interface's own endpoints (session only). */
export type Surface = 'api' | 'interface';

/**
 * The one authentication entry point. On the API: a bearer token (Authentication section of the
 * contract: well-formed before any lookup, stored as a digest, not revoked or expired, whose owner is
 * still a member, checked on every request) or a session, acting as its person in its current
 * workspace; Management members are refused. On the interface's endpoints: a session only, Management
 * included (it administers, it has no issues).
 */
export async function authenticate(
  db: Executor,
  credential: RequestCredential,
  surface: Surface = 'api',
): Promise<Caller> {
  if (surface === 'interface' && credential.kind !== 'session' && credential.kind !== 'missing') {
    throw new UnauthenticatedError(BEARER_ON_INTERFACE_REFUSAL);
  }
  if (credential.kind === 'missing') {
    throw new UnauthenticatedError(
      surface === 'api'
        ? 'Unauthenticated. Send Authorization: Bearer <API_TOKEN>.'
        : 'Unauthenticated. Sign in.',
    );
  }
  if (credential.kind === 'malformed')
    throw new UnauthenticatedError('Unauthenticated. The token is malformed.');

  const caller =
    credential.kind === 'token'
      ? await callerOfToken(db, credential.digest)
      : credential.kind === 'run'
        ? await callerOfRunToken(db, credential.digest)
        : await callerOfSession(db, credential.digest);
  if (surface === 'api') assertCanUseApi(caller);
  return caller;
}

interface MemberRow {
  user_id: number;
  user_name: string;
  user_email: string;
  user_deleted_at: string | null;
  role: Caller['role'] | null;
  weekly_hours: number | null;
  left_at: string | null;
}

function callerOf(
  row: MemberRow & Workspace,
  credential: PersonCaller['credential'],
  goneMessage: string,
): PersonCaller {
  if (!row.role || row.left_at !== null || row.user_deleted_at !== null) {
    throw new UnauthenticatedError(goneMessage);
  }
  return {
    user: { id: row.user_id, name: row.user_name, email: row.user_email },
    workspace: workspaceOf(row),
    role: row.role,
    weeklyHours: row.weekly_hours ?? 0,
    credential,
  };
}

function workspaceOf(row: Workspace): Workspace {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    issue_prefix: row.issue_prefix,
    cycle_length_days: row.cycle_length_days,
    cycle_first_starts_on: row.cycle_first_starts_on,
    holiday_region: row.holiday_region,
    issue_counter: row.issue_counter,
    status_follows_runs: row.status_follows_runs,
    max_run_cost_micros: row.max_run_cost_micros,
    import_started_at: row.import_started_at,
    import_heartbeat_at: row.import_heartbeat_at,
    max_concurrent_runs: row.max_concurrent_runs,
    max_open_reviews: row.max_open_reviews,
    mail_from_strangers: row.mail_from_strangers,
    require_second_factor: row.require_second_factor,
    created_at: row.created_at,
  };
}

export const RUN_TOKEN_ENDED = 'Unauthenticated. The run token is unknown, or its run has ended.';

/**
 * A run token (decisions §11.6) acts as its run's agent, in the run's workspace, with read and write,
 * while the run is dispatched or running and its lease is held: completing, failing, cancelling,
 * releasing or losing the lease (expired, swept, claimed again, which mints a new token) ends it at once,
 * and so do revoking the runtime that holds the run and disabling the agent (issue 37; both also fail the
 * run, this is the second lock on the door). Nothing is stamped: the run itself records its use.
 */
async function callerOfRunToken(db: Executor, digest: string): Promise<AgentCaller> {
  const row = await findRunTokenForRequest(db, digest);
  if (
    !row ||
    (row.run_status !== 'dispatched' && row.run_status !== 'running') ||
    row.run_lease_token_digest === null ||
    row.run_lease_expires_at === null ||
    row.run_lease_expires_at <= nowIso() ||
    row.agent_workspace_id !== row.id ||
    row.runtime_revoked_at !== null ||
    row.agent_status === 'disabled'
  ) {
    throw new UnauthenticatedError(RUN_TOKEN_ENDED);
  }
  return {
    user: null,
    agent: {
      id: row.agent_id,
      name: row.agent_name,
      privateOwnerId: row.agent_visibility === 'private' ? row.agent_owner_user_id : null,
    },
    run: {
      id: row.run_id,
      issueId: row.run_issue_id,
      readableIssueIds:
        row.run_issue_id === null ? [] : [row.run_issue_id, ...(await issuesLinkedTo(db, row.run_issue_id))],
    },
    workspace: workspaceOf(row),
    role: 'member',
    weeklyHours: 0,
    credential: {
      kind: 'run',
      id: row.run_id,
      abilities: ['read', 'write'],
      expires_at: row.run_lease_expires_at,
    },
  };
}

async function callerOfToken(db: Executor, digest: string): Promise<Caller> {
  const row = await findTokenForRequest(db, digest);
  const now = nowIso();
  if (!row || row.revoked_at !== null || (row.expires_at !== null && row.expires_at <= now)) {
    throw new UnauthenticatedError('Unauthenticated. The token is invalid, revoked or expired.');
  }
  const caller = callerOf(
    row,
    {
      kind: 'token',
      id: row.token_id,
      name: row.token_name,
      abilities: row.abilities.split(',').filter(Boolean) as Ability[],
      expires_at: row.expires_at,
    },
    'Unauthenticated. The token owner is no longer a member of the workspace.',
  );
  const staleBefore = isoAfter(-TOUCH_INTERVAL_MS);
  if (row.last_used_at === null || row.last_used_at < staleBefore) {
    await touchToken(db, row.token_id, now, staleBefore);
  }
  return caller;
}

async function callerOfSession(db: Executor, digest: string): Promise<Caller> {
  const row = await findSessionForRequest(db, digest);
  const now = nowIso();
  if (!row || row.session_expires_at <= now) {
    throw new UnauthenticatedError('Unauthenticated. The session has ended; sign in again.');
  }
  const caller = callerOf(
    row,
    {
      kind: 'session',
      id: row.session_id,
      csrfToken: row.csrf_token,
      abilities: ['read', 'write'],
      expires_at: row.session_expires_at,
    },
    'Unauthenticated. The session has ended; sign in again.',
  );
  // Issue 43: a workspace that requires a second factor; policy.ts and the interface act on the flag.
  if (Number(row.require_second_factor) === 1 && caller.credential.kind === 'session') {
    caller.credential.secondFactorMissing = !(await hasSecondFactor(db, row.user_id));
  }
  const staleBefore = isoAfter(-TOUCH_INTERVAL_MS);
  if (row.session_last_seen_at < staleBefore) {
    await touchSession(
      db,
      row.session_id,
      { last_seen_at: now, expires_at: isoAfter(SESSION_LIFETIME_MS) },
      staleBefore,
    );
  }
  return caller;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a write must show besides its credential when it rides on a session cookie. */
export interface WriteOrigin {
  csrfToken: string | undefined;
  origin: string | undefined;
  /** The application's own origin (from SERVICE_APP_URL). */
  appOrigin: string;
}

/**
 * A read token may not write (policy.ts). A session's writes must
 * carry the session's CSRF token, and, when the browser names an Origin, the application's own: a
 * cross-site form cannot set the header, so a forged write is refused before anything changes.
 */
export function assertMayProceed(caller: Caller, method: string, write: () => WriteOrigin): void {
  if (READ_METHODS.has(method)) return;
  assertCanWrite(caller);
  if (caller.credential.kind === 'session') assertSameSite(caller.credential.csrfToken, write());
}

/** The CSRF check alone, also for writes made before there is a session (sign-in, accepting). */
export function assertSameSite(expectedToken: string | null, write: WriteOrigin): void {
  if (write.origin !== undefined && write.origin !== write.appOrigin) {
    throw new ForbiddenError(CROSS_SITE_REFUSAL);
  }
  if (expectedToken !== null && !sameSecret(write.csrfToken, expectedToken)) {
    throw new ForbiddenError(CROSS_SITE_REFUSAL);
  }
}

/** Whether a secret given by a client is the one expected, compared in constant time. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
