/**
 * Insights (`/api/v1/insights/…`, decisions §12.15): series the server computes from the history — a
 * cycle's burn-up, weekly throughput, cycle and lead time, time by group, agents' cost per week — and the
 * CSV addresses of the two that export. Live: issue and run events refresh every query under
 * INSIGHTS_KEY (web/src/api/live.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import { dataOf, server, type DataOf } from './client.js';

export type Burnup = DataOf<'/api/v1/insights/cycle-burnup', 'get'>;
export type Throughput = DataOf<'/api/v1/insights/throughput', 'get'>;
export type CycleTime = DataOf<'/api/v1/insights/cycle-time', 'get'>;
export type Distribution = CycleTime['lead_time'];
export type TimeInsight = DataOf<'/api/v1/insights/time', 'get'>;
export type AgentCost = DataOf<'/api/v1/insights/agent-cost', 'get'>;
export type TimeGroup = TimeInsight['group_by'];
export type CostGroup = AgentCost['group_by'];

/** What the page filters by; unset fields are left to the server's defaults. */
export interface InsightFilters {
  from?: string;
  to?: string;
  project_id?: number;
  cycle_id?: number;
}

/** Every insights query starts with this key: live events refresh them all. */
export const INSIGHTS_KEY = ['insights'] as const;

export function burnupQuery(cycleId: number | undefined, projectId: number | undefined) {
  return queryOptions({
    queryKey: [...INSIGHTS_KEY, 'burnup', cycleId ?? null, projectId ?? null],
    queryFn: async ({ signal }) =>
      dataOf(
        await server.GET('/api/v1/insights/cycle-burnup', {
          params: { query: { cycle_id: cycleId, project_id: projectId } },
          signal,
        }),
      ),
  });
}

export function throughputQuery(filters: InsightFilters) {
  return queryOptions({
    queryKey: [...INSIGHTS_KEY, 'throughput', filters],
    queryFn: async ({ signal }) =>
      dataOf(await server.GET('/api/v1/insights/throughput', { params: { query: filters }, signal })),
  });
}

export function cycleTimeQuery(filters: InsightFilters) {
  return queryOptions({
    queryKey: [...INSIGHTS_KEY, 'cycle-time', filters],
    queryFn: async ({ signal }) =>
      dataOf(await server.GET('/api/v1/insights/cycle-time', { params: { query: filters }, signal })),
  });
}

export function timeInsightQuery(filters: InsightFilters, groupBy: TimeGroup) {
  return queryOptions({
    queryKey: [...INSIGHTS_KEY, 'time', filters, groupBy],
    // The answer may also be CSV (`format=csv`), which this JSON read never asks for.
    queryFn: async ({ signal }): Promise<TimeInsight> =>
      dataOf(
        await server.GET('/api/v1/insights/time', {
          params: { query: { ...filters, group_by: groupBy } },
          signal,
        }),
      ),
  });
}

export function agentCostQuery(filters: InsightFilters, groupBy: CostGroup) {
  const { cycle_id: _cycle, ...rest } = filters;
  return queryOptions({
    queryKey: [...INSIGHTS_KEY, 'agent-cost', rest, groupBy],
    queryFn: async ({ signal }): Promise<AgentCost> =>
      dataOf(
        await server.GET('/api/v1/insights/agent-cost', {
          params: { query: { ...rest, group_by: groupBy } },
          signal,
        }),
      ),
  });
}

/** The address of a series as CSV, for a download link (the session's cookie authenticates it). */
export function insightCsvUrl(
  series: 'time' | 'agent-cost',
  filters: InsightFilters,
  groupBy: TimeGroup | CostGroup,
): string {
  const query = new URLSearchParams({ format: 'csv', group_by: groupBy });
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || (series === 'agent-cost' && key === 'cycle_id')) continue;
    query.set(key, String(value));
  }
  return `/api/v1/insights/${series}?${query.toString()}`;
}
