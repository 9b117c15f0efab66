import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { Agent, AgentsTable } from '../db/schema.js';
import { fetchPage } from './paging.js';

/** The agents of the workspace a person may see and assign: private ones to their owner only. */
function visibleAgents(db: Executor, workspaceId: number, userId: number) {
  return db
    .selectFrom('agents')
    .where('workspace_id', '=', workspaceId)
    .where((eb) => eb.or([eb('visibility', '=', 'workspace'), eb('owner_user_id', '=', userId)]));
}

export async function listWorkspaceAgents(
  db: Executor,
  workspaceId: number,
  userId: number,
): Promise<Agent[]> {
  return visibleAgents(db, workspaceId, userId).selectAll().orderBy('id').execute();
}

export async function listWorkspaceAgentPage(
  db: Executor,
  workspaceId: number,
  userId: number,
  limit: number,
  offset: number,
) {
  return fetchPage(visibleAgents(db, workspaceId, userId).selectAll().orderBy('id'), limit, offset);
}

/** What a picker shows of the agents a person may assign. */
export async function listWorkspaceAgentNames(db: Executor, workspaceId: number, userId: number) {
  return visibleAgents(db, workspaceId, userId).select(['id', 'name', 'status']).execute();
}

/** Agents' names, with what deciding who may see them needs (private ones: their owner only). */
export async function listAgentNames(db: Executor, ids: number[]) {
  return db
    .selectFrom('agents')
    .select(['id', 'name', 'visibility', 'owner_user_id'])
    .where('id', 'in', ids)
    .execute();
}

export async function findAgentOwnerId(db: Executor, id: number): Promise<number | null | undefined> {
  const agent = await db.selectFrom('agents').select('owner_user_id').where('id', '=', id).executeTakeFirst();
  return agent?.owner_user_id;
}

export async function findWorkspaceAgent(db: Executor, workspaceId: number, id: number) {
  return db
    .selectFrom('agents')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findAgent(db: Executor, id: number): Promise<Agent | undefined> {
  return db.selectFrom('agents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The environment values a run's transcript masks. */
export async function findAgentCustomEnv(db: Executor, id: number) {
  return db.selectFrom('agents').select('custom_env').where('id', '=', id).executeTakeFirst();
}

/** Whether the agent is private, and whose: who may see what its runs do. */
export async function findAgentVisibility(db: Executor, workspaceId: number, id: number) {
  return db
    .selectFrom('agents')
    .select(['visibility', 'owner_user_id'])
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Every agent of the workspace with what deciding who may use it needs. */
export async function listAgentsWithVisibility(db: Executor, workspaceId: number) {
  return db
    .selectFrom('agents')
    .select(['id', 'name', 'visibility', 'owner_user_id'])
    .where('workspace_id', '=', workspaceId)
    .execute();
}

export async function insertAgent(db: Executor, values: Insertable<AgentsTable>): Promise<Agent> {
  return db.insertInto('agents').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateAgentRow(db: Executor, id: number, values: Updateable<AgentsTable>) {
  return db.updateTable('agents').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function listWorkspaceRuntimes(db: Executor, workspaceId: number) {
  return db
    .selectFrom('agent_runtimes')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('revoked_at', 'is', null)
    .orderBy('id')
    .execute();
}
