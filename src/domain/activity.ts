import { nowIso } from '../clock.js';
import type { Executor } from '../db/connection.js';
import type { ActorRef } from './actors.js';

/**
 * Issue history (decisions §3.7). Written with the caller's executor, so it commits or rolls back
 * together with the change it describes.
 */
export async function recordActivity(
  db: Executor,
  entry: { workspaceId: number; issueId: number; event: string; actor: ActorRef | null; data?: unknown },
): Promise<void> {
  await db
    .insertInto('issue_activity')
    .values({
      workspace_id: entry.workspaceId,
      issue_id: entry.issueId,
      event: entry.event,
      actor_type: entry.actor?.type ?? null,
      actor_id: entry.actor?.id ?? null,
      data: JSON.stringify(entry.data ?? {}),
      created_at: nowIso(),
    })
    .execute();
}
