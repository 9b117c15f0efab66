import { inTransaction } from '../../db/connection.js';
import { detachedSystemContext } from '../../services.js';
import { inviteToWorkspace, mailInvitation } from '../../domain/people/invitations.js';
import { checkRole, checkWeeklyHours } from '../../domain/people/members.js';
import { checkNewPassword, hashPassword } from '../../domain/people/passwords.js';
import { setPassword, setPasswordHash } from '../../domain/people/sessions.js';
import {
  addMember,
  createWorkspace,
  findOrCreateUser,
  findWorkspaceBySlug,
  hasPassword,
  isWorkspaceSlugTaken,
} from '../../domain/people/workspaces.js';
import { defineAdminCommand } from './command.js';
import { required } from './arguments.js';
import { readSecretFromStdin } from './stdin.js';

/** `tandem admin user set-password --email E`: the password from standard input; their sessions end. */
export const userSetPassword = defineAdminCommand({
  summary: "Set a person's password, read from standard input; their sessions end",
  options: { email: { type: 'string' } },
  run: async ({ values }, { database }) => {
    const email = required(values, 'email');
    const password = await readSecretFromStdin('New password');
    const user = await inTransaction(database.db, (tx) => setPassword(tx, email, password));
    return { user: user.email, password_set: true };
  },
});

/**
 * `tandem admin workspace create --slug S --name N --prefix P --owner-email E --owner-name N`: the first
 * run's command (and any later workspace's). The owner's password comes from standard input; an owner
 * who already has an account keeps their password and need not give one.
 */
export const workspaceCreate = defineAdminCommand({
  summary: "Create a workspace and its owner (the owner's password from standard input)",
  options: {
    slug: { type: 'string' },
    name: { type: 'string' },
    prefix: { type: 'string' },
    'owner-email': { type: 'string' },
    'owner-name': { type: 'string' },
  },
  run: async ({ values }, { database }) => {
    const { db } = database;
    const slug = required(values, 'slug');
    if (await isWorkspaceSlugTaken(db, slug)) {
      throw new Error(`A workspace "${slug}" already exists.`);
    }
    const ownerEmail = required(values, 'owner-email').trim().toLowerCase();
    const passwordHash = (await hasPassword(db, ownerEmail))
      ? null
      : await hashPassword(
          checkNewPassword(await readSecretFromStdin('Password for the owner'), 'password', {
            email: ownerEmail,
            name: values['owner-name'] ?? null,
          }),
        );
    return inTransaction(db, async (tx) => {
      const workspace = await createWorkspace(tx, {
        slug,
        name: required(values, 'name'),
        issue_prefix: required(values, 'prefix'),
      });
      const owner = await findOrCreateUser(tx, ownerEmail, required(values, 'owner-name'));
      if (passwordHash !== null) await setPasswordHash(tx, owner.id, passwordHash);
      await addMember(tx, workspace.id, owner.id, 'owner', 40);
      return {
        workspace: {
          id: workspace.id,
          slug: workspace.slug,
          name: workspace.name,
          issue_prefix: workspace.issue_prefix,
        },
        owner: { id: owner.id, email: owner.email, name: owner.name },
      };
    });
  },
});

/**
 * `tandem admin member add --workspace SLUG --email E --name N --role R [--weekly-hours H]
 * [--password-stdin]`: with --password-stdin the person is added at once (a new account gets the
 * password read from standard input); without it an invitation is made and its link printed, and the
 * person joins by opening it (setting their own password), as from Administration → Members.
 */
export const memberAdd = defineAdminCommand({
  summary: 'Invite a person to a workspace, or add them at once with --password-stdin',
  options: {
    workspace: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    'weekly-hours': { type: 'string' },
    'password-stdin': { type: 'boolean' },
  },
  run: async ({ values }, { database, config }) => {
    const { db } = database;
    const workspace = await findWorkspaceBySlug(db, required(values, 'workspace'));
    const email = required(values, 'email');
    const name = required(values, 'name');
    const role = checkRole(required(values, 'role'));
    const hoursText = values['weekly-hours'];
    if (hoursText !== undefined && !/^\d{1,3}$/.test(hoursText))
      throw new Error('--weekly-hours must be a whole number');
    const weeklyHours = hoursText === undefined ? 40 : checkWeeklyHours(Number(hoursText));
    if (!values['password-stdin']) {
      const invitation = await inTransaction(db, async (tx) => {
        const made = await inviteToWorkspace(
          tx,
          detachedSystemContext({ db, dialect: database.dialect, config }),
          {
            workspaceId: workspace.id,
            email,
            role,
            weeklyHours,
            name,
            invitedBy: null,
          },
        );
        if (config.mail) {
          await mailInvitation(tx, made, {
            workspaceId: workspace.id,
            workspaceName: workspace.name,
            inviterName: null,
          });
        }
        return made;
      });
      return {
        workspace: workspace.slug,
        email: invitation.email,
        role,
        invitation_url: invitation.url,
        expires_at: invitation.expires_at,
        mailed: config.mail !== null,
      };
    }
    if (await hasPassword(db, email)) {
      throw new Error(
        `${email} already has an account and a password; leave out --password-stdin to invite them.`,
      );
    }
    const passwordHash = await hashPassword(
      checkNewPassword(await readSecretFromStdin('Password'), 'password', { email, name }),
    );
    return inTransaction(db, async (tx) => {
      const user = await findOrCreateUser(tx, email, name);
      await setPasswordHash(tx, user.id, passwordHash);
      await addMember(tx, workspace.id, user.id, role, weeklyHours);
      return {
        workspace: workspace.slug,
        user: { id: user.id, email: user.email, name: user.name },
        role,
        added: true,
      };
    });
  },
});
