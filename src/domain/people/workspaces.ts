import { nowIso } from '../../clock.js';
import type { Executor } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { Role, Workspace } from '../../db/schema.js';
import {
  endMembership,
  findMembership,
  insertMembership,
  restoreMembership,
} from '../../repositories/members.js';
import { revokeUserTokens } from '../../repositories/api-tokens.js';
import { withdrawInvitationsMadeBy } from '../../repositories/invitations.js';
import { currentMemberships, moveSessionsOffWorkspace } from '../../repositories/sessions.js';
import { findUserRowByEmail, insertUser } from '../../repositories/users.js';
import { findWorkspaceRowBySlug, insertWorkspace } from '../../repositories/workspaces.js';
import { isAcceptedDate } from '../date-range.js';
import { DATE_RANGE_WORDS } from '../../schemas/limits.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { PREFIX_PATTERN } from '../issues/projects.js';

export interface WorkspaceInput {
  slug: string;
  name: string;
  issue_prefix: string;
  cycles?: { length_days: number; first_starts_on: string } | null;
  holiday_region?: string | null;
  /** Issue statuses follow the runs of agents (issue 22); on unless false. */
  status_follows_runs?: boolean;
}

export async function createWorkspace(db: Executor, input: WorkspaceInput): Promise<Workspace> {
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(input.slug)) {
    throw ValidationError.field('slug', 'The slug must be lower-case letters, digits and hyphens.');
  }
  if (!PREFIX_PATTERN.test(input.issue_prefix)) {
    throw ValidationError.field('issue_prefix', 'The issue prefix must be 1 to 10 letters or digits.');
  }
  if (input.cycles) checkCycleCadence(input.cycles);
  const taken = await findWorkspaceRowBySlug(db, input.slug);
  if (taken) throw workspaceExists(input.slug);
  return insertWorkspace(db, {
    slug: input.slug,
    name: input.name,
    issue_prefix: input.issue_prefix.toUpperCase(),
    cycle_length_days: input.cycles?.length_days ?? null,
    cycle_first_starts_on: input.cycles?.first_starts_on ?? null,
    holiday_region: input.holiday_region ?? null,
    status_follows_runs: input.status_follows_runs === false ? 0 : 1,
    created_at: nowIso(),
  }).catch((error: unknown) => {
    // Created by someone else between the check and the insert.
    throw isUniqueViolation(error) ? workspaceExists(input.slug) : error;
  });
}

/**
 * A cycle cadence: 1 to 366 days from a first start date. The rule of the seed fixture and of
 * Administration → Workspace alike.
 */
export function checkCycleCadence(cycles: { length_days: number; first_starts_on: string }): void {
  const { length_days, first_starts_on } = cycles;
  if (!Number.isInteger(length_days) || length_days < 1 || length_days > 366) {
    throw ValidationError.field('cycles.length_days', 'The cycle length must be 1 to 366 days.');
  }
  if (typeof first_starts_on !== 'string' || !isAcceptedDate(first_starts_on)) {
    throw ValidationError.field(
      'cycles.first_starts_on',
      `The first cycle start must be a date (YYYY-MM-DD) ${DATE_RANGE_WORDS}.`,
    );
  }
}

function workspaceExists(slug: string): ConflictError {
  return new ConflictError(`workspace ${slug} already exists`);
}

export async function isWorkspaceSlugTaken(db: Executor, slug: string): Promise<boolean> {
  return (await findWorkspaceRowBySlug(db, slug)) !== undefined;
}

export async function findWorkspaceBySlug(db: Executor, slug: string): Promise<Workspace> {
  const workspace = await findWorkspaceRowBySlug(db, slug);
  if (!workspace) throw new NotFoundError(`Workspace "${slug}"`);
  return workspace;
}

/** One person per email address, across workspaces. */
export async function findOrCreateUser(db: Executor, email: string, name: string) {
  const normalised = email.trim().toLowerCase();
  const existing = await findUserRowByEmail(db, normalised, { includingDeleted: true });
  if (existing) return existing;
  return insertUser(db, { email: normalised, name, created_at: nowIso() });
}

export async function findUserByEmail(db: Executor, email: string) {
  const user = await findUserRowByEmail(db, email.trim().toLowerCase(), { includingDeleted: true });
  if (!user) throw new NotFoundError(`User "${email}"`);
  return user;
}

/** Whether the account of this email address (deleted or not) has a password. */
export async function hasPassword(db: Executor, email: string): Promise<boolean> {
  const user = await findUserRowByEmail(db, email.trim().toLowerCase(), { includingDeleted: true });
  return Boolean(user?.password_hash);
}

/** Whether the person is a current member of the workspace (one who left is not). */
export async function isCurrentMember(db: Executor, workspaceId: number, userId: number): Promise<boolean> {
  return (await findMembership(db, workspaceId, userId)) !== undefined;
}

/** Joining again after leaving restores the membership with the new role. */
export async function addMember(
  db: Executor,
  workspaceId: number,
  userId: number,
  role: Role,
  weeklyHours: number,
) {
  const existing = await findMembership(db, workspaceId, userId, { includingFormer: true });
  if (existing) return restoreMembership(db, existing.id, role, weeklyHours);
  return insertMembership(db, {
    workspace_id: workspaceId,
    user_id: userId,
    role,
    weekly_hours: weeklyHours,
    joined_at: nowIso(),
  });
}

/**
 * Leaving ends access: the person's API tokens in the workspace are revoked (not merely stopped by the
 * membership check, so joining again later does not bring them back), the invitations they made there
 * are withdrawn (they no longer speak for the workspace), and sessions acting in the workspace move to
 * another of the person's workspaces, or end when there is none.
 */
export async function removeMember(db: Executor, workspaceId: number, userId: number) {
  const now = nowIso();
  if (!(await endMembership(db, workspaceId, userId, now))) throw new NotFoundError('Membership');
  await revokeUserTokens(db, workspaceId, userId, now);
  await withdrawInvitationsMadeBy(db, workspaceId, userId, now);
  const [next] = await currentMemberships(db, userId);
  await moveSessionsOffWorkspace(db, userId, workspaceId, next?.id ?? null);
}
