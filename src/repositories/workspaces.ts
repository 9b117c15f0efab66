import type { Executor } from '../db/connection.js';
import type { Workspace } from '../db/schema.js';

/** A workspace the caller knows exists (a run's or an issue's); throws when it does not. */
export async function workspaceById(db: Executor, id: number): Promise<Workspace> {
  return db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
