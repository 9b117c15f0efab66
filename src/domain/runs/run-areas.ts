import type { DialectName, Executor } from '../../db/connection.js';
import {
  heldRunsInRepositories,
  lockWorkspaceAreas,
  runAreaRow,
  type RunAreaRow,
} from '../../repositories/run-areas.js';
import { effectiveAreas, overlappingPair } from './areas.js';
import { issueIdentifier } from '../issues/issue-ref.js';

/**
 * Area conflicts (decisions §12.11): a queued run whose effective areas (its issue's, else its
 * project's) overlap those of a held run (dispatched, running) in the same repository waits
 * (`area_conflict`) until that run ends. A run without an issue, without areas or without a
 * repository never conflicts: nothing says which files it touches, or that they are shared.
 */
export interface AreaConflict {
  /** The held run it waits for, and that run's issue. */
  runId: string;
  issue: string | null;
  /** The first pair of overlapping patterns: the queued run's, then the held run's. */
  patterns: [string, string];
}

type AreaFacts = Pick<RunAreaRow, 'id' | 'issue_id' | 'repository_id' | 'issue_areas' | 'project_areas'>;

export function runAreas(row: AreaFacts): string[] {
  return row.issue_id === null ? [] : effectiveAreas(row.issue_areas, row.project_areas);
}

/** The first held run the queued `run` conflicts with, or null. */
export function areaConflictOf(run: AreaFacts, held: readonly RunAreaRow[]): AreaConflict | null {
  if (run.repository_id === null) return null;
  const mine = runAreas(run);
  if (mine.length === 0) return null;
  for (const other of held) {
    if (other.id === run.id || other.repository_id !== run.repository_id) continue;
    const patterns = overlappingPair(mine, runAreas(other));
    if (patterns) {
      const issue =
        other.issue_number === null
          ? null
          : issueIdentifier(other.issue_number, other.project_prefix, other.workspace_prefix);
      return { runId: other.id, issue, patterns };
    }
  }
  return null;
}

export function areaConflictMessage(conflict: AreaConflict): string {
  const [mine, theirs] = conflict.patterns;
  const where = mine === theirs ? mine : `${mine} and ${theirs}`;
  const other = conflict.issue === null ? 'another run' : `the run on ${conflict.issue}`;
  return `Waiting for ${other} to end: both work in the same part of the repository (${where}).`;
}

/**
 * The first queued run `pick` offers that no held run's areas conflict with, passing over those that
 * do (they stay queued and are offered again at the next claim). Inside the claim's transaction.
 */
export async function nextRunClearOfAreas<T extends { id: string }>(
  tx: Executor,
  dialect: DialectName,
  workspaceId: number,
  pick: (passedOver: readonly string[]) => Promise<T | undefined>,
): Promise<T | undefined> {
  const passedOver: string[] = [];
  let locked = false;
  for (;;) {
    const next = await pick(passedOver);
    if (!next) return undefined;
    const row = await runAreaRow(tx, next.id);
    if (!row || row.repository_id === null || runAreas(row).length === 0) return next;
    if (!locked) {
      await lockWorkspaceAreas(tx, dialect, workspaceId);
      locked = true;
    }
    const held = await heldRunsInRepositories(tx, workspaceId, [row.repository_id]);
    if (!areaConflictOf(row, held)) return next;
    passedOver.push(next.id);
  }
}

/** For presenting a page of runs: the conflict of each queued run given, by run id. */
export async function areaConflictsOf(
  db: Executor,
  workspaceId: number,
  queued: readonly (AreaFacts & { status: string })[],
): Promise<Map<string, AreaConflict>> {
  const conflicts = new Map<string, AreaConflict>();
  const candidates = queued.filter((run) => run.repository_id !== null && runAreas(run).length > 0);
  if (candidates.length === 0) return conflicts;
  const repositories = [...new Set(candidates.map((run) => run.repository_id!))];
  const held = await heldRunsInRepositories(db, workspaceId, repositories);
  for (const run of candidates) {
    const conflict = areaConflictOf(run, held);
    if (conflict) conflicts.set(run.id, conflict);
  }
  return conflicts;
}
