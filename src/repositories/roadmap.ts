import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '../db/connection.js';

/** The roadmap's window (both ends included, either open): `YYYY-MM-DD` text compares as dates. */
export interface RoadmapWindow {
  from: string | null;
  to: string | null;
}

/**
 * Rows without either date, or whose span (start to end, a missing end standing for the other one)
 * meets the window.
 */
function inWindow<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  start: string,
  end: string,
  window: RoadmapWindow,
): SelectQueryBuilder<DB, TB, O> {
  const first = sql<string | null>`coalesce(${sql.ref(start)}, ${sql.ref(end)})`;
  const last = sql<string | null>`coalesce(${sql.ref(end)}, ${sql.ref(start)})`;
  const bounded = query.where((eb: ExpressionBuilder<any, any>) => {
    const dated = [];
    if (window.to !== null) dated.push(eb(first, '<=', window.to));
    if (window.from !== null) dated.push(eb(last, '>=', window.from));
    return dated.length === 0 ? eb.lit(true) : eb.or([eb(first, 'is', null), eb.and(dated)]);
  });
  return bounded
    .orderBy(sql`case when ${first} is null then 1 else 0 end`)
    .orderBy(first)
    .orderBy(last);
}

const projectColumns = ['p.id', 'p.name', 'p.status', 'p.start_date', 'p.target_date'] as const;

/** The workspace's projects on the roadmap, at most `limit`. */
export async function roadmapProjectRows(
  db: Executor,
  workspaceId: number,
  window: RoadmapWindow,
  limit: number,
) {
  const query = db
    .selectFrom('projects as p')
    .select(projectColumns)
    .where('p.workspace_id', '=', workspaceId);
  return inWindow(query, 'p.start_date', 'p.target_date', window).orderBy('p.id').limit(limit).execute();
}

/** These projects of the workspace (the ones holding a listed epic but not listed themselves). */
export async function roadmapProjectsByIds(db: Executor, workspaceId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('projects as p')
    .select(projectColumns)
    .where('p.workspace_id', '=', workspaceId)
    .where('p.id', 'in', ids)
    .orderBy('p.id')
    .execute();
}

/** The workspace's live epics on the roadmap, with their project's prefix, at most `limit`. */
export async function roadmapEpicRows(
  db: Executor,
  workspaceId: number,
  window: RoadmapWindow,
  limit: number,
) {
  const query = db
    .selectFrom('issues as i')
    .leftJoin('projects as p', 'p.id', 'i.project_id')
    .select([
      'i.id',
      'i.number',
      'i.title',
      'i.status',
      'i.project_id',
      'i.start_date',
      'i.due_date',
      'p.prefix as project_prefix',
    ])
    .where('i.workspace_id', '=', workspaceId)
    .where('i.type', '=', 'epic')
    .where('i.deleted_at', 'is', null);
  return inWindow(query, 'i.start_date', 'i.due_date', window).orderBy('i.id').limit(limit).execute();
}

export interface ProgressCount {
  done: number;
  total: number;
}

/**
 * Progress of projects (their issues but epics) and epics (their children), in one grouped statement:
 * issues deleted, canceled or generic do not count (service-api "Generic issues" 7, as an epic's
 * progress on the issue).
 */
export async function roadmapProgress(
  db: Executor,
  workspaceId: number,
  projectIds: number[],
  epicIds: number[],
): Promise<{ projects: Map<number, ProgressCount>; epics: Map<number, ProgressCount> }> {
  const counted = (kind: 'project' | 'epic', column: 'project_id' | 'parent_id', ids: number[]) =>
    db
      .selectFrom('issues')
      .select((eb) => [
        sql<string>`${kind}`.as('kind'),
        eb.ref(column).as('owner_id'),
        eb.fn.countAll<number | string>().as('total'),
        eb.fn.sum<number | string>(sql`case when status = 'done' then 1 else 0 end`).as('done'),
      ])
      .where('workspace_id', '=', workspaceId)
      .where(column, 'in', ids.length > 0 ? ids : [0])
      .where('deleted_at', 'is', null)
      .where('type', '<>', 'generic')
      .where('status', '<>', 'canceled')
      .$if(kind === 'project', (q) => q.where('type', '<>', 'epic'))
      .groupBy(column);
  const projects = new Map<number, ProgressCount>();
  const epics = new Map<number, ProgressCount>();
  if (projectIds.length === 0 && epicIds.length === 0) return { projects, epics };
  const rows = await counted('project', 'project_id', projectIds)
    .unionAll(counted('epic', 'parent_id', epicIds))
    .execute();
  for (const row of rows) {
    const count = { done: Number(row.done ?? 0), total: Number(row.total) };
    (row.kind === 'project' ? projects : epics).set(Number(row.owner_id), count);
  }
  return { projects, epics };
}

/** Dependencies between two of these issues. */
export async function dependenciesAmong(db: Executor, workspaceId: number, issueIds: number[]) {
  if (issueIds.length === 0) return [];
  return db
    .selectFrom('issue_dependencies')
    .select(['blocker_id', 'blocked_id'])
    .where('workspace_id', '=', workspaceId)
    .where('blocker_id', 'in', issueIds)
    .where('blocked_id', 'in', issueIds)
    .orderBy('blocker_id')
    .orderBy('blocked_id')
    .execute();
}
