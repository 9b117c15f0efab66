import { createHash } from 'node:crypto';
import { isAcceptedDate } from '../date-range.js';
import type { IssueStatus, IssueType, Priority } from '../../schemas/enums.js';
import {
  CsvRows,
  isoTimestamp,
  plainTextToHtml,
  pointsAsMinutes,
  sourcePerson,
  unreadable,
  type CommentDraft,
  type IssueDraft,
  type SourceOptions,
  type SourceRead,
  type Unmapped,
} from './common.js';

/**
 * Jira's issue navigator export ("Export CSV (all fields)"): `Summary`, `Issue key`, `Issue id`,
 * `Issue Type`, `Status` (and `Status Category` in newer exports), `Priority`, `Resolution`, `Assignee`,
 * `Reporter`, `Created`, `Due date`, one `Labels` column per label, `Description` (Jira wiki markup, kept
 * as plain text), `Original Estimate` (seconds), `Custom field (Story Points)`, `Custom field (Epic
 * Link)` (an epic's key), `Parent` / `Parent id` (the parent's `Issue id`), one `Comment` column per
 * comment (`date;author;text`). Dates are written as Jira's default `12/Mar/24 9:41 AM` or ISO.
 */
const TYPES: Record<string, IssueType> = {
  epic: 'epic',
  bug: 'bug',
  defect: 'bug',
  story: 'feature',
  'user story': 'feature',
  'new feature': 'feature',
  feature: 'feature',
  improvement: 'feature',
  task: 'task',
  'sub-task': 'task',
  subtask: 'task',
  spike: 'task',
};

const STATUSES: Record<string, IssueStatus> = {
  backlog: 'backlog',
  open: 'todo',
  new: 'todo',
  'to do': 'todo',
  todo: 'todo',
  reopened: 'todo',
  'selected for development': 'todo',
  'in progress': 'in_progress',
  'in development': 'in_progress',
  'in review': 'in_review',
  'code review': 'in_review',
  review: 'in_review',
  'in qa': 'in_review',
  testing: 'in_review',
  'on hold': 'on_hold',
  blocked: 'on_hold',
  waiting: 'on_hold',
  done: 'done',
  closed: 'done',
  resolved: 'done',
  canceled: 'canceled',
  cancelled: 'canceled',
  "won't do": 'canceled',
  "won't fix": 'canceled',
  rejected: 'canceled',
  declined: 'canceled',
};

const CATEGORIES: Record<string, IssueStatus> = {
  'to do': 'todo',
  'in progress': 'in_progress',
  done: 'done',
};

/** Resolutions that close an issue without doing it. */
const NOT_DONE = new Set([
  "won't do",
  "won't fix",
  'duplicate',
  'cannot reproduce',
  'incomplete',
  'declined',
]);

const PRIORITIES: Record<string, Priority> = {
  highest: 'urgent',
  blocker: 'urgent',
  high: 'high',
  critical: 'high',
  medium: 'medium',
  major: 'medium',
  low: 'low',
  lowest: 'low',
  minor: 'low',
  trivial: 'low',
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * Jira's default `d/MMM/yy h:mm a` (the exporter's local time, read as UTC: the file does not say its
 * zone), or ISO; null when it is neither.
 */
export function jiraTimestamp(value: string | null): string | null {
  if (value === null) return null;
  const match = /^(\d{1,2})\/([A-Za-z]{3})\/(\d{2}|\d{4})(?:\s+(\d{1,2}):(\d{2})(?:\s*([AaPp][Mm]))?)?$/.exec(
    value.trim(),
  );
  if (!match) return isoTimestamp(value);
  const [, day, monthName, yearText, hourText, minute, half] = match;
  const month = MONTHS.indexOf(monthName!.toLowerCase());
  if (month < 0) return null;
  const year =
    yearText!.length === 2 ? 2000 + Number(yearText) - (Number(yearText) >= 70 ? 100 : 0) : Number(yearText);
  let hour = Number(hourText ?? 0);
  if (half && hour === 12) hour = 0;
  if (half?.toLowerCase() === 'pm') hour += 12;
  const date = `${year}-${String(month + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
  if (!isAcceptedDate(date) || hour > 23) return null;
  return isoTimestamp(`${date}T${String(hour).padStart(2, '0')}:${minute ?? '00'}:00Z`);
}

function pick<T>(table: Record<string, T>, value: string | null): T | undefined {
  return value === null ? undefined : table[value.toLowerCase()];
}

function statusOf(csv: CsvRows, row: string[], unmapped: Unmapped[]): IssueStatus {
  const name = csv.first(row, 'Status');
  const resolution = csv.first(row, 'Resolution')?.toLowerCase() ?? '';
  const known = pick(STATUSES, name);
  let status = known ?? pick(CATEGORIES, csv.first(row, 'Status Category')) ?? 'backlog';
  if (status === 'done' && NOT_DONE.has(resolution)) status = 'canceled';
  if (known === undefined && name !== null) {
    unmapped.push({ field: 'status', value: name, note: `Unknown status; imported as ${status}.` });
  }
  return status;
}

/** `date;author;text`: the text may hold semicolons of its own. */
function commentOf(issueKey: string, cell: string): CommentDraft {
  const [when, author, ...rest] = cell.split(';');
  const structured = rest.length > 0 && jiraTimestamp(when ?? null) !== null;
  const text = structured ? rest.join(';') : cell;
  // Jira's CSV has no comment ids: the comment's own content names it, so a later export matches it.
  const digest = createHash('sha256').update(cell).digest('hex').slice(0, 20);
  return {
    key: `${issueKey}/comment:${digest}`,
    author: structured ? sourcePerson(author) : null,
    html: plainTextToHtml(text),
    createdAt: structured ? jiraTimestamp(when!) : null,
  };
}

function draftOf(
  csv: CsvRows,
  row: string[],
  position: number,
  options: SourceOptions,
  idToKey: Map<string, string>,
) {
  const issueKey = csv.first(row, 'Issue key');
  if (issueKey === null || !/^[A-Za-z][A-Za-z0-9_]*-\d+$/.test(issueKey)) {
    throw unreadable(`Row ${position}: "Issue key" must be a Jira key such as PAY-12.`);
  }
  const key = `jira:${issueKey.toUpperCase()}`;
  const unmapped: Unmapped[] = [];
  const extra: Record<string, string | number> = {};
  const typeName = csv.first(row, 'Issue Type');
  const type = pick(TYPES, typeName) ?? 'task';
  if (typeName !== null && pick(TYPES, typeName) === undefined) {
    unmapped.push({ field: 'type', value: typeName, note: 'Unknown issue type; imported as task.' });
  }
  const priorityName = csv.first(row, 'Priority');
  const priority = pick(PRIORITIES, priorityName) ?? 'medium';
  if (priorityName !== null && pick(PRIORITIES, priorityName) === undefined) {
    unmapped.push({ field: 'priority', value: priorityName, note: 'Unknown priority; imported as medium.' });
  }
  const seconds = csv.first(row, 'Original Estimate');
  let estimateMinutes = seconds !== null && /^\d+$/.test(seconds) ? Math.round(Number(seconds) / 60) : null;
  const points = csv.first(row, 'Custom field (Story Points)', 'Custom field (Story point estimate)');
  if (estimateMinutes === null) estimateMinutes = pointsAsMinutes(points, options, unmapped, extra);
  else if (points !== null) extra.story_points = points;
  const due = jiraTimestamp(csv.first(row, 'Due date', 'Due Date'));
  const epicLink = csv.first(row, 'Custom field (Epic Link)', 'Parent key');
  const parentId = csv.first(row, 'Parent', 'Parent id');
  let parentKey = epicLink ? `jira:${epicLink.toUpperCase()}` : null;
  if (parentKey === null && parentId !== null) {
    parentKey = /^\d+$/.test(parentId) ? (idToKey.get(parentId) ?? null) : `jira:${parentId.toUpperCase()}`;
    if (parentKey === null) {
      unmapped.push({ field: 'parent', value: parentId, note: 'The parent is not in this file; left out.' });
    }
  }
  for (const column of ['Sprint', 'Fix versions', 'Components', 'Project key']) {
    const value = csv.all(row, column).join(', ');
    if (value) extra[column.toLowerCase().replace(/ /g, '_')] = value;
  }
  const draft: IssueDraft = {
    key,
    reference: issueKey.toUpperCase(),
    url: null,
    title: csv.first(row, 'Summary') ?? '',
    html: csv.first(row, 'Description') === null ? null : plainTextToHtml(csv.first(row, 'Description')!),
    type,
    status: statusOf(csv, row, unmapped),
    priority,
    author: sourcePerson(
      csv.first(row, 'Reporter'),
      csv.first(row, 'Reporter Id'),
      csv.first(row, 'Creator'),
    ),
    assignee: sourcePerson(csv.first(row, 'Assignee'), csv.first(row, 'Assignee Id')),
    labels: csv.all(row, 'Labels').map((name) => ({ name })),
    estimateMinutes,
    dueDate: due?.slice(0, 10) ?? null,
    parentKey,
    createdAt: jiraTimestamp(csv.first(row, 'Created')),
    comments: csv.all(row, 'Comment').map((cell) => commentOf(key, cell)),
    extra,
    unmapped,
  };
  return draft;
}

export function readJiraCsv(text: string, options: SourceOptions): SourceRead {
  const csv = CsvRows.parse(text);
  csv.require('Jira', 'Summary', 'Issue key');
  const idToKey = new Map<string, string>();
  for (const row of csv.rows) {
    const id = csv.first(row, 'Issue id');
    const issueKey = csv.first(row, 'Issue key');
    if (id && issueKey) idToKey.set(id, `jira:${issueKey.toUpperCase()}`);
  }
  return {
    drafts: csv.rows.map((row, index) => draftOf(csv, row, index + 1, options, idToKey)),
    skipped: [],
  };
}
