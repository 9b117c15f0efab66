import { nowIso } from '../clock.js';
import type { Executor } from '../db/connection.js';
import type { Role, Workspace } from '../db/schema.js';
import { currentMemberships, moveSessionsOffWorkspace } from '../repositories/sessions.js';
import { NotFoundError, ValidationError } from './errors.js';
import { PREFIX_PATTERN } from './projects.js';

export interface WorkspaceInput {
  slug: string;
  name: string;
  issue_prefix: string;
  cycles?: { length_days: number; first_starts_on: string } | null;
  holiday_region?: string | null;
}

export async function createWorkspace(db: Executor, input: WorkspaceInput): Promise<Workspace> {
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(input.slug)) {
    throw ValidationError.field('slug', 'The slug must be lower-case letters, digits and hyphens.');
  }
  if (!PREFIX_PATTERN.test(input.issue_prefix)) {
    throw ValidationError.field('issue_prefix', 'The issue prefix must be 1 to 10 letters or digits.');
  }
  if (input.cycles) {
    const { length_days, first_starts_on } = input.cycles;
    if (!Number.isInteger(length_days) || length_days < 1 || length_days > 366) {
      throw ValidationError.field('cycles.length_days', 'The cycle length must be 1 to 366 days.');
    }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(first_starts_on) || Number.isNaN(Date.parse(first_starts_on))) {
      throw ValidationError.field('cycles.first_starts_on', 'The first cycle start must be a date.');
    }
  }
  return db
    .insertInto('workspaces')
    .values({
      slug: input.slug,
      name: input.name,
      issue_prefix: input.issue_prefix.toUpperCase(),
      cycle_length_days: input.cycles?.length_days ?? null,
      cycle_first_starts_on: input.cycles?.first_starts_on ?? null,
      holiday_region: input.holiday_region ?? null,
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findWorkspaceBySlug(db: Executor, slug: string): Promise<Workspace> {
  const workspace = await db.selectFrom('workspaces').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!workspace) throw new NotFoundError(`Workspace "${slug}"`);
  return workspace;
}

/** One person per email address, across workspaces. */
export async function findOrCreateUser(db: Executor, email: string, name: string) {
  const normalised = email.trim().toLowerCase();
  const existing = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normalised)
    .executeTakeFirst();
  if (existing) return existing;
  return db
    .insertInto('users')
    .values({ email: normalised, name, created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findUserByEmail(db: Executor, email: string) {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) throw new NotFoundError(`User "${email}"`);
  return user;
}

/** Joining again after leaving restores the membership with the new role. */
export async function addMember(
  db: Executor,
  workspaceId: number,
  userId: number,
  role: Role,
  weeklyHours: number,
) {
  const existing = await db
    .selectFrom('memberships')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing) {
    return db
      .updateTable('memberships')
      .set({ role, weekly_hours: weeklyHours, left_at: null })
      .where('id', '=', existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  return db
    .insertInto('memberships')
    .values({
      workspace_id: workspaceId,
      user_id: userId,
      role,
      weekly_hours: weeklyHours,
      joined_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Leaving ends access: tokens stop working because membership is checked on every request; sessions
 * acting in the workspace move to another of the person's workspaces, or end when there is none.
 */
export async function removeMember(db: Executor, workspaceId: number, userId: number) {
  const result = await db
    .updateTable('memberships')
    .set({ left_at: nowIso() })
    .where('workspace_id', '=', workspaceId)
    .where('user_id', '=', userId)
    .where('left_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new NotFoundError('Membership');
  const [next] = await currentMemberships(db, userId);
  await moveSessionsOffWorkspace(db, userId, workspaceId, next?.id ?? null);
}
