import type { IssueStatus, IssueType, Priority } from '../../../schemas/enums.js';
import {
  CsvRows,
  fieldCells,
  isoTimestamp,
  markdownToHtml,
  pointsAsMinutes,
  sourcePerson,
  unreadable,
  type IssueDraft,
  type SourceOptions,
  type SourceProject,
  type SourceRead,
  type SourceSprint,
  type Unmapped,
} from './common.js';

/**
 * Linear's CSV export (Settings → Import / export → Export CSV): `ID` (`ENG-12`), `Team`, `Title`,
 * `Description` (Markdown), `Status` (the team's workflow state), `Estimate` (points), `Priority`,
 * `Project`, `Creator`, `Assignee` (name or email), `Labels` (one cell, comma-separated), `Cycle Number`,
 * `Cycle Name`, `Cycle Start`, `Cycle End`, `Created`, `Started`, `Completed`, `Canceled`, `Due Date`, `Parent issue` (an `ID`), ISO timestamps.
 *
 * Linear has no issue types and any issue can be a parent; here only an epic is a parent. So an issue
 * named as a parent in the file becomes an epic, and an epic keeps no parent of its own (noted).
 */
const STATUSES: Record<string, IssueStatus> = {
  triage: 'backlog',
  backlog: 'backlog',
  todo: 'todo',
  'to do': 'todo',
  'in progress': 'in_progress',
  started: 'in_progress',
  'in review': 'in_review',
  review: 'in_review',
  'on hold': 'on_hold',
  blocked: 'on_hold',
  done: 'done',
  completed: 'done',
  canceled: 'canceled',
  cancelled: 'canceled',
  duplicate: 'canceled',
};

const PRIORITIES: Record<string, Priority> = {
  urgent: 'urgent',
  high: 'high',
  medium: 'medium',
  low: 'low',
  'no priority': 'medium',
};

/** A workflow state of the team's own: the state's timestamps say where it stood. */
function statusOf(csv: CsvRows, row: string[], unmapped: Unmapped[]): IssueStatus {
  const name = csv.first(row, 'Status');
  const known = name === null ? undefined : STATUSES[name.toLowerCase()];
  if (known) return known;
  const inferred: IssueStatus = csv.first(row, 'Canceled')
    ? 'canceled'
    : csv.first(row, 'Completed')
      ? 'done'
      : csv.first(row, 'Started')
        ? 'in_progress'
        : 'backlog';
  if (name !== null) {
    unmapped.push({ field: 'status', value: name, note: `Unknown status; imported as ${inferred}.` });
  }
  return inferred;
}

function typeOf(labels: string[]): IssueType {
  const names = new Set(labels.map((label) => label.toLowerCase()));
  if (names.has('bug')) return 'bug';
  if (names.has('feature')) return 'feature';
  return 'task';
}

function draftOf(csv: CsvRows, row: string[], position: number, options: SourceOptions): IssueDraft {
  const id = csv.first(row, 'ID');
  if (id === null || !/^[A-Za-z][A-Za-z0-9]*-\d+$/.test(id)) {
    throw unreadable(`Row ${position}: "ID" must be a Linear identifier such as ENG-12.`);
  }
  const unmapped: Unmapped[] = [];
  const extra: Record<string, string | number> = {};
  const labels = (csv.first(row, 'Labels') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const priorityName = csv.first(row, 'Priority');
  const priority = priorityName === null ? 'medium' : PRIORITIES[priorityName.toLowerCase()];
  if (priority === undefined) {
    unmapped.push({ field: 'priority', value: priorityName!, note: 'Unknown priority; imported as medium.' });
  }
  const estimateMinutes = pointsAsMinutes(csv.first(row, 'Estimate'), options, unmapped, extra);
  for (const column of ['Team', 'Project', 'Cycle Number', 'Cycle Name', 'Project Milestone']) {
    const value = csv.first(row, column);
    if (value) extra[column.toLowerCase().replace(/ /g, '_')] = value;
  }
  const project = csv.first(row, 'Project');
  if (project !== null) {
    unmapped.push({
      field: 'project',
      value: project,
      note: 'Issues go to the project of their Linear team; the Linear project is kept in the history.',
    });
  }
  const due = csv.first(row, 'Due Date');
  const description = csv.first(row, 'Description');
  const parent = csv.first(row, 'Parent issue');
  return {
    key: `linear:${id.toUpperCase()}`,
    reference: id.toUpperCase(),
    url: null,
    title: csv.first(row, 'Title') ?? '',
    html: description === null ? null : markdownToHtml(description),
    type: typeOf(labels),
    status: statusOf(csv, row, unmapped),
    sourceStatus: csv.first(row, 'Status'),
    priority: priority ?? 'medium',
    author: sourcePerson(csv.first(row, 'Creator')),
    assignee: sourcePerson(csv.first(row, 'Assignee')),
    labels: labels.map((name) => ({ name })),
    estimateMinutes,
    dueDate: isoTimestamp(due)?.slice(0, 10) ?? null,
    parentKey: parent === null ? null : `linear:${parent.toUpperCase()}`,
    createdAt: isoTimestamp(csv.first(row, 'Created')),
    comments: [],
    project: teamOf(csv, row, id),
    sprint: cycleOf(csv, row),
    extra,
    unmapped,
    fieldCells: fieldCells(csv, row, position, options),
  };
}

/** The team (named, else by the identifier's prefix `ENG`): a project here, as Jira's projects are. */
function teamOf(csv: CsvRows, row: string[], id: string): SourceProject {
  const prefix = id.split('-')[0]!.toUpperCase();
  const team = csv.first(row, 'Team');
  return { reference: team ?? prefix, name: team ?? prefix, handles: team ? [team, prefix] : [prefix] };
}

/** Linear's `Cycle Number` / `Cycle Name` with `Cycle Start` / `Cycle End` where the export has them. */
function cycleOf(csv: CsvRows, row: string[]): SourceSprint | null {
  const number = csv.first(row, 'Cycle Number');
  const name = csv.first(row, 'Cycle Name') ?? (number === null ? null : `Cycle ${number}`);
  if (name === null) return null;
  const day = (column: string) => isoTimestamp(csv.first(row, column))?.slice(0, 10) ?? null;
  return { name, startsOn: day('Cycle Start'), endsOn: day('Cycle End') };
}

export function readLinearCsv(text: string, options: SourceOptions): SourceRead {
  const csv = CsvRows.parse(text);
  csv.require('Linear', 'ID', 'Title');
  const drafts = csv.rows.map((row, index) => draftOf(csv, row, index + 1, options));
  const parents = new Set(drafts.map((draft) => draft.parentKey).filter((key) => key !== null));
  for (const draft of drafts) {
    if (!parents.has(draft.key)) continue;
    draft.type = 'epic';
    draft.unmapped.push({
      field: 'type',
      value: draft.reference,
      note: 'It has sub-issues, and only an epic is a parent here: imported as an epic.',
    });
    if (draft.parentKey !== null) {
      draft.unmapped.push({
        field: 'parent',
        value: draft.parentKey.replace(/^linear:/, ''),
        note: 'It has sub-issues, so it became an epic, and an epic has no parent here; left out.',
      });
      draft.parentKey = null;
    }
  }
  return { drafts, skipped: [] };
}
