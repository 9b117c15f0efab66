import { sql } from 'kysely';
import type { Executor } from '../db/connection.js';
import { isPostgres } from '../db/migration-helpers.js';

/**
 * The grouped reads behind agents' scorecards (decisions §12.12): each answers for many agents at once
 * (the agents overview) and optionally per day (the weekly series, folded by the caller), so a scorecard
 * costs a handful of queries whatever the number of runs. Windows are `[start, end)` ISO UTC instants.
 */
export interface ScorecardScope {
  workspaceId: number;
  agentIds: number[];
  start: string;
  end: string;
}

const ENDED = ['completed', 'failed', 'canceled'] as const;

export interface RunOutcomeRow {
  agent_id: number;
  day: string | null;
  status: 'completed' | 'failed' | 'canceled';
  failure_reason: string | null;
  runs: number;
  cost_micros: number;
}

/** Runs that ended in the window, counted and costed by agent, outcome (and day when asked). */
export async function runOutcomes(
  db: Executor,
  scope: ScorecardScope,
  byDay: boolean,
): Promise<RunOutcomeRow[]> {
  if (scope.agentIds.length === 0) return [];
  const day = sql<string>`substr(runs.finished_at, 1, 10)`;
  let query = db
    .selectFrom('runs')
    .select((eb) => [
      'runs.agent_id',
      'runs.status',
      'runs.failure_reason',
      eb.fn.countAll<number>().as('runs'),
      sql<number>`coalesce(sum(runs.cost_micros), 0)`.as('cost_micros'),
    ])
    .where('runs.workspace_id', '=', scope.workspaceId)
    .where('runs.agent_id', 'in', scope.agentIds)
    .where('runs.status', 'in', ENDED)
    .where('runs.finished_at', '>=', scope.start)
    .where('runs.finished_at', '<', scope.end)
    .groupBy(['runs.agent_id', 'runs.status', 'runs.failure_reason']);
  if (byDay) query = query.select(day.as('day')).groupBy(day);
  const rows = await query.execute();
  return rows.map((row) => ({
    agent_id: row.agent_id,
    day: byDay ? (row as unknown as { day: string }).day : null,
    status: row.status as RunOutcomeRow['status'],
    failure_reason: row.failure_reason,
    runs: Number(row.runs),
    cost_micros: Number(row.cost_micros),
  }));
}

/** The median length in minutes of the runs that started and ended in the window, by agent. */
export async function medianRunMinutes(db: Executor, scope: ScorecardScope): Promise<Map<number, number>> {
  if (scope.agentIds.length === 0) return new Map();
  const minutes = isPostgres(db)
    ? sql`extract(epoch from (finished_at::timestamptz - started_at::timestamptz)) / 60.0`
    : sql`(julianday(finished_at) - julianday(started_at)) * 1440.0`;
  const result = await sql<{ agent_id: number; median: number | string }>`
    with lengths as (
      select agent_id, ${minutes} as m from runs
      where workspace_id = ${scope.workspaceId}
        and agent_id in (${sql.join(scope.agentIds)})
        and status in (${sql.join([...ENDED])})
        and started_at is not null and finished_at is not null
        and finished_at >= ${scope.start} and finished_at < ${scope.end}
    ),
    ranked as (
      select agent_id, m,
        row_number() over (partition by agent_id order by m) as rn,
        count(*) over (partition by agent_id) as cnt
      from lengths
    )
    select agent_id, avg(m) as median from ranked
    where rn = (cnt + 1) / 2 or rn = (cnt + 2) / 2
    group by agent_id`.execute(db);
  return new Map(result.rows.map((row) => [Number(row.agent_id), Math.max(0, Number(row.median))]));
}

export interface DeliveryRow {
  agent_id: number;
  day: string | null;
  opened: number;
  merged: number;
  closed_unmerged: number;
}

/**
 * Pull requests the agent's runs delivered in the window (by when first delivered), each address once,
 * with how many of them are merged or closed unmerged by now.
 */
export async function pullRequestDeliveries(
  db: Executor,
  scope: ScorecardScope,
  byDay: boolean,
): Promise<DeliveryRow[]> {
  if (scope.agentIds.length === 0) return [];
  const key = sql`coalesce(artifacts.url, artifacts.identity)`;
  const day = sql<string>`substr(artifacts.created_at, 1, 10)`;
  let query = db
    .selectFrom('artifacts')
    .innerJoin('runs', 'runs.id', 'artifacts.run_id')
    .select([
      'runs.agent_id',
      sql<number>`count(distinct ${key})`.as('opened'),
      sql<number>`count(distinct case when artifacts.state = 'merged' then ${key} end)`.as('merged'),
      sql<number>`count(distinct case when artifacts.state = 'closed' then ${key} end)`.as('closed_unmerged'),
    ])
    .where('artifacts.workspace_id', '=', scope.workspaceId)
    .where('artifacts.type', '=', 'pull_request')
    .where('runs.agent_id', 'in', scope.agentIds)
    .where('artifacts.created_at', '>=', scope.start)
    .where('artifacts.created_at', '<', scope.end)
    .groupBy('runs.agent_id');
  if (byDay) query = query.select(day.as('day')).groupBy(day);
  const rows = await query.execute();
  return rows.map((row) => ({
    agent_id: row.agent_id,
    day: byDay ? (row as unknown as { day: string }).day : null,
    opened: Number(row.opened),
    merged: Number(row.merged),
    closed_unmerged: Number(row.closed_unmerged),
  }));
}

/**
 * Issues the agent had run on that moved from `done` to an open status (not `canceled`) in the window,
 * each issue once. History rows carry `{changes: {status: {from, to}}}` written by JSON.stringify, so the
 * text match is exact on both databases (a quote inside a value is escaped and cannot fake it).
 */
export async function reopenedIssues(db: Executor, scope: ScorecardScope): Promise<Map<number, number>> {
  if (scope.agentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('issue_activity')
    .innerJoin('runs', (join) =>
      join
        .onRef('runs.issue_id', '=', 'issue_activity.issue_id')
        .onRef('runs.created_at', '<=', 'issue_activity.created_at'),
    )
    .select(['runs.agent_id', sql<number>`count(distinct issue_activity.issue_id)`.as('reopened')])
    .where('issue_activity.workspace_id', '=', scope.workspaceId)
    .where('issue_activity.event', '=', 'issue.updated')
    .where('issue_activity.created_at', '>=', scope.start)
    .where('issue_activity.created_at', '<', scope.end)
    .where('issue_activity.data', 'like', '%"status":{"from":"done","to":%')
    .where('issue_activity.data', 'not like', '%"status":{"from":"done","to":"canceled"}%')
    .where('runs.agent_id', 'in', scope.agentIds)
    .groupBy('runs.agent_id')
    .execute();
  return new Map(rows.map((row) => [row.agent_id, Number(row.reopened)]));
}

/**
 * Review rounds of each agent's work: rounds opened (a delivery sent the issue to review, decisions
 * §12.9) in the window, whatever the reviewer decided since.
 */
export async function reviewRoundsOf(db: Executor, scope: ScorecardScope): Promise<Map<number, number>> {
  const counts = new Map(scope.agentIds.map((id) => [id, 0]));
  if (scope.agentIds.length === 0) return counts;
  const rows = await db
    .selectFrom('issue_reviews')
    .select(['agent_id', (eb) => eb.fn.countAll<number>().as('rounds')])
    .where('workspace_id', '=', scope.workspaceId)
    .where('agent_id', 'in', scope.agentIds)
    .where('requested_at', '>=', scope.start)
    .where('requested_at', '<', scope.end)
    .groupBy('agent_id')
    .execute();
  for (const row of rows) if (row.agent_id !== null) counts.set(row.agent_id, Number(row.rounds));
  return counts;
}

/** People's logged minutes on one issue, by person. */
export async function peopleMinutesOnIssue(db: Executor, issueId: number) {
  const rows = await db
    .selectFrom('time_entries')
    .innerJoin('users', 'users.id', 'time_entries.actor_id')
    .select(['users.id', 'users.name', sql<number>`sum(time_entries.minutes)`.as('minutes')])
    .where('time_entries.issue_id', '=', issueId)
    .where('time_entries.subject', '=', 'issue')
    .where('time_entries.actor_type', '=', 'user')
    .groupBy(['users.id', 'users.name'])
    .orderBy('users.name')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, minutes: Number(row.minutes) }));
}

/** Agents' runs on one issue (count, cost) and the minutes they logged, by agent. */
export async function agentWorkOnIssue(db: Executor, issueId: number) {
  const runs = await db
    .selectFrom('runs')
    .innerJoin('agents', 'agents.id', 'runs.agent_id')
    .select([
      'agents.id',
      'agents.name',
      'agents.visibility',
      'agents.owner_user_id',
      (eb) => eb.fn.countAll<number>().as('runs'),
      sql<number>`coalesce(sum(runs.cost_micros), 0)`.as('cost_micros'),
    ])
    .where('runs.issue_id', '=', issueId)
    .groupBy(['agents.id', 'agents.name', 'agents.visibility', 'agents.owner_user_id'])
    .execute();
  const minutes = await db
    .selectFrom('time_entries')
    .select(['actor_id', sql<number>`sum(minutes)`.as('minutes')])
    .where('issue_id', '=', issueId)
    .where('subject', '=', 'issue')
    .where('actor_type', '=', 'agent')
    .groupBy('actor_id')
    .execute();
  const minutesByAgent = new Map(minutes.map((row) => [row.actor_id, Number(row.minutes)]));
  return runs.map((row) => ({
    id: row.id,
    name: row.name,
    visibility: row.visibility,
    owner_user_id: row.owner_user_id,
    runs: Number(row.runs),
    cost_micros: Number(row.cost_micros),
    minutes: minutesByAgent.get(row.id) ?? 0,
  }));
}
