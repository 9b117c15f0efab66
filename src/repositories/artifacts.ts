import type { Executor } from '../db/connection.js';
import type { Artifact, ArtifactsTable } from '../db/schema.js';
import { fetchPage, type Page } from './paging.js';

export type NewArtifact = Omit<ArtifactsTable, 'id'>;

/** An issue's deliveries, newest first. */
export async function listIssueArtifacts(
  db: Executor,
  issueId: number,
  limit: number,
  offset: number,
): Promise<Page<Artifact>> {
  const query = db.selectFrom('artifacts').selectAll().where('issue_id', '=', issueId).orderBy('id', 'desc');
  return fetchPage(query, limit, offset);
}

/** The deliveries each run made or last reported, in one query for any number of runs. */
export async function artifactsOfRuns(db: Executor, runIds: string[]): Promise<Artifact[]> {
  if (runIds.length === 0) return [];
  return db
    .selectFrom('artifacts')
    .selectAll()
    .where((eb) => eb.or([eb('run_id', 'in', runIds), eb('last_run_id', 'in', runIds)]))
    .orderBy('id')
    .execute();
}

export async function findArtifactByIdentity(
  db: Executor,
  workspaceId: number,
  identity: string,
): Promise<Artifact | undefined> {
  return db
    .selectFrom('artifacts')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('identity', '=', identity)
    .executeTakeFirst();
}

/** Undefined when a concurrent report inserted the same delivery first (the unique identity). */
export async function insertArtifact(db: Executor, values: NewArtifact): Promise<Artifact | undefined> {
  return db
    .insertInto('artifacts')
    .values(values)
    .onConflict((oc) => oc.columns(['workspace_id', 'identity']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateArtifact(
  db: Executor,
  id: number,
  changes: Partial<Omit<ArtifactsTable, 'id' | 'workspace_id' | 'identity'>>,
): Promise<Artifact> {
  return db
    .updateTable('artifacts')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
