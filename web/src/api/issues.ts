/**
 * The issue lists of the board and the list (`GET /api/v1/issues`, page by page), what they may ask of
 * this server, and changing issues from them. Every issue list lives under the key `['issues', …]`, so
 * one invalidation (a live event, a write settling) refreshes them all. The pickers' people, labels,
 * projects and cycles come from their own modules (members.ts, labels.ts, projects.ts, cycles.ts).
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { paths } from '../../../src/client/api-types.js';
import type { ISSUE_STATUSES, ISSUE_TYPES, PRIORITIES } from '../../../src/schemas/enums.js';
import {
  ApiError,
  dataOf,
  fetchAllPages,
  getByLink,
  nextPagePath,
  server,
  type BodyOf,
  type DataOf,
} from './client.js';
import { LABELS_KEY } from './labels.js';
import { issueListsFollowLive } from './live-state.js';
import { statesQuery } from './states.js';
import type { Pickable } from './members.js';
import { boardColumns, columnQuery, listQuery, viewFromSearch } from '../lib/issue-filters.js';
import { STATUS_ORDER } from '../lib/issue-display.js';

export type IssueStatus = (typeof ISSUE_STATUSES)[number];
export type IssueType = (typeof ISSUE_TYPES)[number];
export type Priority = (typeof PRIORITIES)[number];

/** An issue as `GET /api/v1/issues` lists it. */
export type Issue = DataOf<'/api/v1/issues', 'get'>[number];
/** A person or an agent as an issue names it (creator, assignee). */
export type Actor = NonNullable<Issue['assignee']>;
/** A member for the pickers: a person or an agent, named by its actor key (`user:3`, `agent:2`). */
export type Assignable = Pickable;
export type { Run } from './runs.js';

type IssueListPage = paths['/api/v1/issues']['get']['responses'][200]['content']['application/json'];
export type IssuePages = InfiniteData<IssueListPage, string>;

export const ISSUES_KEY = ['issues'] as const;

export const actorKey = (actor: Actor) => `${actor.type}:${actor.id}`;

/**
 * A paged issue list (a board column, the list, a group), loaded page by page as it scrolls. The query
 * is built by lib/issue-filters.ts (repeated keys, this server's additions); the next page is the one
 * `links.next` names.
 */
export const issuePagesQuery = (key: QueryKey, query: string) =>
  infiniteQueryOptions({
    queryKey: [...ISSUES_KEY, ...key, query],
    queryFn: ({ pageParam, signal }) => getByLink<IssueListPage>(pageParam, signal),
    initialPageParam: `/api/v1/issues?${query}`,
    getNextPageParam: (last) => nextPagePath(last),
    staleTime: 15_000,
  });

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
  // The board's columns per workflow state (issue 40) wait for the states: ask for them at once too.
  if (view.mode === 'board') void queryClient.prefetchQuery(statesQuery());
}

export const issuesOf = (pages: { pages: IssueListPage[] } | undefined): Issue[] =>
  pages?.pages.flatMap((page) => page.data) ?? [];

/** Whether `GET /issues` answers a query (200) or refuses it (422): how the board learns what it may send. */
async function accepts(query: string): Promise<boolean> {
  try {
    await getByLink<IssueListPage>(`/api/v1/issues?${query}&per_page=1`);
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
export const issueQueryAbilitiesQuery = queryOptions({
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

export type IssuePatch = Pick<
  BodyOf<'/api/v1/issues/{issue}', 'patch'>,
  'status' | 'state_id' | 'priority' | 'assignee'
>;

/** Whether a cached list's query (its last key part) still wants an issue after a change. */
function listWants(query: string, issue: Issue): boolean {
  const search = new URLSearchParams(query);
  const matches = (key: string, value: string) => {
    const wanted = search.getAll(key);
    return wanted.length === 0 || wanted.includes(value);
  };
  return (
    matches('status', issue.status) &&
    matches('state_id', issue.state_id === null ? 'none' : String(issue.state_id)) &&
    matches('priority', issue.priority) &&
    matches('assignee', issue.assignee ? actorKey(issue.assignee) : 'none')
  );
}

function applyPatch(issue: Issue, patch: IssuePatch, members: Assignable[]): Issue {
  const next: Issue = { ...issue, ...(patch.status ? { status: patch.status } : {}) };
  // The API's rule (issue 40): another status alone leaves the state; a state brings its status, which
  // the caller sends with it (the board knows its column's status).
  if (patch.status && patch.status !== issue.status && patch.state_id === undefined) next.state_id = null;
  if (patch.state_id !== undefined) next.state_id = patch.state_id;
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
  for (const key of ['status', 'state_id', 'priority', 'assignee']) search.delete(key);
  return search.toString();
}

/**
 * The cached lists with the issue put where it now belongs: replaced where it still matches, dropped
 * where it no longer does, and added on top of the lists of the same view (the other board columns)
 * that it newly matches.
 */
function placeInLists(queryClient: ReturnType<typeof useQueryClient>, before: Issue, after: Issue) {
  const lists = queryClient
    .getQueriesData<IssuePages>({ queryKey: ISSUES_KEY })
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
 * every list goes back as it was and the error is shown, and the lists are refetched. A change that
 * went through is refetched once: by its own live event when the page follows the stream (the move's
 * `issue.updated` and `issue.status_changed`, folded into one refresh), by itself otherwise.
 */
export function useUpdateIssues(members: Assignable[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ issues, patch }: { issues: Issue[]; patch: IssuePatch }) =>
      Promise.all(
        issues.map((issue) =>
          server.PATCH('/api/v1/issues/{issue}', { params: { path: { issue: issue.id } }, body: patch }),
        ),
      ),
    onMutate: async ({ issues, patch }) => {
      await queryClient.cancelQueries({ queryKey: ISSUES_KEY });
      const snapshot = queryClient.getQueriesData({ queryKey: ISSUES_KEY });
      for (const issue of issues) placeInLists(queryClient, issue, applyPatch(issue, patch, members));
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: (_answers, error) =>
      error || !issueListsFollowLive() ? queryClient.invalidateQueries({ queryKey: ISSUES_KEY }) : undefined,
  });
}

/** Issues whose words start with the words typed (`GET /issues?q=`; an identifier finds that issue too). */
export async function searchIssues(text: string, perPage: number, signal?: AbortSignal): Promise<Issue[]> {
  return dataOf(
    await server.GET('/api/v1/issues', { params: { query: { q: text, per_page: perPage } }, signal }),
  );
}

/** The issue an identifier names, or null when there is none (404). */
export async function findIssue(identifier: string, signal?: AbortSignal) {
  try {
    return dataOf(
      await server.GET('/api/v1/issues/{issue}', { params: { path: { issue: identifier } }, signal }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
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
      void queryClient.invalidateQueries({ queryKey: ISSUES_KEY });
      if (body.labels?.length) void queryClient.invalidateQueries({ queryKey: LABELS_KEY });
    },
  });
}

/** The workspace's epics, every page, for the epic pickers (an issue's parent). */
export const epicsQuery = queryOptions({
  queryKey: [...ISSUES_KEY, 'epics'],
  staleTime: 30_000,
  queryFn: ({ signal }) =>
    fetchAllPages(
      () => server.GET('/api/v1/issues', { params: { query: { type: ['epic'], per_page: 100 } }, signal }),
      { signal },
    ),
});
