import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, fieldError } from '../../api/client.js';
import { commentsQuery } from '../../api/comments.js';
import { useUploadIssueAttachment, type Attachment } from '../../api/attachments.js';
import {
  epicChildrenQuery,
  issueActivityQuery,
  issueQuery,
  useDeleteIssue,
  useIssueUpdate,
  type Issue,
} from '../../api/issue-page.js';
import { useLiveIssue, type LiveState } from '../../api/live.js';
import { isAdmin, useSession, type Session } from '../../api/session.js';
import { CancelKeepingDraft, DraftRestoredHint } from '../../components/discard-dialog.js';
import { RichEditor } from '../../components/rich-editor.js';
import { useHasTextDraft, useTextDraft } from '../../components/use-draft.js';
import {
  Button,
  ConfirmButton,
  EmptyState,
  ErrorNotice,
  Loading,
  PageHeader,
  Section,
} from '../../components/ui.js';
import { formatDateTime, formatRelative, humanize } from '../../lib/format.js';
import { describeActivity, formatCriterion, parseCriterion, type Criterion } from '../../lib/issue-view.js';
import { AttachmentsSection } from './attachments.js';
import { CommentsSection } from './comments.js';
import { IssueFields } from './fields.js';
import { CustomFieldsSection } from './custom-fields.js';
import { TimeSection } from './time.js';
import { DeliveriesSection, RunsSection } from './runs.js';
import { PullRequestsSection } from './pull-requests.js';
import { CostSection } from './cost.js';
import { ReviewSection } from './review.js';

/** `/issues/<identifier>`: one issue, every field editable, its thread, files, runs and hours; live. */
export function IssuePage() {
  const { identifier = '' } = useParams();
  const issue = useQuery(issueQuery(identifier));
  // The thread is asked for at once, beside the issue, rather than after the issue has arrived.
  useQuery(commentsQuery(identifier));
  if (issue.isPending) return <Loading label="Loading the issue…" />;
  if (issue.isError) {
    if (issue.error instanceof ApiError && issue.error.status === 404) {
      return (
        <>
          <PageHeader title="Issue not found" />
          <EmptyState title={`There is no issue ${identifier} in this workspace.`}>
            It may have been deleted, or the identifier is mistyped. <Link to="/inbox">Go to the inbox</Link>
          </EmptyState>
        </>
      );
    }
    return (
      <>
        <PageHeader title="Issue" />
        <ErrorNotice error={issue.error} title="The issue could not be loaded." />
        <Button onClick={() => void issue.refetch()}>Try again</Button>
      </>
    );
  }
  return <IssueView issue={issue.data} routeIdentifier={identifier} />;
}

function IssueView({ issue, routeIdentifier }: { issue: Issue; routeIdentifier: string }) {
  const session = useSession();
  const identifier = routeIdentifier;
  const liveState = useLiveIssue(identifier, issue.number);
  const canEdit = session.workspace.role !== 'guest';
  const upload = useUploadIssueAttachment(identifier);
  const uploadToIssue = (file: File) => upload.mutateAsync(file);
  return (
    <div className="issue-page">
      <p className="breadcrumb">
        <Link to="/issues">Issues</Link>
        {issue.epic ? (
          <>
            {' / '}
            <Link to={`/issues/${issue.epic.id}`}>{issue.epic.title}</Link>
          </>
        ) : null}
      </p>
      <TitleHeader issue={issue} identifier={identifier} canEdit={canEdit} liveState={liveState} />
      <div className="issue-layout">
        <div className="issue-main">
          <DescriptionSection
            issue={issue}
            identifier={identifier}
            canEdit={canEdit}
            onUpload={uploadToIssue}
          />
          <CriteriaSection issue={issue} identifier={identifier} canEdit={canEdit} />
          {issue.type === 'epic' ? <EpicChildren issue={issue} /> : null}
          <ReviewSection issue={issue} identifier={identifier} />
          <AttachmentsSection identifier={identifier} onUpload={uploadToIssue} />
          <CommentsSection identifier={identifier} issueId={issue.id} onUpload={uploadToIssue} />
          <PullRequestsSection identifier={identifier} />
          <RunsSection identifier={identifier} />
          <DeliveriesSection identifier={identifier} />
          <ActivitySection identifier={identifier} />
          {mayDeleteIssue(session, issue) ? (
            <DeleteSection issue={issue} identifier={identifier} admin={isAdmin(session)} />
          ) : null}
        </div>
        <aside className="issue-side" aria-label="Issue details">
          <IssueFields issue={issue} identifier={identifier} canEdit={canEdit} />
          <CustomFieldsSection issue={issue} identifier={identifier} canEdit={canEdit} />
          <TimeSection issue={issue} identifier={identifier} />
          <CostSection identifier={identifier} />
        </aside>
      </div>
    </div>
  );
}

function LiveIndicator({ state }: { state: LiveState }) {
  const text = { live: 'Live', connecting: 'Connecting…', offline: 'Offline: reload to see changes' }[state];
  return (
    <span className={`live-indicator live-${state}`} role="status" aria-live="polite">
      <span className="live-dot" aria-hidden="true" />
      {text}
    </span>
  );
}

function TitleHeader({
  issue,
  identifier,
  canEdit,
  liveState,
}: {
  issue: Issue;
  identifier: string;
  canEdit: boolean;
  liveState: LiveState;
}) {
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(issue.title);
  const update = useIssueUpdate(identifier);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ title }, { onSuccess: () => setEditing(false) });
  };
  if (editing) {
    return (
      <form className="title-form" onSubmit={submit}>
        <label htmlFor="issue-title" className="visually-hidden">
          Title
        </label>
        <input
          id="issue-title"
          className="title-input"
          value={title}
          autoFocus
          required
          maxLength={255}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setEditing(false);
          }}
          aria-invalid={fieldError(update.error, 'title') ? true : undefined}
        />
        <div className="row">
          <Button type="submit" variant="primary" busy={update.isPending}>
            Save title
          </Button>
          <Button onClick={() => setEditing(false)}>Cancel</Button>
        </div>
        <ErrorNotice error={update.error} />
      </form>
    );
  }
  return (
    <PageHeader
      title={issue.title}
      description={
        <span className="issue-meta">
          <span className="mono">{issue.id}</span>
          {issue.creator ? <span>Opened by {issue.creator.name}</span> : null}
          <span title={formatDateTime(issue.created_at)}>{formatRelative(issue.created_at)}</span>
          <span>Updated {formatRelative(issue.updated_at)}</span>
          <LiveIndicator state={liveState} />
        </span>
      }
      actions={
        canEdit ? (
          <Button
            onClick={() => {
              setTitle(issue.title);
              setEditing(true);
            }}
          >
            Edit title
          </Button>
        ) : null
      }
    />
  );
}

function DescriptionSection({
  issue,
  identifier,
  canEdit,
  onUpload,
}: {
  issue: Issue;
  identifier: string;
  canEdit: boolean;
  onUpload: (file: File) => Promise<Attachment>;
}) {
  // An edit left unsaved (before a reload, say) opens again with its draft.
  const hasDraft = useHasTextDraft(descriptionPlace(issue));
  const [editing, setEditing] = useState(canEdit && hasDraft);
  return (
    <Section
      title="Description"
      actions={
        canEdit && !editing ? (
          <Button variant="ghost" onClick={() => setEditing(true)}>
            Edit description
          </Button>
        ) : null
      }
    >
      {editing ? (
        <DescriptionEditor
          issue={issue}
          identifier={identifier}
          onUpload={onUpload}
          onDone={() => setEditing(false)}
        />
      ) : issue.description ? (
        // The server sanitised this HTML when it was stored; it is shown exactly as returned.
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: issue.description }} />
      ) : (
        <p className="muted">No description yet.</p>
      )}
    </Section>
  );
}

const descriptionPlace = (issue: Issue) => `description:${issue.id}`;

/** The description being edited, kept as a draft until saved; Cancel asks when it would lose changes. */
function DescriptionEditor({
  issue,
  identifier,
  onUpload,
  onDone,
}: {
  issue: Issue;
  identifier: string;
  onUpload: (file: File) => Promise<Attachment>;
  onDone: () => void;
}) {
  const text = useTextDraft(descriptionPlace(issue), issue.description ?? '');
  const update = useIssueUpdate(identifier);
  const save = () =>
    update.mutate(
      { description: text.content.empty ? null : text.content.html },
      {
        onSuccess: () => {
          text.done();
          onDone();
        },
      },
    );
  return (
    <div>
      {text.restored ? (
        <DraftRestoredHint
          note={text.changedSince ? 'the description has changed since you began' : undefined}
          onDiscard={text.discard}
        />
      ) : null}
      <RichEditor
        key={text.generation}
        label="Description"
        initialHtml={text.initialHtml}
        autoFocus={!text.restored}
        onChange={text.onChange}
        onUpload={onUpload}
        onSubmit={save}
        hint="Paste or drop images to attach them. Ctrl+Enter saves."
      />
      <ErrorNotice error={update.error} />
      <div className="row editor-actions">
        <Button variant="primary" busy={update.isPending} onClick={save}>
          Save description
        </Button>
        <CancelKeepingDraft
          dirty={text.dirty}
          onDiscardDraft={text.discard}
          onDone={onDone}
          title="Discard your changes to the description?"
          body="Keep draft closes the editor and keeps your changes for the next time you edit the description, in this browser."
        />
      </div>
    </div>
  );
}

function CriteriaSection({
  issue,
  identifier,
  canEdit,
}: {
  issue: Issue;
  identifier: string;
  canEdit: boolean;
}) {
  const update = useIssueUpdate(identifier);
  const [adding, setAdding] = useState('');
  const criteria = issue.acceptance_criteria.map(parseCriterion);
  const save = (next: Criterion[], onSuccess?: () => void) =>
    update.mutate({ acceptance_criteria: next.map(formatCriterion) }, { onSuccess });
  const done = criteria.filter((criterion) => criterion.done).length;
  return (
    <Section
      title="Acceptance criteria"
      description={criteria.length ? `${done} of ${criteria.length} met` : undefined}
    >
      {criteria.length === 0 ? <p className="muted">No acceptance criteria yet.</p> : null}
      <ul className="checklist">
        {criteria.map((criterion, index) => (
          <li key={`${index}-${criterion.text}`} className="checklist-item">
            <label className="check">
              <input
                type="checkbox"
                checked={criterion.done}
                disabled={!canEdit || update.isPending}
                onChange={() =>
                  save(criteria.map((item, at) => (at === index ? { ...item, done: !item.done } : item)))
                }
              />
              <span className={criterion.done ? 'criterion-done' : undefined}>{criterion.text}</span>
            </label>
            {canEdit ? (
              <button
                type="button"
                className="link-button remove-button"
                aria-label={`Remove criterion: ${criterion.text}`}
                onClick={() => save(criteria.filter((_, at) => at !== index))}
              >
                Remove
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <form
          className="form-inline criteria-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!adding.trim()) return;
            save([...criteria, { text: adding.trim(), done: false }], () => setAdding(''));
          }}
        >
          <div className="field">
            <label htmlFor="new-criterion" className="visually-hidden">
              New criterion
            </label>
            <input
              id="new-criterion"
              placeholder="Add a criterion and press Enter"
              value={adding}
              maxLength={2000}
              onChange={(event) => setAdding(event.target.value)}
            />
          </div>
          <Button type="submit" busy={update.isPending}>
            Add criterion
          </Button>
        </form>
      ) : null}
      <ErrorNotice error={update.error} />
    </Section>
  );
}

function EpicChildren({ issue }: { issue: Issue }) {
  const children = useQuery(epicChildrenQuery(issue.id));
  const progress = issue.progress ?? { done: 0, total: 0 };
  const summary = `${progress.done} of ${progress.total} done`;
  const percent = progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  return (
    <Section title="Issues in this epic">
      <div className="epic-progress">
        <div
          className="progress"
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={summary}
        >
          {/* React sets this through the CSSOM, which the page's style-src policy allows. */}
          <span className="progress-bar" style={{ width: `${percent}%` }} />
        </div>
        <span className="epic-progress-text">{summary}</span>
      </div>
      <p className="muted side-note">Standing work and canceled issues do not count toward progress.</p>
      {children.isPending ? <Loading label="Loading the epic’s issues…" /> : null}
      <ErrorNotice error={children.error} title="The epic’s issues could not be loaded." />
      {children.data && children.data.length === 0 ? (
        <p className="muted">No issues in this epic yet. Set this epic on an issue to add it.</p>
      ) : null}
      {children.data && children.data.length > 0 ? (
        <ul className="list child-list" aria-label="Issues in this epic">
          {children.data.map((child) => (
            <li key={child.id} className="list-row">
              <span className="mono muted">{child.id}</span>
              <Link className="link-strong list-main" to={`/issues/${child.id}`}>
                {child.title}
              </Link>
              <span className="badge child-status">
                <span className={`status-dot status-${child.status}`} aria-hidden="true" />
                {humanize(child.status)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

function ActivitySection({ identifier }: { identifier: string }) {
  const activity = useQuery(issueActivityQuery(identifier));
  return (
    <Section title="Activity">
      {activity.isPending ? <Loading /> : null}
      <ErrorNotice error={activity.error} />
      {activity.data && activity.data.length === 0 ? <p className="muted">No activity yet.</p> : null}
      {activity.data && activity.data.length > 0 ? (
        <ol className="activity">
          {activity.data.map((entry) => (
            <li key={entry.id} className="activity-item">
              <strong>{entry.actor?.name ?? 'Tandem'}</strong> {describeActivity(entry)}{' '}
              <time className="muted" dateTime={entry.created_at} title={formatDateTime(entry.created_at)}>
                {formatRelative(entry.created_at)}
              </time>
            </li>
          ))}
        </ol>
      ) : null}
    </Section>
  );
}

/** The rule of the API (policy: assertCanDeleteIssue): the author or an administrator; not guests. */
function mayDeleteIssue(session: Session, issue: Issue): boolean {
  if (session.workspace.role === 'guest' || session.workspace.role === 'management') return false;
  if (isAdmin(session)) return true;
  return issue.creator?.type === 'user' && issue.creator.id === session.user.id;
}

function DeleteSection({ issue, identifier, admin }: { issue: Issue; identifier: string; admin: boolean }) {
  const navigate = useNavigate();
  const deletion = useDeleteIssue(identifier);
  return (
    <Section title="Delete this issue">
      <p className="muted">
        {admin
          ? 'Deleting removes the issue from boards and lists.'
          : 'The issue’s author or an administrator may delete it.'}{' '}
        It is refused while anything is attached: child issues, logged hours, runs, whiteboard notes, a
        running timer or meeting minutes.
      </p>
      <ConfirmButton
        label="Delete issue"
        title={`Delete ${issue.id}?`}
        body="It leaves boards, lists and progress. Its comments and files go with it. This cannot be undone."
        confirmLabel="Delete issue"
        onConfirm={async () => {
          try {
            await deletion.mutateAsync();
          } catch (error) {
            throw refusalWithReasons(error);
          }
          void navigate('/issues');
        }}
      />
    </Section>
  );
}

/** A refused delete lists every reason the server named (`errors`), not only its summary. */
function refusalWithReasons(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 422) return error;
  const reasons = Object.values(error.errors).flat();
  const extra = reasons.filter((reason) => !error.message.includes(reason));
  return extra.length ? new ApiError(422, [error.message, ...extra].join(' ')) : error;
}
