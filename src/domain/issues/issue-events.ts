import type { SystemContext } from '../context.js';
import type { EventToEmit } from '../events.js';
import { issueEventData, issueUrl, type IssueView } from './issue-presenter.js';

/**
 * What one save of an issue says to history and to webhooks, decided from the issue as shown before
 * and after the save (decisions §3.7, §7.1, §7.2; contract Events rule 1).
 */
export type IssueChanges = Record<string, { from: unknown; to: unknown }>;

/** The issue's own fields, as the API shows them; derived ones (claims_capacity, spent_minutes…) follow. */
export const TRACKED_FIELDS = [
  'title',
  'description',
  'acceptance_criteria',
  'areas',
  'type',
  'status',
  'state_id',
  'priority',
  'project',
  'epic',
  'assignee',
  'start_date',
  'due_date',
  'estimate_minutes',
  'capacity_share',
  'labels',
  'fields',
  'cycle',
  'blocked_by',
  'blocks',
] as const satisfies readonly (keyof IssueView)[];

export function issueChanges(before: IssueView, after: IssueView): IssueChanges {
  const changes: IssueChanges = {};
  for (const field of TRACKED_FIELDS) {
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

/** `issue.status_changed` carries exactly these fields (contract Events rule 5). */
function statusChangedData(view: IssueView, ctx: Pick<SystemContext, 'appUrl'>): Record<string, unknown> {
  return {
    id: view.id,
    title: view.title,
    status: view.status,
    assignee: view.assignee,
    url: issueUrl(view.id, ctx),
  };
}

/** Opening an issue: `issue.created`, and `issue.assigned` when it was handed to someone at once. */
export function creationEvents(view: IssueView, ctx: Pick<SystemContext, 'appUrl'>): EventToEmit[] {
  const events: EventToEmit[] = [{ event: 'issue.created', data: issueEventData(view, ctx) }];
  if (view.assignee !== null) events.push({ event: 'issue.assigned', data: issueEventData(view, ctx) });
  return events;
}

/**
 * A save that changed the issue's own fields: `issue.updated`, plus `issue.status_changed` when the
 * status moved and `issue.assigned` when it was handed to someone (not when unassigned).
 */
export function updateEvents(
  changes: IssueChanges,
  ctx: Pick<SystemContext, 'appUrl'>,
  after: IssueView,
): EventToEmit[] {
  if (Object.keys(changes).length === 0) return [];
  const events: EventToEmit[] = [{ event: 'issue.updated', data: issueEventData(after, ctx) }];
  if (changes.status) events.push({ event: 'issue.status_changed', data: statusChangedData(after, ctx) });
  if (changes.assignee && after.assignee !== null) {
    events.push({ event: 'issue.assigned', data: issueEventData(after, ctx) });
  }
  return events;
}
