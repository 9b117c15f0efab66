import type { Executor } from '../db/connection.js';
import type { Issue, Workspace } from '../db/schema.js';
import { findIssuesByIds } from '../repositories/issues.js';
import { labelNamesByIssue } from '../repositories/labels.js';
import { ActorDirectory, type ActorView } from './actors.js';
import { cadenceOf, presentCycle, type CycleView } from './cycles.js';
import type { IssueStatus, IssueType, Priority } from './enums.js';
import { issueIdentifier } from './issue-ref.js';
import { spentMinutesByIssue } from '../repositories/time-entries.js';

/**
 * The Issue of the contract, presented for a page of rows in a fixed handful of queries (parents,
 * projects, labels, spent minutes, actors) whatever the page size. Shared by the issue routes, the
 * events and webhooks (single shape plus `url`), and any resource that shows issues.
 */
export interface IssueView {
  id: string;
  number: number;
  title: string;
  description: string | null;
  acceptance_criteria: string[];
  type: IssueType;
  status: IssueStatus;
  priority: Priority;
  /** Only on a single issue. */
  project?: { id: number; name: string } | null;
  epic: { id: string; title: string } | null;
  assignee: ActorView | null;
  creator: ActorView | null;
  start_date: string | null;
  due_date: string | null;
  estimate_minutes: number | null;
  capacity_share: string | null;
  claims_capacity: boolean | null;
  spent_minutes: number;
  labels: string[];
  /** Absent when the workspace has cycles switched off. */
  cycle?: CycleView | null;
  carried_over: number;
  created_at: string;
  updated_at: string;
}

export type IssueWorkspace = Pick<
  Workspace,
  'id' | 'issue_prefix' | 'cycle_length_days' | 'cycle_first_starts_on'
>;

export interface PresentOptions {
  /** The single-issue shape (with `project`), as `GET /issues/{issue}` and events show it. */
  single?: boolean;
}

/** `${appUrl}/api/v1/issues/<identifier>`: where an issue can be read, as events carry it. */
export function issueUrl(appUrl: string, identifier: string): string {
  return `${appUrl}/api/v1/issues/${encodeURIComponent(identifier)}`;
}

/** Standing work claims its share only while assigned and in progress; null on other types. */
export function claimsCapacity(issue: Pick<Issue, 'type' | 'status' | 'assignee_type'>): boolean | null {
  if (issue.type !== 'generic') return null;
  return issue.assignee_type !== null && issue.status === 'in_progress';
}

async function projectsByIds(db: Executor, ids: Set<number>) {
  if (ids.size === 0) return new Map<number, { id: number; name: string; prefix: string | null }>();
  const rows = await db
    .selectFrom('projects')
    .select(['id', 'name', 'prefix'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Identifiers (`WEB-12`, `ACME-3`) of any issues, in one query for their projects' prefixes. */
export async function issueIdentifiers(
  db: Executor,
  workspace: Pick<Workspace, 'issue_prefix'>,
  issues: Pick<Issue, 'id' | 'number' | 'project_id'>[],
): Promise<Map<number, string>> {
  const projects = await projectsByIds(
    db,
    new Set(issues.map((issue) => issue.project_id).filter((id): id is number => id !== null)),
  );
  return new Map(
    issues.map((issue) => [
      issue.id,
      issueIdentifier(
        issue.number,
        issue.project_id === null ? null : (projects.get(issue.project_id)?.prefix ?? null),
        workspace.issue_prefix,
      ),
    ]),
  );
}

export async function presentIssues(
  db: Executor,
  workspace: IssueWorkspace,
  rows: Issue[],
  options: PresentOptions = {},
): Promise<IssueView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const parentIds = [...new Set(rows.map((row) => row.parent_id).filter((id): id is number => id !== null))];
  // Deleted parents still show: a quoted issue falls back to what it was.
  const parents = new Map((await findIssuesByIds(db, parentIds)).map((parent) => [parent.id, parent]));
  const projectIds = new Set<number>();
  for (const issue of [...rows, ...parents.values()])
    if (issue.project_id !== null) projectIds.add(issue.project_id);
  const projects = await projectsByIds(db, projectIds);
  const labels = await labelNamesByIssue(db, ids);
  const spent = await spentMinutesByIssue(db, ids);
  const actors = await ActorDirectory.load(
    db,
    rows.flatMap((row) => [
      { type: row.assignee_type, id: row.assignee_id },
      { type: row.creator_type, id: row.creator_id },
    ]),
  );
  const cadence = cadenceOf(workspace);
  // A page shares a few cycles: each window is worked out once.
  const windows = new Map<number | null, ReturnType<typeof presentCycle>>();
  const cycleOf = (number: number | null) => {
    if (!windows.has(number)) windows.set(number, presentCycle(cadence, number));
    return windows.get(number);
  };
  const identifierOf = (issue: Issue) =>
    issueIdentifier(
      issue.number,
      issue.project_id === null ? null : (projects.get(issue.project_id)?.prefix ?? null),
      workspace.issue_prefix,
    );

  return rows.map((row) => {
    const parent = row.parent_id === null ? undefined : parents.get(row.parent_id);
    const project = row.project_id === null ? undefined : projects.get(row.project_id);
    const cycle = cycleOf(row.cycle_number);
    return {
      id: identifierOf(row),
      number: row.number,
      title: row.title,
      description: row.description,
      acceptance_criteria: JSON.parse(row.acceptance_criteria) as string[],
      type: row.type as IssueType,
      status: row.status as IssueStatus,
      priority: row.priority as Priority,
      ...(options.single ? { project: project ? { id: project.id, name: project.name } : null } : {}),
      epic: parent ? { id: identifierOf(parent), title: parent.title } : null,
      assignee: actors.view(row.assignee_type, row.assignee_id),
      creator: actors.view(row.creator_type, row.creator_id),
      start_date: row.start_date,
      due_date: row.due_date,
      estimate_minutes: row.estimate_minutes,
      capacity_share: row.type === 'generic' ? row.capacity_share : null,
      claims_capacity: claimsCapacity(row),
      spent_minutes: spent.get(row.id) ?? 0,
      labels: labels.get(row.id) ?? [],
      ...(cycle === undefined ? {} : { cycle }),
      carried_over: Number(row.carried_over),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

export async function presentIssue(db: Executor, workspace: IssueWorkspace, row: Issue): Promise<IssueView> {
  const [view] = await presentIssues(db, workspace, [row], { single: true });
  return view!;
}

/** The `data` of an `issue.*` event (decisions §7.1): the single-issue shape plus `url`. */
export function issueEventData(view: IssueView, appUrl: string): Record<string, unknown> {
  return { ...view, url: issueUrl(appUrl, view.id) };
}
