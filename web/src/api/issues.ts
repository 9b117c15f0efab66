/**
 * Issues and what the board needs around them (members, labels, cycles, projects, agents' runs), read
 * from `/api/v1` with the session. Every issue query lives under the key `['issues', …]`, so one
 * invalidation (a live event, a write settling) refreshes them all.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { paths } from '../../../src/client/api-types.js';
import type { ISSUE_STATUSES, ISSUE_TYPES, PRIORITIES, RUN_STATUSES } from '../../../src/schemas/enums.js';
import { ApiError, api, dataOf, fetchAllPages, request, server, type BodyOf, type DataOf } from './client.js';
import { LABELS_KEY } from './labels.js';
import { boardColumns, columnQuery, listQuery, viewFromSearch } from '../lib/issue-filters.js';
import { STATUS_ORDER } from '../lib/issue-display.js';

export type IssueStatus = (typeof ISSUE_STATUSES)[number];
export type IssueType = (typeof ISSUE_TYPES)[number];
export type Priority = (typeof PRIORITIES)[number];
export type RunStatus = (typeof RUN_STATUSES)[number];

export interface Actor {
  type: 'user' | 'agent';
  id: number;
  name: string;
}

/**
 * An issue as `GET /api/v1/issues` lists it: the type generated from the API's own OpenAPI description
 * (src/client/api-types.ts), so the board cannot drift from the server.
 */
export type Issue =
  paths['/api/v1/issues']['get']['responses'][200]['content']['application/json']['data'][number];

export interface Collection<T> {
  data: T[];
  links: { next: string | null };
  meta: { current_page: number; last_page: number; total: number; per_page: number };
}

/** A member for the pickers: a person or an agent, named by its actor key (`user:3`, `agent:2`). */
export interface Assignable {
  key: string;
  type: 'user' | 'agent';
  id: number;
  name: string;
}

export interface Run {
  id: string;
  status: RunStatus;
  agent: { id: number; name: string };
  issue: string | null;
}

export const actorKey = (actor: Actor) => `${actor.type}:${actor.id}`;

export const getCollection = <T>(path: string, signal?: AbortSignal) =>
  request<Collection<T>>('GET', path, undefined, signal ? { signal } : {});

/** `links.next` is absolute (the configured application URL); the browser follows its path. */
export function nextPath(page: Collection<unknown>): string | undefined {
  if (!page.links.next) return undefined;
  const next = new URL(page.links.next, window.location.origin);
  return next.pathname + next.search;
}

/** Every page of a small collection (pickers), at most `maxPages` of 100. */
export async function allOf<T>(path: string, maxPages = 20): Promise<T[]> {
  const items: T[] = [];
  let next: string | undefined = `${path}${path.includes('?') ? '&' : '?'}per_page=100`;
  for (let page = 0; next && page < maxPages; page++) {
    const answer: Collection<T> = await getCollection<T>(next);
    items.push(...answer.data);
    next = nextPath(answer);
  }
  return items;
}

export type IssuePages = InfiniteData<Collection<Issue>, string>;

/** A paged issue list (a board column, the list, a group), loaded page by page as it scrolls. */
export const issuePagesQuery = (key: QueryKey, query: string) =>
  infiniteQueryOptions({
    queryKey: ['issues', ...key, query],
    queryFn: ({ pageParam, signal }) => getCollection<Issue>(pageParam, signal),
    initialPageParam: `/api/v1/issues?${query}`,
    getNextPageParam: (last) => nextPath(last),
    staleTime: 15_000,
  });

export function useIssuePages(key: QueryKey, query: string, enabled = true) {
  return useInfiniteQuery({ ...issuePagesQuery(key, query), enabled });
}

/**
 * Starts the first page of the lists `/issues` shows (its board's columns, or its ungrouped list) from
 * the app's entry, while the page's code is still on its way (routes.tsx, `prefetch`). They are the
 * queries the page's first render asks for (before the server's abilities are known: one value per
 * filter, the API's own order), so TanStack Query hands the page these answers instead of asking again.
 * A grouped list waits for the page: its groups come from other lists.
 */
export function prefetchIssueLists(queryClient: QueryClient, search: URLSearchParams): void {
  const view = viewFromSearch(search);
  const lists =
    view.mode === 'board'
      ? boardColumns(view.filters, STATUS_ORDER, false).map((status) =>
          issuePagesQuery(['column', status], columnQuery(view.filters, status, false)),
        )
      : view.group === 'none'
        ? [issuePagesQuery(['list'], listQuery(view.filters, false, null))]
        : [];
  for (const list of lists) void queryClient.prefetchInfiniteQuery(list);
}

export const issuesOf = (pages: { pages: Collection<Issue>[] } | undefined): Issue[] =>
  pages?.pages.flatMap((page) => page.data) ?? [];

/**
 * The workspace's people and agents for the board's filters and grouping, the assignee pickers and
 * @mentions (`GET /members`, every page); null while a server lacks the endpoint (404).
 */
export function useMembersQuery() {
  return useQuery({
    queryKey: ['members-for-pickers'],
    staleTime: 60_000,
    queryFn: optionalList<Assignable>('/api/v1/members'),
  });
}

/** Whether `GET /issues` answers a query (200) or refuses it (422): how the board learns what it may send. */
async function accepts(query: string): Promise<boolean> {
  try {
    await getCollection<Issue>(`/api/v1/issues?${query}&per_page=1`);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return false;
    throw error;
  }
}

/**
 * What this server's `GET /issues` takes beyond the contract: several values of `status`, `type`,
 * `priority` and `assignee`, and `sort`. Until it does, the filters offer one value each and the list
 * keeps the API's own order, rather than sending what would be refused.
 */
export function useIssueQueryAbilities() {
  return useQuery({
    queryKey: ['issue-query-abilities'],
    staleTime: Infinity,
    queryFn: async () => {
      const [multi, sort] = await Promise.all([
        accepts('status=backlog&status=todo&priority=low&priority=high'),
        accepts('sort=-updated_at'),
      ]);
      return { multi, sort };
    },
  });
}

/** A list the server may not offer yet (members, labels, cycles before the board's API additions): null then. */
function optionalList<T>(path: string) {
  return async (): Promise<T[] | null> => {
    try {
      return await allOf<T>(path);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  };
}

export const useLabelsQuery = () =>
  useQuery({
    queryKey: ['labels'],
    staleTime: 60_000,
    queryFn: optionalList<{ name: string }>('/api/v1/labels'),
  });

export const useCyclesQuery = () =>
  useQuery({
    queryKey: ['cycles'],
    staleTime: 60_000,
    queryFn: optionalList<{ number: number; starts_on: string; ends_on: string }>('/api/v1/cycles'),
  });

export const useProjectsQuery = () =>
  useQuery({
    queryKey: ['projects'],
    staleTime: 60_000,
    queryFn: () => allOf<{ id: number; name: string }>('/api/v1/projects'),
  });

const WORKING: RunStatus[] = ['queued', 'dispatched', 'running'];

/** The agents' runs in progress, by issue identifier: what a card shows when an agent works on it. */
export function useActiveRunsQuery() {
  return useQuery({
    queryKey: ['runs', 'active'],
    staleTime: 10_000,
    queryFn: async () => {
      const runs = (
        await Promise.all(WORKING.map((status) => allOf<Run>(`/api/v1/runs?status=${status}`, 5)))
      ).flat();
      const byIssue = new Map<string, Run>();
      for (const run of runs) {
        const current = run.issue ? byIssue.get(run.issue) : undefined;
        // Running beats dispatched beats queued: the card says the furthest along.
        if (run.issue && (!current || WORKING.indexOf(run.status) > WORKING.indexOf(current.status))) {
          byIssue.set(run.issue, run);
        }
      }
      return byIssue;
    },
  });
}

export interface IssuePatch {
  status?: IssueStatus;
  priority?: Priority;
  assignee?: string | null;
}

/** Whether a cached list's query (its last key part) still wants an issue after a change. */
function listWants(query: string, issue: Issue): boolean {
  const search = new URLSearchParams(query);
  const matches = (key: string, value: string) => {
    const wanted = search.getAll(key);
    return wanted.length === 0 || wanted.includes(value);
  };
  return (
    matches('status', issue.status) &&
    matches('priority', issue.priority) &&
    matches('assignee', issue.assignee ? actorKey(issue.assignee) : 'none')
  );
}

function applyPatch(issue: Issue, patch: IssuePatch, members: Assignable[]): Issue {
  const next: Issue = { ...issue, ...(patch.status ? { status: patch.status } : {}) };
  if (patch.priority) next.priority = patch.priority;
  if (patch.assignee !== undefined) {
    const member = members.find((m) => m.key === patch.assignee);
    next.assignee = member ? { type: member.type, id: member.id, name: member.name } : null;
  }
  return next;
}

/** A list's query without the keys a change can move an issue across. */
function baseOf(query: string): string {
  const search = new URLSearchParams(query);
  for (const key of ['status', 'priority', 'assignee']) search.delete(key);
  return search.toString();
}

/**
 * The cached lists with the issue put where it now belongs: replaced where it still matches, dropped
 * where it no longer does, and added on top of the lists of the same view (the other board columns)
 * that it newly matches.
 */
function placeInLists(queryClient: ReturnType<typeof useQueryClient>, before: Issue, after: Issue) {
  const lists = queryClient
    .getQueriesData<IssuePages>({ queryKey: ['issues'] })
    .filter((entry): entry is [QueryKey, IssuePages] => Boolean(entry[1]?.pages))
    .map(([key, data]) => {
      const query = String(key[key.length - 1]);
      const present = data.pages.some((page) => page.data.some((item) => item.id === before.id));
      return { key, data, query, present };
    });
  const seenIn = new Set(lists.filter((list) => list.present).map((list) => baseOf(list.query)));
  for (const { key, data, query, present } of lists) {
    const wants = listWants(query, after);
    if (!present && !(wants && seenIn.has(baseOf(query)))) continue;
    const pages = data.pages.map((page, index) => {
      if (present && wants) return { ...page, data: page.data.map((i) => (i.id === before.id ? after : i)) };
      const delta = present ? -1 : 1;
      const items = present ? page.data.filter((item) => item.id !== before.id) : page.data;
      return {
        ...page,
        data: !present && index === 0 ? [after, ...items] : items,
        meta: { ...page.meta, total: page.meta.total + delta },
      };
    });
    queryClient.setQueryData<IssuePages>(key, { ...data, pages });
  }
}

/**
 * Changing issues from the board (drag, `s`, `a`): the cards move at once; if the server refuses,
 * every list goes back as it was and the error is shown. Either way the lists are then refetched.
 */
export function useUpdateIssues(members: Assignable[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ issues, patch }: { issues: Issue[]; patch: IssuePatch }) =>
      Promise.all(issues.map((issue) => api.patch<Issue>(`/api/v1/issues/${issue.id}`, patch))),
    onMutate: async ({ issues, patch }) => {
      await queryClient.cancelQueries({ queryKey: ['issues'] });
      const snapshot = queryClient.getQueriesData({ queryKey: ['issues'] });
      for (const issue of issues) placeInLists(queryClient, issue, applyPatch(issue, patch, members));
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['issues'] }),
  });
}

/** What the New issue dialog sends (`POST /issues`), and the issue it answers. */
export type NewIssue = BodyOf<'/api/v1/issues', 'post'>;
export type CreatedIssue = DataOf<'/api/v1/issues', 'post'>;

/**
 * A new issue. Every issue list is read again, and the labels too: naming a label that does not exist
 * yet creates it (the API's rule).
 */
export function useCreateIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewIssue) => dataOf(await server.POST('/api/v1/issues', { body })),
    onSuccess: (_issue, body) => {
      void queryClient.invalidateQueries({ queryKey: ['issues'] });
      if (body.labels?.length) void queryClient.invalidateQueries({ queryKey: LABELS_KEY });
    },
  });
}

/** The workspace's epics, every page, for the epic pickers (an issue's parent). */
export const epicsQuery = queryOptions({
  queryKey: ['issues', 'epics'],
  staleTime: 30_000,
  queryFn: ({ signal }) =>
    fetchAllPages(
      () => server.GET('/api/v1/issues', { params: { query: { type: ['epic'], per_page: 100 } }, signal }),
      { signal },
    ),
});
