/**
 * Saved views of `/issues`, through the interface's own endpoints (`/api/ui/saved-views`): the API may
 * not write them, and its reading lacks the layout (board or list) a view opens in.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchAllPages, server, type BodyOf, type DataOf } from './client.js';

export type SavedView = DataOf<'/api/ui/saved-views', 'get'>[number];

export const SAVED_VIEWS_KEY = ['saved-views', 'issues'] as const;

export const savedViewsQuery = queryOptions({
  queryKey: SAVED_VIEWS_KEY,
  queryFn: ({ signal }) =>
    fetchAllPages(
      () =>
        server.GET('/api/ui/saved-views', {
          params: { query: { surface: 'issues', per_page: 100 } },
          signal,
        }),
      { signal },
    ),
});

export async function createSavedView(body: BodyOf<'/api/ui/saved-views', 'post'>): Promise<void> {
  await server.POST('/api/ui/saved-views', { body });
}

export async function changeSavedView(
  id: number,
  body: BodyOf<'/api/ui/saved-views/{id}', 'patch'>,
): Promise<void> {
  await server.PATCH('/api/ui/saved-views/{id}', { params: { path: { id } }, body });
}

export async function deleteSavedView(id: number): Promise<void> {
  await server.DELETE('/api/ui/saved-views/{id}', { params: { path: { id } } });
}

/** A new view (`create`), or a change to one of the reader's (`id` and `change`). */
export type SavedViewWrite =
  | { create: BodyOf<'/api/ui/saved-views', 'post'> }
  | { id: number; change: BodyOf<'/api/ui/saved-views/{id}', 'patch'> };

/** Saves a view (new, renamed, shared, its columns kept); the views are read again either way. */
export function useSaveView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: SavedViewWrite) =>
      'create' in write ? createSavedView(write.create) : changeSavedView(write.id, write.change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_VIEWS_KEY }),
  });
}

export function useDeleteSavedView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedView,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_VIEWS_KEY }),
  });
}
