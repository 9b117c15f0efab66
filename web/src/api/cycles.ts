/** Cycles (`GET /api/v1/cycles`): every cycle, every page, under one key, for the issue pickers and filters. */
import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages, server, type DataOf } from './client.js';

export type Cycle = DataOf<'/api/v1/cycles', 'get'>[number];

/** Every cycles query starts with this key, so a change refreshes them all. */
export const CYCLES_KEY = ['cycles'] as const;

export const cyclesQuery = queryOptions({
  queryKey: [...CYCLES_KEY, 'all'],
  queryFn: ({ signal }) =>
    fetchAllPages(() => server.GET('/api/v1/cycles', { params: { query: { per_page: 100 } }, signal }), {
      signal,
    }),
  staleTime: 60_000,
});
