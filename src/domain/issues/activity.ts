import { nowIso } from '../../clock.js';
import type { Executor } from '../../db/connection.js';
import { insertActivity } from '../../repositories/activity.js';
import type { ActorRef } from '../actors.js';

export interface ActivityEntry {
  workspaceId: number;
  issueId: number;
  event: string;
  actor: ActorRef | null;
  data?: unknown;
}

/** The history row of an entry, for a caller that writes it in the same statement as its issue. */
export function activityRow(entry: Omit<ActivityEntry, 'issueId'>) {
  return {
    workspace_id: entry.workspaceId,
    event: entry.event,
    actor_type: entry.actor?.type ?? null,
    actor_id: entry.actor?.id ?? null,
    data: JSON.stringify(entry.data ?? {}),
    created_at: nowIso(),
  };
}

/**
 * Issue history (decisions §3.7). Written with the caller's executor, so it commits or rolls back
 * together with the change it describes.
 */
export async function recordActivity(db: Executor, entry: ActivityEntry): Promise<void> {
  await insertActivity(db, [{ ...activityRow(entry), issue_id: entry.issueId }]);
}
