import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../../../src/client/api-types.js';
import { bodyOf, fetchAllPages, server } from './client.js';

/** Administration → Labels (issue 30), over /api/v1. */
export type Label =
  paths['/api/v1/labels']['get']['responses'][200]['content']['application/json']['data'][number];

/** The colour a label without one is shown in (and the colour input starts from). */
export const DEFAULT_LABEL_COLOR = '#6b7280';

/** Every labels query starts with this key (the issue pickers' too), so a change refreshes them all. */
export const LABELS_KEY = ['labels'] as const;

export const labelsQuery = () =>
  queryOptions({
    queryKey: [...LABELS_KEY, 'all'],
    queryFn: ({ signal }) =>
      fetchAllPages(() => server.GET('/api/v1/labels', { params: { query: { per_page: 100 } }, signal }), {
        signal,
      }),
  });

function useLabelMutation<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: LABELS_KEY }),
  });
}

export const useCreateLabel = () =>
  useLabelMutation(async (body: { name: string; color: string | null }) =>
    bodyOf(await server.POST('/api/v1/labels', { body })),
  );

export const useChangeLabel = () =>
  useLabelMutation(async ({ id, ...body }: { id: number; name?: string; color?: string | null }) =>
    bodyOf(await server.PATCH('/api/v1/labels/{id}', { params: { path: { id } }, body })),
  );

export const useDeleteLabel = () =>
  useLabelMutation(async (id: number) => server.DELETE('/api/v1/labels/{id}', { params: { path: { id } } }));
