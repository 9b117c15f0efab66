import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../../../src/client/api-types.js';
import { dataOf, v1 } from './v1.js';

/** Administration → Projects (issue 30), over /api/v1. */
export type ProjectRecord =
  paths['/api/v1/projects']['get']['responses'][200]['content']['application/json']['data'][number];
export type ProjectChange = NonNullable<
  paths['/api/v1/projects/{id}']['patch']['requestBody']
>['content']['application/json'];

/** Every projects query starts with this key (the pickers' too), so a change refreshes them all. */
export const PROJECTS_KEY = ['projects'] as const;

async function allProjects(signal: AbortSignal): Promise<ProjectRecord[]> {
  const projects: ProjectRecord[] = [];
  for (let page = 1; ; page++) {
    const answer = dataOf(
      await v1.GET('/api/v1/projects', { params: { query: { per_page: 100, page } }, signal }),
    );
    projects.push(...answer.data);
    if (!answer.links.next) return projects;
  }
}

export const projectsQuery = () =>
  queryOptions({ queryKey: [...PROJECTS_KEY, 'all'], queryFn: ({ signal }) => allProjects(signal) });

function useProjectMutation<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}

export const useCreateProject = () =>
  useProjectMutation(async (body: { name: string; prefix?: string | null; description?: string | null }) =>
    dataOf(await v1.POST('/api/v1/projects', { body })),
  );

export const useChangeProject = () =>
  useProjectMutation(async ({ id, ...body }: ProjectChange & { id: number }) =>
    dataOf(await v1.PATCH('/api/v1/projects/{id}', { params: { path: { id } }, body })),
  );
