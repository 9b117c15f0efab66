import { parseAreas } from '../runs/areas.js';
import { fieldsOfTuples } from './issue-fields.js';
import type { Executor } from '../../db/connection.js';
import type { SystemContext } from '../context.js';
import type { Issue, Project, Workspace } from '../../db/schema.js';
import {
  findEpicProgress,
  findIssueViewRows,
  type EpicProgressCount,
  liveIssueViewLookups,
  type IssueRefPairs,
  type IssueViewRow,
} from '../../repositories/issue-views.js';
import { actorView } from '../actors.js';
import { cadenceOf, presentCycle } from './cycles.js';
import type { IssueStatus, IssueType, Priority } from '../../schemas/enums.js';
import { findByReference, issueIdentifier } from './issue-ref.js';
import type { CycleView } from '../../schemas/cycles.js';
import type { IssueView } from '../../schemas/issues.js';

/**
 * The Issue of the contract (`IssueSchema`), presented for a page of issues in one query whatever the
 * page size. Shared by the issue routes, the events and webhooks (single shape plus `url`), and any
 * resource that shows issues.
 */
export type { IssueView };

export type IssueWorkspace = Pick<
  Workspace,
  'id' | 'issue_prefix' | 'cycle_length_days' | 'cycle_first_starts_on'
>;

export interface PresentOptions {
  /** The single-issue shape (with `project`), as `GET /issues/{issue}` and events show it. */
  single?: boolean;
}

/** `${appUrl}/api/v1/issues/<identifier>`: where an issue can be read, as events carry it. */
export function issueUrl(identifier: string, ctx: Pick<SystemContext, 'appUrl'>): string {
  return `${ctx.appUrl}/api/v1/issues/${encodeURIComponent(identifier)}`;
}

/** Standing work claims its share only while assigned and in progress; null on other types. */
export function claimsCapacity(issue: Pick<Issue, 'type' | 'status' | 'assignee_type'>): boolean | null {
  if (issue.type !== 'generic') return null;
  return issue.assignee_type !== null && issue.status === 'in_progress';
}

/**
 * Presents issues by id, in the order given (ids that name no issue are left out): one statement reads
 * the rows and everything they show (`findIssueViewRows`). Deleted issues present as they were, so a
 * quoted issue still reads.
 */
export async function presentIssues(
  db: Executor,
  workspace: IssueWorkspace,
  ids: readonly number[],
  options: PresentOptions = {},
): Promise<IssueView[]> {
  const rows = new Map((await findIssueViewRows(db, ids)).map((row) => [row.id, row]));
  const progress = await findEpicProgress(
    db,
    [...rows.values()].filter((row) => row.type === 'epic').map((row) => row.id),
  );
  const cadence = cadenceOf(workspace);
  // A page shares a few cycles: each window is worked out once.
  const windows = new Map<number | null, ReturnType<typeof presentCycle>>();
  const cycleOf = (number: number | null) => {
    if (!windows.has(number)) windows.set(number, presentCycle(cadence, number));
    return windows.get(number);
  };
  const views: IssueView[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    if (row !== undefined) {
      views.push(present(row, workspace, cycleOf(row.cycle_number), progressOf(row, progress), options));
    }
  }
  return views;
}

/**
 * A live issue named by a reference (`ACME-12`, `WEB-12`, `12345`), as `GET /issues/{issue}` shows it:
 * found by the one resolver (`findByReference`) with a lookup that reads and presents it in one
 * statement.
 */
export async function presentIssueByReference(
  db: Executor,
  workspace: IssueWorkspace,
  reference: string,
): Promise<IssueView> {
  const row = await findByReference(db, workspace, reference, liveIssueViewLookups);
  const progress = row.type === 'epic' ? await findEpicProgress(db, [row.id]) : new Map();
  return present(
    row,
    workspace,
    presentCycle(cadenceOf(workspace), row.cycle_number),
    progressOf(row, progress),
    {
      single: true,
    },
  );
}

export async function presentIssue(
  db: Executor,
  workspace: IssueWorkspace,
  issue: Pick<Issue, 'id'>,
): Promise<IssueView> {
  const [view] = await presentIssues(db, workspace, [issue.id], { single: true });
  return view!;
}

/**
 * A just-inserted issue, presented from its row and what creating it read on the way (its project, its
 * epic, its assignee's name; the caller is its creator), through the same `present` as a read, without
 * reading it back: one statement fewer per `POST /issues`, a round trip on PostgreSQL. Undefined when
 * it shows something that was not read: labels (their order is the database's collation), or an epic
 * in a project (the epic's identifier needs that project's prefix). No time is logged on it yet.
 */
export function presentCreatedIssue(
  issue: Issue,
  workspace: IssueWorkspace,
  read: {
    creatorName: string;
    project?: Pick<Project, 'id' | 'name' | 'prefix'>;
    epic?: Pick<Issue, 'id' | 'number' | 'title' | 'project_id'>;
    /** Null for a deleted person, as a read shows them. */
    assigneeName?: string | null;
    labelsSet: boolean;
    /** Custom field values were set: they are read back. */
    fieldsSet?: boolean;
  },
): IssueView | undefined {
  const project =
    issue.project_id === null ? null : read.project?.id === issue.project_id ? read.project : undefined;
  const epic =
    issue.parent_id === null
      ? null
      : read.epic?.id === issue.parent_id && read.epic.project_id === null
        ? read.epic
        : undefined;
  const assigneeName = issue.assignee_type === null ? null : read.assigneeName;
  if (
    read.labelsSet ||
    read.fieldsSet ||
    project === undefined ||
    epic === undefined ||
    assigneeName === undefined
  ) {
    return undefined;
  }
  const row: IssueViewRow = {
    ...issue,
    project_name: project?.name ?? null,
    project_prefix: project?.prefix ?? null,
    epic_number: epic?.number ?? null,
    epic_title: epic?.title ?? null,
    epic_project_prefix: null,
    assignee_name: assigneeName,
    creator_name: read.creatorName,
    reviewer_name: null,
    spent_minutes: 0,
    label_names: null,
    blocked_by_refs: null,
    blocks_refs: null,
    field_values: null,
  };
  // Nothing has this issue as its epic yet.
  return present(
    row,
    workspace,
    presentCycle(cadenceOf(workspace), row.cycle_number),
    progressOf(row, new Map()),
    {
      single: true,
    },
  );
}

function labelList(names: IssueViewRow['label_names']): string[] {
  if (names === null) return [];
  return typeof names === 'string' ? (JSON.parse(names) as string[]) : names;
}

function identifiers(pairs: IssueRefPairs, workspacePrefix: string): string[] {
  if (pairs === null) return [];
  const list = typeof pairs === 'string' ? (JSON.parse(pairs) as [number, string | null][]) : pairs;
  return list.map(([number, prefix]) => issueIdentifier(number, prefix, workspacePrefix));
}

/** An epic's progress (none counted yet: 0 of 0); null on every other type. */
function progressOf(
  row: Pick<IssueViewRow, 'id' | 'type'>,
  progress: Map<number, EpicProgressCount>,
): EpicProgressCount | null {
  if (row.type !== 'epic') return null;
  return progress.get(row.id) ?? { done: 0, total: 0 };
}

function present(
  row: IssueViewRow,
  workspace: IssueWorkspace,
  cycle: CycleView | null | undefined,
  progress: EpicProgressCount | null,
  options: PresentOptions,
): IssueView {
  return {
    id: issueIdentifier(row.number, row.project_prefix, workspace.issue_prefix),
    number: row.number,
    title: row.title,
    description: row.description,
    acceptance_criteria: JSON.parse(row.acceptance_criteria) as string[],
    areas: parseAreas(row.areas),
    type: row.type as IssueType,
    status: row.status as IssueStatus,
    state_id: row.state_id ?? null,
    priority: row.priority as Priority,
    ...(options.single
      ? {
          project:
            row.project_id === null || row.project_name === null
              ? null
              : { id: row.project_id, name: row.project_name },
        }
      : {}),
    epic:
      row.epic_number === null
        ? null
        : {
            id: issueIdentifier(row.epic_number, row.epic_project_prefix, workspace.issue_prefix),
            title: row.epic_title!,
          },
    assignee: actorView(row.assignee_type, row.assignee_id, row.assignee_name),
    reviewer: actorView('user', row.reviewer_id, row.reviewer_name),
    creator: actorView(row.creator_type, row.creator_id, row.creator_name),
    start_date: row.start_date,
    due_date: row.due_date,
    estimate_minutes: row.estimate_minutes,
    capacity_share: row.type === 'generic' ? row.capacity_share : null,
    claims_capacity: claimsCapacity(row),
    spent_minutes: Number(row.spent_minutes ?? 0),
    labels: labelList(row.label_names),
    fields: fieldsOfTuples(row.field_values),
    ...(cycle === undefined ? {} : { cycle }),
    carried_over: Number(row.carried_over),
    blocked_by: identifiers(row.blocked_by_refs, workspace.issue_prefix),
    blocks: identifiers(row.blocks_refs, workspace.issue_prefix),
    progress,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The `data` of an `issue.*` event (decisions §7.1): the single-issue shape plus `url`. */
export function issueEventData(view: IssueView, ctx: Pick<SystemContext, 'appUrl'>): Record<string, unknown> {
  return { ...view, url: issueUrl(view.id, ctx) };
}
