import type { Executor } from '../db/connection.js';
import { projectReviewerIds, queuedRunsInReviewedProjects } from '../repositories/reviews.js';
import { workspaceById } from '../repositories/workspaces.js';
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
  // A project that names reviewers is decided once; one that does not goes by each issue's assigner.
  const byProject = new Map<number, string | null>();
  for (const run of runs) {
    if (held.has(run.issue_id)) continue;
    const named = byProject.has(run.project_id)
      ? true
      : (await projectReviewerIds(db, run.project_id)).length > 0;
    if (named && byProject.has(run.project_id)) {
      const reason = byProject.get(run.project_id)!;
      if (reason !== null) held.set(run.issue_id, reason);
      continue;
    }
    const candidates = await reviewCandidates(
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
    const { present, open } = await presentReviewers(db, workspaceId, candidates);
    const reason =
      present.length === 0
        ? `Waiting for a reviewer of ${run.project_name}: none is present today.`
        : present.every((id) => (open.get(id) ?? 0) >= cap)
          ? `Waiting for a review to close: every reviewer of ${run.project_name} present today has ${cap} open (max_open_reviews).`
          : null;
    if (named) byProject.set(run.project_id, reason);
    if (reason !== null) held.set(run.issue_id, reason);
  }
  return held;
}
