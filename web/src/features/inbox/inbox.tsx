import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams, useNavigate } from 'react-router';
import { inboxPagesQuery, useMarkInboxItemRead, type InboxItem } from '../../api/inbox.js';
import { useLiveInbox } from '../../api/live.js';
import { Badge, Button, EmptyState, ErrorNotice, Loading, PageHeader } from '../../components/ui.js';
import { formatDateTime, formatRelative, humanize } from '../../lib/format.js';
import { AwaitingMyReview } from './awaiting-review.js';

/** What an item says happened, by its type. */
function describe(item: InboxItem): string {
  const who = item.actor?.name ?? 'Someone';
  if (item.type === 'mention') return `${who} mentioned you`;
  if (item.type === 'assignment') return `${who} assigned you`;
  if (item.type === 'budget') return `A budget holds back a run of ${who}`;
  if (item.type === 'run_failed') return `A run of ${who} failed`;
  if (item.type === 'approval') return `${who} asks for your approval`;
  if (item.type === 'runtime_offline') return 'A runtime with queued work went offline';
  if (item.type === 'review_requested') return `${who} delivered work for your review`;
  if (item.type === 'minutes') return `${who} sent the minutes`;
  return `${who}: ${humanize(item.type)}`;
}

/** Where an item leads: the failed run or the run asking for approval, the meeting, the runtimes, or the issue (at the comment). */
function inboxItemTarget(item: InboxItem): string {
  if (item.type === 'minutes' && item.meeting) return `/meetings/${item.meeting.id}`;
  if ((item.type === 'run_failed' || item.type === 'approval') && item.run) return `/runs/${item.run}`;
  if (item.type === 'runtime_offline' || !item.issue) return '/admin/agents';
  const anchor = item.comment ? `#comment-${item.comment.id}` : '';
  return `/issues/${item.issue.id}${anchor}`;
}

/** `/inbox`: mentions and other items, newest first; unread ones stand out and can be marked read. */
export function InboxPage() {
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('show') === 'unread';
  const reviews = params.get('show') === 'reviews';
  useLiveInbox();
  return (
    <>
      <PageHeader
        title="Inbox"
        description="Mentions of you, work handed to you, and failures to know of, newest first."
        actions={
          <div className="segmented" role="group" aria-label="Show">
            <button
              type="button"
              className="segment"
              aria-pressed={!unreadOnly && !reviews}
              onClick={() => setParams({})}
            >
              All
            </button>
            <button
              type="button"
              className="segment"
              aria-pressed={unreadOnly}
              onClick={() => setParams({ show: 'unread' })}
            >
              Unread
            </button>
            <button
              type="button"
              className="segment"
              aria-pressed={reviews}
              onClick={() => setParams({ show: 'reviews' })}
            >
              Awaiting my review
            </button>
          </div>
        }
      />
      {reviews ? <AwaitingMyReview /> : <InboxItems unreadOnly={unreadOnly} />}
    </>
  );
}

function InboxItems({ unreadOnly }: { unreadOnly: boolean }) {
  const navigate = useNavigate();
  const items = useInfiniteQuery(inboxPagesQuery(unreadOnly));
  const markRead = useMarkInboxItemRead();
  const open = (item: InboxItem) => {
    if (!item.read) markRead.mutate(item);
    void navigate(inboxItemTarget(item));
  };
  const all = items.data?.pages.flatMap((page) => page.data) ?? [];
  const total = items.data?.pages[0]?.meta.total ?? 0;
  return (
    <>
      {items.isPending ? <Loading label="Loading your inbox…" /> : null}
      <ErrorNotice error={items.error} title="The inbox could not be loaded." />
      <ErrorNotice error={markRead.error} />
      {items.data && all.length === 0 ? (
        <div className="section">
          <EmptyState title={unreadOnly ? 'Nothing unread' : 'Your inbox is empty'}>
            {unreadOnly
              ? 'You have read everything.'
              : 'When someone mentions you or hands you an issue, or a run or runtime fails, it shows up here.'}
          </EmptyState>
        </div>
      ) : null}
      {all.length > 0 ? (
        <section className="section" aria-label={`${total} item${total === 1 ? '' : 's'}`}>
          <ul className="list inbox-list">
            {all.map((item) => (
              <InboxRow
                key={item.id}
                item={item}
                onOpen={open}
                onMarkRead={() => markRead.mutate(item)}
                marking={markRead.isPending && markRead.variables?.id === item.id}
              />
            ))}
          </ul>
        </section>
      ) : null}
      {items.hasNextPage ? (
        <Button busy={items.isFetchingNextPage} onClick={() => void items.fetchNextPage()}>
          Show more
        </Button>
      ) : null}
    </>
  );
}

function InboxRow({
  item,
  onOpen,
  onMarkRead,
  marking,
}: {
  item: InboxItem;
  onOpen: (item: InboxItem) => void;
  onMarkRead: () => void;
  marking: boolean;
}) {
  const titleId = `inbox-${item.id}`;
  return (
    <li className={`list-row inbox-item${item.read ? '' : ' inbox-unread'}`}>
      <span className="unread-dot" aria-hidden="true" />
      <div className="list-main">
        <span className="list-title">
          <button type="button" className="link-button inbox-open" id={titleId} onClick={() => onOpen(item)}>
            {item.issue ? (
              <>
                <span className="mono">{item.issue.id}</span> {item.issue.title}
              </>
            ) : item.meeting ? (
              `Minutes: ${item.meeting.title}`
            ) : item.type === 'runtime_offline' ? (
              'Runtime offline'
            ) : (
              'A run without an issue'
            )}
          </button>
          {item.read ? null : <Badge tone="warn">Unread</Badge>}
        </span>
        <span className="muted">
          {describe(item)} ·{' '}
          <time dateTime={item.created_at} title={formatDateTime(item.created_at)}>
            {formatRelative(item.created_at)}
          </time>
        </span>
        {item.comment ? <span className="inbox-excerpt">{item.comment.excerpt}</span> : null}
        {!item.comment && item.note ? <span className="inbox-excerpt">{item.note}</span> : null}
      </div>
      {item.read ? null : (
        <Button variant="ghost" aria-describedby={titleId} busy={marking} onClick={onMarkRead}>
          Mark read
        </Button>
      )}
    </li>
  );
}
