import type { Executor, Tx } from '../../db/connection.js';
import type { Run } from '../../db/schema.js';
import { findIssueById } from '../../repositories/issues.js';
import { findProject } from '../../repositories/projects.js';
import {
  decideReviewRound,
  insertReviewRound,
  issuesAwaitingReviewOf,
  latestReviewRound,
  reviewRoundsOf,
  setIssueReviewer,
  type IssueReview,
} from '../../repositories/reviews.js';
import { workspaceById } from '../../repositories/workspaces.js';
import type { IssueView } from '../../schemas/issues.js';
import type { ReviewInput, ReviewView } from '../../schemas/reviews.js';
import type { ArtifactType } from '../../schemas/enums.js';
import { recordActivity } from '../issues/activity.js';
import { ActorDirectory } from '../actors.js';
import { callerActor, type Caller } from '../caller.js';
import { nowOf, type CommandContext, type SystemContext } from '../context.js';
import { createComment } from '../issues/comments.js';
import { ConflictError, ForbiddenError, ValidationError } from '../../errors.js';
import { holdLiveIssues } from '../issues/issue-deletion.js';
import { presentIssues } from '../issues/issue-presenter.js';
import { resolveIssue } from '../issues/issue-ref.js';
import { moveIssueStatus } from '../issues/issue-status-moves.js';
import { askReviewer } from './review-assignment.js';
import { asPerson, assertRunMayReadIssue, isAdministrator } from '../policy.js';
import { pickReviewer, presentReviewers, reviewCandidates } from './review-picking.js';
import { queueRunAskedBy } from './runs-queue.js';

/**
 * Reviews of agents' work (decisions §12.9, docs/decisions.md "Issue 39 — reviews"). On a project with
 * `review_required`, a run of an agent that completes with a delivery sends its issue to `in_review`
 * and opens a review round with a reviewer picked among those present today (fewest open reviews,
 * then lowest id), who hears of it in the inbox and by mail. The reviewer approves (recorded; a merged
 * pull request still closes the issue) or requests changes (a comment, the issue back to `todo`, and a
 * run of the same agent, which resumes its session).
 */

/** The statuses a delivery sends to review from; a done or canceled issue is left as it is. */
const REVIEWABLE_FROM = ['backlog', 'todo', 'in_progress', 'in_review'] as const;

export interface RunDelivered {
  run: Pick<Run, 'id' | 'workspace_id' | 'issue_id' | 'agent_id'>;
  outcome: 'completed' | 'failed';
  deliveries: readonly { type: ArtifactType }[];
}

export async function requestReviewAfterRun(
  tx: Tx,
  ctx: SystemContext,
  { run, outcome, deliveries }: RunDelivered,
): Promise<void> {
  if (outcome !== 'completed' || deliveries.length === 0 || run.issue_id === null) return;
  const issue = await findIssueById(tx, run.issue_id);
  if (!issue || issue.deleted_at !== null || issue.project_id === null) return;
  if (!(REVIEWABLE_FROM as readonly string[]).includes(issue.status)) return;
  const project = await findProject(tx, run.workspace_id, issue.project_id);
  if (!project || Number(project.review_required) !== 1) return;
  const workspace = await workspaceById(tx, run.workspace_id);
  const agent = { type: 'agent' as const, id: run.agent_id };

  const latest = await latestReviewRound(tx, issue.id);
  // A round still open keeps its reviewer: a second delivery before the decision adds to the same round.
  const open = latest && latest.decision === null ? latest : null;
  let reviewerId = open?.reviewer_id ?? null;
  let round = open;
  if (!round) {
    const candidates = await reviewCandidates(tx, workspace.id, issue, run.agent_id, run.id);
    const { present, open: counts } = await presentReviewers(tx, workspace.id, candidates);
    reviewerId = pickReviewer(present, counts);
    round = await insertReviewRound(tx, {
      workspace_id: workspace.id,
      issue_id: issue.id,
      round: (latest?.round ?? 0) + 1,
      agent_id: run.agent_id,
      run_id: run.id,
      reviewer_id: reviewerId,
      decision: null,
      body: null,
      comment_id: null,
      requested_at: nowOf(ctx),
      decided_at: null,
    });
    const directory = await ActorDirectory.load(tx, [{ type: 'user', id: reviewerId }]);
    await recordActivity(tx, {
      workspaceId: workspace.id,
      issueId: issue.id,
      event: 'issue.review_requested',
      actor: agent,
      data: {
        run: run.id,
        round: round.round,
        reviewer: directory.view('user', reviewerId),
        ...(reviewerId === null
          ? {
              note:
                candidates.length === 0
                  ? 'Nobody could be asked to review: the project names no reviewers and nobody handed the issue to the agent.'
                  : 'Nobody could be asked to review: every reviewer is absent today.',
            }
          : {}),
      },
    });
  }
  if (issue.reviewer_id !== reviewerId) await setIssueReviewer(tx, issue.id, reviewerId);
  if (issue.status !== 'in_review') {
    await moveIssueStatus(tx, ctx, {
      workspace,
      issueId: issue.id,
      move: { from: ['backlog', 'todo', 'in_progress'], to: 'in_review' },
      history: { actor: agent, data: { run: run.id, review_round: round.round } },
    });
  }
  // Told once, when the round opens (a later delivery to the same round says nothing new).
  if (!open && reviewerId !== null) {
    await askReviewer(tx, {
      workspaceId: workspace.id,
      issueId: issue.id,
      reviewerId,
      runId: run.id,
      agentId: run.agent_id,
    });
  }
}

export const NOT_IN_REVIEW = 'The issue is not waiting for a review.';

/**
 * `POST /issues/{issue}/review`: the reviewer's decision on the open round. People only (an agent never
 * reviews), never guests; the reviewer alone, or, when nobody could be asked, any of the issue's
 * possible reviewers and the administrators.
 */
export async function submitReview(
  tx: Tx,
  ctx: CommandContext,
  input: ReviewInput & { issue: string },
): Promise<ReviewView> {
  const { caller } = ctx;
  const reference = input.issue;
  const person = asPerson(caller, 'review work');
  if (caller.role === 'guest') throw new ForbiddenError('Guests cannot review issues.');
  const body = input.body?.trim() || null;
  if (input.decision === 'request_changes' && body === null) {
    throw ValidationError.field('body', 'Say what should change: the body is required to request changes.');
  }
  const found = await resolveIssue(tx, caller.workspace, reference);
  await holdLiveIssues(tx, [{ id: found.id }]);
  const issue = (await findIssueById(tx, found.id))!;
  const round = await latestReviewRound(tx, issue.id);
  if (issue.status !== 'in_review' || !round || round.decision !== null)
    throw new ConflictError(NOT_IN_REVIEW);
  await assertMayDecide(tx, ctx, { userId: person.user.id, issue, round });

  const comment = body === null ? null : await createComment(tx, ctx, { issue: reference, body });
  const decided = await decideReviewRound(tx, round.id, {
    decision: input.decision,
    body,
    comment_id: comment?.id ?? null,
    at: nowOf(ctx),
  });
  if (!decided) throw new ConflictError(NOT_IN_REVIEW);
  const workspace = await workspaceById(tx, caller.workspace.id);
  const actor = callerActor(caller);
  await recordActivity(tx, {
    workspaceId: workspace.id,
    issueId: issue.id,
    event: 'issue.reviewed',
    actor,
    data: { round: decided.round, decision: decided.decision, comment: comment?.id ?? null },
  });
  if (input.decision === 'request_changes') {
    await moveIssueStatus(tx, ctx, {
      workspace,
      issueId: issue.id,
      move: { from: ['in_review'], to: 'todo' },
      history: { actor, data: { review_round: decided.round } },
    });
    if (decided.agent_id !== null) {
      // The same agent takes the feedback up; the claim hands it the session it ended with.
      await queueRunAskedBy(tx, ctx, {
        agent: { id: decided.agent_id, workspace_id: workspace.id },
        issueId: issue.id,
        trigger: 'review',
        commentId: comment!.id,
      });
    }
  }
  const [view] = await presentRounds(tx, [decided]);
  return view!;
}

async function assertMayDecide(
  tx: Tx,
  ctx: CommandContext,
  {
    userId,
    issue,
    round,
  }: { userId: number; issue: Parameters<typeof reviewCandidates>[2]; round: IssueReview },
): Promise<void> {
  const { caller } = ctx;
  if (round.reviewer_id !== null) {
    if (round.reviewer_id !== userId) {
      throw new ForbiddenError('Only the reviewer the issue is waiting for may review it.');
    }
    return;
  }
  if (isAdministrator(caller)) return;
  const candidates = await reviewCandidates(tx, caller.workspace.id, issue, round.agent_id, round.run_id);
  if (!candidates.includes(userId)) {
    throw new ForbiddenError('Only a reviewer of this issue or an administrator may review it.');
  }
}

/** `GET /issues/{issue}/reviews`: the issue's review rounds, first round first. */
export async function listReviews(db: Executor, caller: Caller, reference: string): Promise<ReviewView[]> {
  const issue = await resolveIssue(db, caller.workspace, reference);
  if (caller.user === null) assertRunMayReadIssue(caller, issue.id);
  return presentRounds(db, await reviewRoundsOf(db, issue.id));
}

/** `GET /inbox/reviews`: the issues waiting for the caller's review, newest request first. */
export async function issuesAwaitingMyReview(db: Executor, caller: Caller): Promise<IssueView[]> {
  const person = asPerson(caller, 'review work');
  const ids = await issuesAwaitingReviewOf(db, caller.workspace.id, person.user.id);
  return presentIssues(db, caller.workspace, ids);
}

async function presentRounds(db: Executor, rounds: IssueReview[]): Promise<ReviewView[]> {
  const directory = await ActorDirectory.load(
    db,
    rounds.flatMap((r) => [
      { type: 'user' as const, id: r.reviewer_id },
      { type: 'agent' as const, id: r.agent_id },
    ]),
  );
  return rounds.map((r) => ({
    round: Number(r.round),
    state: r.decision === null ? 'open' : r.decision === 'approve' ? 'approved' : 'changes_requested',
    reviewer: directory.view('user', r.reviewer_id),
    agent: directory.view('agent', r.agent_id),
    run: r.run_id,
    decision: r.decision,
    body: r.body,
    comment_id: r.comment_id === null ? null : Number(r.comment_id),
    requested_at: r.requested_at,
    decided_at: r.decided_at,
  }));
}
