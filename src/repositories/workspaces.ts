import type { Executor } from '../db/connection.js';

/** Hands out the next issue number of a workspace; the row lock serialises concurrent creators. */
export async function nextIssueNumber(db: Executor, workspaceId: number): Promise<number> {
  const row = await db
    .updateTable('workspaces')
    .set((eb) => ({ issue_counter: eb('issue_counter', '+', 1) }))
    .where('id', '=', workspaceId)
    .returning('issue_counter')
    .executeTakeFirstOrThrow();
  return row.issue_counter;
}
