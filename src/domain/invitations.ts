import { isoAfter, nowIso } from '../clock.js';
import { type Db, type Executor, inTransaction } from '../db/connection.js';
import {
  closeInvitation,
  findOpenInvitation,
  insertInvitation,
  listOpenInvitations,
} from '../repositories/invitations.js';
import { findMember } from '../repositories/members.js';
import { findUserRowByEmail, updateUser } from '../repositories/users.js';
import type { Caller } from './caller.js';
import { NotFoundError, ValidationError } from './errors.js';
import { checkRole, checkWeeklyHours } from './members.js';
import { checkNewPassword, hashPassword, verifyPassword } from './passwords.js';
import { asPerson, assertCanAssignRole } from './policy.js';
import { setPasswordHash, startSession, type SessionOrigin, type StartedSession } from './sessions.js';
import { assertSignInAllowed, recordSignInFailure, signInSubjects } from './sign-in-throttle.js';
import { digestToken, generateToken, isWellFormedToken } from './tokens.js';
import { addMember, findOrCreateUser } from './workspaces.js';

/**
 * Invitations bring people into a workspace (decisions §9.2): a link `<SERVICE_APP_URL>/invite/<token>`,
 * valid seven days, shown once to the inviter to pass on (only the token's digest is stored).
 */
export const INVITATION_TOKEN_PREFIX = 'tdmi_';
const INVITATION_LIFETIME_MS = 7 * 24 * 3600 * 1000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface InvitationInput {
  workspaceId: number;
  email: unknown;
  role: unknown;
  weeklyHours?: unknown;
  name?: string | null;
  invitedBy: number | null;
}

function checkEmail(email: unknown): string {
  if (typeof email !== 'string' || email.length > 320 || !EMAIL_PATTERN.test(email.trim())) {
    throw ValidationError.field('email', 'The email must be an email address.');
  }
  return email.trim().toLowerCase();
}

/** Creates an invitation without asking who may (the admin CLI's path; `createInvitation` asks). */
export async function inviteToWorkspace(db: Executor, input: InvitationInput, appUrl: string) {
  const email = checkEmail(input.email);
  const role = checkRole(input.role);
  const weeklyHours = input.weeklyHours === undefined ? 40 : checkWeeklyHours(input.weeklyHours);
  const existing = await findUserRowByEmail(db, email, { includingDeleted: true });
  if (existing && (await findMember(db, input.workspaceId, existing.id))) {
    throw ValidationError.field('email', 'This person is already a member of the workspace.');
  }
  const token = generateToken(INVITATION_TOKEN_PREFIX);
  const row = await insertInvitation(db, {
    workspace_id: input.workspaceId,
    email,
    name: input.name ?? null,
    role,
    weekly_hours: weeklyHours,
    digest: digestToken(token),
    invited_by: input.invitedBy,
    created_at: nowIso(),
    expires_at: isoAfter(INVITATION_LIFETIME_MS),
  });
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    created_at: row.created_at,
    expires_at: row.expires_at,
    url: `${appUrl}/invite/${token}`,
  };
}

export async function createInvitation(
  db: Executor,
  caller: Caller,
  input: { email: string; role: string; weekly_hours?: number },
  appUrl: string,
) {
  assertCanAssignRole(caller, null, checkRole(input.role));
  const person = asPerson(caller, 'invite people');
  const invitation = await inviteToWorkspace(
    db,
    {
      workspaceId: caller.workspace.id,
      email: input.email,
      role: input.role,
      weeklyHours: input.weekly_hours,
      invitedBy: person.user.id,
    },
    appUrl,
  );
  return { ...invitation, invited_by: { id: person.user.id, name: person.user.name } };
}

/** Open invitations; the link itself is shown only when created (only its digest is kept). */
export async function listInvitations(db: Executor, caller: Caller) {
  assertCanAssignRole(caller, null, null);
  return (await listOpenInvitations(db, caller.workspace.id, nowIso())).map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    created_at: row.created_at,
    expires_at: row.expires_at,
    invited_by: row.invited_by === null ? null : { id: row.invited_by, name: row.invited_by_name ?? '' },
  }));
}

export async function withdrawInvitation(db: Executor, caller: Caller, id: number): Promise<void> {
  assertCanAssignRole(caller, null, null);
  if (!(await closeInvitation(db, id, caller.workspace.id, { withdrawn_at: nowIso() }))) {
    throw new NotFoundError('Invitation');
  }
}

async function mustFindOpen(db: Executor, token: string) {
  const invitation = isWellFormedToken(token, INVITATION_TOKEN_PREFIX)
    ? await findOpenInvitation(db, digestToken(token), nowIso())
    : undefined;
  if (!invitation) throw new NotFoundError('Invitation');
  return invitation;
}

/** What the invitation page shows before accepting. */
export async function lookUpInvitation(db: Executor, token: string) {
  const invitation = await mustFindOpen(db, token);
  const account = await findUserRowByEmail(db, invitation.email);
  return {
    workspace: { slug: invitation.workspace_slug, name: invitation.workspace_name },
    email: invitation.email,
    name: invitation.name,
    role: invitation.role,
    account_exists: account?.password_hash != null,
  };
}

/**
 * Accepting: a new account sets its name and password; an existing account proves itself with its
 * session or its password (slowed down like sign-in). Either way a session starts in the workspace.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  input: { name?: string; password?: string },
  signedIn: Caller | null,
  origin: SessionOrigin & { ip: string },
): Promise<StartedSession> {
  const invitation = await mustFindOpen(db, token);
  const account = await findUserRowByEmail(db, invitation.email);
  let newPasswordHash: string | null = null;
  if (account?.password_hash) {
    if (signedIn?.user?.id !== account.id) {
      const subjects = signInSubjects(invitation.email, origin.ip);
      await assertSignInAllowed(db, subjects);
      if (input.password === undefined || !(await verifyPassword(account.password_hash, input.password))) {
        await recordSignInFailure(db, subjects);
        throw ValidationError.field(
          'password',
          `An account for ${invitation.email} exists: sign in as it, or enter its password.`,
        );
      }
    }
  } else {
    const name = (input.name ?? account?.name ?? '').trim();
    if (name === '' || name.length > 255)
      throw ValidationError.field('name', 'The name must be 1 to 255 characters.');
    input = { ...input, name };
    newPasswordHash = await hashPassword(checkNewPassword(input.password));
  }
  const user = await inTransaction(db, async (trx) => {
    if (!(await closeInvitation(trx, invitation.id, invitation.workspace_id, { accepted_at: nowIso() }))) {
      throw new NotFoundError('Invitation');
    }
    const person = account ?? (await findOrCreateUser(trx, invitation.email, input.name!));
    if (newPasswordHash !== null) {
      await setPasswordHash(trx, person.id, newPasswordHash);
      if (account && input.name) await updateUser(trx, person.id, { name: input.name });
    }
    await addMember(trx, invitation.workspace_id, person.id, invitation.role, invitation.weekly_hours);
    return {
      id: person.id,
      name: input.name && newPasswordHash !== null ? input.name : person.name,
      email: person.email,
    };
  });
  return startSession(db, user, invitation.workspace_id, origin);
}
