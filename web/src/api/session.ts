import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, setCsrfToken } from './client.js';
import type { Session, SetupState } from './types.js';

export const SESSION_KEY = ['session'] as const;

/** The signed-in session, or null when there is none (a 401 here is an answer, not an error). */
export async function fetchSession(): Promise<Session | null> {
  try {
    const session = await api.get<Session>('/api/ui/session', { redirectOn401: false });
    setCsrfToken(session.csrf_token);
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setCsrfToken(null);
      return null;
    }
    throw error;
  }
}

export function useSessionQuery() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: 60_000 });
}

/** The session inside the signed-in shell, where it is known to exist. */
export function useSession(): Session {
  const { data } = useSessionQuery();
  if (!data) throw new Error('useSession outside the signed-in shell');
  return data;
}

/** After signing in (or accepting an invitation): the new session replaces whatever was cached. */
export function useAdoptSession(): (session: Session) => void {
  const queryClient = useQueryClient();
  return (session) => {
    setCsrfToken(session.csrf_token);
    queryClient.clear();
    queryClient.setQueryData(SESSION_KEY, session);
  };
}

export function useSetupQuery(enabled = true) {
  return useQuery({
    queryKey: ['setup'],
    queryFn: () => api.get<SetupState>('/api/ui/setup', { redirectOn401: false }),
    enabled,
  });
}

export function isAdmin(session: Session): boolean {
  return session.workspace.role === 'owner' || session.workspace.role === 'admin';
}

/** Guests read (and comment); writing meetings, articles and boards is for everyone else. */
export function canContribute(session: Session): boolean {
  return session.workspace.role !== 'guest';
}

/** Members and agents are listed to everyone in the workspace but guests and management. */
export function canSeeWorkspaceLists(session: Session): boolean {
  return session.workspace.role !== 'guest' && session.workspace.role !== 'management';
}
