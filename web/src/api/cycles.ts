/**
 * Planning (`/api/v1/cycles`, `/api/v1/capacity`): the cycles of the workspace's cadence, every cycle for
 * the issue pickers and filters, the issues planned into one, and the plannable hours of a period.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { dataOf, fetchAllPages, getByLink, nextPagePath, server, type DataOf } from './client.js';
import type { paths } from '../../../src/client/api-types.js';

export type Cycle = DataOf<'/api/v1/cycles', 'get'>[number];
export type CycleWhen = 'current' | 'upcoming' | 'past';
/** An issue as the issue list answers it (the cycle and capacity screens count and sum them). */
export type PlannedIssue = DataOf<'/api/v1/issues', 'get'>[number];
export type Capacity = DataOf<'/api/v1/capacity', 'get'>[number];

/** Every cycles query starts with this key, so a change refreshes them all. */
export const CYCLES_KEY = ['cycles'] as const;
/** The Cycles screen's queries (its lists and each cycle's issues). */
export const CYCLE_SCREEN_KEY = ['cycle-screen'] as const;
/** The capacity screen's issues (open ones, whose estimates count). */
export const CAPACITY_ISSUES_KEY = ['capacity-issues'] as const;
/** The plannable hours of a period (weekly hours less absences and claims). */
export const CAPACITY_KEY = ['capacity'] as const;

/** Every cycle, every page, under one key, for the issue pickers and filters. */
export const cyclesQuery = queryOptions({
  queryKey: [...CYCLES_KEY, 'all'],
  queryFn: ({ signal }) =>
    fetchAllPages(() => server.GET('/api/v1/cycles', { params: { query: { per_page: 100 } }, signal }), {
      signal,
    }),
  staleTime: 60_000,
});

async function firstCycles(when: CycleWhen, perPage: number, signal: AbortSignal): Promise<Cycle[]> {
  return dataOf(
    await server.GET('/api/v1/cycles', { params: { query: { when, per_page: perPage } }, signal }),
  );
}

/** The current cycle, or the next one: a list of at most one (empty with cycles off or none current). */
export const plannedCycleQuery = (when: 'current' | 'upcoming') =>
  queryOptions({
    queryKey: [...CYCLES_KEY, when],
    queryFn: ({ signal }) => firstCycles(when, 1, signal),
    staleTime: 60_000,
  });

/** The Cycles screen's lists: the current, the next, and the latest past ones. */
export const cycleScreenQuery = (when: CycleWhen, perPage: number) =>
  queryOptions({
    queryKey: [...CYCLE_SCREEN_KEY, when, perPage],
    queryFn: ({ signal }) => firstCycles(when, perPage, signal),
  });

/** Every issue of a cycle, or (without one) of the workspace. */
function allIssues(cycle: number | null, signal: AbortSignal): Promise<PlannedIssue[]> {
  const query = { per_page: 100, ...(cycle === null ? {} : { cycle: String(cycle) }) };
  return fetchAllPages(() => server.GET('/api/v1/issues', { params: { query }, signal }), { signal });
}

type IssueListPage = paths['/api/v1/issues']['get']['responses'][200]['content']['application/json'];

/**
 * A cycle's issues a page at a time, in number order: the screen shows the first page and asks for more
 * on demand (its counts come with the cycle, so nothing needs every issue).
 */
export const cycleIssuePagesQuery = (cycle: number, perPage: number) =>
  infiniteQueryOptions({
    queryKey: [...CYCLE_SCREEN_KEY, 'issues', cycle, perPage],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }): Promise<IssueListPage> =>
      pageParam
        ? getByLink<IssueListPage>(pageParam, signal)
        : (
            await server.GET('/api/v1/issues', {
              params: { query: { cycle: String(cycle), sort: 'number', per_page: perPage } },
              signal,
            })
          ).data!,
    getNextPageParam: (last) => nextPagePath(last) ?? null,
  });

/** The issues whose estimates count against capacity: open ones, of the cycle when there is one. */
export const capacityIssuesQuery = (cycle: number | null, open: readonly string[]) =>
  queryOptions({
    queryKey: [...CAPACITY_ISSUES_KEY, cycle],
    queryFn: async ({ signal }) =>
      (await allIssues(cycle, signal)).filter((issue) => open.includes(issue.status)),
  });

export const capacityQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...CAPACITY_KEY, from, to],
    queryFn: ({ signal }) =>
      fetchAllPages(
        () => server.GET('/api/v1/capacity', { params: { query: { from, to, per_page: 100 } }, signal }),
        { signal },
      ),
  });
