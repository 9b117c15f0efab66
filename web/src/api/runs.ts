/**
 * Agents' runs (`/api/v1/runs`): the overview's pages, one run with its deliveries, the runs of an issue,
 * the runs in progress the board shows on cards, and Cancel / Retry. Every runs query starts with `runs`
 * (one run's with `run`), so a live event or a write refreshes them all.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { paths } from '../../../src/client/api-types.js';
import { dataOf, fetchAllPages, server, type DataOf } from './client.js';

export type Run = DataOf<'/api/v1/runs/{run}', 'get'>;
export type RunStatus = Run['status'];
export type RunArtifact = NonNullable<Run['artifacts']>[number];
export type LogLine = DataOf<'/api/v1/runs/{run}/log', 'get'>[number];
export type RunFilters = NonNullable<paths['/api/v1/runs']['get']['parameters']['query']>;

export const RUNS_KEY = ['runs'] as const;
export const RUN_KEY = ['run'] as const;

/** One page of the overview (`page` and `per_page` in the filters), the previous one kept while it loads. */
export const runsPageQuery = (filters: RunFilters) =>
  queryOptions({
    queryKey: [...RUNS_KEY, 'overview', filters],
    queryFn: async ({ signal }) =>
      (await server.GET('/api/v1/runs', { params: { query: filters }, signal })).data!,
    placeholderData: keepPreviousData,
  });

/** One run with its deliveries; the run page's live stream replaces it as it changes. */
export const runQuery = (ulid: string) =>
  queryOptions({
    queryKey: [...RUN_KEY, ulid],
    queryFn: async ({ signal }) =>
      dataOf(
        await server.GET('/api/v1/runs/{run}', {
          params: { path: { run: ulid }, query: { include: 'artifacts' } },
          signal,
        }),
      ),
  });

/** Where a run's transcript streams from (Server-Sent Events; EventSource resumes with Last-Event-ID). */
export const runLogStreamPath = (ulid: string) => `/api/v1/runs/${encodeURIComponent(ulid)}/log/stream`;

const WORKING: RunStatus[] = ['queued', 'dispatched', 'running'];

/** The agents' runs in progress, by issue identifier: what a card shows when an agent works on it. */
export const activeRunsQuery = queryOptions({
  queryKey: [...RUNS_KEY, 'active'],
  staleTime: 10_000,
  queryFn: async ({ signal }) => {
    const runs = (
      await Promise.all(
        WORKING.map((status) =>
          fetchAllPages(
            () => server.GET('/api/v1/runs', { params: { query: { status, per_page: 100 } }, signal }),
            { signal },
          ),
        ),
      )
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

export async function cancelRun(ulid: string): Promise<Run> {
  return dataOf(await server.POST('/api/v1/runs/{run}/cancel', { params: { path: { run: ulid } } }));
}

export async function retryRun(ulid: string): Promise<Run> {
  return dataOf(await server.POST('/api/v1/runs/{run}/retry', { params: { path: { run: ulid } } }));
}

/** What Cancel and Retry refresh: every runs list and every run's page (awaited). */
function useRunsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: RUNS_KEY }),
      queryClient.invalidateQueries({ queryKey: RUN_KEY }),
    ]);
}

export function useCancelRun() {
  const changed = useRunsChanged();
  return useMutation({ mutationFn: cancelRun, onSuccess: changed });
}

/** Queues the run again as a new run (the answer); the page may go there in `mutate`'s onSuccess. */
export function useRetryRun() {
  const changed = useRunsChanged();
  return useMutation({ mutationFn: retryRun, onSuccess: changed });
}

/** Puts the run as its log stream sent it into the run page's cache. */
export function usePutRun(ulid: string): (run: Run) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (run: Run) => queryClient.setQueryData(runQuery(ulid).queryKey, run),
    [queryClient, ulid],
  );
}
