import type { Tx } from '../../db/connection.js';
import type { Workspace } from '../../db/schema.js';
import { updateIssueWhereStatus } from '../../repositories/issues.js';
import { recordActivity } from './activity.js';
import { nowOf, type SystemContext } from '../context.js';
import type { ActorRef } from '../actors.js';
import type { IssueStatus } from '../../schemas/enums.js';
import { emitEvents } from '../events.js';
import { statusMoveWakesBlocked } from './issue-dependencies.js';
import { issueChanges, updateEvents } from './issue-events.js';
import { presentIssue } from './issue-presenter.js';

/**
 * A status move the service makes on its own (a run's claim or end, a code host's pull request): an
 * ordinary change of the issue, conditional on the status it read (a person who moved the issue
 * meanwhile wins), with its history entry (`actor` and the `data` saying what made it), `issue.updated`
 * and `issue.status_changed` through the outbox and the live log, and the blocked runs it wakes, in the
 * caller's transaction. True when the issue moved.
 */
export interface IssueStatusMove {
  workspace: Workspace;
  issueId: number;
  move: { from: readonly IssueStatus[]; to: IssueStatus };
  history: { actor: ActorRef | null; data: Record<string, unknown> };
}

export async function moveIssueStatus(
  tx: Tx,
  ctx: Pick<SystemContext, 'appUrl' | 'clock'>,
  { workspace, issueId, move, history }: IssueStatusMove,
): Promise<boolean> {
  const before = await presentIssue(tx, workspace, { id: issueId });
  const moved = await updateIssueWhereStatus(tx, issueId, move.from, {
    status: move.to,
    // Another status: the issue leaves its workflow state for that status's own (issue 40).
    state_id: null,
    updated_at: nowOf(ctx),
  });
  if (!moved) return false;
  await statusMoveWakesBlocked(tx, issueId, before.status, move.to);
  const after = await presentIssue(tx, workspace, { id: issueId });
  const changes = issueChanges(before, after);
  await recordActivity(tx, {
    workspaceId: workspace.id,
    issueId,
    event: 'issue.updated',
    actor: history.actor,
    data: { changes, ...history.data },
  });
  await emitEvents(tx, workspace, updateEvents(changes, ctx, after));
  return true;
}
