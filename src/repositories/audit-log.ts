import { sql, type Insertable } from 'kysely';
import type { Executor, Tx } from '../db/connection.js';
import type { ActorType, AuditEntriesTable } from '../db/schema.js';

/** The audit log (issue 43): rows of `audit_entries`, only ever inserted, read, and removed when old. */

export async function insertAuditEntries(tx: Tx, rows: Insertable<AuditEntriesTable>[]): Promise<void> {
  if (rows.length > 0) await tx.insertInto('audit_entries').values(rows).execute();
}

export interface AuditListFilters {
  /** `null` type: the system's entries. */
  actor?: { type: ActorType | null; id: number | null };
  action?: { exact: string } | { prefix: string };
  from?: string;
  to?: string;
}

/** A workspace's entries, newest first. */
export function auditEntriesOf(db: Executor, workspaceId: number, filters: AuditListFilters) {
  let query = db.selectFrom('audit_entries').selectAll().where('workspace_id', '=', workspaceId);
  if (filters.actor) {
    const { type, id } = filters.actor;
    query =
      type === null
        ? query.where('actor_type', 'is', null)
        : query.where('actor_type', '=', type).where('actor_id', '=', id!);
  }
  if (filters.action && 'exact' in filters.action) query = query.where('action', '=', filters.action.exact);
  if (filters.action && 'prefix' in filters.action) {
    // substr rather than LIKE: `_` in a subject is no wildcard, and both databases read it alike.
    const { prefix } = filters.action;
    query = query.where(sql<string>`substr(action, 1, ${sql.lit(prefix.length)})`, '=', prefix);
  }
  if (filters.from !== undefined) query = query.where('created_at', '>=', filters.from);
  if (filters.to !== undefined) query = query.where('created_at', '<=', filters.to);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc');
}

/** Every entry of a workspace, oldest first (the workspace export). */
export async function allAuditEntriesOf(db: Executor, workspaceId: number) {
  return db
    .selectFrom('audit_entries')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('id')
    .execute();
}

/** Removes up to `limit` entries written before `cutoff`, oldest first; answers how many went. */
export async function deleteAuditEntriesBefore(db: Executor, cutoff: string, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('audit_entries')
    .where('id', 'in', (eb) =>
      eb.selectFrom('audit_entries').select('id').where('created_at', '<', cutoff).orderBy('id').limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A person's name and address as an entry keeps them. */
export async function findPersonNamed(db: Executor, userId: number) {
  return db.selectFrom('users').select(['id', 'name', 'email']).where('id', '=', userId).executeTakeFirst();
}

/** An invitation's address and role, as an entry names it. */
export async function findInvitationNamed(db: Executor, workspaceId: number, id: number) {
  return db
    .selectFrom('invitations')
    .select(['id', 'email', 'role'])
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}
