/**
 * The roadmap (`GET /api/v1/roadmap`): projects and epics of a window with their dates, progress and the
 * dependencies between epics; moving a bar PATCHes the project (`start_date`/`target_date`) or the epic
 * (`start_date`/`due_date`), shown at once and put back if the server refuses.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, server, type DataOf } from './client.js';
import { ISSUES_KEY } from './issues.js';
import { useLiveEvents } from './live.js';
import { PROJECTS_KEY } from './projects.js';

export type Roadmap = DataOf<'/api/v1/roadmap', 'get'>;
export type RoadmapProject = Roadmap['projects'][number];
export type RoadmapEpic = Roadmap['epics'][number];

export const ROADMAP_KEY = ['roadmap'] as const;

export const roadmapQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...ROADMAP_KEY, from, to],
    queryFn: async ({ signal }) =>
      dataOf(await server.GET('/api/v1/roadmap', { params: { query: { from, to } }, signal })),
  });

/** What a move changes: a project by its id, an epic by its identifier; the new dates. */
export interface RoadmapMove {
  kind: 'project' | 'epic';
  /** A project's id, or an epic's identifier (`ACME-12`). */
  key: number | string;
  start_date: string | null;
  target_date: string | null;
}

function sameItem(move: RoadmapMove, item: RoadmapProject | RoadmapEpic): boolean {
  return item.id === move.key;
}

function applyMove(roadmap: Roadmap, move: RoadmapMove): Roadmap {
  const dates = { start_date: move.start_date, target_date: move.target_date };
  return move.kind === 'project'
    ? { ...roadmap, projects: roadmap.projects.map((p) => (sameItem(move, p) ? { ...p, ...dates } : p)) }
    : { ...roadmap, epics: roadmap.epics.map((e) => (sameItem(move, e) ? { ...e, ...dates } : e)) };
}

/** Moves or resizes a bar: the roadmap shows the new dates at once; a refusal puts every copy back. */
export function useMoveRoadmapItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (move: RoadmapMove) => {
      if (move.kind === 'project') {
        return dataOf(
          await server.PATCH('/api/v1/projects/{id}', {
            params: { path: { id: Number(move.key) } },
            body: { start_date: move.start_date, target_date: move.target_date },
          }),
        );
      }
      return dataOf(
        await server.PATCH('/api/v1/issues/{issue}', {
          params: { path: { issue: String(move.key) } },
          body: { start_date: move.start_date, due_date: move.target_date },
        }),
      );
    },
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: ROADMAP_KEY });
      const snapshot = queryClient.getQueriesData<Roadmap>({ queryKey: ROADMAP_KEY });
      for (const [key, data] of snapshot) {
        if (data) queryClient.setQueryData<Roadmap>(key, applyMove(data, move));
      }
      return { snapshot };
    },
    onError: (_error, _move, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: async (_data, _error, move) => {
      await queryClient.invalidateQueries({ queryKey: ROADMAP_KEY });
      void queryClient.invalidateQueries({ queryKey: move.kind === 'project' ? PROJECTS_KEY : ISSUES_KEY });
    },
  });
}

/** Keeps the roadmap current: an issue changed elsewhere (an epic's dates, a child done) refreshes it. */
export function useRoadmapLive(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ROADMAP_KEY });
  useLiveEvents((event) => {
    if (event.name.startsWith('issue.')) refresh();
  }, refresh);
}
