import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { Comment, CommentsTable } from '../db/schema.js';
import { fetchPage, type Page } from './paging.js';

export async function insertComment(db: Executor, values: Insertable<CommentsTable>): Promise<Comment> {
  return db.insertInto('comments').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Changes a comment that is not withdrawn; undefined when it is (or was withdrawn concurrently: the
 * condition is part of the update, so a withdrawal and an edit racing each other cannot both win).
 */
export async function updateActiveComment(
  db: Executor,
  id: number,
  values: Updateable<CommentsTable>,
): Promise<Comment | undefined> {
  return db
    .updateTable('comments')
    .set(values)
    .where('id', '=', id)
    .where('withdrawn', '=', 0)
    .returningAll()
    .executeTakeFirst();
}

export async function findComment(db: Executor, id: number): Promise<Comment | undefined> {
  return db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A comment of that issue (the issue was already checked against the workspace). */
export async function findIssueComment(
  db: Executor,
  issueId: number,
  id: number,
): Promise<Comment | undefined> {
  return db
    .selectFrom('comments')
    .selectAll()
    .where('issue_id', '=', issueId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The thread in the order it was written, withdrawn entries included. */
export async function listIssueComments(
  db: Executor,
  issueId: number,
  limit: number,
  offset: number,
): Promise<Page<Comment>> {
  const query = db.selectFrom('comments').selectAll().where('issue_id', '=', issueId).orderBy('id');
  return fetchPage(query, limit, offset);
}

/** The prefix an issue is shown with: its project's when that has one (for the `issue` identifier). */
export async function projectPrefixOf(db: Executor, projectId: number | null): Promise<string | null> {
  if (projectId === null) return null;
  const project = await db
    .selectFrom('projects')
    .select('prefix')
    .where('id', '=', projectId)
    .executeTakeFirst();
  return project?.prefix ?? null;
}
