/** Reviews of agents' work (`/api/v1/issues/{issue}/reviews`, `/review`, `/inbox/reviews`; issue 39). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, fetchAllPages, server, type DataOf } from './client.js';
import { INBOX_KEY } from './inbox.js';
import { issueKey } from './issue-page.js';

export type Review = DataOf<'/api/v1/issues/{issue}/reviews', 'get'>[number];
export type ReviewDecision = 'approve' | 'request_changes';

export function reviewsQuery(identifier: string) {
  return queryOptions({
    queryKey: [...issueKey(identifier), 'reviews'],
    queryFn: ({ signal }) =>
      fetchAllPages(
        () =>
          server.GET('/api/v1/issues/{issue}/reviews', {
            params: { path: { issue: identifier }, query: { per_page: 100 } },
            signal,
          }),
        { signal },
      ),
  });
}

/** The issues waiting for the reader's review (the inbox's "Awaiting my review"). */
export const awaitingMyReviewQuery = queryOptions({
  queryKey: [...INBOX_KEY, 'awaiting-review'],
  queryFn: ({ signal }) =>
    fetchAllPages(
      () => server.GET('/api/v1/inbox/reviews', { params: { query: { per_page: 100 } }, signal }),
      { signal },
    ),
});

export function useReview(identifier: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { decision: ReviewDecision; body?: string }) =>
      dataOf(
        await server.POST('/api/v1/issues/{issue}/review', {
          params: { path: { issue: identifier } },
          body: input,
        }),
      ),
    onSettled: () => {
      // The issue, its thread, runs, history and rounds all move; so does the reviewer's inbox.
      void queryClient.invalidateQueries({ queryKey: issueKey(identifier) });
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    },
  });
}
