/** Projects (`/api/v1/projects`): one list, every page, under one key. */
import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages, server, type DataOf } from './client.js';

export type Project = DataOf<'/api/v1/projects', 'get'>[number];

export const PROJECTS_KEY = ['projects'] as const;

export const projectsQuery = queryOptions({
  queryKey: PROJECTS_KEY,
  queryFn: () =>
    fetchAllPages(() => server.GET('/api/v1/projects', { params: { query: { per_page: 100 } } })),
  staleTime: 60_000,
});
