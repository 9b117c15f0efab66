/** The person's inbox (`/api/v1/inbox`): its pages, newest first, and marking an item read. */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../../../src/client/api-types.js';
import { dataOf, getByLink, nextPagePath, server, type DataOf } from './client.js';

export type InboxItem = DataOf<'/api/v1/inbox', 'get'>[number];
type InboxPage = paths['/api/v1/inbox']['get']['responses'][200]['content']['application/json'];

/**
 * Live events that can add to the reader's inbox: mentions, assignments, failed runs, runtimes gone
 * offline (issue 38) and requests for approval (issue 39). The inbox page and the unread count refresh on them.
 */
const ADDING_EVENTS = new Set([
  'comment.created',
  'issue.assigned',
  'run.failed',
  'runtime.offline',
  // A delivery sent to review moves its issue to in_review (issue 39).
  'issue.status_changed',
  'approval.requested',
]);

export function mayChangeInbox(name: string): boolean {
  return name.startsWith('inbox.') || ADDING_EVENTS.has(name);
}

/** Every inbox query (and the unread count) starts with this key. */
export const INBOX_KEY = ['inbox'] as const;

const PAGE_SIZE = 50;

/** The inbox page by page (all items, or the unread ones), as "Show more" asks for the next. */
export const inboxPagesQuery = (unreadOnly: boolean) =>
  infiniteQueryOptions({
    queryKey: [...INBOX_KEY, unreadOnly ? 'unread' : 'all'],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<InboxPage> =>
      pageParam
        ? getByLink<InboxPage>(pageParam, signal)
        : (
            await server.GET('/api/v1/inbox', {
              params: { query: { per_page: PAGE_SIZE, ...(unreadOnly ? { unread: '1' as const } : {}) } },
              signal,
            })
          ).data!,
    getNextPageParam: (last) => nextPagePath(last) ?? null,
  });

export async function markInboxItemRead(id: number): Promise<InboxItem> {
  return dataOf(await server.POST('/api/v1/inbox/{id}/read', { params: { path: { id } } }));
}

/** How many items are unread (the navigation's count): one item asked for, its page's total read. */
export const unreadCountQuery = queryOptions({
  queryKey: [...INBOX_KEY, 'unread-count'],
  queryFn: async ({ signal }) =>
    (await server.GET('/api/v1/inbox', { params: { query: { unread: '1', per_page: 1 } }, signal })).data!
      .meta.total,
});

/** Marks an item read; every inbox query (the unread count too) is read again. */
export function useMarkInboxItemRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: InboxItem) => markInboxItemRead(item.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}
