import type { Executor } from '../db/connection.js';
import type { Comment, RunMessage } from '../db/schema.js';

/** Steering messages (decisions §12.8): comments kept for a run in hand until its runner fetches them. */

export async function insertRunMessage(
  db: Executor,
  values: { run_id: string; comment_id: number; created_at: string },
): Promise<void> {
  await db.insertInto('run_messages').values(values).execute();
}

/** Messages of the run not yet fetched whose comment still stands (a withdrawn one is never sent). */
function waiting(db: Executor, runId: string) {
  return db
    .selectFrom('run_messages')
    .innerJoin('comments', 'comments.id', 'run_messages.comment_id')
    .where('run_messages.run_id', '=', runId)
    .where('run_messages.delivered_at', 'is', null)
    .where('comments.withdrawn', '=', 0);
}

export async function countWaitingRunMessages(db: Executor, runId: string): Promise<number> {
  const row = await waiting(db, runId)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export type WaitingMessage = Pick<RunMessage, 'id' | 'comment_id'> &
  Pick<Comment, 'body' | 'author_type' | 'author_id' | 'created_at'>;

export async function listWaitingRunMessages(db: Executor, runId: string): Promise<WaitingMessage[]> {
  return waiting(db, runId)
    .select([
      'run_messages.id',
      'run_messages.comment_id',
      'comments.body',
      'comments.author_type',
      'comments.author_id',
      'comments.created_at',
    ])
    .orderBy('run_messages.id')
    .execute();
}

/** Marks the messages fetched; answers how many were still waiting (a concurrent fetch took the rest). */
export async function markRunMessagesDelivered(db: Executor, ids: number[], now: string): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .updateTable('run_messages')
    .set({ delivered_at: now })
    .where('id', 'in', ids)
    .where('delivered_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Moves waiting messages to another run (a follow-up run takes over what its predecessor never got). */
export async function moveRunMessages(db: Executor, ids: number[], runId: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('run_messages').set({ run_id: runId }).where('id', 'in', ids).execute();
}

export async function deleteRunMessages(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('run_messages').where('id', 'in', ids).execute();
}

/** The run of this agent on this issue a runner holds (dispatched or running), if any. */
export async function heldRunOfAgentOnIssue(
  db: Executor,
  issueId: number,
  agentId: number,
): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('runs')
    .select('id')
    .where('issue_id', '=', issueId)
    .where('agent_id', '=', agentId)
    .where('status', 'in', ['dispatched', 'running'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
