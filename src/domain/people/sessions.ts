import { randomBytes } from 'node:crypto';
import { isoAfter, nowIso } from '../../clock.js';
import { inTransaction, type Db, type Executor, type Tx } from '../../db/connection.js';
import {
  currentMemberships,
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  insertSession,
  listUserSessions,
  setSessionWorkspace,
} from '../../repositories/sessions.js';
import { revokeAllUserTokens } from '../../repositories/api-tokens.js';
import {
  confirmUserEmail,
  findPasswordHash,
  findUserRowByEmail,
  updateUser,
} from '../../repositories/users.js';
import type { SessionView } from '../../schemas/sessions.js';
import { isWellFormedSessionSecret, SESSION_LIFETIME_MS } from './auth.js';
import type { Caller } from '../caller.js';
import { nowOf, type CommandContext, type SystemContext } from '../context.js';
import { asPerson } from '../policy.js';
import { ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '../../errors.js';
import { checkNewPassword, hashPassword, verifyPassword } from './passwords.js';
import {
  beginPasswordAttempt,
  newDeviceSecret,
  rememberSignInAddress,
  rememberSignInDevice,
} from './sign-in-throttle.js';
import { digestToken } from './tokens.js';
import { recordAccountEvent } from './audit-log.js';
import { hasSecondFactor, workspaceRequiresSecondFactor } from '../../repositories/second-factor.js';

/** Sessions of the web interface (docs/interface-api.md): sign-in, the session's view, its ending. */
export const WRONG_CREDENTIALS = 'The email or password is incorrect.';

/** Where a session comes from, kept to list one's sessions. */
export interface SessionOrigin {
  ip: string | null;
  userAgent: string | null;
}

export interface StartedSession {
  /** The cookie's value; only its digest is stored. */
  secret: string;
  view: SessionView;
}

function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

export async function findAccount(db: Executor, email: string) {
  return findUserRowByEmail(db, email.trim().toLowerCase());
}

export async function presentSession(
  db: Executor,
  user: SessionView['user'],
  workspaceId: number,
  csrfToken: string,
): Promise<SessionView> {
  const memberships = await currentMemberships(db, user.id);
  const current = memberships.find((m) => m.id === workspaceId);
  if (!current) throw new UnauthenticatedError('Unauthenticated. The session has ended; sign in again.');
  return {
    user,
    workspace: current,
    workspaces: memberships.map(({ id, slug, name, role }) => ({ id, slug, name, role })),
    csrf_token: csrfToken,
    second_factor_setup_required:
      (await workspaceRequiresSecondFactor(db, workspaceId)) && !(await hasSecondFactor(db, user.id)),
  };
}

/** A new session for a person, acting in `workspaceId` (which must be one of their memberships). */
export async function startSession(
  db: Executor,
  user: SessionView['user'],
  workspaceId: number,
  origin: SessionOrigin,
): Promise<StartedSession> {
  const secret = randomSecret();
  const csrfToken = randomSecret();
  const now = nowIso();
  await deleteExpiredSessions(db, user.id, now);
  await insertSession(db, {
    digest: digestToken(secret),
    user_id: user.id,
    workspace_id: workspaceId,
    csrf_token: csrfToken,
    user_agent: origin.userAgent?.slice(0, 512) ?? null,
    ip: origin.ip,
    created_at: now,
    last_seen_at: now,
    expires_at: isoAfter(SESSION_LIFETIME_MS),
  });
  if (origin.ip !== null) await rememberSignInAddress(db, user.email, origin.ip);
  return { secret, view: await presentSession(db, user, workspaceId, csrfToken) };
}

/**
 * A sign-in whose every step passed: the browser's device cookie is remembered, the sign-in audited and
 * the session started, in one transaction.
 */
export async function finishSignIn(
  db: Db,
  ctx: SystemContext,
  input: {
    account: { id: number; name: string; email: string };
    origin: SessionOrigin & { ip: string; device?: string };
    /** The audit entry's details: how the person signed in. */
    details: Record<string, string>;
  },
): Promise<StartedSession & { device: string }> {
  const { account, origin, details } = input;
  const [first] = await currentMemberships(db, account.id);
  if (!first) throw new ForbiddenError('This account is not a member of any workspace.');
  // The browser keeps (or gets) a device cookie that lets it past the counts strangers can fill.
  const device = isWellFormedSessionSecret(origin.device ?? '') ? origin.device! : newDeviceSecret();
  await rememberSignInDevice(db, account.email, device);
  const person = { id: account.id, name: account.name, email: account.email };
  const started = await inTransaction(db, async (tx) => {
    await recordAccountEvent(tx, person, {
      action: 'sign_in.succeeded',
      actor: { type: 'user', ...person },
      ip: origin.ip,
      details,
    });
    return startSession(tx, person, first.id, origin);
  });
  return { ...started, device };
}

/** Sessions are people's: a run token never reaches the interface (auth.ts), and is refused here too. */
function personOf(caller: Caller) {
  return asPerson(caller, 'use a browser session').user;
}

function sessionOf(caller: Caller) {
  if (caller.credential.kind !== 'session') throw new UnauthenticatedError('Unauthenticated. Sign in.');
  return caller.credential;
}

export async function currentSession(db: Executor, caller: Caller): Promise<SessionView> {
  return presentSession(db, personOf(caller), caller.workspace.id, sessionOf(caller).csrfToken);
}

export async function switchWorkspace(
  tx: Tx,
  ctx: CommandContext,
  input: { workspace: string },
): Promise<SessionView> {
  const { caller } = ctx;
  const slug = input.workspace;
  const session = sessionOf(caller);
  const target = (await currentMemberships(tx, personOf(caller).id)).find((m) => m.slug === slug);
  if (!target) throw new NotFoundError('Workspace');
  await setSessionWorkspace(tx, session.id, target.id);
  return presentSession(tx, personOf(caller), target.id, session.csrfToken);
}

export async function listSessions(db: Executor, caller: Caller) {
  const current = sessionOf(caller).id;
  return (await listUserSessions(db, personOf(caller).id, nowIso())).map((s) => ({
    id: s.id,
    created_at: s.created_at,
    last_seen_at: s.last_seen_at,
    user_agent: s.user_agent,
    ip: s.ip,
    current: s.id === current,
  }));
}

export async function signOut(tx: Tx, ctx: CommandContext): Promise<void> {
  await deleteSession(tx, personOf(ctx.caller).id, sessionOf(ctx.caller).id);
}

export async function endSession(tx: Tx, ctx: CommandContext, input: { id: number }): Promise<void> {
  if (!(await deleteSession(tx, personOf(ctx.caller).id, input.id))) throw new NotFoundError('Session');
}

/**
 * Sign out everywhere: every session of the person, this one included, and (unless they untick it) their
 * API tokens in every workspace: it is the button of someone who fears a credential is in other hands.
 */
export async function endAllSessions(
  tx: Tx,
  ctx: CommandContext,
  options: { revokeTokens: boolean },
): Promise<void> {
  const { caller } = ctx;
  await deleteUserSessions(tx, personOf(caller).id);
  if (options.revokeTokens) await revokeAllUserTokens(tx, personOf(caller).id, nowOf(ctx));
  await recordAccountEvent(tx, personOf(caller), {
    action: 'sessions.ended_all',
    actor: caller,
    details: { tokens_revoked: options.revokeTokens },
  });
}

/** Settings → Sessions: every other session of the person ends; this one stays signed in. */
export async function endOtherSessions(tx: Tx, ctx: CommandContext): Promise<void> {
  const { caller } = ctx;
  await deleteUserSessions(tx, personOf(caller).id, sessionOf(caller).id);
  await recordAccountEvent(tx, personOf(caller), { action: 'sessions.ended_others', actor: caller });
}

/**
 * The other sessions end; this one stays signed in. The current password is an attempt like a sign-in
 * (sign-in-throttle.ts), so a stolen session cannot guess it any faster than a stranger could.
 */
/** `ip`: where the request came from (the attempt is throttled by it, and the change logged with it). */
export async function changePassword(
  db: Db,
  ctx: CommandContext,
  input: { current_password: string; new_password: string; revoke_tokens?: boolean; ip: string },
): Promise<void> {
  const { caller } = ctx;
  const origin = { ip: input.ip };
  const session = sessionOf(caller);
  const attempt = await beginPasswordAttempt(db, ctx, { email: personOf(caller).email, ip: origin.ip });
  const currentHash = await findPasswordHash(db, personOf(caller).id);
  if (!(await verifyPassword(currentHash, input.current_password))) {
    await attempt.failed();
    throw ValidationError.field('current_password', 'The current password is incorrect.');
  }
  await attempt.succeeded();
  const password = checkNewPassword(input.new_password, 'new_password', personOf(caller));
  const newHash = await hashPassword(password);
  // Hashed first, outside the transaction: the new password and the end of the other sessions commit together.
  await inTransaction(db, async (tx) => {
    await setPasswordHash(tx, personOf(caller).id, newHash);
    await deleteUserSessions(tx, personOf(caller).id, session.id);
    // Checked by default in the form: a token is as much the account as a session is.
    if (input.revoke_tokens ?? true) await revokeAllUserTokens(tx, personOf(caller).id, nowOf(ctx));
    await recordAccountEvent(tx, personOf(caller), {
      action: 'password.changed',
      actor: caller,
      ip: origin.ip,
      details: { tokens_revoked: input.revoke_tokens ?? true },
    });
  });
}

export async function setPasswordHash(tx: Tx, userId: number, passwordHash: string): Promise<void> {
  await updateUser(tx, userId, { password_hash: passwordHash });
}

/**
 * `tandem admin user set-password`: a new password; every session and API token of the person ends (the
 * administrator hands the account back to its owner, so whoever held it before keeps nothing), and the
 * account counts as confirmed: the installation's administrator vouches for who receives it.
 */
export async function setPassword(tx: Tx, email: string, password: string) {
  const account = await findAccount(tx, email);
  if (!account) throw new NotFoundError(`User "${email}"`);
  await setPasswordHash(tx, account.id, await hashPassword(checkNewPassword(password, 'password', account)));
  await deleteUserSessions(tx, account.id);
  const revokedTokens = await revokeAllUserTokens(tx, account.id, nowIso());
  await confirmUserEmail(tx, account.id);
  await recordAccountEvent(tx, account, {
    action: 'password.set',
    actor: null,
    details: { tokens_revoked: revokedTokens },
  });
  return { id: account.id, email: account.email, revoked_tokens: revokedTokens };
}
