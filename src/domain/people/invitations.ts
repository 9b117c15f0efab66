import { recordAudit, recordInvitationRevoked } from './audit-log.js';
import { isoAfter, nowIso } from '../../clock.js';
import { type Db, type Executor, inTransaction, type Tx } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { Role } from '../../db/schema.js';
import {
  closeInvitation,
  findOpenInvitation,
  insertInvitation,
  listOpenInvitations,
  listOpenInvitationsForEmail,
} from '../../repositories/invitations.js';
import { findMember, findMembership } from '../../repositories/members.js';
import { confirmUserEmail, findUserRowByEmail, insertUser } from '../../repositories/users.js';
import { assertMayMailInvitation } from './invitation-limits.js';
import type { Caller } from '../caller.js';
import { nowOf, type CommandContext, type SystemContext } from '../context.js';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthenticatedError,
  ValidationError,
} from '../../errors.js';
import { checkRole, checkWeeklyHours } from './members.js';
import { checkNewPassword, hashPassword } from './passwords.js';
import { asPerson, assertCanAssignRole, canGrantRole } from '../policy.js';
import { startSession, type SessionOrigin, type StartedSession } from './sessions.js';
import { digestToken, generateToken, isWellFormedToken } from './tokens.js';
import { addMember } from './workspaces.js';
import { invitationMail } from '../../mail/messages.js';
import { queueMail } from '../integrations/mail-outbox.js';

/**
 * Invitations bring people into a workspace (decisions §9.2): a link `<SERVICE_APP_URL>/invite/<token>`,
 * valid seven days (only the token's digest is stored): mailed to the invitee when mail is on, else shown
 * once to the inviter to pass on.
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
  /** When the link went out by mail; null (the default): shown to whoever made it. */
  mailedAt?: string | null;
}

function checkEmail(email: unknown): string {
  if (typeof email !== 'string' || email.length > 320 || !EMAIL_PATTERN.test(email.trim())) {
    throw ValidationError.field('email', 'The email must be an email address.');
  }
  return email.trim().toLowerCase();
}

/**
 * Creates an invitation without asking who may (the admin CLI's path; `createInvitation` asks).
 * `mailedAt`: the link goes out by mail and is shown to no one (so accepting it proves the mailbox).
 */
export async function inviteToWorkspace(
  db: Executor,
  ctx: Pick<SystemContext, 'appUrl' | 'clock'>,
  input: InvitationInput,
) {
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
    created_at: nowOf(ctx),
    expires_at: isoAfter(INVITATION_LIFETIME_MS, ctx.clock.now()),
    mailed_at: input.mailedAt ?? null,
  });
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    created_at: row.created_at,
    expires_at: row.expires_at,
    url: `${ctx.appUrl}/invite/${token}`,
  };
}

/**
 * Mails the link to the invitee (decisions §11.7), in the transaction that made the invitation: the
 * mail is queued exactly when the invitation exists.
 */
export async function mailInvitation(
  db: Executor,
  invitation: { email: string; role: string; url: string; expires_at: string },
  from: { workspaceId: number; workspaceName: string; inviterName: string | null },
): Promise<void> {
  await queueMail(db, {
    ...invitationMail({
      inviter: from.inviterName,
      workspace: from.workspaceName,
      role: invitation.role,
      url: invitation.url,
      expiresAt: invitation.expires_at,
    }),
    kind: 'invitation',
    to: invitation.email,
    workspaceId: from.workspaceId,
    discardAfter: invitation.expires_at,
  });
}

/**
 * `mailed`: whether the link went out by mail (mail on), else the inviter passes it on. A mailed link is
 * never shown to the inviter (`url` null): only the invitee's mailbox holds it, so whoever accepts it
 * owns the address (issue 37), and invitation mails are bounded (invitation-limits.ts).
 */
export async function createInvitation(
  tx: Tx,
  ctx: CommandContext,
  input: { email: string; role: string; weekly_hours?: number; mailEnabled: boolean },
) {
  const { caller } = ctx;
  assertCanAssignRole(caller, null, checkRole(input.role));
  const person = asPerson(caller, 'invite people');
  if (input.mailEnabled) await assertMayMailInvitation(tx, caller.workspace.id, person.user.id);
  const invitation = await inviteToWorkspace(tx, ctx, {
    workspaceId: caller.workspace.id,
    email: input.email,
    role: input.role,
    weeklyHours: input.weekly_hours,
    invitedBy: person.user.id,
    mailedAt: input.mailEnabled ? nowOf(ctx) : null,
  });
  if (input.mailEnabled) {
    await mailInvitation(tx, invitation, {
      workspaceId: caller.workspace.id,
      workspaceName: caller.workspace.name,
      inviterName: person.user.name,
    });
  }
  await recordAudit(tx, {
    workspaceId: caller.workspace.id,
    actor: caller,
    action: 'invitation.created',
    target: { type: 'invitation', id: invitation.id, name: invitation.email },
    details: { role: invitation.role, mailed: input.mailEnabled },
  });
  return {
    ...invitation,
    url: input.mailEnabled ? null : invitation.url,
    invited_by: { id: person.user.id, name: person.user.name },
    mailed: input.mailEnabled,
  };
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

export async function withdrawInvitation(tx: Tx, ctx: CommandContext, input: { id: number }): Promise<void> {
  const { caller } = ctx;
  const { id } = input;
  assertCanAssignRole(caller, null, null);
  if (!(await closeInvitation(tx, id, caller.workspace.id, { withdrawn_at: nowOf(ctx) }))) {
    throw new NotFoundError('Invitation');
  }
  await recordInvitationRevoked(tx, caller, id);
}

/**
 * The open invitation of a link. An invitation is worth its inviter's standing when it is used: one
 * whose inviter left the workspace, or may no longer grant its role, is as good as withdrawn (one made
 * by the admin CLI, `invited_by` null, speaks for the installation).
 */
async function mustFindOpen(db: Executor, token: string) {
  const invitation = isWellFormedToken(token, INVITATION_TOKEN_PREFIX)
    ? await findOpenInvitation(db, digestToken(token), nowIso())
    : undefined;
  if (!invitation) throw new NotFoundError('Invitation');
  if (invitation.invited_by !== null) {
    const inviter = await findMembership(db, invitation.workspace_id, invitation.invited_by);
    if (!canGrantRole(inviter?.role ?? null, invitation.role)) throw new NotFoundError('Invitation');
  }
  return invitation;
}

/**
 * The account an invitation's email already has, if any: any account with that address, one without
 * a password (made with a token only) and a deleted one included (decisions §11.2, docs/decisions.md).
 */
async function existingAccount(db: Executor, email: string) {
  return findUserRowByEmail(db, email, { includingDeleted: true });
}

/** What the invitation page shows before accepting. */
export async function lookUpInvitation(db: Executor, token: string) {
  const invitation = await mustFindOpen(db, token);
  const account = await existingAccount(db, invitation.email);
  return {
    workspace: { slug: invitation.workspace_slug, name: invitation.workspace_name },
    email: invitation.email,
    name: invitation.name,
    role: invitation.role,
    account_exists: account !== undefined,
  };
}

/**
 * Accepting (decisions §11.2). An email without an account: the link creates it, with the name and
 * password given. An email with an account: only that account, signed in, joins; the link never sets
 * its name or password (whoever holds the link, the inviter included, is not its owner), so `name` and
 * `password` are ignored. Either way a session starts in the workspace.
 */
export async function acceptInvitation(
  db: Db,
  ctx: SystemContext,
  input: {
    token: string;
    name?: string;
    password?: string;
    /** Whoever the request's session signs in, if anyone: only the account itself joins as it. */
    signedIn: Caller | null;
    origin: SessionOrigin;
    signInMethods?: { passwordSignIn: boolean; oidcName: string | null };
  },
): Promise<StartedSession> {
  const { signedIn, origin } = input;
  const signInMethods = input.signInMethods ?? { passwordSignIn: true, oidcName: null };
  const invitation = await mustFindOpen(db, input.token);
  const account = await existingAccount(db, invitation.email);
  if (account) {
    assertSignedInAs(signedIn, invitation.email, account.id);
    await inTransaction(db, async (tx) => {
      await closeAndJoin(tx, invitation, account);
      // Signed in as the account and holding a link only its mailbox received: the mailbox is theirs.
      if (invitation.mailed_at !== null) await confirmUserEmail(tx, account.id);
    });
    return startSession(
      db,
      { id: account.id, name: account.name, email: account.email },
      invitation.workspace_id,
      origin,
    );
  }
  if (!signInMethods.passwordSignIn) {
    // No password to choose: the first sign-in with the provider makes the account and joins (oidc.ts).
    throw new ForbiddenError(
      `Password sign-in is off on this installation: sign in with ${signInMethods.oidcName ?? 'single sign-on'} as ${invitation.email}, and the invitation is accepted as you sign in.`,
    );
  }
  const name = (input.name ?? invitation.name ?? '').trim();
  if (name === '' || name.length > 255)
    throw ValidationError.field('name', 'The name must be 1 to 255 characters.');
  const passwordHash = await hashPassword(
    checkNewPassword(input.password, 'password', { email: invitation.email, name }),
  );
  const user = await inTransaction(db, async (tx) => {
    const created = await createAccount(
      tx,
      invitation.email,
      name,
      passwordHash,
      provesMailbox(invitation) ? null : nowOf(ctx),
    );
    await closeAndJoin(tx, invitation, created);
    return { id: created.id, name: created.name, email: created.email };
  });
  return startSession(db, user, invitation.workspace_id, origin);
}

/**
 * OpenID Connect (oidc.ts): a new account whose verified email has open invitations joins their
 * workspaces with the invited roles, as accepting each link would have. Answers the workspaces joined.
 */
export async function joinInvitedWorkspaces(
  tx: Tx,
  email: string,
  person: { id: number; name: string },
): Promise<number[]> {
  const joined: number[] = [];
  for (const invitation of await listOpenInvitationsForEmail(tx, email, nowIso())) {
    if (joined.includes(invitation.workspace_id)) continue;
    await closeAndJoin(tx, invitation, person);
    joined.push(invitation.workspace_id);
  }
  return joined;
}

/**
 * Whether accepting this link shows that the one accepting owns its address: a link mailed there (and
 * shown to no one), or one made by the installation's administrator (`tandem admin member add`, no
 * inviter), who vouches for whom they hand it to. A link a workspace member copied and passed on proves
 * nothing: the account it makes is unconfirmed (account-confirmation.ts).
 */
function provesMailbox(invitation: { mailed_at: string | null; invited_by: number | null }): boolean {
  return invitation.mailed_at !== null || invitation.invited_by === null;
}

function assertSignedInAs(signedIn: Caller | null, email: string, accountId: number): void {
  if (signedIn === null) {
    throw new UnauthenticatedError(
      `An account for ${email} already exists: sign in as it, then open this invitation again to join.`,
    );
  }
  if (signedIn.user?.id !== accountId) {
    throw new ForbiddenError(
      `This invitation is for ${email}, and you are signed in as ${signedIn.user?.email ?? 'an agent'}: sign out, then sign in as ${email} to accept it.`,
    );
  }
}

async function closeAndJoin(
  tx: Tx,
  invitation: { id: number; workspace_id: number; email: string; role: Role; weekly_hours: number },
  person: { id: number; name: string },
): Promise<void> {
  const userId = person.id;
  // Conditional: a concurrent acceptance, withdrawal or removal of the inviter wins.
  if (!(await closeInvitation(tx, invitation.id, invitation.workspace_id, { accepted_at: nowIso() }))) {
    throw new NotFoundError('Invitation');
  }
  await addMember(tx, invitation.workspace_id, userId, invitation.role, invitation.weekly_hours);
  await recordAudit(tx, {
    workspaceId: invitation.workspace_id,
    actor: { type: 'user', id: person.id, name: person.name },
    action: 'invitation.accepted',
    target: { type: 'invitation', id: invitation.id, name: invitation.email },
    details: { role: invitation.role },
  });
}

/**
 * A new account for an invitation's email, with its password. Never an existing one: when another
 * acceptance created the account meanwhile, the unique email refuses this one (409), so a link cannot
 * set the password of an account it did not create.
 */
async function createAccount(
  tx: Tx,
  email: string,
  name: string,
  passwordHash: string,
  unconfirmedSince: string | null,
) {
  try {
    return await insertUser(tx, {
      email,
      name,
      password_hash: passwordHash,
      created_at: nowIso(),
      email_unconfirmed_since: unconfirmedSince,
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ConflictError(
        `An account for ${email} was created meanwhile: sign in as it, then open this invitation again to join.`,
      );
    }
    throw error;
  }
}
