import type { Static } from 'typebox';
import type { Executor, Tx } from '../../db/connection.js';
import type { Role } from '../../db/schema.js';
import { listWorkspaceAgentNames } from '../../repositories/agents.js';
import { withdrawInvitationsMadeBy } from '../../repositories/invitations.js';
import {
  findMembership,
  listCurrentMembers,
  listLivePeople,
  lockOwners,
  updateMembership,
} from '../../repositories/members.js';
import type { MemberQuery as MemberQuerySchema, MemberView } from '../../schemas/members.js';
import { privateAgentsViewer, type Caller } from '../caller.js';
import { nowOf, type CommandContext } from '../context.js';
import { ROLES } from '../../schemas/enums.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import {
  assertCanAdministerWorkspace,
  assertCanAssignRole,
  assertCanEndSessionsOf,
  assertCanListMembers,
  canGrantRole,
} from '../policy.js';
import { removeMember } from './workspaces.js';
import { assertMayBePromoted } from './account-confirmation.js';
import { personTarget, recordAccountEvent, recordAudit, recordMemberRemoval } from './audit-log.js';
import { deleteUserSessions } from '../../repositories/sessions.js';
import { findUserIdentity } from '../../repositories/users.js';

/** Administration → Members: the workspace's people, their roles and weekly hours. */
export async function listMembers(db: Executor, caller: Caller) {
  assertCanListMembers(caller);
  return listCurrentMembers(db, caller.workspace.id);
}

export function checkRole(role: unknown, field = 'role'): Role {
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) {
    throw ValidationError.field(field, `The role must be one of ${ROLES.join(', ')}.`);
  }
  return role as Role;
}

export function checkWeeklyHours(hours: unknown, field = 'weekly_hours'): number {
  if (typeof hours !== 'number' || !Number.isInteger(hours) || hours < 0 || hours > 168) {
    throw ValidationError.field(field, 'The weekly hours must be a whole number from 0 to 168.');
  }
  return hours;
}

async function mustFindMember(db: Executor, caller: Caller, userId: number) {
  const membership = await findMembership(db, caller.workspace.id, userId);
  if (!membership) throw new NotFoundError('Member');
  return membership;
}

/** A workspace keeps at least one owner: the last one can be neither demoted nor removed. */
async function assertNotLastOwner(db: Executor, workspaceId: number, userId: number, what: string) {
  const owners = await lockOwners(db, workspaceId);
  if (owners.length === 1 && owners[0] === userId) {
    throw ValidationError.field(
      'role',
      `The last owner cannot be ${what}; make someone else an owner first.`,
    );
  }
}

/** `id`: the member's user id. */
export interface ChangeMemberInput {
  id: number;
  role?: unknown;
  weekly_hours?: unknown;
}

/** Call in a transaction (the last-owner check locks the owners on PostgreSQL). */
export async function changeMember(tx: Tx, ctx: CommandContext, input: ChangeMemberInput) {
  const { caller } = ctx;
  const userId = input.id;
  assertCanAdministerWorkspace(caller);
  const membership = await mustFindMember(tx, caller, userId);
  const changes: { role?: Role; weekly_hours?: number } = {};
  if (input.role !== undefined) {
    const role = checkRole(input.role);
    assertCanAssignRole(caller, membership.role, role);
    if (role !== membership.role) await assertMayBePromoted(tx, userId, role);
    if (membership.role === 'owner' && role !== 'owner') {
      await assertNotLastOwner(tx, caller.workspace.id, userId, 'demoted');
    }
    changes.role = role;
    // A demoted inviter's links admit no one above what the new role may grant.
    const ungrantable = ROLES.filter((invited) => !canGrantRole(role, invited));
    await withdrawInvitationsMadeBy(tx, caller.workspace.id, userId, nowOf(ctx), ungrantable);
  }
  if (input.weekly_hours !== undefined) changes.weekly_hours = checkWeeklyHours(input.weekly_hours);
  if (Object.keys(changes).length > 0) await updateMembership(tx, membership.id, changes);
  if (changes.role !== undefined && changes.role !== membership.role) {
    await recordAudit(tx, {
      workspaceId: caller.workspace.id,
      actor: caller,
      action: 'member.role_changed',
      target: await personTarget(tx, userId, 'member'),
      details: { from: membership.role, to: changes.role },
    });
  }
  const member = (await listCurrentMembers(tx, caller.workspace.id)).find((m) => m.id === userId);
  return member!;
}

/**
 * Removing a member: the same removal as `tandem admin member remove` — their tokens stop at once
 * (membership is checked on every request) and their sessions in this workspace move or end.
 * Call in a transaction.
 */
export async function removeMemberAsAdministrator(tx: Tx, ctx: CommandContext, input: { id: number }) {
  const { caller } = ctx;
  const userId = input.id;
  const membership = await mustFindMember(tx, caller, userId);
  assertCanAssignRole(caller, membership.role, null);
  if (membership.role === 'owner') await assertNotLastOwner(tx, caller.workspace.id, userId, 'removed');
  await removeMember(tx, caller.workspace.id, userId);
  await recordMemberRemoval(tx, caller, caller.workspace.id, userId, membership.role);
}

/**
 * An administrator signs a person out (issue 43): every session of the account ends (a session is the
 * account's, whichever workspace it shows), their API tokens stay (removal or their own "sign out
 * everywhere" revokes those). An owner's sessions only by an owner.
 */
export async function endMemberSessions(tx: Tx, ctx: CommandContext, input: { id: number }): Promise<void> {
  const { caller } = ctx;
  const userId = input.id;
  const membership = await mustFindMember(tx, caller, userId);
  assertCanEndSessionsOf(caller, membership.role);
  await deleteUserSessions(tx, userId);
  const account = await findUserIdentity(tx, userId);
  if (account) await recordAccountEvent(tx, account, { action: 'sessions.ended_by_admin', actor: caller });
}

export type MemberQuery = Omit<Static<typeof MemberQuerySchema>, 'page' | 'per_page'>;

/** Whether `name` or one of its words starts with `prefix` (both compared in lower case). */
export function nameStartsWith(name: string, prefix: string): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith(prefix)) return true;
  return lower.split(/[\s\-_.]+/u).some((word) => word.startsWith(prefix));
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * `GET /members` (for pickers): the workspace's current people (Management aside: it has no issues) and
 * the agents the caller could assign, ordered by name. Every member may read it, guests too (they
 * mention people), but a guest is not shown addresses. A workspace has at most a few thousand of them,
 * so they are filtered and ordered here, with the same case folding on both databases.
 */
export async function listPickableMembers(
  db: Executor,
  caller: Caller,
  query: MemberQuery,
  limit: number,
  offset: number,
): Promise<{ items: MemberView[]; total: number }> {
  const prefix = query.q?.trim().toLowerCase() ?? '';
  const [people, agents] = await Promise.all([
    query.type === 'agent' ? [] : listLivePeople(db, caller.workspace.id, { excludingManagement: true }),
    query.type === 'user'
      ? []
      : listWorkspaceAgentNames(db, caller.workspace.id, privateAgentsViewer(caller)),
  ]);
  const showEmail = caller.role !== 'guest';
  const all: MemberView[] = [
    ...people.map((person) => ({
      key: `user:${person.id}`,
      type: 'user' as const,
      id: person.id,
      name: person.name,
      role: person.role,
      email: showEmail ? person.email : null,
      status: null,
      active: true,
    })),
    ...agents.map((agent) => ({
      key: `agent:${agent.id}`,
      type: 'agent' as const,
      id: agent.id,
      name: agent.name,
      role: null,
      email: null,
      status: agent.status,
      active: agent.status !== 'disabled',
    })),
  ]
    .filter((member) => prefix === '' || nameStartsWith(member.name, prefix))
    .sort(
      (a, b) =>
        byName.compare(a.name, b.name) || (a.type === b.type ? 0 : a.type === 'user' ? -1 : 1) || a.id - b.id,
    );
  return { items: all.slice(offset, offset + limit), total: all.length };
}
