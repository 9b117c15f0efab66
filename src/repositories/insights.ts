import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../db/connection.js';
import { isPostgres } from '../db/migration-helpers.js';

/**
 * The grouped reads behind Insights (decisions §12.15; docs/decisions.md "Issue 41 — insights"). Every
 * series is counted by the database from the history Tandem writes (`issue_activity`, `time_entries`,
 * `runs`), grouped by day; the domain folds days into weeks and running totals. History rows carry
 * `{changes: {field: {from, to}}}` written by JSON.stringify; a status move is read as
 * `changes.status.to`, which two partial indexes of the history hold (migration
 * 20261206140000_insights_status_moves). Windows are `[start, end)` ISO UTC instants, or inclusive days
 * for `spent_on`.
 */
export interface InsightScope {
  workspaceId: number;
  start: string;
  end: string;
  projectId: number | null;
  cycleNumber: number | null;
}

/**
 * The status a history row moved its issue to (null when it did not), written exactly as the indexes
 * of migration 20261206140000_insights_status_moves are: another spelling would not be found by index.
 */
function movedTo(db: Executor, alias: string): RawBuilder<string | null> {
  return isPostgres(db)
    ? sql.raw(`((${alias}.data::jsonb) #>> '{changes,status,to}')`)
    : sql.raw(`json_extract(${alias}.data, '$.changes.status.to')`);
}

/** Moves to done, and to in progress (the issue's work started). Literals, as the index's predicate. */
const DONE = sql.lit('done');
const STARTED = sql.lit('in_progress');

function days(db: Executor, later: RawBuilder<unknown>, earlier: RawBuilder<unknown>) {
  return isPostgres(db)
    ? sql<number>`extract(epoch from (${later}::timestamptz - ${earlier}::timestamptz)) / 86400.0`
    : sql<number>`round((julianday(${later}) - julianday(${earlier})) * 86400) / 86400.0`;
}

function issueFilters(scope: InsightScope, alias: string) {
  const parts = [sql`${sql.ref(`${alias}.deleted_at`)} is null`];
  if (scope.projectId !== null) parts.push(sql`${sql.ref(`${alias}.project_id`)} = ${scope.projectId}`);
  if (scope.cycleNumber !== null) parts.push(sql`${sql.ref(`${alias}.cycle_number`)} = ${scope.cycleNumber}`);
  return sql.join(parts, sql` and `);
}

/**
 * Issues done in the window: each issue once, at its last move to done inside the window, and only when
 * it is still done (an issue reopened since does not count).
 */
function doneInWindow(db: Executor, scope: InsightScope) {
  return sql`
    done_moves as (
      select a.issue_id, max(a.created_at) as done_at from issue_activity a
      where a.workspace_id = ${scope.workspaceId} and ${movedTo(db, 'a')} = ${DONE}
        and a.created_at >= ${scope.start} and a.created_at < ${scope.end}
      group by a.issue_id
    ),
    done as (
      select i.id, i.type, i.created_at, d.done_at from done_moves d
      join issues i on i.id = d.issue_id
      where i.status = 'done' and ${issueFilters(scope, 'i')}
    )`;
}

export interface ThroughputRow {
  day: string;
  type: string;
  done: number;
}

/** The statement behind `throughputByDay` (tests read its plan). */
export function throughputSql(db: Executor, scope: InsightScope) {
  return sql<{ day: string; type: string; done: number | string }>`
    with ${doneInWindow(db, scope)}
    select substr(done_at, 1, 10) as day, type, count(*) as done from done
    group by substr(done_at, 1, 10), type`;
}

/** Issues done per day and type in the window. */
export async function throughputByDay(db: Executor, scope: InsightScope): Promise<ThroughputRow[]> {
  const result = await throughputSql(db, scope).execute(db);
  return result.rows.map((row) => ({ day: row.day, type: row.type, done: Number(row.done) }));
}

/** Bucket bounds in days: [0, 1), [1, 2), [2, 4), [4, 7), [7, 14), [14, 28), [28, ∞). */
export const DURATION_BOUNDS = [1, 2, 4, 7, 14, 28] as const;

export interface DurationTally {
  count: number;
  median: number | null;
  p85: number | null;
  buckets: number[];
}

/**
 * The statement behind `durationTallies`: one row per metric and bucket with its count, and the
 * metric's size, median and 85th percentile on the row of the bucket holding that rank (null on the
 * others). One statement, so the done issues and their starts are looked up once for both answers.
 */
export function durationSql(db: Executor, scope: InsightScope) {
  const started = sql`(select min(s.created_at) from issue_activity s
    where s.issue_id = done.id and ${movedTo(db, 's')} = ${STARTED} and s.created_at <= done.done_at)`;
  const bucketOf = sql.join(
    DURATION_BOUNDS.map((bound, index) => sql`when d < ${sql.lit(bound)} then ${sql.lit(index)}`),
    sql` `,
  );
  return sql<{
    metric: string;
    bucket: number | string;
    n: number | string;
    cnt: number | string;
    median: number | string | null;
    p85: number | string | null;
  }>`
    with ${doneInWindow(db, scope)},
    -- Materialized: both branches below read it, and each done issue's start is looked up once.
    starts as materialized (select done.id, done.created_at, done.done_at, ${started} as started_at from done),
    lengths as (
      select 'lead' as metric, ${days(db, sql`done_at`, sql`created_at`)} as d from starts
      union all
      select 'cycle' as metric, ${days(db, sql`done_at`, sql`started_at`)} as d from starts
      where started_at is not null
    ),
    ranked as (
      select metric, d, case ${bucketOf} else ${sql.lit(DURATION_BOUNDS.length)} end as bucket,
        row_number() over (partition by metric order by d) as rn,
        count(*) over (partition by metric) as cnt
      from lengths
    )
    select metric, bucket, count(*) as n, max(cnt) as cnt,
      max(case when rn = (50 * cnt + 99) / 100 then d end) as median,
      max(case when rn = (85 * cnt + 99) / 100 then d end) as p85
    from ranked group by metric, bucket`;
}

/**
 * Lead time (created → done) and cycle time (first move to in progress → done) of the issues done in
 * the window: bucket counts and nearest-rank percentiles, all computed in the database.
 */
export async function durationTallies(
  db: Executor,
  scope: InsightScope,
): Promise<{ lead: DurationTally; cycle: DurationTally }> {
  const result = await durationSql(db, scope).execute(db);
  const empty = (): DurationTally => ({
    count: 0,
    median: null,
    p85: null,
    buckets: Array.from({ length: DURATION_BOUNDS.length + 1 }, () => 0),
  });
  const tallies = { lead: empty(), cycle: empty() };
  for (const row of result.rows) {
    const tally = tallies[row.metric as 'lead' | 'cycle'];
    tally.buckets[Number(row.bucket)] = Number(row.n);
    tally.count = Number(row.cnt);
    if (row.median !== null) tally.median = Math.max(0, Number(row.median));
    if (row.p85 !== null) tally.p85 = Math.max(0, Number(row.p85));
  }
  return tallies;
}

export interface BurnupRow {
  entered: string;
  done: string | null;
  carried: boolean;
  /** Carried on to a later cycle at this one's end. */
  left: boolean;
  issues: number;
}

/**
 * The issues of cycle `number` (standing work left out), grouped by the day each entered the cycle (its
 * last move into it, else its creation), the day it was done (its last move to done, when done now) and
 * whether it entered by carry-over. Issues carried on to a later cycle since are counted too (they were
 * the cycle's scope and not done in it): they sit in a later cycle with `carried_over` at least the
 * distance, and their history holds the carry-over out of this one.
 */
export async function burnupRows(
  db: Executor,
  workspaceId: number,
  number: number,
  projectId: number | null,
): Promise<BurnupRow[]> {
  const into = `%"to":{"number":${number},"starts_on":%`;
  const outOf = `%"cycle":{"from":{"number":${number},"starts_on":%`;
  const project = projectId === null ? sql`` : sql`and i.project_id = ${projectId}`;
  const latest = (...patterns: string[]) =>
    sql`(select max(a.created_at) from issue_activity a where a.issue_id = i.id
      ${sql.join(
        patterns.map((pattern) => sql`and a.data like ${pattern}`),
        sql` `,
      )})`;
  const doneAt = sql`(select max(a.created_at) from issue_activity a
    where a.issue_id = i.id and ${movedTo(db, 'a')} = ${DONE})`;
  const carried = sql`case when carried_at is not null and carried_at = moved_at then 1 else 0 end`;
  const left = sql`case when left_at is not null then 1 else 0 end`;
  const result = await sql<{
    entered: string;
    done: string | null;
    carried: number | string;
    left: number | string;
    n: number | string;
  }>`
    with members as (
      select i.id, i.created_at, i.cycle_number,
        ${latest(into)} as moved_at,
        ${latest(into, '%"carried_over":{%')} as carried_at,
        case when i.cycle_number > ${number} then ${latest(outOf, '%"carried_over":{%')} end as left_at,
        case when i.status = 'done' then coalesce(${doneAt}, i.updated_at) end as done_at
      from issues i
      where i.workspace_id = ${workspaceId} and i.deleted_at is null and i.type <> 'generic' ${project}
        -- One range of (workspace_id, cycle_number): this cycle and later ones, then the carried on.
        and i.cycle_number >= ${number}
        and (i.cycle_number = ${number} or i.carried_over >= i.cycle_number - ${number})
    )
    select substr(coalesce(moved_at, created_at), 1, 10) as entered, substr(done_at, 1, 10) as done,
      ${carried} as carried, ${left} as ${sql.ref('left')}, count(*) as n
    from members
    where cycle_number = ${number} or left_at is not null
    group by substr(coalesce(moved_at, created_at), 1, 10), substr(done_at, 1, 10), ${carried}, ${left}`.execute(
    db,
  );
  return result.rows.map((row) => ({
    entered: row.entered,
    done: row.done,
    carried: Number(row.carried) === 1,
    left: Number(row.left) === 1,
    issues: Number(row.n),
  }));
}

export type TimeGroup = 'person' | 'project' | 'cycle';

export interface TimeRow {
  key: string | null;
  label: string | null;
  minutes: number;
}

/**
 * Minutes logged on work (issues and meetings; absences are not work) in the window, by person (people
 * and the agents the viewer may see), by project (the issue's or the meeting's) or by the issue's cycle.
 */
export async function timeTotals(
  db: Executor,
  scope: InsightScope & { from: string; to: string; viewerId: number },
  group: TimeGroup,
): Promise<TimeRow[]> {
  const project = sql`coalesce(i.project_id, m.project_id)`;
  const key =
    group === 'person'
      ? isPostgres(db)
        ? sql`t.actor_type || ':' || cast(t.actor_id as text)`
        : sql`t.actor_type || ':' || t.actor_id`
      : group === 'project'
        ? sql`cast(${project} as text)`
        : sql`cast(i.cycle_number as text)`;
  const label =
    group === 'person'
      ? sql`max(coalesce(u.name, g.name))`
      : group === 'project'
        ? sql`max(p.name)`
        : sql`null`;
  const filters = [sql`t.workspace_id = ${scope.workspaceId}`];
  if (scope.projectId !== null) filters.push(sql`${project} = ${scope.projectId}`);
  if (scope.cycleNumber !== null) filters.push(sql`i.cycle_number = ${scope.cycleNumber}`);
  const result = await sql<{ key: string | null; label: string | null; minutes: number | string }>`
    select ${key} as key, ${label} as label, sum(t.minutes) as minutes
    from time_entries t
    left join issues i on i.id = t.issue_id
    left join meetings m on m.id = t.meeting_id
    left join projects p on p.id = ${project}
    left join users u on t.actor_type = 'user' and u.id = t.actor_id
    left join agents g on t.actor_type = 'agent' and g.id = t.actor_id
    where ${sql.join(filters, sql` and `)}
      and t.subject in ('issue', 'meeting')
      and t.spent_on >= ${scope.from} and t.spent_on <= ${scope.to}
      and (t.actor_type = 'user' or g.visibility = 'workspace' or g.owner_user_id = ${scope.viewerId})
    group by ${key}
    order by sum(t.minutes) desc, ${key}`.execute(db);
  return result.rows.map((row) => ({ key: row.key, label: row.label, minutes: Number(row.minutes) }));
}

export interface CostRow {
  day: string;
  subject: number | null;
  cost_micros: number;
}

/**
 * Runs' cost per day (by when the run ended, as budgets count the month) and agent or project, over the
 * runs of the agents the viewer may see.
 */
export async function costByDay(
  db: Executor,
  scope: InsightScope & { viewerId: number },
  group: 'agent' | 'project',
): Promise<CostRow[]> {
  const subject = group === 'agent' ? sql`r.agent_id` : sql`i.project_id`;
  const project = scope.projectId === null ? sql`` : sql`and i.project_id = ${scope.projectId}`;
  const result = await sql<{ day: string; subject: number | string | null; cost: number | string | null }>`
    select substr(r.finished_at, 1, 10) as day, ${subject} as subject, sum(r.cost_micros) as cost
    from runs r
    join agents g on g.id = r.agent_id
    left join issues i on i.id = r.issue_id
    where r.workspace_id = ${scope.workspaceId}
      and r.finished_at >= ${scope.start} and r.finished_at < ${scope.end}
      and (g.visibility = 'workspace' or g.owner_user_id = ${scope.viewerId}) ${project}
    group by substr(r.finished_at, 1, 10), ${subject}`.execute(db);
  return result.rows.map((row) => ({
    day: row.day,
    subject: row.subject === null ? null : Number(row.subject),
    cost_micros: Number(row.cost ?? 0),
  }));
}
