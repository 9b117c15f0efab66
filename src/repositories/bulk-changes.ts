import type { Executor } from '../db/connection.js';
import type { Insertable } from 'kysely';
import type { BulkChange, BulkChangesTable } from '../db/schema.js';

/** Queries of `bulk_changes` (issue 40): the undoable bulk changes of a workspace. */

export async function insertBulkChange(
  db: Executor,
  values: Insertable<BulkChangesTable>,
): Promise<BulkChange> {
  return db.insertInto('bulk_changes').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findBulkChange(
  db: Executor,
  workspaceId: number,
  id: number,
): Promise<BulkChange | undefined> {
  return db
    .selectFrom('bulk_changes')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Marks it undone unless it already is; answers whether this call did (two undos at once: one wins). */
export async function markBulkChangeUndone(db: Executor, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('bulk_changes')
    .set({ undone_at: at })
    .where('id', '=', id)
    .where('undone_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
