/**
 * Whiteboards: the list and one board with its elements (`/api/v1/whiteboards`), a new board and the
 * element writes of the interface (`/api/ui/whiteboards`).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, server, type BodyOf, type DataOf } from './client.js';

export type Whiteboard = DataOf<'/api/v1/whiteboards', 'get'>[number];
/** One board as `GET /whiteboards/{whiteboard}` answers it: with its elements. */
export type Board = DataOf<'/api/v1/whiteboards/{whiteboard}', 'get'>;
export type BoardElement = Board['elements'][number];
export type WhiteboardColor = NonNullable<BodyOf<'/api/v1/whiteboards/{whiteboard}/notes', 'post'>['color']>;
export type NewBoardElement = BodyOf<'/api/v1/whiteboards/{whiteboard}/notes', 'post'>;
export type ElementChange = BodyOf<'/api/ui/whiteboards/{whiteboard}/elements/{element}', 'patch'>;

export const BOARDS_KEY = ['whiteboards'] as const;

/** The boards of the first page (a hundred: the list shows no more). */
export const whiteboardsQuery = queryOptions({
  queryKey: BOARDS_KEY,
  queryFn: async ({ signal }) =>
    dataOf(await server.GET('/api/v1/whiteboards', { params: { query: { per_page: 100 } }, signal })),
});

export const boardKey = (id: string) => [...BOARDS_KEY, 'one', id] as const;

export const boardQuery = (id: string) =>
  queryOptions({
    queryKey: boardKey(id),
    queryFn: async ({ signal }) =>
      dataOf(
        await server.GET('/api/v1/whiteboards/{whiteboard}', {
          params: { path: { whiteboard: id } },
          signal,
        }),
      ),
  });

export function useCreateWhiteboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<'/api/ui/whiteboards', 'post'>) =>
      dataOf(await server.POST('/api/ui/whiteboards', { body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: BOARDS_KEY }),
  });
}

export async function addBoardElement(board: string, body: NewBoardElement): Promise<BoardElement> {
  return dataOf(
    await server.POST('/api/v1/whiteboards/{whiteboard}/notes', {
      params: { path: { whiteboard: board } },
      body,
    }),
  );
}

export async function changeBoardElement(
  board: string,
  element: string,
  body: ElementChange,
): Promise<BoardElement> {
  return dataOf(
    await server.PATCH('/api/ui/whiteboards/{whiteboard}/elements/{element}', {
      params: { path: { whiteboard: board, element } },
      body,
    }),
  );
}

export async function voteBoardElement(board: string, element: string): Promise<BoardElement> {
  return dataOf(
    await server.POST('/api/ui/whiteboards/{whiteboard}/elements/{element}/vote', {
      params: { path: { whiteboard: board, element } },
    }),
  );
}

export async function deleteBoardElement(board: string, element: string): Promise<void> {
  await server.DELETE('/api/ui/whiteboards/{whiteboard}/elements/{element}', {
    params: { path: { whiteboard: board, element } },
  });
}
