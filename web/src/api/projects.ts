/** Projects (`/api/v1/projects`): one list, every page, under one key; Administration → Projects writes. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bodyOf, fetchAllPages, server, type DataOf } from './client.js';
import type { paths } from '../../../src/client/api-types.js';

export type Project = DataOf<'/api/v1/projects', 'get'>[number];
export type ProjectRecord = Project;
export type ProjectChange = NonNullable<
  paths['/api/v1/projects/{id}']['patch']['requestBody']
>['content']['application/json'];

/** Every projects query starts with this key (the pickers' too), so a change refreshes them all. */
export const PROJECTS_KEY = ['projects'] as const;

export const projectsQuery = queryOptions({
  queryKey: PROJECTS_KEY,
  queryFn: () =>
    fetchAllPages(() => server.GET('/api/v1/projects', { params: { query: { per_page: 100 } } })),
  staleTime: 60_000,
});

function useProjectMutation<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}

export const useCreateProject = () =>
  useProjectMutation(async (body: { name: string; prefix?: string | null; description?: string | null }) =>
    bodyOf(await server.POST('/api/v1/projects', { body })),
  );

export const useChangeProject = () =>
  useProjectMutation(async ({ id, ...body }: ProjectChange & { id: number }) =>
    bodyOf(await server.PATCH('/api/v1/projects/{id}', { params: { path: { id } }, body })),
  );
