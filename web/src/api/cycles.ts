/**
 * Planning (`/api/v1/cycles`, `/api/v1/capacity`): the cycles of the workspace's cadence, every cycle for
 * the issue pickers and filters, the issues planned into one, and the plannable hours of a period.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { dataOf, fetchAllPages, getByLink, nextPagePath, server, type DataOf } from './client.js';
import type { paths } from '../../../src/client/api-types.js';

export type Cycle = DataOf<'/api/v1/cycles', 'get'>[number];
export type CycleWhen = 'current' | 'upcoming' | 'past';
/** An issue as the issue list answers it (the Cycles screen lists a cycle's). */
export type PlannedIssue = DataOf<'/api/v1/issues', 'get'>[number];
export type Capacity = DataOf<'/api/v1/capacity', 'get'>[number];

/** Every cycles query starts with this key, so a change refreshes them all. */
export const CYCLES_KEY = ['cycles'] as const;
/** The Cycles screen's queries (its lists and each cycle's issues). */
export const CYCLE_SCREEN_KEY = ['cycle-screen'] as const;
/** The plannable hours of a period (weekly hours less absences and claims) and the estimates held. */
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

/** Capacity over a period; `assigned` sums the estimates of one cycle's issues when a cycle is given. */
export const capacityQuery = (from: string, to: string, cycle: number | null) =>
  queryOptions({
    queryKey: [...CAPACITY_KEY, from, to, cycle],
    queryFn: ({ signal }) =>
      fetchAllPages(
        () =>
          server.GET('/api/v1/capacity', {
            params: { query: { from, to, per_page: 100, ...(cycle === null ? {} : { cycle_id: cycle }) } },
            signal,
          }),
        { signal },
      ),
  });
