import { nowIso } from '../../clock.js';
import { inTransaction, type Db, type Tx } from '../../db/connection.js';
import { insertInboxItems } from '../../repositories/inbox.js';
import { findIssueById, lockLiveIssues } from '../../repositories/issues.js';
import {
  giveRoundReviewer,
  latestReviewRound,
  openRoundsWithoutReviewer,
  setIssueReviewer,
} from '../../repositories/reviews.js';
import { recordActivity } from '../issues/activity.js';
import { ActorDirectory } from '../actors.js';
import { notifyByMail } from '../integrations/mail-outbox.js';
import { pickReviewer, presentReviewers, reviewCandidates } from './review-picking.js';

/**
 * Tells the reviewer a round waits for them: one inbox item and one mail (under the "assignments"
 * preference), once per round.
 */
export async function askReviewer(
  tx: Tx,
  round: { workspaceId: number; issueId: number; reviewerId: number; runId: string | null; agentId: number },
): Promise<void> {
  await insertInboxItems(tx, [
    {
      workspace_id: round.workspaceId,
      user_id: round.reviewerId,
      kind: 'review_requested',
      issue_id: round.issueId,
      comment_id: null,
      run_id: round.runId,
      note: null,
      actor_type: 'agent',
      actor_id: round.agentId,
      created_at: nowIso(),
      read_at: null,
    },
  ]);
  await notifyByMail(tx, {
    userId: round.reviewerId,
    workspaceId: round.workspaceId,
    issueId: round.issueId,
    kind: 'review_requested',
    actor: { type: 'agent', id: round.agentId },
    runId: round.runId,
  });
}

/**
 * The scheduled pass over rounds that opened while every reviewer was away (docs/decisions.md "Issue 39
 * — reviews"): once one is present again, the round gets the present one with the fewest open reviews,
 * who is asked as if the round had just opened. Each round in its own transaction under its issue's
 * lock, given a reviewer by a conditional update: several workers, or a decision at that moment, ask
 * nobody twice. Answers how many rounds got a reviewer.
 */
export async function assignWaitingReviews(db: Db, limit = 100): Promise<number> {
  let assigned = 0;
  for (const waiting of await openRoundsWithoutReviewer(db, limit)) {
    const given = await inTransaction(db, async (tx) => {
      if ((await lockLiveIssues(tx, [waiting.issue_id])).length === 0) return false;
      const issue = await findIssueById(tx, waiting.issue_id);
      const round = await latestReviewRound(tx, waiting.issue_id);
      if (!issue || issue.status !== 'in_review' || round?.id !== waiting.id || round.agent_id === null) {
        return false;
      }
      const candidates = await reviewCandidates(
        tx,
        waiting.workspace_id,
        issue,
        round.agent_id,
        round.run_id,
      );
      const { present, open } = await presentReviewers(tx, waiting.workspace_id, candidates);
      const reviewerId = pickReviewer(present, open);
      if (reviewerId === null) return false;
      if (!(await giveRoundReviewer(tx, round.id, reviewerId))) return false;
      await setIssueReviewer(tx, issue.id, reviewerId);
      const directory = await ActorDirectory.load(tx, [{ type: 'user', id: reviewerId }]);
      await recordActivity(tx, {
        workspaceId: waiting.workspace_id,
        issueId: issue.id,
        event: 'issue.review_requested',
        actor: { type: 'agent', id: round.agent_id },
        data: {
          run: round.run_id,
          round: round.round,
          reviewer: directory.view('user', reviewerId),
          note: 'A reviewer was back: the review waited while everyone was away.',
        },
      });
      await askReviewer(tx, {
        workspaceId: waiting.workspace_id,
        issueId: issue.id,
        reviewerId,
        runId: round.run_id,
        agentId: round.agent_id,
      });
      return true;
    });
    if (given) assigned++;
  }
  return assigned;
}
