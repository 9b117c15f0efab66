import type { Static } from 'typebox';
import type { Executor, Tx } from '../../db/connection.js';
import type { Comment, Issue } from '../../db/schema.js';
import { deleteCommentAttachments, listCommentAttachments } from '../../repositories/attachments.js';
import {
  findIssueComment,
  insertComment,
  listIssueComments,
  projectPrefixOf,
  updateActiveComment,
} from '../../repositories/comments.js';
import { deleteCommentInboxItems } from '../../repositories/inbox.js';
import { recordActivity } from './activity.js';
import { ActorDirectory, parseActorKey, type ActorRef } from '../actors.js';
import { attachmentActors, presentAttachment } from './attachments.js';
import type { AttachmentView } from '../../schemas/attachments.js';
import { callerActor, callerName, type Caller } from '../caller.js';
import { nowOf, type CommandContext, type SystemContext } from '../context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { emitEvent } from '../events.js';
import { hasText, sanitizeRichText } from '../html.js';
import { notifyMentionedPeople } from './inbox.js';
import { issueIdentifier, resolveIssue } from './issue-ref.js';
import { resolveMentions } from './mentions.js';
import { assertCanChangeComment, assertCanWithdrawComment, canPutAgentsToWork } from '../policy.js';
import {
  carryMentionWithQueuedRun,
  steerHeldRun,
  withdrawCommentFromQueuedRuns,
} from '../runs/run-messages.js';
import { queueRunAskedBy } from '../runs/runs-queue.js';
import type { CommentView, CreateCommentBody, UpdateCommentBody } from '../../schemas/comments.js';

/** Comment rules of the contract (Comment) and decisions §4.1, §4.4. */

function storedMentions(row: Comment): ActorRef[] {
  try {
    const keys: unknown = JSON.parse(row.mentions);
    if (!Array.isArray(keys)) return [];
    return keys.map((key) => parseActorKey(String(key))).filter((ref): ref is ActorRef => ref !== null);
  } catch {
    return [];
  }
}

function mentionKeys(mentions: ActorRef[]): string {
  return JSON.stringify(mentions.map((actor) => `${actor.type}:${actor.id}`));
}

function commentView(
  row: Comment,
  mentions: ActorRef[],
  actors: ActorDirectory,
  attachments: AttachmentView[],
): CommentView {
  return {
    id: row.id,
    body: row.body,
    author: actors.view(row.author_type, row.author_id)!,
    in_reply_to: row.in_reply_to,
    from_run: row.from_run_id,
    mentions: mentions.map((actor) => actors.view(actor.type, actor.id)!),
    attachments,
    withdrawn: row.withdrawn === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
    edited_at: row.edited_at,
  };
}

/** Comments with their authors, mentions and files: three queries whatever the number of comments. */
export async function presentComments(
  db: Executor,
  ctx: Pick<SystemContext, 'appUrl'>,
  rows: Comment[],
): Promise<CommentView[]> {
  const attachments = await listCommentAttachments(
    db,
    rows.map((row) => row.id),
  );
  const mentions = rows.map(storedMentions);
  const actors = await ActorDirectory.load(db, [
    ...rows.map((row) => ({ type: row.author_type, id: row.author_id })),
    ...mentions.flat(),
    ...attachmentActors(attachments),
  ]);
  return rows.map((row, index) =>
    commentView(
      row,
      mentions[index]!,
      actors,
      attachments
        .filter((attachment) => attachment.comment_id === row.id)
        .map((attachment) => presentAttachment(attachment, ctx, actors)),
    ),
  );
}

async function presentComment(db: Executor, ctx: SystemContext, row: Comment): Promise<CommentView> {
  const [view] = await presentComments(db, ctx, [row]);
  return view!;
}

/**
 * A comment the caller has just written: it has no files yet and the caller's name is known, so only
 * the people and agents it mentions are looked up (nothing when it mentions no one).
 */
async function presentNewComment(db: Executor, caller: Caller, row: Comment): Promise<CommentView> {
  const mentions = storedMentions(row);
  const actors = await ActorDirectory.load(db, mentions, [
    { ...callerActor(caller), name: callerName(caller) },
  ]);
  return commentView(row, mentions, actors, []);
}

/** Sanitised HTML that shows some text; markup alone (an empty paragraph) is refused. */
function cleanBody(body: string): string {
  const clean = sanitizeRichText(body);
  if (!hasText(clean)) throw ValidationError.field('body', 'The body must contain text.');
  return clean;
}

async function loadComment(db: Executor, caller: Caller, issueReference: string, commentId: number) {
  const issue = await resolveIssue(db, caller.workspace, issueReference);
  const comment = await findIssueComment(db, issue.id, commentId);
  if (!comment) throw new NotFoundError('Comment');
  return { issue, comment };
}

export async function listComments(
  db: Executor,
  ctx: CommandContext,
  input: { issue: string; limit: number; offset: number },
): Promise<{ items: CommentView[]; total: number }> {
  const issue = await resolveIssue(db, ctx.caller.workspace, input.issue);
  const { rows, total } = await listIssueComments(db, issue.id, input.limit, input.offset);
  return { items: await presentComments(db, ctx, rows), total };
}

async function identifierOf(db: Executor, issue: Issue, workspacePrefix: string): Promise<string> {
  return issueIdentifier(issue.number, await projectPrefixOf(db, issue.project_id), workspacePrefix);
}

/**
 * A comment brought in from another tracker (issue 32): written when it was written there, and its
 * `@name`s (people of that tracker) resolve to nobody, so it notifies nobody and puts no agent to work.
 */
export interface ImportedComment {
  createdAt: string;
}

export interface NewComment extends Static<typeof CreateCommentBody> {
  /** The issue's reference (`ENG-42`, or its number). */
  issue: string;
  imported?: ImportedComment;
}

/**
 * POST: the comment, a run for every mentioned agent (with the comment as its context), an inbox item
 * for every mentioned person but the author, and `comment.created` (only), all in the caller's transaction.
 */
export async function createComment(tx: Tx, ctx: CommandContext, input: NewComment): Promise<CommentView> {
  const { caller } = ctx;
  const { imported } = input;
  const issue = await resolveIssue(tx, caller.workspace, input.issue);
  const body = cleanBody(input.body);
  const parentId = input.in_reply_to ?? null;
  if (parentId !== null && !(await findIssueComment(tx, issue.id, parentId))) {
    throw ValidationError.field('in_reply_to', 'The in_reply_to field must name a comment of this issue.');
  }
  // `@name` in an imported comment named somebody of the source tracker: it stays text.
  const mentions = imported ? [] : await resolveMentions(tx, caller, body);
  const author: ActorRef = callerActor(caller);
  const now = imported?.createdAt ?? nowOf(ctx);
  const row = await insertComment(tx, {
    workspace_id: caller.workspace.id,
    issue_id: issue.id,
    author_type: author.type,
    author_id: author.id,
    body,
    in_reply_to: parentId,
    // An agent writing through its run token writes as that run (Comment `from_run`).
    from_run_id: caller.user === null ? caller.run.id : null,
    mentions: mentionKeys(mentions),
    created_at: now,
    updated_at: now,
    edited_at: null,
  });
  // A guest's mention of an agent still resolves into `mentions` but puts nobody to work (decisions §2).
  const agentsToRun = canPutAgentsToWork(caller) ? mentions.filter((actor) => actor.type === 'agent') : [];
  for (const agent of agentsToRun) {
    // The agent is at work on this issue: the comment goes to that run as its next turn (§12.8).
    const steered = await steerHeldRun(tx, {
      issueId: issue.id,
      agentId: agent.id,
      commentId: row.id,
      now,
    });
    if (steered) continue;
    const queued = await queueRunAskedBy(tx, ctx, {
      agent: { id: agent.id, workspace_id: caller.workspace.id },
      issueId: issue.id,
      trigger: 'mention',
      commentId: row.id,
    });
    await carryMentionWithQueuedRun(tx, queued, row.id, now);
  }
  await notifyMentionedPeople(tx, {
    workspaceId: caller.workspace.id,
    issueId: issue.id,
    commentId: row.id,
    author,
    mentions,
  });
  const view = await presentNewComment(tx, caller, row);
  await emitEvent(tx, caller.workspace, 'comment.created', {
    ...view,
    issue: await identifierOf(tx, issue, caller.workspace.issue_prefix),
  });
  return view;
}

/**
 * PATCH: author only, never a run's comment, only `body`. Without `body` nothing changes. `updated_at`
 * moves on every write, `edited_at` only when the stored wording differs. Mentions are resolved again
 * but queue no run and notify nobody. No webhook.
 */
export async function editComment(
  tx: Tx,
  ctx: CommandContext,
  input: Static<typeof UpdateCommentBody> & { issue: string; comment: number },
): Promise<CommentView> {
  const { caller } = ctx;
  const { issue, comment } = await loadComment(tx, caller, input.issue, input.comment);
  assertCanChangeComment(caller, comment, 'edit');
  if (input.body === undefined) return presentComment(tx, ctx, comment);
  const withdrawn = () => new ConflictError('The comment has been withdrawn and can no longer be edited.');
  if (comment.withdrawn) throw withdrawn();
  const body = cleanBody(input.body);
  const mentions = await resolveMentions(tx, caller, body);
  const now = nowOf(ctx);
  const changed = body !== comment.body;
  const row = await updateActiveComment(tx, comment.id, {
    body,
    mentions: mentionKeys(mentions),
    updated_at: now,
    ...(changed ? { edited_at: now } : {}),
  });
  if (!row) throw withdrawn();
  if (changed) {
    await recordActivity(tx, {
      workspaceId: caller.workspace.id,
      issueId: issue.id,
      event: 'issue.comment_edited',
      actor: callerActor(caller),
      data: { comment_id: comment.id },
    });
  }
  return presentComment(tx, ctx, row);
}

/**
 * DELETE: withdraws. Body, mentions, files and inbox items go; the entry stays so replies keep their
 * parent. Runs it queued that no runner has claimed are canceled, claimed ones are left alone; the count
 * goes to the issue history. Withdrawing again changes nothing. Answers the storage keys of the removed
 * files, to delete once the transaction has committed.
 */
export async function withdrawComment(
  tx: Tx,
  ctx: CommandContext,
  input: { issue: string; comment: number },
): Promise<string[]> {
  const { caller } = ctx;
  const { issue, comment } = await loadComment(tx, caller, input.issue, input.comment);
  assertCanWithdrawComment(caller, comment);
  const now = nowOf(ctx);
  const withdrawn = await updateActiveComment(tx, comment.id, {
    body: '',
    mentions: '[]',
    withdrawn: 1,
    updated_at: now,
  });
  if (!withdrawn) return [];
  const storageKeys = await deleteCommentAttachments(tx, comment.id);
  await deleteCommentInboxItems(tx, comment.id);
  const canceledRuns = await withdrawCommentFromQueuedRuns(tx, comment.id, now);
  await recordActivity(tx, {
    workspaceId: caller.workspace.id,
    issueId: issue.id,
    event: 'issue.comment_withdrawn',
    actor: callerActor(caller),
    data: { comment_id: comment.id, canceled_runs: canceledRuns },
  });
  return storageKeys;
}
