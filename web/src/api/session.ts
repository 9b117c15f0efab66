/** The session (`/api/ui/session`, sign-in and out, workspaces), one's sessions and password. */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { browserStorage, forgetDraftsOf } from '../lib/drafts.js';
import {
  ApiError,
  dataOf,
  keep401,
  keep429,
  server,
  setCsrfToken,
  type BodyOf,
  type DataOf,
} from './client.js';

export type Session = DataOf<'/api/ui/session', 'get'>;
export type Role = Session['workspace']['role'];
export type SessionRecord = DataOf<'/api/ui/sessions', 'get'>[number];
export type SetupState = DataOf<'/api/ui/setup', 'get'>;
export type SignInMethods = DataOf<'/api/ui/sign-in-methods', 'get'>;

export const SESSION_KEY = ['session'] as const;
export const SESSIONS_KEY = ['sessions'] as const;

/** The signed-in session, or null when there is none (a 401 here is an answer, not an error). */
export async function fetchSession(): Promise<Session | null> {
  try {
    const session = dataOf(await server.GET('/api/ui/session', keep401));
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

/**
 * After signing in, accepting an invitation or switching workspace: the new session replaces whatever
 * was cached. Everything else is dropped, but not the session's own query: its readers (the signed-in
 * shell) must hear of the new session — a `clear()` would leave them holding the old one — and the
 * shell, keyed by workspace, then starts its pages afresh.
 */
export function useAdoptSession(): (session: Session) => void {
  const queryClient = useQueryClient();
  return (session) => {
    setCsrfToken(session.csrf_token);
    queryClient.setQueryData(SESSION_KEY, session);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
  };
}

/** Switches the session to another workspace and adopts it; `onSwitched` then runs (a navigation). */
export function useSwitchWorkspace(onSwitched?: (session: Session) => void) {
  const adopt = useAdoptSession();
  return useMutation({
    mutationFn: switchWorkspace,
    onSuccess: (next) => {
      adopt(next);
      onSwitched?.(next);
    },
  });
}

/** Signs in and adopts the new session; `onSignedIn` then runs (the page goes on to where it was asked). */
/** Signs in with a password; an account with a second factor is asked for it next (`onSecondFactor`). */
export function useSignIn(
  onSignedIn?: (session: Session) => void,
  onSecondFactor?: (step: SecondFactorStep['second_factor']) => void,
) {
  const adopt = useAdoptSession();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if ('second_factor' in answer) {
        onSecondFactor?.(answer.second_factor);
        return;
      }
      adopt(answer);
      onSignedIn?.(answer);
    },
  });
}

export function useSetupQuery(enabled = true) {
  return useQuery({
    queryKey: ['setup'],
    queryFn: async () => dataOf(await server.GET('/api/ui/setup', keep401)),
    enabled,
  });
}

/** What the sign-in page offers: password, a provider's button (OpenID Connect), or both. */
export function useSignInMethodsQuery() {
  return useQuery({
    queryKey: ['sign-in-methods'],
    queryFn: async () => dataOf(await server.GET('/api/ui/sign-in-methods', keep401)),
    staleTime: Infinity,
  });
}

/**
 * Signs in; a wrong password is the caller's to show (no redirect on its 401), and so is the sign-in
 * throttle's 429 with its wait (no silent retry of a password).
 */
export type SignInAnswer = DataOf<'/api/ui/login', 'post'>;
/** The password passed; the account's second factor is asked next (issue 43; web/src/api/security.ts). */
export type SecondFactorStep = Extract<SignInAnswer, { second_factor: unknown }>;

export async function signIn(body: BodyOf<'/api/ui/login', 'post'>): Promise<SignInAnswer> {
  return dataOf(
    await server.POST('/api/ui/login', { body, headers: { ...keep401.headers, ...keep429.headers } }),
  );
}

export async function signOut(): Promise<void> {
  await server.POST('/api/ui/logout');
}

export async function switchWorkspace(slug: string): Promise<Session> {
  return dataOf(await server.PUT('/api/ui/session/workspace', { body: { workspace: slug } }));
}

/** The sign-in throttle's 429 (the current password is checked) is the caller's to show. */
export async function changePassword(body: BodyOf<'/api/ui/password', 'put'>): Promise<void> {
  await server.PUT('/api/ui/password', { body, ...keep429 });
}

export async function listSessions(): Promise<SessionRecord[]> {
  return dataOf(await server.GET('/api/ui/sessions'));
}

export async function endSession(id: number): Promise<void> {
  await server.DELETE('/api/ui/sessions/{id}', { params: { path: { id } } });
}

/** Every other session of the person ends; this one stays signed in. */
export async function endOtherSessions(): Promise<void> {
  await server.DELETE('/api/ui/sessions/others');
}

/** An administrator signs a member out of every session (Administration → Members). */
export async function endMemberSessions(userId: number): Promise<void> {
  await server.DELETE('/api/ui/members/{id}/sessions', { params: { path: { id: userId } } });
}

/** An administrator signs a member out of every session; nothing cached changes. */
export const useEndMemberSessions = () => useMutation({ mutationFn: endMemberSessions });

/** Sign out everywhere, this session included; the API tokens too unless `revokeTokens` is false. */
export async function endAllSessions(revokeTokens: boolean): Promise<void> {
  await server.DELETE('/api/ui/sessions', {
    params: { query: { revoke_tokens: revokeTokens ? 'true' : 'false' } },
  });
}

/**
 * After signing out: nothing cached outlives the session, and neither do the person's drafts (they are
 * in this browser's storage, where the next person to use it could read them). A session that merely
 * expired keeps them, so signing in again finds them.
 */
export function useForgetSession(): () => void {
  const queryClient = useQueryClient();
  return () => {
    forgetDraftsOfSignedIn(queryClient);
    setCsrfToken(null);
    queryClient.clear();
    queryClient.setQueryData(SESSION_KEY, null);
  };
}

/** Removes the drafts of whoever is signed in (as they sign out). */
export function forgetDraftsOfSignedIn(queryClient: QueryClient): void {
  const session = queryClient.getQueryData<Session | null>(SESSION_KEY);
  if (session) forgetDraftsOf(browserStorage(), session.user.id);
}

export function useSignOut(onSignedOut: () => void) {
  const forget = useForgetSession();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      forget();
      onSignedOut();
    },
  });
}

/**
 * Signs out to sign in as someone else (an invitation for another address): the session and the
 * person's drafts are forgotten, but not the rest of the cache (the page asking stays as it is).
 */
export function useSignOutToSwitchAccount(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      forgetDraftsOfSignedIn(queryClient);
      setCsrfToken(null);
      queryClient.setQueryData(SESSION_KEY, null);
      onSignedOut();
    },
  });
}

/** One's own sessions (Settings → Sessions). */
export const sessionsQuery = { queryKey: SESSIONS_KEY, queryFn: listSessions };

/**
 * Ends one session: this browser's signs out here (`onSignedOut` then leaves the page); another's is
 * gone from the list, which is read again.
 */
export function useEndSession(onSignedOut: () => void) {
  const queryClient = useQueryClient();
  const forget = useForgetSession();
  return useMutation({
    mutationFn: (record: SessionRecord) => endSession(record.id),
    onSuccess: async (_nothing, record) => {
      if (record.current) {
        forget();
        onSignedOut();
        return;
      }
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    },
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

/** Signs out everywhere (this browser too); `onSignedOut` then leaves the page. */
export function useEndAllSessions(onSignedOut: () => void) {
  const forget = useForgetSession();
  return useMutation({
    mutationFn: endAllSessions,
    onSuccess: () => {
      forget();
      onSignedOut();
    },
  });
}

/** Changes one's password; the other sessions end with it, so the list of sessions is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
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
