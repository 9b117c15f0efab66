import type { Insertable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { Invitation, InvitationsTable, Role } from '../db/schema.js';

export async function insertInvitation(
  db: Executor,
  values: Insertable<InvitationsTable>,
): Promise<Invitation> {
  return db.insertInto('invitations').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Invitations not yet accepted, withdrawn or expired, with the name of who invited. */
export async function listOpenInvitations(db: Executor, workspaceId: number, now: string) {
  return db
    .selectFrom('invitations as i')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .selectAll('i')
    .select('u.name as invited_by_name')
    .where('i.workspace_id', '=', workspaceId)
    .where('i.accepted_at', 'is', null)
    .where('i.withdrawn_at', 'is', null)
    .where('i.expires_at', '>', now)
    .orderBy('i.id', 'desc')
    .execute();
}

/** The open invitations for an email address, in every workspace (OpenID Connect sign-in joins them). */
export async function listOpenInvitationsForEmail(db: Executor, email: string, now: string) {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id')
    .execute();
}

/** An open invitation by its token's digest, with its workspace. */
export async function findOpenInvitation(db: Executor, digest: string, now: string) {
  return db
    .selectFrom('invitations as i')
    .innerJoin('workspaces as w', 'w.id', 'i.workspace_id')
    .selectAll('i')
    .select(['w.slug as workspace_slug', 'w.name as workspace_name'])
    .where('i.digest', '=', digest)
    .where('i.accepted_at', 'is', null)
    .where('i.withdrawn_at', 'is', null)
    .where('i.expires_at', '>', now)
    .executeTakeFirst();
}

/** Marks an invitation used or withdrawn; false when it no longer was open (a race lost). */
export async function closeInvitation(
  db: Executor,
  id: number,
  workspaceId: number,
  change: { accepted_at: string } | { withdrawn_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set(change)
    .where('id', '=', id)
    .where('workspace_id', '=', workspaceId)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Withdraws the open invitations `userId` made in the workspace (all of them, or only those for the
 * given roles); answers how many.
 */
export async function withdrawInvitationsMadeBy(
  db: Executor,
  workspaceId: number,
  userId: number,
  now: string,
  roles?: readonly Role[],
): Promise<number> {
  let query = db
    .updateTable('invitations')
    .set({ withdrawn_at: now })
    .where('workspace_id', '=', workspaceId)
    .where('invited_by', '=', userId)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null);
  if (roles) {
    if (roles.length === 0) return 0;
    query = query.where('role', 'in', roles);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Invitation mails sent after `since`, by one inviter and in the whole workspace, with the oldest of
 * each (when the count frees a place again).
 */
export async function countMailedInvitationsSince(
  db: Executor,
  workspaceId: number,
  inviterId: number,
  since: string,
) {
  const row = await db
    .selectFrom('invitations')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('workspace_count'),
      eb.fn.min('mailed_at').as('workspace_oldest'),
      eb.fn
        .sum<number | string | null>(eb.case().when('invited_by', '=', inviterId).then(1).else(0).end())
        .as('inviter_count'),
      eb.fn
        .min(eb.case().when('invited_by', '=', inviterId).then(eb.ref('mailed_at')).else(null).end())
        .as('inviter_oldest'),
    ])
    .where('workspace_id', '=', workspaceId)
    .where('mailed_at', '>', since)
    .executeTakeFirstOrThrow();
  return {
    workspace: {
      count: Number(row.workspace_count),
      oldest: row.workspace_oldest ?? null,
    },
    inviter: { count: Number(row.inviter_count ?? 0), oldest: row.inviter_oldest ?? null },
  };
}
