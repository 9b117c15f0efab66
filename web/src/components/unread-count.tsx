import { useQuery } from '@tanstack/react-query';
import { unreadCountQuery } from '../api/inbox.js';
import { useLiveUnreadCount } from '../api/live.js';

/**
 * The number of unread inbox items beside Inbox in the navigation (issue 30), kept current by the live
 * events; reading an item on the inbox page refreshes it too (same query key prefix).
 */
export function UnreadInboxCount() {
  const unread = useQuery(unreadCountQuery);
  useLiveUnreadCount();
  const count = unread.data ?? 0;
  if (count === 0) return null;
  return (
    <span className="nav-count" aria-label={`${count} unread`}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
