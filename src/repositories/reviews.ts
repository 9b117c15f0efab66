import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { IssueReviewsTable } from '../db/schema.js';

export type IssueReview = Selectable<IssueReviewsTable>;

/** The reviewers a project names, by id. */
export async function projectReviewerIds(db: Executor, projectId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('project_reviewers')
    .select('user_id')
    .where('project_id', '=', projectId)
    .orderBy('user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/** The reviewers of several projects at once, by project. */
export async function reviewersOfProjects(
  db: Executor,
  projectIds: number[],
): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (projectIds.length === 0) return map;
  const rows = await db
    .selectFrom('project_reviewers')
    .select(['project_id', 'user_id'])
    .where('project_id', 'in', projectIds)
    .orderBy('user_id')
    .execute();
  for (const row of rows) map.set(row.project_id, [...(map.get(row.project_id) ?? []), row.user_id]);
  return map;
}

export async function replaceProjectReviewers(db: Executor, projectId: number, userIds: number[]) {
  await db.deleteFrom('project_reviewers').where('project_id', '=', projectId).execute();
  if (userIds.length > 0) {
    await db
      .insertInto('project_reviewers')
      .values(userIds.map((user_id) => ({ project_id: projectId, user_id })))
      .execute();
  }
}

/** Of these people, the current members of the workspace who may review (neither guests nor Management). */
export async function reviewingMembers(
  db: Executor,
  workspaceId: number,
  userIds: number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select('memberships.user_id')
    .where('memberships.workspace_id', '=', workspaceId)
    .where('memberships.user_id', 'in', userIds)
    .where('memberships.left_at', 'is', null)
    .where('memberships.role', 'not in', ['guest', 'management'])
    .where('users.deleted_at', 'is', null)
    .orderBy('memberships.user_id')
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * Of these people, those away on `day`: an absence recorded for it, or no working hours at all in the
 * workspace (`weekly_hours` 0, someone who does not work there this season).
 */
export async function awayOn(
  db: Executor,
  workspaceId: number,
  userIds: number[],
  day: string,
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const absent = await db
    .selectFrom('time_entries')
    .select('actor_id')
    .distinct()
    .where('workspace_id', '=', workspaceId)
    .where('subject', '=', 'absence')
    .where('actor_type', '=', 'user')
    .where('actor_id', 'in', userIds)
    .where('spent_on', '=', day)
    .execute();
  const idle = await db
    .selectFrom('memberships')
    .select('user_id')
    .where('workspace_id', '=', workspaceId)
    .where('user_id', 'in', userIds)
    .where('weekly_hours', '<=', 0)
    .execute();
  return new Set([...absent.map((row) => row.actor_id), ...idle.map((row) => row.user_id)]);
}

/**
 * Open rounds nobody could be asked to review when they opened (everyone away), on live issues still in
 * review, oldest first: a reviewer is asked once one is back (`assignWaitingReviews`).
 */
export async function openRoundsWithoutReviewer(db: Executor, limit: number) {
  return db
    .selectFrom('issue_reviews as r')
    .innerJoin('issues as i', 'i.id', 'r.issue_id')
    .select(['r.id', 'r.workspace_id', 'r.issue_id'])
    .where('r.decision', 'is', null)
    .where('r.reviewer_id', 'is', null)
    .where('i.status', '=', 'in_review')
    .where('i.deleted_at', 'is', null)
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

/** Gives an open round without a reviewer its reviewer; undefined when it was decided or given one meanwhile. */
export async function giveRoundReviewer(db: Executor, roundId: number, reviewerId: number) {
  return db
    .updateTable('issue_reviews')
    .set({ reviewer_id: reviewerId })
    .where('id', '=', roundId)
    .where('reviewer_id', 'is', null)
    .where('decision', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * How many reviews each of these people has open: rounds not yet decided whose live issue is still
 * `in_review` (an issue somebody moved on, or deleted, waits for nobody).
 */
export async function openReviewCounts(
  db: Executor,
  workspaceId: number,
  userIds: number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await db
    .selectFrom('issue_reviews as r')
    .innerJoin('issues as i', 'i.id', 'r.issue_id')
    .select(['r.reviewer_id', (eb) => eb.fn.countAll<number | string>().as('open')])
    .where('r.workspace_id', '=', workspaceId)
    .where('r.decision', 'is', null)
    .where('r.reviewer_id', 'in', userIds)
    .where('i.status', '=', 'in_review')
    .where('i.deleted_at', 'is', null)
    .groupBy('r.reviewer_id')
    .execute();
  for (const row of rows) counts.set(row.reviewer_id!, Number(row.open));
  return counts;
}

/** The issues waiting for this person's review, newest request first. */
export async function issuesAwaitingReviewOf(db: Executor, workspaceId: number, userId: number) {
  const rows = await db
    .selectFrom('issue_reviews as r')
    .innerJoin('issues as i', 'i.id', 'r.issue_id')
    .select('i.id')
    .where('r.workspace_id', '=', workspaceId)
    .where('r.decision', 'is', null)
    .where('r.reviewer_id', '=', userId)
    .where('i.status', '=', 'in_review')
    .where('i.deleted_at', 'is', null)
    .orderBy('r.requested_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return rows.map((row) => row.id);
}

export async function latestReviewRound(db: Executor, issueId: number): Promise<IssueReview | undefined> {
  return db
    .selectFrom('issue_reviews')
    .selectAll()
    .where('issue_id', '=', issueId)
    .orderBy('round', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function reviewRoundsOf(db: Executor, issueId: number): Promise<IssueReview[]> {
  return db
    .selectFrom('issue_reviews')
    .selectAll()
    .where('issue_id', '=', issueId)
    .orderBy('round')
    .execute();
}

export async function insertReviewRound(db: Executor, row: Insertable<IssueReviewsTable>) {
  return db.insertInto('issue_reviews').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Closes an open round; undefined when it was closed meanwhile (the first decision wins). */
export async function decideReviewRound(
  db: Executor,
  id: number,
  decision: {
    decision: 'approve' | 'request_changes';
    body: string | null;
    comment_id: number | null;
    at: string;
  },
) {
  return db
    .updateTable('issue_reviews')
    .set({
      decision: decision.decision,
      body: decision.body,
      comment_id: decision.comment_id,
      decided_at: decision.at,
    })
    .where('id', '=', id)
    .where('decision', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function setIssueReviewer(db: Executor, issueId: number, reviewerId: number | null) {
  await db.updateTable('issues').set({ reviewer_id: reviewerId }).where('id', '=', issueId).execute();
}

/**
 * The person who handed the issue to the agent: who asked for the latest assignment run of the agent on
 * it, else who asked for the given run, else the issue's creator (people only; null for none).
 */
export async function assignerOf(
  db: Executor,
  issue: { id: number; creator_type: string | null; creator_id: number | null },
  agentId: number,
  runId: string | null,
): Promise<number | null> {
  const assignment = await db
    .selectFrom('runs')
    .select('requested_by_id')
    .where('issue_id', '=', issue.id)
    .where('agent_id', '=', agentId)
    .where('trigger', '=', 'assignment')
    .where('requested_by_type', '=', 'user')
    .orderBy('queued_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (assignment?.requested_by_id) return assignment.requested_by_id;
  if (runId !== null) {
    const run = await db
      .selectFrom('runs')
      .select(['requested_by_type', 'requested_by_id'])
      .where('id', '=', runId)
      .executeTakeFirst();
    if (run?.requested_by_type === 'user' && run.requested_by_id !== null) return run.requested_by_id;
  }
  return issue.creator_type === 'user' ? issue.creator_id : null;
}

/** Queued runs of the workspace on issues of projects that require review, with their project. */
export async function queuedRunsInReviewedProjects(db: Executor, workspaceId: number) {
  return db
    .selectFrom('runs')
    .innerJoin('issues', 'issues.id', 'runs.issue_id')
    .innerJoin('projects', 'projects.id', 'issues.project_id')
    .select([
      'runs.id',
      'runs.agent_id',
      'issues.id as issue_id',
      'issues.creator_type',
      'issues.creator_id',
      'projects.id as project_id',
      'projects.name as project_name',
    ])
    .where('runs.workspace_id', '=', workspaceId)
    .where('runs.status', '=', 'queued')
    .where('projects.review_required', '=', 1)
    .execute();
}
