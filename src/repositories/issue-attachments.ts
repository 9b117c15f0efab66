import type { Executor } from '../db/connection.js';

/**
 * What hangs on an issue and keeps it from being deleted: one question a kind, each reading at most
 * a few rows.
 */
async function anyRow(
  db: Executor,
  table: 'time_entries' | 'runs' | 'timers',
  issueId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('issue_id', '=', issueId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export const hasTimeEntries = (db: Executor, issueId: number) => anyRow(db, 'time_entries', issueId);
export const hasRuns = (db: Executor, issueId: number) => anyRow(db, 'runs', issueId);
export const hasTimer = (db: Executor, issueId: number) => anyRow(db, 'timers', issueId);

/** The names of up to five whiteboards with a note linked to the issue, by name. */
export async function whiteboardsLinkingIssue(db: Executor, issueId: number): Promise<string[]> {
  const boards = await db
    .selectFrom('whiteboard_elements as e')
    .innerJoin('whiteboards as w', 'w.id', 'e.whiteboard_id')
    .select('w.name')
    .distinct()
    .where('e.issue_id', '=', issueId)
    .orderBy('w.name')
    .limit(5)
    .execute();
  return boards.map((board) => board.name);
}

/** The title of the meeting whose minutes hold the issue as an action item, if any. */
export async function meetingTitleOfActionItem(db: Executor, issueId: number): Promise<string | undefined> {
  const meeting = await db
    .selectFrom('issues as i')
    .innerJoin('meetings as m', 'm.id', 'i.meeting_id')
    .select('m.title')
    .where('i.id', '=', issueId)
    .executeTakeFirst();
  return meeting?.title;
}
