import type { Executor, Tx } from '../db/connection.js';
import { lockLiveIssues } from '../repositories/issues.js';
import { IssueNotFoundError, unknownIssueField } from './issue-ref.js';

/**
 * What may keep an issue from being deleted (DELETE /issues/{issue} answers 422 naming everything
 * attached). Each resource that can hang on an issue adds its own check here, so there is one refusal.
 * A check returns the error message naming what is attached, or null.
 */
export type DeletionCheck = (db: Executor, issueId: number) => Promise<string | null>;

async function exists(query: { executeTakeFirst(): Promise<unknown> }): Promise<boolean> {
  return (await query.executeTakeFirst()) !== undefined;
}

export const deletionChecks: Record<string, DeletionCheck> = {
  children: async (db, issueId) =>
    (await exists(
      db
        .selectFrom('issues')
        .select('id')
        .where('parent_id', '=', issueId)
        .where('deleted_at', 'is', null)
        .limit(1),
    ))
      ? 'The issue still contains issues.'
      : null,
  time_entries: async (db, issueId) =>
    (await exists(db.selectFrom('time_entries').select('id').where('issue_id', '=', issueId).limit(1)))
      ? 'The issue has logged hours.'
      : null,
  runs: async (db, issueId) =>
    (await exists(db.selectFrom('runs').select('id').where('issue_id', '=', issueId).limit(1)))
      ? 'The issue has agent runs.'
      : null,
  timer: async (db, issueId) =>
    (await exists(db.selectFrom('timers').select('id').where('issue_id', '=', issueId).limit(1)))
      ? 'Somebody has a timer running on the issue.'
      : null,
  whiteboard_notes: async (db, issueId) => {
    const boards = await db
      .selectFrom('whiteboard_elements as e')
      .innerJoin('whiteboards as w', 'w.id', 'e.whiteboard_id')
      .select('w.name')
      .distinct()
      .where('e.issue_id', '=', issueId)
      .orderBy('w.name')
      .limit(5)
      .execute();
    return boards.length > 0
      ? `The issue is linked from whiteboard notes (on ${boards.map((b) => `"${b.name}"`).join(', ')}).`
      : null;
  },
  meeting_minutes: async (db, issueId) => {
    const meeting = await db
      .selectFrom('issues as i')
      .innerJoin('meetings as m', 'm.id', 'i.meeting_id')
      .select('m.title')
      .where('i.id', '=', issueId)
      .executeTakeFirst();
    return meeting ? `The issue is an action item in the meeting minutes of "${meeting.title}".` : null;
  },
};

/** Every reason the issue cannot be deleted, keyed by what is attached; empty when it can go. */
export async function deletionBlockers(db: Executor, issueId: number): Promise<Record<string, string[]>> {
  const blockers: Record<string, string[]> = {};
  for (const [what, check] of Object.entries(deletionChecks)) {
    const message = await check(db, issueId);
    if (message) blockers[what] = [message];
  }
  return blockers;
}

/**
 * Makes the refusal hold under concurrency. Everything that attaches one of the kinds above to an issue (a
 * child, hours, a run, a timer, a whiteboard note) calls it in its transaction before the insert,
 * and the deletion before its checks: both hold the issue's row lock until they commit, so under concurrency either the
 * attachment finds the issue deleted (404, or 422 on `field` when the issue was named in the body) or
 * the deletion finds the attachment (422). Locks every issue named at once, in id order.
 */
export async function holdLiveIssues(
  db: Tx,
  issues: { id: number; field?: string | undefined }[],
): Promise<void> {
  const live = new Set(
    await lockLiveIssues(
      db,
      issues.map((issue) => issue.id),
    ),
  );
  const gone = issues.find((issue) => !live.has(issue.id));
  if (gone === undefined) return;
  throw gone.field === undefined ? new IssueNotFoundError() : unknownIssueField(gone.field);
}
