import type { Executor } from '../../db/connection.js';
import { listActivityOfIssue } from '../../repositories/activity.js';
import { ActorDirectory, type ActorView } from '../actors.js';
import type { Caller } from '../caller.js';
import { resolveIssue } from './issue-ref.js';
import type { ActivityView } from '../../schemas/issues.js';

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
  const entries = rows.map((row) => ({ row, data: parseData(row.data) }));
  const actors = await ActorDirectory.load(
    db,
    entries.flatMap(({ row, data }) => [{ type: row.actor_type, id: row.actor_id }, ...recordedActors(data)]),
    [],
    caller,
  );
  return {
    items: entries.map(({ row, data }) => ({
      id: row.id,
      event: row.event,
      actor: actors.view(row.actor_type, row.actor_id),
      data: withRecordedActors(data, actors),
      created_at: row.created_at,
    })),
    total,
  };
}

/** The actors an entry's data names: the assignee before and after (`changes.assignee`). */
function recordedActors(data: Record<string, unknown>): ActorView[] {
  const assignee = assigneeChange(data);
  return assignee ? [assignee.from, assignee.to].filter(isActorView) : [];
}

/** The data with the names of the actors it records withheld where the viewer may not see them. */
function withRecordedActors(data: Record<string, unknown>, actors: ActorDirectory): Record<string, unknown> {
  const assignee = assigneeChange(data);
  if (!assignee) return data;
  const shown = (actor: unknown) => (isActorView(actor) ? actors.recorded(actor) : actor);
  const changes = data.changes as Record<string, unknown>;
  return {
    ...data,
    changes: { ...changes, assignee: { ...assignee, from: shown(assignee.from), to: shown(assignee.to) } },
  };
}

function assigneeChange(data: Record<string, unknown>): { from: unknown; to: unknown } | null {
  const changes = data.changes;
  if (typeof changes !== 'object' || changes === null) return null;
  const assignee = (changes as Record<string, unknown>).assignee;
  return typeof assignee === 'object' && assignee !== null
    ? (assignee as { from: unknown; to: unknown })
    : null;
}

function isActorView(value: unknown): value is ActorView {
  if (typeof value !== 'object' || value === null) return false;
  const actor = value as Record<string, unknown>;
  return (
    (actor.type === 'user' || actor.type === 'agent') &&
    typeof actor.id === 'number' &&
    typeof actor.name === 'string'
  );
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
