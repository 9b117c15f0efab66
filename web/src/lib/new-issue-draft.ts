/** The New issue dialog's fields as its draft keeps them (web/src/components/quick-create-form.ts). */
import type { IssueStatus, IssueType, Priority } from '../api/issues.js';
import { PRIORITY_ORDER, STATUS_ORDER, TYPE_ORDER } from './issue-display.js';

/** A project or epic as the form keeps it. */
interface Choice {
  id: string;
  label: string;
}

/** What the New issue dialog holds, and what its draft keeps. */
export interface NewIssueFields {
  title: string;
  /** The editor's HTML; null when it holds nothing. */
  description: string | null;
  type: IssueType;
  /** null: the status of where the dialog was opened (the board's column, else backlog). */
  status: IssueStatus | null;
  priority: Priority;
  /** An assignee key, '' for nobody. */
  assignee: string;
  project: Choice | null;
  epic: Choice | null;
  labels: string[];
  /** Custom field values by key (issue 40); null or absent: not set. */
  custom?: Record<string, unknown>;
}

export const EMPTY_NEW_ISSUE: NewIssueFields = {
  title: '',
  description: null,
  type: 'task',
  status: null,
  priority: 'medium',
  assignee: '',
  project: null,
  epic: null,
  labels: [],
};

/** Nothing typed or chosen: closing loses nothing, so nothing is asked and no draft is kept. */
export function isBlankNewIssue(fields: NewIssueFields): boolean {
  return (
    fields.title.trim() === '' &&
    fields.description === null &&
    fields.type === EMPTY_NEW_ISSUE.type &&
    fields.status === null &&
    fields.priority === EMPTY_NEW_ISSUE.priority &&
    fields.assignee === '' &&
    fields.project === null &&
    fields.epic === null &&
    fields.labels.length === 0 &&
    Object.values(fields.custom ?? {}).every(
      (value) => value === null || (Array.isArray(value) && value.length === 0),
    )
  );
}

const isChoice = (value: unknown): value is Choice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Choice).id === 'string' &&
  typeof (value as Choice).label === 'string';

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** A stored draft as fields: anything of the wrong shape falls back to its empty value. */
export function parseNewIssueDraft(value: unknown): NewIssueFields | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const fields: NewIssueFields = {
    title: typeof stored.title === 'string' ? stored.title : '',
    description: typeof stored.description === 'string' && stored.description ? stored.description : null,
    type: oneOf(TYPE_ORDER, stored.type, EMPTY_NEW_ISSUE.type),
    status: STATUS_ORDER.includes(stored.status as IssueStatus) ? (stored.status as IssueStatus) : null,
    priority: oneOf(PRIORITY_ORDER, stored.priority, EMPTY_NEW_ISSUE.priority),
    assignee: typeof stored.assignee === 'string' ? stored.assignee : '',
    project: isChoice(stored.project) ? stored.project : null,
    epic: isChoice(stored.epic) ? stored.epic : null,
    labels: Array.isArray(stored.labels) ? stored.labels.filter((label) => typeof label === 'string') : [],
  };
  return isBlankNewIssue(fields) ? null : fields;
}
