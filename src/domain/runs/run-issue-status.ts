import type { Executor, Tx } from '../../db/connection.js';
import type { Run, Workspace } from '../../db/schema.js';
import { activityOfIssueNewestFirst } from '../../repositories/activity.js';
import { findLiveIssueStatus, lockLiveIssues } from '../../repositories/issues.js';
import { issueHasRunInHand } from '../../repositories/runs.js';
import { workspaceById } from '../../repositories/workspaces.js';
import { ISSUE_STATUSES, type ArtifactType, type IssueStatus } from '../../schemas/enums.js';
import { moveIssueStatus } from '../issues/issue-status-moves.js';
import type { SystemContext } from '../context.js';

/**
 * An issue's status follows the runs of agents on it (issues 22 and 28), in workspaces where
 * `status_follows_runs` is on (the default). The whole table is in docs/runner-protocol.md
 * ("Completing", point 5):
 *
 * - a claim moves the issue from `backlog` or `todo` to `in_progress`;
 * - a completed run that delivered a pull request moves it from `backlog`, `todo` or `in_progress` to
 *   `in_review`;
 * - while the runs hold the status (the issue is `in_progress` and the last status change in its
 *   history is a claim's), a completed run that delivered anything else moves it to `in_review`, and a
 *   run that ends without delivering (completed with nothing, failed, canceled), when no other run of
 *   the issue is in a runner's hands, gives it back the status it had before that claim.
 *
 * A person's (or the agent's own) later change always wins: nothing moves once somebody else changed
 * the status, and every update is conditional on the status it read. Each move is an ordinary change
 * by the agent: in the issue's history (with the run's ULID), `issue.updated` and
 * `issue.status_changed` through the outbox, in the caller's transaction.
 */
export const STATUS_MOVES = {
  claimed: { from: ['backlog', 'todo'], to: 'in_progress' },
  delivered_pull_request: { from: ['backlog', 'todo', 'in_progress'], to: 'in_review' },
  delivered_other: { from: ['in_progress'], to: 'in_review' },
} as const satisfies Record<string, { from: readonly IssueStatus[]; to: IssueStatus }>;

export type RunMilestone = keyof typeof STATUS_MOVES;

/** How a run ended, as far as its issue is concerned (a time-out is a failure). */
export type RunEnd = 'completed' | 'failed' | 'canceled';

type RunOnIssue = Pick<Run, 'id' | 'workspace_id' | 'issue_id' | 'agent_id'>;

/** The run's workspace when its setting is on, else null (and for a run without an issue). */
export async function workspaceFollowingRuns(db: Executor, run: Pick<Run, 'workspace_id' | 'issue_id'>) {
  if (run.issue_id === null) return null;
  const workspace = await workspaceById(db, run.workspace_id);
  return Number(workspace.status_follows_runs) === 1 ? workspace : null;
}

/** A claim's move (backlog/todo → in_progress). */
export async function followRunOnIssue(
  tx: Tx,
  ctx: SystemContext,
  { run, milestone }: { run: RunOnIssue; milestone: 'claimed' },
): Promise<void> {
  const workspace = await workspaceFollowingRuns(tx, run);
  if (!workspace) return;
  const issue = await lockedIssueStatus(tx, run.issue_id!);
  const move = STATUS_MOVES[milestone];
  if (!issue || !(move.from as readonly string[]).includes(issue.status)) return;
  await moveIssue(tx, ctx, {
    workspace,
    run,
    issueId: issue.id,
    from: move.from,
    to: move.to,
    marks: { claimed: true },
  });
}

/**
 * What the end of a run does to its issue (the table above). Called in the transaction that ends the
 * run, after the run's own row says how it ended: by `finishRun` (completed, failed), the lease sweeper
 * (failed at the last attempt), and a cancel or a time-out (`'canceled'`, `'failed'`).
 */
export interface RunOutcomeInput {
  run: RunOnIssue;
  outcome: RunEnd;
  deliveries?: readonly { type: ArtifactType }[];
}

export async function applyRunOutcomeToIssue(
  tx: Tx,
  ctx: SystemContext,
  { run, outcome, deliveries = [] }: RunOutcomeInput,
): Promise<void> {
  const workspace = await workspaceFollowingRuns(tx, run);
  if (!workspace) return;
  // Locked first, so the ends of two runs of one issue (and a claim) take their turns: the last one to
  // end sees the others ended and is the one that gives the status back.
  const issue = await lockedIssueStatus(tx, run.issue_id!);
  if (!issue) return;
  if (outcome === 'completed' && deliveries.some((delivery) => delivery.type === 'pull_request')) {
    const move = STATUS_MOVES.delivered_pull_request;
    if ((move.from as readonly string[]).includes(issue.status)) {
      await moveIssue(tx, ctx, { workspace, run, issueId: issue.id, from: move.from, to: move.to });
    }
    return;
  }
  if (issue.status !== 'in_progress') return;
  const claim = await claimHoldingStatus(tx, issue.id);
  if (!claim) return;
  if (outcome === 'completed' && deliveries.length > 0) {
    const move = STATUS_MOVES.delivered_other;
    await moveIssue(tx, ctx, { workspace, run, issueId: issue.id, from: move.from, to: move.to });
    return;
  }
  // Another agent still working on the issue keeps it in progress; its own end gives it back.
  if (await issueHasRunInHand(tx, issue.id, run.id)) return;
  await moveIssue(tx, ctx, { workspace, run, issueId: issue.id, from: ['in_progress'], to: claim.from });
}

async function lockedIssueStatus(tx: Tx, issueId: number) {
  await lockLiveIssues(tx, [issueId]);
  return findLiveIssueStatus(tx, issueId);
}

/** How many history entries are read at a time looking for the last status change. */
const HISTORY_BATCH = 50;

/**
 * The claim whose move is the issue's last status change, with the status it moved the issue from; null
 * when the last change was anybody else's (a person, the agent itself through the API, a pull request).
 */
async function claimHoldingStatus(db: Executor, issueId: number): Promise<{ from: IssueStatus } | null> {
  let before: number | null = null;
  for (;;) {
    const entries = await activityOfIssueNewestFirst(db, issueId, HISTORY_BATCH, before);
    for (const entry of entries) {
      const data = parseData(entry.data);
      const status = data?.changes?.status;
      if (!status) continue;
      const isClaim =
        entry.actor_type === 'agent' &&
        typeof data.run === 'string' &&
        data.claimed === true &&
        status.to === 'in_progress' &&
        (ISSUE_STATUSES as readonly unknown[]).includes(status.from);
      return isClaim ? { from: status.from as IssueStatus } : null;
    }
    if (entries.length < HISTORY_BATCH) return null;
    before = entries.at(-1)!.id;
  }
}

interface MoveData {
  changes?: { status?: { from: unknown; to: unknown } };
  run?: unknown;
  claimed?: unknown;
}

function parseData(text: string): MoveData | null {
  try {
    const data: unknown = JSON.parse(text);
    return data !== null && typeof data === 'object' ? data : null;
  } catch {
    return null;
  }
}

interface IssueMove {
  workspace: Workspace;
  run: RunOnIssue;
  issueId: number;
  from: readonly IssueStatus[];
  to: IssueStatus;
  marks?: { claimed?: true };
}

async function moveIssue(
  tx: Tx,
  ctx: SystemContext,
  { workspace, run, issueId, from, to, marks = {} }: IssueMove,
): Promise<void> {
  // The run's ULID says which run moved it; `claimed` marks a claim's move, which a later end of a run
  // may undo (claimHoldingStatus).
  const history = { actor: { type: 'agent' as const, id: run.agent_id }, data: { run: run.id, ...marks } };
  await moveIssueStatus(tx, ctx, { workspace, issueId, move: { from, to }, history });
}
