import { useQuery, useQueryClient } from '@tanstack/react-query';
import { mayChangeInbox, unreadCountQuery } from '../api/inbox.js';
import { useLiveEvents } from '../api/live.js';

/**
 * The number of unread inbox items beside Inbox in the navigation (issue 30), kept current by the live
 * events; reading an item on the inbox page refreshes it too (same query key prefix).
 */
export function UnreadInboxCount() {
  const queryClient = useQueryClient();
  const unread = useQuery(unreadCountQuery);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: unreadCountQuery.queryKey });
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
