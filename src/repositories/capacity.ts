import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { ActorType, Database } from '../db/schema.js';

export interface CapacityActor {
  type: ActorType;
  id: number;
  weekly_hours: number;
}

/**
 * Everyone whose capacity is planned: current members (a Management account has no issues, so no
 * capacity) and the agents the caller can see, people first, each in id order.
 */
export async function capacityActors(
  db: Executor,
  workspaceId: number,
  callerUserId: number,
): Promise<CapacityActor[]> {
  const [people, agents] = await Promise.all([
    db
      .selectFrom('memberships')
      .select(['user_id as id', 'weekly_hours'])
      .where('workspace_id', '=', workspaceId)
      .where('left_at', 'is', null)
      .where('role', '!=', 'management')
      .orderBy('user_id')
      .execute(),
    db
      .selectFrom('agents')
      .select(['id', 'weekly_hours'])
      .where('workspace_id', '=', workspaceId)
      .where((eb) => eb.or([eb('visibility', '=', 'workspace'), eb('owner_user_id', '=', callerUserId)]))
      .orderBy('id')
      .execute(),
  ]);
  return [
    ...people.map((p) => ({ type: 'user' as const, id: p.id, weekly_hours: p.weekly_hours })),
    ...agents.map((a) => ({ type: 'agent' as const, id: a.id, weekly_hours: a.weekly_hours })),
  ];
}

/** Issues assigned to one of `actors`: a person by user id, an agent by agent id (ids overlap). */
function assignedToOneOf(actors: CapacityActor[]) {
  const userIds = actors.filter((a) => a.type === 'user').map((a) => a.id);
  const agentIds = actors.filter((a) => a.type === 'agent').map((a) => a.id);
  return (eb: ExpressionBuilder<Database, 'issues'>) => {
    const either = [];
    if (userIds.length > 0) {
      either.push(eb.and([eb('issues.assignee_type', '=', 'user'), eb('issues.assignee_id', 'in', userIds)]));
    }
    if (agentIds.length > 0) {
      either.push(
        eb.and([eb('issues.assignee_type', '=', 'agent'), eb('issues.assignee_id', 'in', agentIds)]),
      );
    }
    return eb.or(either);
  };
}

/** Standing work claiming capacity now: generic issues assigned to one of `actors` and in progress. */
export async function claimingIssues(db: Executor, workspaceId: number, actors: CapacityActor[]) {
  if (actors.length === 0) return [];
  return db
    .selectFrom('issues')
    .leftJoin('projects', 'projects.id', 'issues.project_id')
    .select([
      'issues.id',
      'issues.number',
      'issues.title',
      'issues.capacity_share',
      'issues.assignee_type',
      'issues.assignee_id',
      'projects.prefix as project_prefix',
    ])
    .where('issues.workspace_id', '=', workspaceId)
    .where('issues.type', '=', 'generic')
    .where('issues.status', '=', 'in_progress')
    .where('issues.deleted_at', 'is', null)
    .where('issues.capacity_share', 'is not', null)
    .where(assignedToOneOf(actors))
    .orderBy('issues.id')
    .execute();
}

export interface AssignedEstimate {
  assignee_type: ActorType;
  assignee_id: number;
  issues: number;
  unestimated: number;
  estimate_minutes: number;
}

/**
 * What each of `actors` holds now, summed by the database: open issues (not done or canceled) other
 * than standing work, which claims capacity instead of carrying an estimate; of one cycle when given.
 */
export async function assignedEstimates(
  db: Executor,
  workspaceId: number,
  actors: CapacityActor[],
  cycleNumber: number | null,
): Promise<AssignedEstimate[]> {
  if (actors.length === 0) return [];
  let query = db
    .selectFrom('issues')
    .select((eb) => [
      'assignee_type',
      'assignee_id',
      eb.fn.countAll().as('issues'),
      eb.fn.count('id').filterWhere('estimate_minutes', 'is', null).as('unestimated'),
      eb.fn.coalesce(eb.fn.sum('estimate_minutes'), eb.lit(0)).as('estimate_minutes'),
    ])
    .where('workspace_id', '=', workspaceId)
    .where('deleted_at', 'is', null)
    .where('status', 'not in', ['done', 'canceled'])
    .where('type', '!=', 'generic')
    .where(assignedToOneOf(actors))
    .groupBy(['assignee_type', 'assignee_id']);
  if (cycleNumber !== null) query = query.where('cycle_number', '=', cycleNumber);
  const rows = await query.execute();
  // PostgreSQL answers counts and sums as text (bigint and numeric).
  return rows.map((row) => ({
    assignee_type: row.assignee_type!,
    assignee_id: row.assignee_id!,
    issues: Number(row.issues),
    unestimated: Number(row.unestimated),
    estimate_minutes: Number(row.estimate_minutes),
  }));
}
