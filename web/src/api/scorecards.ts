/**
 * Agents' scorecards (`/api/v1/agents/{id}/scorecard`, `…/scorecard/series`, `/api/v1/agents/scorecards`)
 * and what an issue cost (`/api/v1/issues/{issue}/cost`), decisions §12.12.
 */
import { queryOptions } from '@tanstack/react-query';
import { dataOf, fetchAllPages, server, type DataOf } from './client.js';
import { issueKey } from './issue-page.js';

export type Scorecard = DataOf<'/api/v1/agents/{id}/scorecard', 'get'>;
export type ScorecardSeries = DataOf<'/api/v1/agents/{id}/scorecard/series', 'get'>;
export type ScorecardWeek = ScorecardSeries['weeks'][number];
export type AgentScorecard = DataOf<'/api/v1/agents/scorecards', 'get'>[number];
export type IssueCost = DataOf<'/api/v1/issues/{issue}/cost', 'get'>;

export interface ScorecardWindow {
  from?: string;
  to?: string;
}

const SCORECARDS_KEY = ['scorecards'] as const;

export function agentScorecardQuery(id: number, window: ScorecardWindow) {
  return queryOptions({
    queryKey: [...SCORECARDS_KEY, id, window],
    queryFn: async ({ signal }) =>
      dataOf(
        await server.GET('/api/v1/agents/{id}/scorecard', {
          params: { path: { id }, query: window },
          signal,
        }),
      ),
  });
}

export function agentScorecardSeriesQuery(id: number, window: ScorecardWindow) {
  return queryOptions({
    queryKey: [...SCORECARDS_KEY, id, 'series', window],
    queryFn: async ({ signal }) =>
      dataOf(
        await server.GET('/api/v1/agents/{id}/scorecard/series', {
          params: { path: { id }, query: window },
          signal,
        }),
      ),
  });
}

/** Every agent the reader may see with its scorecard (every page). */
export function agentScorecardsQuery(window: ScorecardWindow) {
  return queryOptions({
    queryKey: [...SCORECARDS_KEY, 'all', window],
    queryFn: ({ signal }) =>
      fetchAllPages(
        () =>
          server.GET('/api/v1/agents/scorecards', {
            params: { query: { ...window, per_page: 100 } },
            signal,
          }),
        { signal },
      ),
  });
}

export function issueCostQuery(identifier: string) {
  return queryOptions({
    queryKey: [...issueKey(identifier), 'cost'],
    queryFn: async ({ signal }) =>
      dataOf(
        await server.GET('/api/v1/issues/{issue}/cost', { params: { path: { issue: identifier } }, signal }),
      ),
  });
}

/** One agent as the API shows it to the reader (404 for one they may not see). */
export function agentQuery(id: number) {
  return queryOptions({
    queryKey: ['agents', id],
    queryFn: async ({ signal }) =>
      dataOf(await server.GET('/api/v1/agents/{id}', { params: { path: { id } }, signal })),
  });
}

/** The last `days` calendar days in UTC, today included, as the API reads a window. */
export function lastDays(days: number, today = new Date()): Required<ScorecardWindow> {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
