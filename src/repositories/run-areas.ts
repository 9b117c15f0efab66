import { sql } from 'kysely';
import type { DialectName, Executor } from '../db/connection.js';

/**
 * What area conflicts (decisions §12.11) are worked out from: a run's repository (the agent's, else
 * its issue's project's) and the stored areas of its issue and project.
 */
export interface RunAreaRow {
  id: string;
  issue_id: number | null;
  issue_number: number | null;
  project_prefix: string | null;
  workspace_prefix: string;
  repository_id: number | null;
  issue_areas: string | null;
  project_areas: string | null;
}

function runAreaRows(db: Executor) {
  return db
    .selectFrom('runs')
    .innerJoin('agents', 'agents.id', 'runs.agent_id')
    .innerJoin('workspaces', 'workspaces.id', 'runs.workspace_id')
    .leftJoin('issues', 'issues.id', 'runs.issue_id')
    .leftJoin('projects', 'projects.id', 'issues.project_id')
    .select((eb) => [
      'runs.id',
      'runs.issue_id',
      'issues.number as issue_number',
      'projects.prefix as project_prefix',
      'workspaces.issue_prefix as workspace_prefix',
      eb.fn.coalesce('agents.repository_id', 'projects.repository_id').as('repository_id'),
      'issues.areas as issue_areas',
      'projects.areas as project_areas',
    ]);
}

export async function runAreaRow(db: Executor, runId: string): Promise<RunAreaRow | undefined> {
  return runAreaRows(db).where('runs.id', '=', runId).executeTakeFirst();
}

/** The runs held (dispatched, running) in the given repositories of the workspace. */
export async function heldRunsInRepositories(
  db: Executor,
  workspaceId: number,
  repositoryIds: number[],
): Promise<RunAreaRow[]> {
  if (repositoryIds.length === 0) return [];
  return runAreaRows(db)
    .where('runs.workspace_id', '=', workspaceId)
    .where('runs.status', 'in', ['dispatched', 'running'])
    .where((eb) => eb(eb.fn.coalesce('agents.repository_id', 'projects.repository_id'), 'in', repositoryIds))
    .orderBy('runs.dispatched_at')
    .orderBy('runs.id')
    .execute();
}

/**
 * PostgreSQL claims handing out a run with areas take turns on a transaction-scoped advisory lock of
 * the workspace (one lock, so no order between repositories to keep) before reading what is held, so two claims at once cannot both
 * hand out overlapping runs (the second reads the first's run once it commits: read committed). Only
 * claims take it. SQLite claims are serial anyway.
 */
export async function lockWorkspaceAreas(db: Executor, dialect: DialectName, workspaceId: number) {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${AREA_LOCK_SPACE}, ${workspaceId})`.execute(db);
}

/** The advisory-lock namespace of area claims (any fixed 32-bit number unused elsewhere). */
const AREA_LOCK_SPACE = 39_1211;
