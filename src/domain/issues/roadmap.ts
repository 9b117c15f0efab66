import type { Executor } from '../../db/connection.js';
import {
  dependenciesAmong,
  roadmapEpicRows,
  roadmapProgress,
  roadmapProjectRows,
  roadmapProjectsByIds,
  type ProgressCount,
} from '../../repositories/roadmap.js';
import type { IssueStatus } from '../../schemas/enums.js';
import { ROADMAP_LIMIT, type RoadmapQueryInput, type RoadmapView } from '../../schemas/roadmap.js';
import type { Caller } from '../caller.js';
import { ValidationError } from '../../errors.js';
import { issueIdentifier } from './issue-ref.js';

/**
 * The roadmap (decisions §12.15, docs/decisions.md "Issue 41 — the roadmap"): the workspace's projects
 * and epics on a time line, an epic's `due_date` standing for its target. Whoever reads the workspace's
 * issues reads it (guests too; Management has no API). Progress is counted in the database, one grouped
 * statement for every project and epic listed; no issue list leaves it.
 */
export async function roadmapFor(
  db: Executor,
  caller: Caller,
  query: RoadmapQueryInput,
): Promise<RoadmapView> {
  const window = { from: query.from ?? null, to: query.to ?? null };
  if (window.from !== null && window.to !== null && window.to < window.from) {
    throw ValidationError.field('to', 'The to date must be on or after the from date.');
  }
  const workspace = caller.workspace;
  const [projectRows, epicRows] = await Promise.all([
    roadmapProjectRows(db, workspace.id, window, ROADMAP_LIMIT + 1),
    roadmapEpicRows(db, workspace.id, window, ROADMAP_LIMIT + 1),
  ]);
  const truncated = projectRows.length > ROADMAP_LIMIT || epicRows.length > ROADMAP_LIMIT;
  const projects = projectRows.slice(0, ROADMAP_LIMIT);
  const epics = epicRows.slice(0, ROADMAP_LIMIT);
  const listed = new Set(projects.map((p) => p.id));
  const missing = [
    ...new Set(epics.map((e) => e.project_id).filter((id): id is number => id !== null && !listed.has(id))),
  ];
  projects.push(...(await roadmapProjectsByIds(db, workspace.id, missing)));
  const epicIds = epics.map((e) => e.id);
  const [progress, pairs] = await Promise.all([
    roadmapProgress(
      db,
      workspace.id,
      projects.map((p) => p.id),
      epicIds,
    ),
    dependenciesAmong(db, workspace.id, epicIds),
  ]);
  const none: ProgressCount = { done: 0, total: 0 };
  const identifiers = new Map(
    epics.map((e) => [e.id, issueIdentifier(e.number, e.project_prefix, workspace.issue_prefix)]),
  );
  return {
    projects: projects.map((p) => ({
      id: p.id,
      name: p.name,
      status: p.status,
      start_date: p.start_date,
      target_date: p.target_date,
      progress: progress.projects.get(p.id) ?? none,
    })),
    epics: epics.map((e) => ({
      id: identifiers.get(e.id)!,
      issue_id: e.id,
      title: e.title,
      status: e.status as IssueStatus,
      project_id: e.project_id,
      start_date: e.start_date,
      target_date: e.due_date,
      progress: progress.epics.get(e.id) ?? none,
    })),
    dependencies: pairs.map((pair) => ({
      blocker: identifiers.get(pair.blocker_id)!,
      blocked: identifiers.get(pair.blocked_id)!,
    })),
    truncated,
  };
}
