import type { Insertable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { Workspace, WorkspacesTable } from '../db/schema.js';

/** A workspace the caller knows exists (a run's or an issue's); throws when it does not. */
export async function workspaceById(db: Executor, id: number): Promise<Workspace> {
  return db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function findWorkspaceRowBySlug(db: Executor, slug: string): Promise<Workspace | undefined> {
  return db.selectFrom('workspaces').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function findWorkspaceName(db: Executor, id: number) {
  return db.selectFrom('workspaces').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function insertWorkspace(db: Executor, values: Insertable<WorkspacesTable>): Promise<Workspace> {
  return db.insertInto('workspaces').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function hasAnyWorkspace(db: Executor): Promise<boolean> {
  const workspace = await db.selectFrom('workspaces').select('id').limit(1).executeTakeFirst();
  return workspace !== undefined;
}

export async function updateWorkspaceSettings(
  db: Executor,
  id: number,
  changes: Partial<
    Pick<WorkspacesTable, 'name' | 'cycle_length_days' | 'cycle_first_starts_on' | 'holiday_region'> & {
      max_concurrent_runs: number | null;
      max_open_reviews: number | null;
      mail_from_strangers: number;
      require_second_factor: number;
    }
  >,
): Promise<Workspace> {
  return db
    .updateTable('workspaces')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
