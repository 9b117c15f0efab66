import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { SavedViewsTable } from '../db/schema.js';
import { fetchPage } from './paging.js';

function visibleViews(db: Executor, workspaceId: number, viewerId: number, surface: string | undefined) {
  let query = db
    .selectFrom('saved_views')
    .where('workspace_id', '=', workspaceId)
    .where((eb) =>
      eb.or([eb('shared', '=', 1), eb.and([eb('owner_type', '=', 'user'), eb('owner_id', '=', viewerId)])]),
    );
  if (surface !== undefined) query = query.where('surface', '=', surface);
  return query;
}

/** The viewer's own views plus the workspace-shared ones, by name. */
export async function listSavedViews(
  db: Executor,
  workspaceId: number,
  viewerId: number,
  surface: string | undefined,
  limit: number,
  offset: number,
) {
  const query = visibleViews(db, workspaceId, viewerId, surface).selectAll().orderBy('name').orderBy('id');
  return fetchPage(query, limit, offset);
}

export async function insertSavedView(db: Executor, values: Insertable<SavedViewsTable>) {
  return db.insertInto('saved_views').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A view the viewer can see (their own or a shared one), or undefined. */
export async function findVisibleSavedView(db: Executor, workspaceId: number, viewerId: number, id: number) {
  return visibleViews(db, workspaceId, viewerId, undefined)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateSavedView(
  db: Executor,
  id: number,
  values: Pick<
    Updateable<SavedViewsTable>,
    'name' | 'filters' | 'shared' | 'layout' | 'field_columns' | 'updated_at'
  >,
) {
  return db
    .updateTable('saved_views')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteSavedView(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('saved_views').where('id', '=', id).execute();
}
