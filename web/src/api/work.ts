import { useQuery } from '@tanstack/react-query';
import { ApiError, api, request } from './client.js';
import { canSeeWorkspaceLists, useSession } from './session.js';
import type { Agent, Member } from './types.js';
import type { Pickable, Project } from './work-types.js';

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

/**
 * People and agents of the workspace, to pick as attendees. Guests do not see the member list, so
 * they get an empty one (and schedule with names only through the API).
 */
export function usePickables() {
  const session = useSession();
  const allowed = canSeeWorkspaceLists(session);
  return useQuery({
    queryKey: ['pickables'],
    enabled: allowed,
    staleTime: 60_000,
    queryFn: async (): Promise<Pickable[]> => {
      const [members, agents] = await Promise.all([
        api.get<Member[]>('/api/ui/members'),
        api.get<Agent[]>(`/api/v1/agents?${PAGE}`),
      ]);
      return [
        ...members.map((member) => ({ key: `user:${member.id}`, name: member.name, type: 'user' as const })),
        ...agents.map((agent) => ({ key: `agent:${agent.id}`, name: agent.name, type: 'agent' as const })),
      ];
    },
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
