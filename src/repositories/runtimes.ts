import type { Executor } from '../db/connection.js';
import type { AgentRuntime } from '../db/schema.js';

export async function insertRuntime(
  db: Executor,
  values: { workspace_id: number; name: string; token_digest: string; created_at: string },
): Promise<AgentRuntime> {
  return db
    .insertInto('agent_runtimes')
    .values({ ...values, sandbox: 'unknown' })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The runtime a token digest belongs to, with its workspace's slug and name. */
export async function findRuntimeByDigest(db: Executor, digest: string) {
  return db
    .selectFrom('agent_runtimes as r')
    .innerJoin('workspaces as w', 'w.id', 'r.workspace_id')
    .selectAll('r')
    .select(['w.slug as workspace_slug', 'w.name as workspace_name'])
    .where('r.token_digest', '=', digest)
    .executeTakeFirst();
}

export async function findRuntimeById(db: Executor, id: number): Promise<AgentRuntime | undefined> {
  return db.selectFrom('agent_runtimes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listRuntimesByIds(db: Executor, ids: number[]): Promise<AgentRuntime[]> {
  return db.selectFrom('agent_runtimes').selectAll().where('id', 'in', ids).execute();
}

export async function updateRuntime(
  db: Executor,
  id: number,
  changes: Partial<Pick<AgentRuntime, 'name' | 'sandbox' | 'last_seen_at' | 'revoked_at'>>,
): Promise<AgentRuntime | undefined> {
  return db.updateTable('agent_runtimes').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
}

/** The agents bound to a runtime, in id order. */
export async function agentsOfRuntime(db: Executor, runtimeId: number) {
  return db
    .selectFrom('agents')
    .select(['id', 'name', 'provider', 'model', 'status', 'max_concurrent_tasks'])
    .where('runtime_id', '=', runtimeId)
    .orderBy('id')
    .execute();
}

export async function setAgentRuntime(db: Executor, agentId: number, runtimeId: number | null) {
  return db
    .updateTable('agents')
    .set({ runtime_id: runtimeId })
    .where('id', '=', agentId)
    .returningAll()
    .executeTakeFirstOrThrow();
}
