import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  commentsQuery,
  useEditComment,
  usePostComment,
  useWithdrawComment,
  type Comment,
} from '../../api/comments.js';
import type { Attachment } from '../../api/attachments.js';
import type { Assignable } from '../../api/issues.js';
import { everyPickableQuery } from '../../api/members.js';
import { isAdmin, useSession } from '../../api/session.js';
import { CancelKeepingDraft, DraftRestoredHint } from '../../components/discard-dialog.js';
import { RichEditor } from '../../components/rich-editor.js';
import { useHasTextDraft, useTextDraft } from '../../components/use-draft.js';
import { Badge, Button, ConfirmButton, ErrorNotice, Loading, Section } from '../../components/ui.js';
import { formatDateTime, formatRelative } from '../../lib/format.js';
import { buildThread, type ThreadNode } from '../../lib/issue-view.js';
import { AttachmentTiles } from './attachments.js';

interface ThreadProps {
  identifier: string;
  /** The issue's own id (its identifier as the server spells it): drafts are kept under it. */
  issueId: string;
  members: Assignable[] | undefined;
  onUpload: (file: File) => Promise<Attachment>;
}

const MENTION_HINT =
  'Type @ to mention someone. Mentioning an agent queues a run on this issue; a person gets an item in their inbox. Ctrl+Enter posts.';

/** The comment thread: replies under their parent, withdrawn entries kept in place. */
export function CommentsSection({
  identifier,
  issueId,
  onUpload,
}: {
  identifier: string;
  issueId: string;
  onUpload: (file: File) => Promise<Attachment>;
}) {
  const comments = useQuery(commentsQuery(identifier));
  const members = useQuery(everyPickableQuery);
  const thread = comments.data ? buildThread(comments.data) : [];
  const props: ThreadProps = { identifier, issueId, members: members.data, onUpload };
  const count = comments.data?.filter((comment) => !comment.withdrawn).length ?? 0;
  return (
    <Section
      title="Comments"
      description={count > 0 ? `${count} comment${count === 1 ? '' : 's'}` : undefined}
    >
      {comments.isPending ? <Loading label="Loading comments…" /> : null}
      <ErrorNotice error={comments.error} title="The comments could not be loaded." />
      {comments.data && thread.length === 0 ? (
        <p className="muted empty-inline">No comments yet. Start the conversation below.</p>
      ) : null}
      {thread.length > 0 ? (
        <ol className="thread" aria-label="Comment thread">
          {thread.map((node) => (
            <CommentNode key={node.comment.id} node={node} {...props} />
          ))}
        </ol>
      ) : null}
      <Composer key={issueId} {...props} replyTo={null} />
    </Section>
  );
}

function CommentNode({ node, ...props }: { node: ThreadNode<Comment> } & ThreadProps) {
  return (
    <li className="thread-item">
      <CommentCard comment={node.comment} {...props} />
      {node.replies.length > 0 ? (
        <ol className="thread thread-replies" aria-label={`Replies to ${node.comment.author.name}`}>
          {node.replies.map((reply) => (
            <CommentNode key={reply.comment.id} node={reply} {...props} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

function CommentCard({ comment, ...props }: { comment: Comment } & ThreadProps) {
  const { identifier, issueId } = props;
  const session = useSession();
  const agentWritten = comment.author.type === 'agent' || comment.from_run !== null;
  const mine = comment.author.type === 'user' && comment.author.id === session.user.id;
  const canEdit = mine && !agentWritten && !comment.withdrawn;
  // A reply or an edit left half-written (before a reload, say) opens again with its draft.
  const replyDraft = useHasTextDraft(composerPlace(issueId, comment));
  const editDraft = useHasTextDraft(editPlace(comment));
  const [mode, setMode] = useState<'view' | 'edit' | 'reply'>(
    canEdit && editDraft ? 'edit' : !comment.withdrawn && replyDraft ? 'reply' : 'view',
  );
  const withdraw = useWithdrawComment(identifier);
  const headingId = `comment-${comment.id}-author`;
  const canWithdraw = !comment.withdrawn && ((mine && !agentWritten) || isAdmin(session));
  const agentsMentioned = comment.mentions.filter((actor) => actor.type === 'agent');
  return (
    <article
      className={`comment${comment.withdrawn ? ' comment-withdrawn' : ''}`}
      aria-labelledby={headingId}
      id={`comment-${comment.id}`}
    >
      <CommentHead comment={comment} headingId={headingId} />
      {comment.withdrawn ? (
        <p className="muted comment-body">This comment was withdrawn.</p>
      ) : mode === 'edit' ? (
        <EditComment comment={comment} {...props} onDone={() => setMode('view')} />
      ) : (
        // Stored HTML as the server sanitised it; never parsed again here.
        <div className="rich-text comment-body" dangerouslySetInnerHTML={{ __html: comment.body }} />
      )}
      {!comment.withdrawn && comment.attachments.length > 0 ? (
        <AttachmentTiles attachments={comment.attachments} identifier={identifier} />
      ) : null}
      {agentsMentioned.length > 0 && !comment.withdrawn ? (
        <p className="comment-note">
          Mentioned {agentsMentioned.map((agent) => agent.name).join(', ')}: a run was queued.
        </p>
      ) : null}
      {mode === 'view' && !comment.withdrawn ? (
        <div className="comment-actions">
          <Button variant="ghost" aria-describedby={headingId} onClick={() => setMode('reply')}>
            Reply
          </Button>
          {canEdit ? (
            <Button variant="ghost" aria-describedby={headingId} onClick={() => setMode('edit')}>
              Edit
            </Button>
          ) : null}
          {canWithdraw ? (
            <ConfirmButton
              label="Withdraw"
              describedBy={headingId}
              title="Withdraw this comment?"
              body="Its text and files are removed for good; the entry stays so replies keep their place. A run it queued that has not started yet is canceled."
              confirmLabel="Withdraw comment"
              onConfirm={() => withdraw.mutateAsync(comment.id)}
            />
          ) : null}
        </div>
      ) : null}
      {mode === 'reply' ? <Composer {...props} replyTo={comment} onDone={() => setMode('view')} /> : null}
    </article>
  );
}

/** Who wrote the comment, whether a run did, and when (edited or not). */
function CommentHead({ comment, headingId }: { comment: Comment; headingId: string }) {
  return (
    <header className="comment-head">
      <span className="comment-author" id={headingId}>
        {comment.author.name}
      </span>
      {comment.author.type === 'agent' ? <Badge>Agent</Badge> : null}
      {comment.from_run ? (
        <Link to={`/runs/${comment.from_run}`} className="muted">
          from a run
        </Link>
      ) : null}
      <time className="muted" dateTime={comment.created_at} title={formatDateTime(comment.created_at)}>
        {formatRelative(comment.created_at)}
      </time>
      {comment.edited_at ? (
        <span className="muted" title={formatDateTime(comment.edited_at)}>
          (edited)
        </span>
      ) : null}
    </header>
  );
}

function EditComment({
  comment,
  identifier,
  members,
  onUpload,
  onDone,
}: { comment: Comment; onDone: () => void } & ThreadProps) {
  const text = useTextDraft(editPlace(comment), comment.body);
  const save = useEditComment(identifier, () => {
    text.done();
    onDone();
  });
  return (
    <div className="comment-editor">
      {text.restored ? (
        <DraftRestoredHint
          note={text.changedSince ? 'the comment has changed since you began' : undefined}
          onDiscard={text.discard}
        />
      ) : null}
      <RichEditor
        key={text.generation}
        label="Edit comment"
        initialHtml={text.initialHtml}
        autoFocus={!text.restored}
        members={members}
        onUpload={onUpload}
        onChange={text.onChange}
        onSubmit={() => save.mutate({ comment: comment.id, body: text.content.html })}
        hint="Editing notifies nobody and never queues a run, even for a newly named agent."
      />
      <ErrorNotice error={save.error} />
      <div className="row editor-actions">
        <Button
          variant="primary"
          busy={save.isPending}
          disabled={text.content.empty}
          onClick={() => save.mutate({ comment: comment.id, body: text.content.html })}
        >
          Save comment
        </Button>
        <CancelKeepingDraft
          dirty={text.dirty}
          onDiscardDraft={text.discard}
          onDone={onDone}
          title="Discard your changes to this comment?"
          body="Keep draft closes the editor and keeps your changes for the next time you edit this comment, in this browser."
        />
      </div>
    </div>
  );
}

/** Where an edit of one comment is kept. */
function editPlace(comment: Comment): string {
  return `comment-edit:${comment.id}`;
}

function Composer({
  identifier,
  issueId,
  members,
  onUpload,
  replyTo,
  onDone,
}: ThreadProps & { replyTo: Comment | null; onDone?: () => void }) {
  const text = useTextDraft(composerPlace(issueId, replyTo));
  const [queued, setQueued] = useState<string[]>([]);
  const post = usePostComment(identifier, (comment) => {
    setQueued(comment.mentions.filter((actor) => actor.type === 'agent').map((agent) => agent.name));
    text.done();
    onDone?.();
  });
  const submit = () => {
    if (!text.content.empty && !post.isPending) {
      post.mutate({ body: text.content.html, ...(replyTo ? { in_reply_to: replyTo.id } : {}) });
    }
  };
  const label = replyTo ? `Reply to ${replyTo.author.name}` : 'New comment';
  return (
    <div className={replyTo ? 'composer composer-reply' : 'composer'}>
      {text.restored ? <DraftRestoredHint onDiscard={text.discard} /> : null}
      <RichEditor
        key={text.generation}
        label={label}
        initialHtml={text.initialHtml}
        autoFocus={replyTo !== null && !text.restored}
        members={members}
        onUpload={onUpload}
        onChange={text.onChange}
        onSubmit={submit}
        hint={MENTION_HINT}
      />
      <ErrorNotice error={post.error} />
      <div className="row editor-actions">
        <Button variant="primary" busy={post.isPending} disabled={text.content.empty} onClick={submit}>
          {replyTo ? 'Post reply' : 'Comment'}
        </Button>
        {onDone ? (
          <CancelKeepingDraft
            dirty={text.dirty}
            onDiscardDraft={text.discard}
            onDone={onDone}
            title="Discard this reply?"
            body="Keep draft closes the reply and keeps what you typed for the next time you reply here, in this browser."
          />
        ) : null}
        {queued.length > 0 ? (
          <span className="notice-inline" role="status">
            Run queued for {queued.join(', ')}.
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** Where a comment being written is kept: the issue's new comment, or a reply to one comment. */
function composerPlace(identifier: string, replyTo: Comment | null): string {
  return replyTo ? `reply:${identifier}:${replyTo.id}` : `comment:${identifier}`;
}
