import type { Insertable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { IssueActivityTable } from '../db/schema.js';

/** Issue history rows, written with the caller's executor so they commit with the change they describe. */
export async function insertActivity(db: Executor, rows: Insertable<IssueActivityTable>[]): Promise<void> {
  await db.insertInto('issue_activity').values(rows).execute();
}
