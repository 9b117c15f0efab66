import { createHash } from 'node:crypto';
import { isAcceptedDate } from '../../date-range.js';
import type { IssueStatus, IssueType, Priority } from '../../../schemas/enums.js';
import {
  CsvRows,
  fieldCells,
  isoTimestamp,
  parseJsonDocuments,
  pointsAsMinutes,
  unreadable,
  type CommentDraft,
  type IssueDraft,
  type SourceOptions,
  type SourcePerson,
  type SourceRead,
  type SourceSprint,
  type Unmapped,
} from './common.js';
import { escapeHtml, isJiraAccountId, jiraMarkupToHtml, UNKNOWN_JIRA_USER } from './jira-markup.js';

/**
 * Jira's issue navigator export ("Export CSV (all fields)"): `Summary`, `Issue key`, `Issue id`,
 * `Issue Type`, `Status` (and `Status Category` in newer exports), `Priority`, `Resolution`, `Assignee`,
 * `Reporter`, `Created`, `Due date`, one `Labels` column per label, `Description` (Jira wiki markup,
 * converted: jira-markup.ts), `Original Estimate` (seconds), `Custom field (Story Points)`, `Custom
 * field (Epic Link)` (an epic's key), `Parent` / `Parent id` (the parent's `Issue id`), one `Comment`
 * column per comment (`date;author;text`, the author a Jira Cloud account id or a Server user name),
 * `Project key` / `Project name`, one `Sprint` column per sprint (the last is the issue's), one
 * `Attachment` column per file (`date;author;name;url`). Jira Cloud pairs `Reporter`, `Assignee`,
 * `Creator` and `Watchers` with `… Id` columns of account ids: they name the people comments and
 * mentions give only by id. Dates are written as Jira's default `12/Mar/24 9:41 AM` or ISO.
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

/** Columns read, or left out on purpose because they only restate what is read (no warning for them). */
const READ_COLUMNS = new Set(
  [
    'Summary',
    'Issue key',
    'Issue id',
    'Issue Type',
    'Status',
    'Status Category',
    'Status Category Changed',
    'Priority',
    'Resolution',
    'Resolved',
    'Assignee',
    'Assignee Id',
    'Reporter',
    'Reporter Id',
    'Creator',
    'Creator Id',
    'Created',
    'Updated',
    'Last Viewed',
    'Due date',
    'Due Date',
    'Labels',
    'Description',
    'Original Estimate',
    'Custom field (Story Points)',
    'Custom field (Story point estimate)',
    'Custom field (Epic Link)',
    'Parent key',
    'Parent',
    'Parent id',
    'Parent summary',
    'Comment',
    'Sprint',
    'Fix versions',
    'Components',
    'Project key',
    'Project name',
    'Project type',
    'Project lead',
    'Project lead id',
    'Project description',
    'Project url',
    'Attachment',
    'Watchers',
    'Watchers Id',
    'Remaining Estimate',
    'Custom field (Rank)',
    'Custom field (Issue color)',
  ].map((column) => column.toLowerCase()),
);

/** Who an account id or user name is, from the name columns the export pairs with them. */
class JiraPeople {
  private readonly names = new Map<string, string>();

  constructor(csv: CsvRows) {
    for (const row of csv.rows) {
      for (const role of ['Reporter', 'Assignee', 'Creator', 'Watchers']) {
        const names = csv.all(row, role);
        const ids = csv.all(row, `${role} Id`);
        ids.forEach((id, index) => {
          const name = names[index];
          if (name && !isJiraAccountId(name)) this.names.set(id.toLowerCase(), name);
        });
      }
    }
  }

  /** The display name of an account id (`557058:…`, also written `accountid:557058:…`) or user name. */
  nameOf(user: string): string | null {
    const key = user
      .trim()
      .replace(/^accountid:/i, '')
      .toLowerCase();
    return this.names.get(key) ?? null;
  }

  /**
   * A person as the export names them: by name where it gives one, never by a raw account id (the id
   * stays a handle, so `--people` can map it).
   */
  person(name: string | null, id: string | null): SourcePerson | null {
    const shownName = name && !isJiraAccountId(name) ? name : null;
    const known = shownName ?? (id ? this.nameOf(id) : null) ?? (name ? this.nameOf(name) : null);
    const handles = [known, name, id].filter((handle): handle is string => !!handle?.trim());
    if (handles.length === 0) return null;
    return { label: known ?? UNKNOWN_JIRA_USER, handles: [...new Set(handles.map((h) => h.trim()))] };
  }
}

/** `date;author;text`: the text may hold semicolons of its own. */
function commentOf(
  issueKey: string,
  cell: string,
  people: JiraPeople,
  dropped: (what: string) => void,
): CommentDraft {
  const [when, author, ...rest] = cell.split(';');
  const structured = rest.length > 0 && jiraTimestamp(when ?? null) !== null;
  const text = structured ? rest.join(';') : cell;
  // Jira's CSV has no comment ids: the comment's own content names it, so a later export matches it.
  const digest = createHash('sha256').update(cell).digest('hex').slice(0, 20);
  return {
    key: `${issueKey}/comment:${digest}`,
    author: structured ? people.person(null, author ?? null) : null,
    html: jiraMarkupToHtml(text, { nameOf: (user) => people.nameOf(user), dropped }),
    createdAt: structured ? jiraTimestamp(when!) : null,
  };
}

/** `date;author;name;url`: the files stay on Jira; the description links each, and each is reported. */
function attachmentsOf(csv: CsvRows, row: string[], unmapped: Unmapped[]): string {
  const links = csv.all(row, 'Attachment').map((cell) => {
    const parts = cell.split(';');
    const url = parts.length >= 4 ? parts.slice(3).join(';').trim() : '';
    const name = parts.length >= 4 ? parts[2]!.trim() : cell.trim();
    unmapped.push({
      field: 'attachment',
      value: name,
      note: 'Files are not carried over; the description links the file on Jira.',
    });
    return /^https?:\/\//i.test(url)
      ? `<a href="${escapeHtml(url)}">${escapeHtml(name)}</a>`
      : escapeHtml(name);
  });
  return links.length === 0 ? '' : `<p><em>Attachments on Jira:</em> ${links.join(', ')}</p>`;
}

function sprintOf(
  csv: CsvRows,
  row: string[],
  options: SourceOptions,
  unmapped: Unmapped[],
): SourceSprint | null {
  const sprints = csv.all(row, 'Sprint');
  const last = sprints.at(-1);
  if (last === undefined) return null;
  for (const earlier of sprints.slice(0, -1)) {
    unmapped.push({
      field: 'sprint',
      value: earlier,
      note: 'An earlier sprint; the issue goes to the cycle of its last.',
    });
  }
  return options.sprints?.get(last.toLowerCase()) ?? { name: last, startsOn: null, endsOn: null };
}

function draftOf(
  csv: CsvRows,
  row: string[],
  position: number,
  options: SourceOptions,
  idToKey: Map<string, string>,
  people: JiraPeople,
) {
  const issueKey = csv.first(row, 'Issue key');
  if (issueKey === null || !/^[A-Za-z][A-Za-z0-9_]*-\d+$/.test(issueKey)) {
    throw unreadable(`Row ${position}: "Issue key" must be a Jira key such as PAY-12.`);
  }
  const key = `jira:${issueKey.toUpperCase()}`;
  const unmapped: Unmapped[] = [];
  const extra: Record<string, string | number> = {};
  const dropped = (what: string) =>
    unmapped.push({
      field: 'attachment',
      value: what,
      note: 'Files are not carried over; its name stays in the text.',
    });
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
  for (const column of ['Fix versions', 'Components']) {
    for (const value of csv.all(row, column)) {
      unmapped.push({ field: column.toLowerCase(), value, note: 'No such field here; kept in the history.' });
    }
  }
  const description = csv.first(row, 'Description');
  const descriptionHtml =
    description === null ? '' : jiraMarkupToHtml(description, { nameOf: (u) => people.nameOf(u), dropped });
  const html = descriptionHtml + attachmentsOf(csv, row, unmapped);
  const projectKey = csv.first(row, 'Project key');
  const projectName = csv.first(row, 'Project name');
  const draft: IssueDraft = {
    key,
    reference: issueKey.toUpperCase(),
    url: null,
    title: csv.first(row, 'Summary') ?? '',
    html: html === '' ? null : html,
    type,
    status: statusOf(csv, row, unmapped),
    sourceStatus: csv.first(row, 'Status'),
    priority,
    author:
      people.person(csv.first(row, 'Reporter'), csv.first(row, 'Reporter Id')) ??
      people.person(csv.first(row, 'Creator'), csv.first(row, 'Creator Id')),
    assignee: people.person(csv.first(row, 'Assignee'), csv.first(row, 'Assignee Id')),
    labels: csv.all(row, 'Labels').map((name) => ({ name })),
    estimateMinutes,
    dueDate: due?.slice(0, 10) ?? null,
    parentKey,
    createdAt: jiraTimestamp(csv.first(row, 'Created')),
    comments: csv.all(row, 'Comment').map((cell) => commentOf(key, cell, people, dropped)),
    project:
      projectKey === null && projectName === null
        ? null
        : {
            reference: projectKey ?? projectName!,
            name: projectName ?? projectKey!,
            handles: [projectName, projectKey].filter((h): h is string => h !== null),
          },
    sprint: sprintOf(csv, row, options, unmapped),
    extra,
    unmapped,
    fieldCells: fieldCells(csv, row, position, options),
  };
  return draft;
}

/** Columns with a value that nothing here reads: one warning each, with how many issues hold one. */
function unreadColumns(csv: CsvRows): NonNullable<SourceRead['notes']> {
  const counts = new Map<string, number>();
  for (const row of csv.rows) {
    csv.header.forEach((name, index) => {
      if (READ_COLUMNS.has(name.toLowerCase()) || !row[index]?.trim()) return;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    });
  }
  return [...counts].map(([column, count]) => ({
    reference: 'file',
    field: column,
    value: `${count} issue${count === 1 ? '' : 's'}`,
    note: 'A column nothing here reads; left out.',
  }));
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
  const people = new JiraPeople(csv);
  return {
    drafts: csv.rows.map((row, index) => draftOf(csv, row, index + 1, options, idToKey, people)),
    skipped: [],
    notes: unreadColumns(csv),
  };
}

/**
 * A board's sprints as Jira's agile API gives them (`GET /rest/agile/1.0/board/{id}/sprint`, one page
 * or `{values: […]}` pages one after another, or an array): name → dates. Sprints without a start date
 * (future ones) are kept with none.
 */
export function parseJiraSprints(text: string): Map<string, SourceSprint> {
  const sprints = new Map<string, SourceSprint>();
  for (const document of parseJsonDocuments(text, 'The sprints file')) {
    const list = Array.isArray(document)
      ? document
      : typeof document === 'object' &&
          document !== null &&
          Array.isArray((document as { values?: unknown }).values)
        ? (document as { values: unknown[] }).values
        : null;
    if (list === null)
      throw unreadable('The sprints file must hold Jira sprint objects ({"values": [...]}).');
    for (const item of list) {
      if (
        typeof item !== 'object' ||
        item === null ||
        typeof (item as { name?: unknown }).name !== 'string'
      ) {
        throw unreadable('Every sprint in the sprints file needs a name.');
      }
      const sprint = item as { name: string; startDate?: unknown; endDate?: unknown };
      const day = (value: unknown) => isoTimestamp(value)?.slice(0, 10) ?? null;
      sprints.set(sprint.name.trim().toLowerCase(), {
        name: sprint.name.trim(),
        startsOn: day(sprint.startDate),
        endsOn: day(sprint.endDate),
      });
    }
  }
  return sprints;
}
