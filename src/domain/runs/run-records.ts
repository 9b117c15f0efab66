import type { Executor } from '../../db/connection.js';
import type { Run } from '../../db/schema.js';
import { insertComment } from '../../repositories/comments.js';
import { insertTimeEntry } from '../../repositories/time-entries.js';
import { presentComments } from '../issues/comments.js';
import { emitEvent } from '../events.js';
import { sanitizeRichText } from '../html.js';
import type { SystemContext } from '../context.js';

/**
 * What an ended run leaves on its issue, whoever ended it (the runner's report, run-reports.ts, or a
 * person canceling it, run-control.ts): the agent's time entry and its comments.
 */

/** Whole minutes, at least one: what the runner measured from start to end. */
export function runMinutes(startedAt: string, finishedAt: string): number {
  return Math.max(1, Math.round((Date.parse(finishedAt) - Date.parse(startedAt)) / 60_000));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The agent's plain-text summary as comment HTML: paragraphs and line breaks kept, nothing interpreted. */
export function summaryToHtml(summary: string): string {
  return sanitizeRichText(
    summary
      .trim()
      .split(/\n\s*\n/)
      .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
      .join(''),
  );
}

export async function writeTimeEntry(db: Executor, run: Run, finishedAt: string): Promise<void> {
  if (run.issue_id === null || run.started_at === null) return;
  await insertTimeEntry(db, {
    workspace_id: run.workspace_id,
    actor_type: 'agent',
    actor_id: run.agent_id,
    subject: 'issue',
    issue_id: run.issue_id,
    meeting_id: null,
    absence_kind: null,
    minutes: runMinutes(run.started_at, finishedAt),
    spent_on: run.started_at.slice(0, 10),
    source: 'agent_run',
    note: null,
    run_id: run.id,
    created_at: finishedAt,
    updated_at: finishedAt,
  });
}

/** Plain text (a summary, an error) as a comment by the agent, replying to the comment that asked for the run. */
export interface AgentCommentInput {
  run: Run;
  workspace: { id: number; slug: string };
  /** The issue's identifier, as the event names it. */
  issue: string;
  text: string;
  now: string;
}

export async function postAgentComment(
  db: Executor,
  ctx: Pick<SystemContext, 'appUrl'>,
  { run, workspace, issue, text, now }: AgentCommentInput,
): Promise<void> {
  const comment = await insertComment(db, {
    workspace_id: run.workspace_id,
    issue_id: run.issue_id!,
    author_type: 'agent',
    author_id: run.agent_id,
    body: summaryToHtml(text),
    in_reply_to: run.comment_id,
    from_run_id: run.id,
    mentions: '[]',
    created_at: now,
    updated_at: now,
    edited_at: null,
  });
  const [view] = await presentComments(db, { appUrl: ctx.appUrl }, [comment]);
  await emitEvent(db, workspace, 'comment.created', { ...view!, issue });
}
