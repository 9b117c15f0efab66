import type { Insertable, Updateable } from 'kysely';
import type { Executor, Tx } from '../db/connection.js';
import { lockedAgainstReferences } from '../db/row-locks.js';
import type { RepositoriesTable } from '../db/schema.js';
import { fetchPage } from './paging.js';

/** Queries of the workspace's git repositories (issue 38); rules in src/domain/runs/repositories.ts. */
const COLUMNS = ['id', 'name', 'url', 'default_branch', 'created_at', 'updated_at'] as const;

export async function listRepositoryPage(db: Executor, workspaceId: number, limit: number, offset: number) {
  const query = db
    .selectFrom('repositories')
    .select(COLUMNS)
    .where('workspace_id', '=', workspaceId)
    .orderBy('name_key')
    .orderBy('id');
  return fetchPage(query, limit, offset);
}

export async function findRepository(db: Executor, workspaceId: number, id: number) {
  return db
    .selectFrom('repositories')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The repository, locked against new projects and agents naming it until the transaction ends. */
export async function findRepositoryForDelete(tx: Tx, workspaceId: number, id: number) {
  const query = tx
    .selectFrom('repositories')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id);
  return lockedAgainstReferences(tx, query).executeTakeFirst();
}

export async function findRepositoryByKey(db: Executor, workspaceId: number, nameKey: string) {
  return db
    .selectFrom('repositories')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('name_key', '=', nameKey)
    .executeTakeFirst();
}

/** Inserts one repository; undefined when the workspace already has one of that name (any case). */
export async function insertRepository(db: Executor, values: Insertable<RepositoriesTable>) {
  return db
    .insertInto('repositories')
    .values(values)
    .onConflict((oc) => oc.columns(['workspace_id', 'name_key']).doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function updateRepository(db: Executor, id: number, changes: Updateable<RepositoriesTable>) {
  return db
    .updateTable('repositories')
    .set(changes)
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** How many projects and agents name the repository (a repository in use is not deleted). */
export async function countRepositoryUsers(db: Executor, id: number) {
  const [projects, agents] = await Promise.all([
    db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('repository_id', '=', id)
      .$castTo<{ n: number | string }>()
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('agents')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('repository_id', '=', id)
      .$castTo<{ n: number | string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { projects: Number(projects.n), agents: Number(agents.n) };
}

export async function deleteRepository(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('repositories').where('id', '=', id).execute();
}

/** The repository a run on an issue works in: the agent's, else the issue's project's (decisions §12.3). */
export async function findRunRepository(db: Executor, agentId: number, projectId: number | null) {
  const agentRepository = await db
    .selectFrom('agents')
    .innerJoin('repositories', 'repositories.id', 'agents.repository_id')
    .select(['repositories.url', 'repositories.default_branch'])
    .where('agents.id', '=', agentId)
    .executeTakeFirst();
  if (agentRepository || projectId === null) return agentRepository;
  return db
    .selectFrom('projects')
    .innerJoin('repositories', 'repositories.id', 'projects.repository_id')
    .select(['repositories.url', 'repositories.default_branch'])
    .where('projects.id', '=', projectId)
    .executeTakeFirst();
}

/** Of the given issues, those of the workspace still open (neither done nor canceled). */
export async function openIssueIds(db: Executor, workspaceId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('issues')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', 'in', ids)
    .where('status', 'not in', ['done', 'canceled'])
    .where('deleted_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}
