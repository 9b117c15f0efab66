import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { Agent, AgentsTable } from '../db/schema.js';

export async function listWorkspaceAgents(
  db: Executor,
  workspaceId: number,
  userId: number,
): Promise<Agent[]> {
  return db
    .selectFrom('agents')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where((eb) => eb.or([eb('visibility', '=', 'workspace'), eb('owner_user_id', '=', userId)]))
    .orderBy('id')
    .execute();
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
