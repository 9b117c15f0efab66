import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { ChatChannelsTable } from '../db/schema.js';

/** Chat channels (issue 41): rows of `chat_channels`. */

export function channelsOfWorkspace(db: Executor, workspaceId: number) {
  return db.selectFrom('chat_channels').selectAll().where('workspace_id', '=', workspaceId).orderBy('id');
}

/** The channels an emit fans out to: only what deciding needs, read once per emit. */
export async function channelSubscriptions(db: Executor, workspaceId: number) {
  return db
    .selectFrom('chat_channels')
    .select(['id', 'events'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('id')
    .execute();
}

export async function findChannel(db: Executor, workspaceId: number, id: number) {
  return db
    .selectFrom('chat_channels')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A channel by id alone, for the worker that posts (the job names it; the workspace follows). */
export async function findChannelById(db: Executor, id: number) {
  return db.selectFrom('chat_channels').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countChannels(db: Executor, workspaceId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_channels')
    .select((eb) => eb.fn.countAll().as('total'))
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertChannel(db: Executor, row: Insertable<ChatChannelsTable>): Promise<number> {
  const inserted = await db.insertInto('chat_channels').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateChannel(db: Executor, id: number, changes: Updateable<ChatChannelsTable>) {
  await db.updateTable('chat_channels').set(changes).where('id', '=', id).execute();
}

export async function deleteChannelRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('chat_channels').where('id', '=', id).execute();
}

/** A post that went through: the failures are over. */
export async function markChannelDelivered(db: Executor, id: number, at: string): Promise<void> {
  await db
    .updateTable('chat_channels')
    .set({ failure_count: 0, last_delivered_at: at })
    .where('id', '=', id)
    .execute();
}

export async function markChannelFailed(db: Executor, id: number, error: string, at: string): Promise<void> {
  await db
    .updateTable('chat_channels')
    .set((eb) => ({
      failure_count: eb('failure_count', '+', 1),
      last_error: error.slice(0, 500),
      last_error_at: at,
    }))
    .where('id', '=', id)
    .execute();
}

/** The project an event's issue is in (null: none, or no such issue), to match per-project channels. */
export async function projectOfIssueNumber(db: Executor, workspaceId: number, number: number) {
  const row = await db
    .selectFrom('issues')
    .select('project_id')
    .where('workspace_id', '=', workspaceId)
    .where('number', '=', number)
    .executeTakeFirst();
  return row?.project_id ?? null;
}
