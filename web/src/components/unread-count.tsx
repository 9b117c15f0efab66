import { useQuery, useQueryClient } from '@tanstack/react-query';
import { INBOX_KEY } from '../api/issue-page.js';
import { useLiveEvents } from '../api/live.js';
import { dataOf, v1 } from '../api/v1.js';

/** Events that can add to the reader's inbox (the inbox page refreshes on the same ones). */
function mayChangeInbox(name: string): boolean {
  return name.startsWith('inbox.') || name === 'comment.created' || name === 'issue.assigned';
}

/**
 * The number of unread inbox items beside Inbox in the navigation (issue 30), kept current by the live
 * events; reading an item on the inbox page refreshes it too (same query key prefix).
 */
export function UnreadInboxCount() {
  const queryClient = useQueryClient();
  const unread = useQuery({
    queryKey: [...INBOX_KEY, 'unread-count'],
    queryFn: async ({ signal }) =>
      dataOf(await v1.GET('/api/v1/inbox', { params: { query: { unread: '1', per_page: 1 } }, signal })).meta
        .total,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, 'unread-count'] });
  useLiveEvents((event) => {
    if (mayChangeInbox(event.name)) refresh();
  }, refresh);
  const count = unread.data ?? 0;
  if (count === 0) return null;
  return (
    <span className="nav-count" aria-label={`${count} unread`}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
