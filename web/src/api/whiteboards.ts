/**
 * Whiteboards: the list and one board with its elements (`/api/v1/whiteboards`), a new board and the
 * element writes of the interface (`/api/ui/whiteboards`).
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
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

/** Puts an element into the cached board (added or changed), or takes it out. */
function applyChange(
  queryClient: QueryClient,
  id: string,
  element: BoardElement | { ulid: string },
  gone = false,
) {
  queryClient.setQueryData<Board>(boardKey(id), (board) => {
    if (!board) return board;
    const others = board.elements.filter((e) => e.ulid !== element.ulid);
    if (gone) return { ...board, elements: others };
    const full = element as BoardElement;
    const exists = others.length !== board.elements.length;
    return {
      ...board,
      elements: exists
        ? board.elements.map((e) => (e.ulid === full.ulid ? full : e))
        : [...board.elements, full],
    };
  });
}

/**
 * The board's live stream (`GET /api/v1/whiteboards/{id}/events`, authenticated by the session
 * cookie): every element added, changed or removed by anyone reaches the cached board at once; after a
 * `resync` (updates may have been missed) the board is loaded again.
 */
export function useLiveBoard(id: string) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    const source = new EventSource(`/api/v1/whiteboards/${encodeURIComponent(id)}/events`);
    const read = (event: MessageEvent<string>) =>
      JSON.parse(event.data) as { element: BoardElement | { ulid: string } };
    source.addEventListener('ready', () => {
      setLive(true);
      // Anything that happened between loading the board and the stream opening.
      void queryClient.invalidateQueries({ queryKey: boardKey(id) });
    });
    source.addEventListener('element.created', (event) => applyChange(queryClient, id, read(event).element));
    source.addEventListener('element.updated', (event) => applyChange(queryClient, id, read(event).element));
    source.addEventListener('element.deleted', (event) =>
      applyChange(queryClient, id, read(event).element, true),
    );
    source.addEventListener('resync', () => void queryClient.invalidateQueries({ queryKey: boardKey(id) }));
    source.onerror = () => setLive(false);
    return () => source.close();
  }, [id, queryClient]);
  return live;
}

/** Runs a write on an element (an edit, a vote, a removal); its answer goes into the cached board, a failure is kept for showing. */
export function useElementWrite(boardId: string, element: BoardElement) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const act = async (work: () => Promise<BoardElement | void>, gone = false) => {
    setError(null);
    try {
      const next = await work();
      if (gone) applyChange(queryClient, boardId, element, true);
      else if (next) applyChange(queryClient, boardId, next);
    } catch (caught) {
      setError(caught);
      void queryClient.invalidateQueries({ queryKey: boardKey(boardId) });
    }
  };
  const moveTo = (x: number, y: number) => {
    // Shown at once; the server's answer (and everyone else's stream) confirms it.
    applyChange(queryClient, boardId, { ...element, x, y });
    void act(() => changeBoardElement(boardId, element.ulid, { x, y }));
  };
  return { act, moveTo, error };
}

/** Adds a note or a box; the answer goes into the cached board. */
export function useAddBoardElement(boardId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewBoardElement) => addBoardElement(boardId, body),
    onSuccess: (element) => applyChange(queryClient, boardId, element),
  });
}
