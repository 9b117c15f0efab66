import { useQuery } from '@tanstack/react-query';
import { ApiError, api, request } from './client.js';
import type { Cycle, Pickable, Project } from './work-types.js';

/** Lists the planning screens read are small; one page of the largest size covers them. */
export const PAGE = 'per_page=100';

/** Every query of hours (the week, the team, the timer's entries) starts with this key. */
export const TIME_KEY = ['time'];

export function useProjects() {
  return useQuery({
    queryKey: ['projects'],
    queryFn: () => api.get<Project[]>(`/api/v1/projects?${PAGE}`),
    staleTime: 60_000,
  });
}

/** The current cycle, or the next one: a list of at most one (empty with cycles off or none current). */
export function useCycles(when: 'current' | 'upcoming') {
  return useQuery({
    queryKey: ['cycles', when],
    queryFn: () => api.get<Cycle[]>(`/api/v1/cycles?when=${when}&per_page=1`),
    staleTime: 60_000,
  });
}

/** People and agents of the workspace (`GET /api/v1/members`), to pick as attendees. */
export function usePickables() {
  return useQuery({
    queryKey: ['pickables'],
    staleTime: 60_000,
    queryFn: async (): Promise<Pickable[]> =>
      (await fetchAll<Pickable & { active: boolean }>(`/api/v1/members?${PAGE}`)).filter((m) => m.active),
  });
}

/** The address of an issue's page (built by the issue screens). */
export function issuePath(identifier: string): string {
  return `/issues/${encodeURIComponent(identifier)}`;
}

/** The error, unless a field below its input already says it: a form's own message otherwise. */
export function unlessShownAtField(error: unknown, fields: string[]): unknown {
  if (error instanceof ApiError && fields.some((field) => error.fieldError(field))) return null;
  return error;
}

/**
 * Every page of a collection: follows `links.next` (absolute, built from the configured application
 * URL) by its path, so the requests stay on this origin whatever the URL says.
 */
export async function fetchAll<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  let next: string | null = path;
  while (next) {
    const page: { data: T[]; links?: { next: string | null } } = await request('GET', next);
    items.push(...page.data);
    const link = page.links?.next ?? null;
    if (link) {
      const url = new URL(link, window.location.origin);
      next = url.pathname + url.search;
    } else next = null;
  }
  return items;
}
