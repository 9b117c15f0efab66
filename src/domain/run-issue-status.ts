import { nowIso } from '../clock.js';
import type { Executor } from '../db/connection.js';
import type { Run } from '../db/schema.js';
import { findLiveIssueStatus, updateIssueWhereStatus } from '../repositories/issues.js';
import { workspaceById } from '../repositories/workspaces.js';
import { recordActivity } from './activity.js';
import type { IssueStatus } from './enums.js';
import { emitEvents } from './events.js';
import { issueChanges, updateEvents } from './issue-events.js';
import { presentIssue } from './issue-presenter.js';

/**
 * An issue's status follows the runs of agents on it (issue 22), in workspaces where
 * `status_follows_runs` is on (the default): a claimed run moves it from `backlog` or `todo` to
 * `in_progress`; a completed run that delivered a pull request moves it from `backlog`, `todo` or
 * `in_progress` to `in_review`. Never backwards and never out of `in_review`, `done` or `canceled`.
 * Each move is an ordinary change by the agent: in the issue's history, `issue.updated` and
 * `issue.status_changed` through the outbox, in the caller's transaction.
 */
export const STATUS_MOVES = {
  claimed: { from: ['backlog', 'todo'], to: 'in_progress' },
  delivered_pull_request: { from: ['backlog', 'todo', 'in_progress'], to: 'in_review' },
} as const satisfies Record<string, { from: readonly IssueStatus[]; to: IssueStatus }>;

export type RunMilestone = keyof typeof STATUS_MOVES;

/** The run's workspace when its setting is on, else null (and for a run without an issue). */
export async function workspaceFollowingRuns(db: Executor, run: Pick<Run, 'workspace_id' | 'issue_id'>) {
  if (run.issue_id === null) return null;
  const workspace = await workspaceById(db, run.workspace_id);
  return Number(workspace.status_follows_runs) === 1 ? workspace : null;
}

export async function followRunOnIssue(
  db: Executor,
  run: Pick<Run, 'workspace_id' | 'issue_id' | 'agent_id'>,
  milestone: RunMilestone,
  appUrl: string,
): Promise<void> {
  const workspace = await workspaceFollowingRuns(db, run);
  if (!workspace) return;
  const move = STATUS_MOVES[milestone];
  const issue = await findLiveIssueStatus(db, run.issue_id!);
  if (!issue || !(move.from as readonly string[]).includes(issue.status)) return;
  const before = await presentIssue(db, workspace, issue);
  // Conditional: a person who moved the issue meanwhile wins.
  const moved = await updateIssueWhereStatus(db, issue.id, move.from, {
    status: move.to,
    updated_at: nowIso(),
  });
  if (!moved) return;
  const after = await presentIssue(db, workspace, issue);
  const changes = issueChanges(before, after);
  await recordActivity(db, {
    workspaceId: workspace.id,
    issueId: issue.id,
    event: 'issue.updated',
    actor: { type: 'agent', id: run.agent_id },
    data: { changes },
  });
  await emitEvents(db, workspace, updateEvents(changes, after, appUrl));
}
