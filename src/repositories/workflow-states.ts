import { sql } from 'kysely';
import type { Executor } from '../db/connection.js';
import { ISSUE_STATUSES } from '../schemas/enums.js';

/** Workflow states (issue 40): rows of `workflow_states`, and the issues' `state_id` they own. */

const VIEW_COLUMNS = ['id', 'name', 'status', 'color', 'position', 'created_at', 'updated_at'] as const;

/** The statuses' order of the contract, so a listing reads as the board does. */
const statusOrder = sql<number>`case status ${sql.join(
  ISSUE_STATUSES.map((status, index) => sql`when ${status} then ${index}`),
  sql` `,
)} else ${ISSUE_STATUSES.length} end`;

/** A workspace's states by status (the contract's order), then position. */
export function statesOfWorkspace(db: Executor, workspaceId: number, status: string | undefined) {
  let query = db.selectFrom('workflow_states').select(VIEW_COLUMNS).where('workspace_id', '=', workspaceId);
  if (status !== undefined) query = query.where('status', '=', status);
  return query.orderBy(statusOrder).orderBy('position').orderBy('id');
}

export async function findState(db: Executor, workspaceId: number, id: number) {
  return db
    .selectFrom('workflow_states')
    .select([...VIEW_COLUMNS, 'name_key'])
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findStateByKey(db: Executor, workspaceId: number, nameKey: string) {
  return db
    .selectFrom('workflow_states')
    .select(['id', 'name', 'status'])
    .where('workspace_id', '=', workspaceId)
    .where('name_key', '=', nameKey)
    .executeTakeFirst();
}

export async function countStates(db: Executor, workspaceId: number): Promise<number> {
  const row = await db
    .selectFrom('workflow_states')
    .select((eb) => eb.fn.countAll().as('total'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Ids of a status's states in their order. */
export async function stateIdsOfStatus(db: Executor, workspaceId: number, status: string): Promise<number[]> {
  const rows = await db
    .selectFrom('workflow_states')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('status', '=', status)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Gives each state its index in `ids` as its position (only the rows whose position changes). */
export async function setPositions(db: Executor, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await db
      .updateTable('workflow_states')
      .set({ position })
      .where('id', '=', id)
      .where('position', '!=', position)
      .execute();
  }
}

/** Inserts one state; undefined when the workspace already has one of that name (any case). */
export async function insertState(
  db: Executor,
  values: {
    workspace_id: number;
    name: string;
    name_key: string;
    status: string;
    color: string;
    position: number;
    created_at: string;
    updated_at: string;
  },
) {
  return db
    .insertInto('workflow_states')
    .values(values)
    .onConflict((oc) => oc.columns(['workspace_id', 'name_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function updateState(
  db: Executor,
  id: number,
  changes: { name?: string; name_key?: string; color?: string; updated_at: string },
): Promise<void> {
  await db.updateTable('workflow_states').set(changes).where('id', '=', id).execute();
}

/** The live issues in a state, by id: those a deletion gives back to their status. */
export async function issueIdsInState(db: Executor, stateId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('issues')
    .select('id')
    .where('state_id', '=', stateId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Takes every issue (deleted ones too) out of the state, then removes it. */
export async function deleteStateRow(db: Executor, id: number, now: string): Promise<void> {
  await db
    .updateTable('issues')
    .set({ state_id: null, updated_at: now })
    .where('state_id', '=', id)
    .execute();
  await db.deleteFrom('workflow_states').where('id', '=', id).execute();
}
