import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { IssueActivityTable } from '../db/schema.js';
import { fetchPage, type Page } from './paging.js';

/** Issue history rows, written with the caller's executor so they commit with the change they describe. */
export async function insertActivity(db: Executor, rows: Insertable<IssueActivityTable>[]): Promise<void> {
  await db.insertInto('issue_activity').values(rows).execute();
}

/** An issue's history in the order it was written. */
export async function listActivityOfIssue(
  db: Executor,
  issueId: number,
  limit: number,
  offset: number,
): Promise<Page<Selectable<IssueActivityTable>>> {
  const query = db.selectFrom('issue_activity').selectAll().where('issue_id', '=', issueId).orderBy('id');
  return fetchPage(query, limit, offset);
}

/** An issue's history newest first, `limit` entries written before the entry `beforeId` (all when null). */
export async function activityOfIssueNewestFirst(
  db: Executor,
  issueId: number,
  limit: number,
  beforeId: number | null,
): Promise<Selectable<IssueActivityTable>[]> {
  let query = db.selectFrom('issue_activity').selectAll().where('issue_id', '=', issueId);
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}
