import type { Executor, Tx } from '../../db/connection.js';
import {
  hasRuns,
  hasTimeEntries,
  hasTimer,
  meetingTitleOfActionItem,
  whiteboardsLinkingIssue,
} from '../../repositories/issue-attachments.js';
import { hasLiveChildren, lockLiveIssues } from '../../repositories/issues.js';
import { IssueNotFoundError, unknownIssueField } from './issue-ref.js';

/**
 * What may keep an issue from being deleted (DELETE /issues/{issue} answers 422 naming everything
 * attached). Each resource that can hang on an issue adds its own check here, so there is one refusal.
 * A check returns the error message naming what is attached, or null.
 */
export type DeletionCheck = (db: Executor, issueId: number) => Promise<string | null>;

export const deletionChecks: Record<string, DeletionCheck> = {
  children: async (db, issueId) =>
    (await hasLiveChildren(db, issueId)) ? 'The issue still contains issues.' : null,
  time_entries: async (db, issueId) =>
    (await hasTimeEntries(db, issueId)) ? 'The issue has logged hours.' : null,
  runs: async (db, issueId) => ((await hasRuns(db, issueId)) ? 'The issue has agent runs.' : null),
  timer: async (db, issueId) =>
    (await hasTimer(db, issueId)) ? 'Somebody has a timer running on the issue.' : null,
  whiteboard_notes: async (db, issueId) => {
    const boards = await whiteboardsLinkingIssue(db, issueId);
    return boards.length > 0
      ? `The issue is linked from whiteboard notes (on ${boards.map((name) => `"${name}"`).join(', ')}).`
      : null;
  },
  meeting_minutes: async (db, issueId) => {
    const title = await meetingTitleOfActionItem(db, issueId);
    return title !== undefined ? `The issue is an action item in the meeting minutes of "${title}".` : null;
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
  tx: Tx,
  issues: { id: number; field?: string | undefined }[],
): Promise<void> {
  const live = new Set(
    await lockLiveIssues(
      tx,
      issues.map((issue) => issue.id),
    ),
  );
  const gone = issues.find((issue) => !live.has(issue.id));
  if (gone === undefined) return;
  throw gone.field === undefined ? new IssueNotFoundError() : unknownIssueField(gone.field);
}
