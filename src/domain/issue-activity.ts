import type { Executor } from '../db/connection.js';
import { listActivityOfIssue } from '../repositories/activity.js';
import { ActorDirectory } from './actors.js';
import type { Caller } from './caller.js';
import { resolveIssue } from './issue-ref.js';
import type { ActivityView } from '../schemas/issues.js';

/** `GET /issues/{issue}/activity`. */
export async function listIssueActivity(
  db: Executor,
  caller: Caller,
  reference: string,
  limit: number,
  offset: number,
): Promise<{ items: ActivityView[]; total: number }> {
  const issue = await resolveIssue(db, caller.workspace, reference);
  const { rows, total } = await listActivityOfIssue(db, issue.id, limit, offset);
  const actors = await ActorDirectory.load(
    db,
    rows.map((row) => ({ type: row.actor_type, id: row.actor_id })),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      event: row.event,
      actor: actors.view(row.actor_type, row.actor_id),
      data: parseData(row.data),
      created_at: row.created_at,
    })),
    total,
  };
}

function parseData(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return {};
  }
}
