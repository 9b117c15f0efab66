/**
 * One issue as its page reads it (`/api/v1/issues/{issue}` and what hangs off it: history, the epic's
 * issues, runs, deliveries, files), its query keys, and its writes. Every query of one issue starts
 * with `issueKey`, so one invalidation (a live event, a write) refreshes the whole page. The pickers read
 * labels, projects, cycles and members through their own modules (labels.ts, projects.ts, cycles.ts,
 * members.ts): one fetcher per key.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, fetchAllPages, server, type BodyOf, type DataOf } from './client.js';

/** An issue as `GET /api/v1/issues/{issue}` answers it. */
export type Issue = DataOf<'/api/v1/issues/{issue}', 'get'>;
export type IssueChange = BodyOf<'/api/v1/issues/{issue}', 'patch'>;
export type Activity = DataOf<'/api/v1/issues/{issue}/activity', 'get'>[number];
export type Artifact = DataOf<'/api/v1/issues/{issue}/artifacts', 'get'>[number];

/** Every query of every issue page starts with this key. */
export const ISSUE_KEY = ['issue'] as const;

/** Every query of one issue starts with this key, so one invalidation refreshes the whole page. */
export const issueKey = (identifier: string) => [...ISSUE_KEY, identifier.toUpperCase()] as const;

export const issuePath = (identifier: string) => `/api/v1/issues/${encodeURIComponent(identifier)}`;

const path = (identifier: string) => ({ params: { path: { issue: identifier } } });
const everyPage = (identifier: string) => ({
  params: { path: { issue: identifier }, query: { per_page: 100 } },
});

export const issueQuery = (identifier: string) =>
  queryOptions({
    queryKey: [...issueKey(identifier), 'record'],
    queryFn: async ({ signal }): Promise<Issue> =>
      dataOf(await server.GET('/api/v1/issues/{issue}', { ...path(identifier), signal })),
  });

export const issueActivityQuery = (identifier: string) =>
  queryOptions({
    queryKey: [...issueKey(identifier), 'activity'],
    queryFn: ({ signal }) =>
      fetchAllPages(
        () => server.GET('/api/v1/issues/{issue}/activity', { ...everyPage(identifier), signal }),
        {
          signal,
        },
      ),
  });

/** The agents' runs on the issue (`GET /runs?issue=`), every page. */
export const issueRunsQuery = (identifier: string) =>
  queryOptions({
    queryKey: [...issueKey(identifier), 'runs'],
    queryFn: ({ signal }) =>
      fetchAllPages(
        () => server.GET('/api/v1/runs', { params: { query: { issue: identifier, per_page: 100 } }, signal }),
        { signal },
      ),
  });

export const issueDeliveriesQuery = (identifier: string) =>
  queryOptions({
    queryKey: [...issueKey(identifier), 'artifacts'],
    queryFn: ({ signal }) =>
      fetchAllPages(
        () => server.GET('/api/v1/issues/{issue}/artifacts', { ...everyPage(identifier), signal }),
        { signal },
      ),
  });

/** The issues of an epic (`GET /issues?epic=`), every page. */
export const epicChildrenQuery = (epic: string) =>
  queryOptions({
    queryKey: [...issueKey(epic), 'children'],
    queryFn: ({ signal }) =>
      fetchAllPages(
        () => server.GET('/api/v1/issues', { params: { query: { epic, per_page: 100 } }, signal }),
        { signal },
      ),
  });

/** Saves a change to the issue; the answer replaces the cached issue and the history is refetched. */
export function useIssueUpdate(identifier: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: IssueChange): Promise<Issue> =>
      dataOf(await server.PATCH('/api/v1/issues/{issue}', { ...path(identifier), body: changes })),
    onSuccess: (issue) => {
      queryClient.setQueryData(issueQuery(identifier).queryKey, issue);
      void queryClient.invalidateQueries({ queryKey: [...issueKey(identifier), 'activity'] });
      void queryClient.invalidateQueries({ queryKey: [...issueKey(identifier), 'runs'] });
    },
  });
}

/** Deletes the issue; its page's queries leave the cache (the page goes elsewhere in `mutate`'s onSuccess). */
export function useDeleteIssue(identifier: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteIssue(identifier),
    onSuccess: () => queryClient.removeQueries({ queryKey: issueKey(identifier) }),
  });
}

export async function deleteIssue(identifier: string): Promise<void> {
  await server.DELETE('/api/v1/issues/{issue}', path(identifier));
}
