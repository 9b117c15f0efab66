import { useQuery } from '@tanstack/react-query';
import type { Actor, Issue, Run } from '../api/issues.js';
import { DEFAULT_LABEL_COLOR, labelsQuery } from '../api/labels.js';
import { formatDate, humanize } from '../lib/format.js';
import { dueState } from '../lib/issue-display.js';

/** The pieces a card and a list row share: priority, assignee, due date, labels, an agent's run. */

export function PriorityMark({ priority }: { priority: Issue['priority'] }) {
  return (
    <span className={`priority priority-${priority}`} title={`Priority: ${humanize(priority)}`}>
      <span className="priority-bars" aria-hidden="true" />
      <span className="priority-text">{humanize(priority)}</span>
    </span>
  );
}

export function AssigneeChip({ assignee }: { assignee: Actor | null }) {
  if (!assignee) return <span className="assignee assignee-none">Unassigned</span>;
  return (
    <span className={`assignee assignee-${assignee.type}`}>
      <span className="avatar" aria-hidden="true">
        {assignee.type === 'agent' ? '◆' : (assignee.name.trim()[0] ?? '?').toUpperCase()}
      </span>
      <span className="assignee-name">{assignee.name}</span>
      {assignee.type === 'agent' ? <span className="visually-hidden"> (agent)</span> : null}
    </span>
  );
}

export function DueDate({ due, status }: { due: string | null; status: Issue['status'] }) {
  if (!due) return null;
  const state = dueState(due, status);
  return (
    <span className={`due due-${state}`}>
      {state === 'overdue' ? 'Overdue · ' : 'Due '}
      <time dateTime={due}>{formatDate(due, undefined, 'UTC')}</time>
    </span>
  );
}

/**
 * An issue's labels, each with a dot of its colour (the text keeps the page's own colour, so any label
 * colour reads). Colours come from the workspace's labels, the query the issues page already holds.
 */
export function Labels({ labels }: { labels: string[] }) {
  const catalog = useQuery({ ...labelsQuery(), enabled: labels.length > 0 }).data;
  if (labels.length === 0) return null;
  const colorOf = new Map(catalog?.map((label) => [label.name, label.color ?? DEFAULT_LABEL_COLOR]));
  return (
    <span className="labels">
      <span className="visually-hidden">Labels: </span>
      {labels.map((label) => (
        <span className="label-chip" key={label}>
          <span
            className="label-dot"
            aria-hidden="true"
            style={{ backgroundColor: colorOf.get(label) ?? DEFAULT_LABEL_COLOR }}
          />
          {label}
        </span>
      ))}
    </span>
  );
}

/** An issue waiting for others: its runs are handed out only when every blocker is done or canceled. */
export function BlockedBy({ blockers }: { blockers: string[] | undefined }) {
  if (!blockers || blockers.length === 0) return null;
  const [first, ...rest] = blockers;
  return (
    <span className="blocked" title={`Blocked by ${blockers.join(', ')}`}>
      Blocked by {first}
      {rest.length > 0 ? ` +${rest.length}` : ''}
    </span>
  );
}

export function RunBadge({ run }: { run: Run | undefined }) {
  if (!run) return null;
  return (
    <span className={`run run-${run.status}`}>
      <span className="run-dot" aria-hidden="true" />
      {run.agent.name} · {humanize(run.status)}
    </span>
  );
}
