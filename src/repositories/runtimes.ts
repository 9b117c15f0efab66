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

/**
 * Runtimes not heard from since `seenBefore` (not revoked, their outage not yet announced) with queued
 * runs of agents bound to them: the outages to announce (issue 38).
 */
export async function quietRuntimesWithQueuedWork(db: Executor, seenBefore: string, limit: number) {
  return db
    .selectFrom('agent_runtimes as r')
    .select(['r.id'])
    .where('r.revoked_at', 'is', null)
    .where('r.offline_alerted_at', 'is', null)
    .where('r.last_seen_at', 'is not', null)
    .where('r.last_seen_at', '<', seenBefore)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('runs')
          .innerJoin('agents as a', 'a.id', 'runs.agent_id')
          .select('runs.id')
          .whereRef('a.runtime_id', '=', 'r.id')
          .where('runs.status', '=', 'queued'),
      ),
    )
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

/**
 * Marks the runtime's outage announced, only while it is still unannounced and quiet: of several
 * sweepers racing, exactly one gets the row back.
 */
export async function markRuntimeOfflineAlerted(
  db: Executor,
  id: number,
  seenBefore: string,
  now: string,
): Promise<AgentRuntime | undefined> {
  return db
    .updateTable('agent_runtimes')
    .set({ offline_alerted_at: now })
    .where('id', '=', id)
    .where('offline_alerted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('last_seen_at', '<', seenBefore)
    .returningAll()
    .executeTakeFirst();
}

/** Ends an announced outage (the runtime was heard from): the row once, to whoever clears it first. */
export async function clearRuntimeOfflineAlert(db: Executor, id: number): Promise<AgentRuntime | undefined> {
  return db
    .updateTable('agent_runtimes')
    .set({ offline_alerted_at: null })
    .where('id', '=', id)
    .where('offline_alerted_at', 'is not', null)
    .returningAll()
    .executeTakeFirst();
}

/** The agents bound to a runtime that have queued runs, with how many and their owners. */
export async function queuedWorkOfRuntime(db: Executor, runtimeId: number) {
  return db
    .selectFrom('agents as a')
    .innerJoin('runs', 'runs.agent_id', 'a.id')
    .select([
      'a.id',
      'a.name',
      'a.visibility',
      'a.owner_user_id',
      (eb) => eb.fn.countAll<number | string>().as('queued'),
    ])
    .where('a.runtime_id', '=', runtimeId)
    .where('runs.status', '=', 'queued')
    .groupBy(['a.id', 'a.name', 'a.visibility', 'a.owner_user_id'])
    .orderBy('a.id')
    .execute();
}
