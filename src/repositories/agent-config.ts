import type { Insertable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { AgentInstructionVersionsTable, AgentSecret } from '../db/schema.js';
import { fetchPage } from './paging.js';

/** Agents' instruction versions and secrets (decisions §12.4). */

export async function insertInstructionVersion(
  db: Executor,
  values: Insertable<AgentInstructionVersionsTable>,
): Promise<void> {
  await db.insertInto('agent_instruction_versions').values(values).execute();
}

/** Newest first. */
export async function listInstructionVersionPage(
  db: Executor,
  agentId: number,
  limit: number,
  offset: number,
) {
  return fetchPage(
    db
      .selectFrom('agent_instruction_versions')
      .selectAll()
      .where('agent_id', '=', agentId)
      .orderBy('version', 'desc'),
    limit,
    offset,
  );
}

export async function findInstructionVersion(db: Executor, agentId: number, version: number) {
  return db
    .selectFrom('agent_instruction_versions')
    .selectAll()
    .where('agent_id', '=', agentId)
    .where('version', '=', version)
    .executeTakeFirst();
}

export async function listAgentSecrets(db: Executor, agentId: number): Promise<AgentSecret[]> {
  return db.selectFrom('agent_secrets').selectAll().where('agent_id', '=', agentId).orderBy('name').execute();
}

/** Sets the secret, replacing its value when the agent has one by that name (one statement: no race). */
export async function upsertAgentSecret(
  db: Executor,
  values: {
    agent_id: number;
    name: string;
    ciphertext: string;
    key_id: string;
    updated_by_user_id: number;
    at: string;
  },
): Promise<AgentSecret> {
  const { at, ...rest } = values;
  return db
    .insertInto('agent_secrets')
    .values({ ...rest, created_at: at, updated_at: at })
    .onConflict((oc) =>
      oc.columns(['agent_id', 'name']).doUpdateSet({
        ciphertext: rest.ciphertext,
        key_id: rest.key_id,
        updated_by_user_id: rest.updated_by_user_id,
        updated_at: at,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A new version of the agent's instructions: the number taken on the agent's row (locked by the update). */
export async function setAgentInstructions(
  db: Executor,
  agentId: number,
  instructions: string | null,
): Promise<number> {
  const row = await db
    .updateTable('agents')
    .set((eb) => ({
      instructions,
      instructions_version: eb(eb.fn.coalesce('instructions_version', eb.lit(0)), '+', 1),
    }))
    .where('id', '=', agentId)
    .returning('instructions_version')
    .executeTakeFirstOrThrow();
  return Number(row.instructions_version);
}

/** Whether one was removed. */
export async function deleteAgentSecret(db: Executor, agentId: number, name: string): Promise<boolean> {
  const result = await db
    .deleteFrom('agent_secrets')
    .where('agent_id', '=', agentId)
    .where('name', '=', name)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
