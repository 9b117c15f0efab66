/**
 * One issue as its page reads it (`/api/v1/issues/{issue}` and what hangs off it: history, the epic's
 * issues, runs, deliveries, files), its query keys, and its writes. Every query of one issue starts
 * with `issueKey`, so one invalidation (a live event, a write) refreshes the whole page. The pickers read
 * labels, projects, cycles and members through their own modules (labels.ts, projects.ts, cycles.ts,
 * members.ts): one fetcher per key.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataOf, fetchAllPages, getByLink, server, type BodyOf, type DataOf } from './client.js';

/** An issue as `GET /api/v1/issues/{issue}` answers it. */
export type Issue = DataOf<'/api/v1/issues/{issue}', 'get'>;
export type IssueChange = BodyOf<'/api/v1/issues/{issue}', 'patch'>;
export type Attachment = DataOf<'/api/v1/issues/{issue}/attachments', 'get'>[number];
export type Activity = DataOf<'/api/v1/issues/{issue}/activity', 'get'>[number];
export type Artifact = DataOf<'/api/v1/issues/{issue}/artifacts', 'get'>[number];

/** Every query of one issue starts with this key, so one invalidation refreshes the whole page. */
export const issueKey = (identifier: string) => ['issue', identifier.toUpperCase()] as const;

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

/** The epics an issue may belong to, for the Epic picker. */
export const epicsQuery = queryOptions({
  queryKey: ['epics-picker'],
  queryFn: ({ signal }) =>
    fetchAllPages(
      () => server.GET('/api/v1/issues', { params: { query: { type: ['epic'], per_page: 100 } }, signal }),
      { signal },
    ),
  staleTime: 30_000,
});

type Page<T> = { data: T[]; links: { next: string | null } };

/**
 * A list of the issue by its path (every page), for the sections not yet read through a query of
 * their own here (files: features/issue/attachments.tsx).
 */
export function useIssueList<T>(identifier: string, part: string, listPath: string, enabled = true) {
  return useQuery({
    queryKey: [...issueKey(identifier), part],
    queryFn: ({ signal }) =>
      fetchAllPages(async () => ({ data: await getByLink<Page<T>>(listPath, signal) }), { signal }),
    enabled,
  });
}

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

export async function deleteIssue(identifier: string): Promise<void> {
  await server.DELETE('/api/v1/issues/{issue}', path(identifier));
}

/** One file attached to the issue, sent as multipart in the part named `file` (the API's upload form). */
export async function uploadIssueAttachment(identifier: string, file: File): Promise<Attachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  // The description names no JSON body for an upload; openapi-fetch sends a FormData as it is.
  return dataOf(
    await server.POST('/api/v1/issues/{issue}/attachments', { ...path(identifier), body: form as never }),
  );
}
