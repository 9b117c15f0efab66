import type { Executor, Tx } from '../db/connection.js';
import type { Role } from '../db/schema.js';
import {
  findCurrentMembership,
  listCurrentMembers,
  lockOwners,
  updateMembership,
} from '../repositories/members.js';
import type { Caller } from './caller.js';
import { ROLES } from './enums.js';
import { NotFoundError, ValidationError } from './errors.js';
import { assertCanAdministerWorkspace, assertCanAssignRole, assertCanListMembers } from './policy.js';
import { removeMember } from './workspaces.js';

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
  const membership = await findCurrentMembership(db, caller.workspace.id, userId);
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

/** Call in a transaction (the last-owner check locks the owners on PostgreSQL). */
export async function changeMember(
  db: Tx,
  caller: Caller,
  userId: number,
  input: { role?: unknown; weekly_hours?: unknown },
) {
  assertCanAdministerWorkspace(caller);
  const membership = await mustFindMember(db, caller, userId);
  const changes: { role?: Role; weekly_hours?: number } = {};
  if (input.role !== undefined) {
    const role = checkRole(input.role);
    assertCanAssignRole(caller, membership.role, role);
    if (membership.role === 'owner' && role !== 'owner') {
      await assertNotLastOwner(db, caller.workspace.id, userId, 'demoted');
    }
    changes.role = role;
  }
  if (input.weekly_hours !== undefined) changes.weekly_hours = checkWeeklyHours(input.weekly_hours);
  if (Object.keys(changes).length > 0) await updateMembership(db, membership.id, changes);
  const member = (await listCurrentMembers(db, caller.workspace.id)).find((m) => m.id === userId);
  return member!;
}

/**
 * Removing a member: the same removal as `tandem admin member remove` — their tokens stop at once
 * (membership is checked on every request) and their sessions in this workspace move or end.
 * Call in a transaction.
 */
export async function removeMemberAsAdministrator(db: Tx, caller: Caller, userId: number) {
  const membership = await mustFindMember(db, caller, userId);
  assertCanAssignRole(caller, membership.role, null);
  if (membership.role === 'owner') await assertNotLastOwner(db, caller.workspace.id, userId, 'removed');
  await removeMember(db, caller.workspace.id, userId);
}
