import { todayUtc } from '../../clock.js';
import type { Executor } from '../../db/connection.js';
import {
  awayOn,
  assignerOf,
  openReviewCounts,
  projectReviewerIds,
  reviewingMembers,
} from '../../repositories/reviews.js';
import { workspaceById } from '../../repositories/workspaces.js';
import { publicHolidays } from '../time/holidays.js';

/**
 * Who reviews an issue's delivery (decisions §12.9, docs/decisions.md "Issue 39 — reviews"): the
 * project's reviewers, or, when it names none, the person who handed the issue to the agent. Only
 * current members who may review count (neither guests nor Management).
 */
export async function reviewCandidates(
  db: Executor,
  workspaceId: number,
  issue: { id: number; project_id: number | null; creator_type: string | null; creator_id: number | null },
  agentId: number | null,
  runId: string | null,
): Promise<number[]> {
  const named = issue.project_id === null ? [] : await projectReviewerIds(db, issue.project_id);
  // Reviewers who all left the workspace since leave the issue to its assigner, as if none were named.
  const members = await reviewingMembers(db, workspaceId, named);
  if (members.length > 0) return members;
  const assigner = agentId === null ? null : await assignerOf(db, issue, agentId, runId);
  return assigner === null ? [] : reviewingMembers(db, workspaceId, [assigner]);
}

/**
 * Of the candidates, those present today (UTC): no absence recorded for the day, working hours in the
 * workspace, and the day no public holiday of the workspace's region (a holiday is everyone's). With how
 * many reviews each has open.
 */
export async function presentReviewers(
  db: Executor,
  workspaceId: number,
  candidates: number[],
): Promise<{ present: number[]; open: Map<number, number> }> {
  if (candidates.length === 0) return { present: [], open: new Map() };
  const day = todayUtc();
  const workspace = await workspaceById(db, workspaceId);
  if (publicHolidays(workspace.holiday_region, day, day).size > 0) return { present: [], open: new Map() };
  const away = await awayOn(db, workspaceId, candidates, day);
  const present = candidates.filter((id) => !away.has(id));
  return { present, open: await openReviewCounts(db, workspaceId, present) };
}

/** The present reviewer with the fewest open reviews; a tie goes to the lowest id. Null: nobody present. */
export function pickReviewer(present: number[], open: Map<number, number>): number | null {
  let best: number | null = null;
  for (const id of [...present].sort((a, b) => a - b)) {
    if (best === null || (open.get(id) ?? 0) < (open.get(best) ?? 0)) best = id;
  }
  return best;
}
