import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../../../src/client/api-types.js';
import { bodyOf, fetchAllPages, server } from './client.js';

/** Workflow states (issue 40), over /api/v1: Administration → Workflow and the Status select. */
export type WorkflowState =
  paths['/api/v1/states']['get']['responses'][200]['content']['application/json']['data'][number];
type CreateBody = NonNullable<paths['/api/v1/states']['post']['requestBody']>['content']['application/json'];

/** The colour a new state's input starts from. */
export const DEFAULT_STATE_COLOR = '#6b7280';

/** Every states query starts with this key, so a change refreshes them all. */
export const STATES_KEY = ['states'] as const;

export const statesQuery = () =>
  queryOptions({
    queryKey: [...STATES_KEY, 'all'],
    queryFn: ({ signal }) =>
      fetchAllPages(() => server.GET('/api/v1/states', { params: { query: { per_page: 100 } }, signal }), {
        signal,
      }),
  });

function useStateMutation<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: STATES_KEY });
      // A deleted state gives its issues back to their status: their pages show it.
      await queryClient.invalidateQueries({ queryKey: ['issues'] });
    },
  });
}

export const useCreateState = () =>
  useStateMutation(async (body: CreateBody) => bodyOf(await server.POST('/api/v1/states', { body })));

export const useChangeState = () =>
  useStateMutation(
    async ({ id, ...body }: { id: number; name?: string; color?: string; position?: number }) =>
      bodyOf(await server.PATCH('/api/v1/states/{id}', { params: { path: { id } }, body })),
  );

export const useDeleteState = () =>
  useStateMutation(async (id: number) => server.DELETE('/api/v1/states/{id}', { params: { path: { id } } }));
