import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { bodyOf, fetchAllPages, server, type DataOf } from './client.js';

/** Administration → Repositories (issue 38), over /api/v1; the selects of projects and agents read it. */
export type Repository = DataOf<'/api/v1/repositories', 'get'>[number];

/** Every repositories query starts with this key, so a change refreshes the page and the selects. */
export const REPOSITORIES_KEY = ['repositories'] as const;

export const repositoriesQuery = queryOptions({
  queryKey: REPOSITORIES_KEY,
  queryFn: ({ signal }) =>
    fetchAllPages(
      () => server.GET('/api/v1/repositories', { params: { query: { per_page: 100 } }, signal }),
      { signal },
    ),
  staleTime: 60_000,
});

function useRepositoryMutation<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: REPOSITORIES_KEY }),
  });
}

export interface RepositoryFields {
  name: string;
  url: string;
  default_branch: string;
}

export const useCreateRepository = () =>
  useRepositoryMutation(async (body: RepositoryFields) =>
    bodyOf(await server.POST('/api/v1/repositories', { body })),
  );

export const useChangeRepository = () =>
  useRepositoryMutation(async ({ id, ...body }: Partial<RepositoryFields> & { id: number }) =>
    bodyOf(await server.PATCH('/api/v1/repositories/{id}', { params: { path: { id } }, body })),
  );

export const useDeleteRepository = () =>
  useRepositoryMutation(async (id: number) =>
    server.DELETE('/api/v1/repositories/{id}', { params: { path: { id } } }),
  );
