import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from './client.js';
import { canSeeWorkspaceLists, useSession } from './session.js';
import type { Agent, Member } from './types.js';
import type { Pickable, Project } from './work-types.js';

/** Lists the planning screens read are small; one page of the largest size covers them. */
export const PAGE = 'per_page=100';

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
