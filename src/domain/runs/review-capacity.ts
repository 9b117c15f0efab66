import type { Executor } from '../../db/connection.js';
import {
  projectReviewerIds,
  queuedRunsInReviewedProjects,
  reviewingMembers,
} from '../../repositories/reviews.js';
import { workspaceById } from '../../repositories/workspaces.js';
import { presentReviewers, reviewCandidates } from './review-picking.js';

/**
 * Dispatch that waits for reviewers (decisions §12.9): with the workspace's `max_open_reviews` set, a
 * queued run on an issue of a project that requires review waits (`review_capacity`) while every
 * reviewer of that issue present today holds that many open reviews, or nobody is present. Worked out
 * afresh at each claim and each read, so a run starts as soon as a review closes or someone returns.
 *
 * Answers the held issues with the reason shown on their runs; empty without a cap.
 */
export async function reviewCapacityHolds(db: Executor, workspaceId: number): Promise<Map<number, string>> {
  const held = new Map<number, string>();
  const workspace = await workspaceById(db, workspaceId);
  if (workspace.max_open_reviews === null) return held;
  const cap = Number(workspace.max_open_reviews);
  const runs = await queuedRunsInReviewedProjects(db, workspaceId);
  // A project whose reviewers are members is decided once; otherwise each issue goes by its assigner.
  const reviewersOf = new Map<number, number[]>();
  const reasons = new Map<string, string | null>();
  for (const run of runs) {
    if (!reviewersOf.has(run.project_id)) {
      const named = await projectReviewerIds(db, run.project_id);
      reviewersOf.set(run.project_id, await reviewingMembers(db, workspaceId, named));
    }
    const named = reviewersOf.get(run.project_id)!;
    const key = named.length > 0 ? `project:${run.project_id}` : `issue:${run.issue_id}`;
    if (!reasons.has(key)) {
      const candidates =
        named.length > 0
          ? named
          : await reviewCandidates(
              db,
              workspaceId,
              {
                id: run.issue_id,
                project_id: run.project_id,
                creator_type: run.creator_type,
                creator_id: run.creator_id,
              },
              run.agent_id,
              run.id,
            );
      reasons.set(key, await holdReason(db, workspaceId, candidates, cap, run.project_name));
    }
    const reason = reasons.get(key);
    if (reason) held.set(run.issue_id, reason);
  }
  return held;
}

async function holdReason(
  db: Executor,
  workspaceId: number,
  candidates: number[],
  cap: number,
  projectName: string,
): Promise<string | null> {
  const { present, open } = await presentReviewers(db, workspaceId, candidates);
  if (present.length === 0) return `Waiting for a reviewer of ${projectName}: none is present today.`;
  if (present.every((id) => (open.get(id) ?? 0) >= cap)) {
    return `Waiting for a review to close: every reviewer of ${projectName} present today has ${cap} open (max_open_reviews).`;
  }
  return null;
}
