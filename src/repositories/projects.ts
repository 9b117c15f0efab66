import type { Executor } from '../db/connection.js';
import type { Insertable, Updateable } from 'kysely';
import { precompiled } from '../db/precompiled.js';
import type { ProjectsTable } from '../db/schema.js';
import { fetchPage } from './paging.js';

export async function listProjects(db: Executor, workspaceId: number, limit: number, offset: number) {
  const query = db.selectFrom('projects').selectAll().where('workspace_id', '=', workspaceId).orderBy('id');
  return fetchPage(query, limit, offset);
}

export async function listProjectNames(db: Executor, ids: number[]) {
  return db.selectFrom('projects').select(['id', 'name']).where('id', 'in', ids).execute();
}

export async function listWorkspaceProjectNames(db: Executor, workspaceId: number) {
  return db.selectFrom('projects').select(['id', 'name']).where('workspace_id', '=', workspaceId).execute();
}

/** Every project's name and prefix, oldest first (an import matches source projects against them). */
export async function listProjectKeys(db: Executor, workspaceId: number) {
  return db
    .selectFrom('projects')
    .select(['id', 'name', 'prefix'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('id')
    .execute();
}

export async function findProject(db: Executor, workspaceId: number, id: number) {
  return db
    .selectFrom('projects')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findProjectByPrefix(db: Executor, workspaceId: number, prefix: string) {
  return db
    .selectFrom('projects')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('prefix', '=', prefix)
    .executeTakeFirst();
}

/**
 * The projects of the workspace with this prefix, as a subquery: an issue written with a project's
 * prefix (`WEB-12`) is found only while `exists` of it holds, in the issue's own statement.
 */
export function projectsWithPrefix(db: Executor, workspaceId: number, prefix: string) {
  return db
    .selectFrom('projects as pp')
    .select('pp.id')
    .where('pp.workspace_id', '=', workspaceId)
    .where('pp.prefix', '=', prefix);
}

/** `projectsWithPrefix` on its own: whether a prefix is one of the workspace's projects'. */
export const projectIdsWithPrefix = precompiled((db: Executor, workspaceId: number, prefix: string) =>
  projectsWithPrefix(db, workspaceId, prefix),
);

export async function insertProject(db: Executor, values: Insertable<ProjectsTable>) {
  return db.insertInto('projects').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateProject(db: Executor, id: number, values: Updateable<ProjectsTable>) {
  return db.updateTable('projects').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}
