/**
 * The people of the workspace: Administration → Members and invitations (`/api/ui`), and the pickers'
 * people and agents (`GET /api/v1/members`).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, fetchAllPages, keep401, server, type BodyOf, type DataOf } from './client.js';
import { useAdoptSession, type Session } from './session.js';

export type Member = DataOf<'/api/ui/members', 'get'>[number];
export type Invitation = DataOf<'/api/ui/invitations', 'get'>[number];
export type CreatedInvitation = DataOf<'/api/ui/invitations', 'post'>;
export type InvitationPreview = DataOf<'/api/ui/invitations/{token}', 'get'>;
/** Someone a picker offers: a person or an agent, under its actor key. */
export type Pickable = DataOf<'/api/v1/members', 'get'>[number];

export const MEMBERS_KEY = ['members'] as const;
export const INVITATIONS_KEY = ['invitations'] as const;
export const PICKABLES_KEY = ['pickables'] as const;

export const membersQuery = queryOptions({
  queryKey: MEMBERS_KEY,
  queryFn: async () => dataOf(await server.GET('/api/ui/members')),
});

export async function changeMember(id: number, body: BodyOf<'/api/ui/members/{id}', 'patch'>) {
  return dataOf(await server.PATCH('/api/ui/members/{id}', { params: { path: { id } }, body }));
}

export async function removeMember(id: number): Promise<void> {
  await server.DELETE('/api/ui/members/{id}', { params: { path: { id } } });
}

export const invitationsQuery = queryOptions({
  queryKey: INVITATIONS_KEY,
  queryFn: async () => dataOf(await server.GET('/api/ui/invitations')),
});

export async function invite(body: BodyOf<'/api/ui/invitations', 'post'>): Promise<CreatedInvitation> {
  return dataOf(await server.POST('/api/ui/invitations', { body }));
}

export async function withdrawInvitation(id: number): Promise<void> {
  await server.DELETE('/api/ui/invitations/{id}', { params: { path: { id } } });
}

/** What an invitation link offers; open to anyone holding the link (its 401 is the page's own). */
/** Changes a member's role or weekly hours; the members are read again whatever the answer. */
export function useChangeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: BodyOf<'/api/ui/members/{id}', 'patch'> }) =>
      changeMember(id, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
  });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
  });
}

/** Invites someone (the answer holds the link); the pending invitations are read again. */
export function useInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invite,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

export function invitationPreviewQuery(token: string) {
  return queryOptions({
    queryKey: ['invitation', token],
    queryFn: async () =>
      dataOf(await server.GET('/api/ui/invitations/{token}', { params: { path: { token } }, ...keep401 })),
    retry: false,
  });
}

export async function acceptInvitation(
  token: string,
  body: BodyOf<'/api/ui/invitations/{token}/accept', 'post'>,
) {
  return dataOf(
    await server.POST('/api/ui/invitations/{token}/accept', {
      params: { path: { token } },
      body,
      ...keep401,
    }),
  );
}

/** Joins through an invitation and adopts the session it answers; `onJoined` then runs (a navigation). */
export function useAcceptInvitation(token: string, onJoined: (session: Session) => void) {
  const adopt = useAdoptSession();
  return useMutation({
    mutationFn: (body: BodyOf<'/api/ui/invitations/{token}/accept', 'post'>) => acceptInvitation(token, body),
    onSuccess: (answer) => {
      adopt(answer);
      onJoined(answer);
    },
  });
}

/** People and agents who can be handed work now (`GET /api/v1/members`, every page). */
export const pickablesQuery = queryOptions({
  queryKey: PICKABLES_KEY,
  staleTime: 60_000,
  queryFn: async (): Promise<Pickable[]> =>
    (
      await fetchAllPages(() => server.GET('/api/v1/members', { params: { query: { per_page: 100 } } }))
    ).filter((member) => member.active),
});

/**
 * Every person and agent of the workspace, inactive ones too (`GET /api/v1/members`, every page): the
 * board's filters and grouping, the assignee pickers and @mentions, where past assignees still show.
 */
export const everyPickableQuery = queryOptions({
  queryKey: [...PICKABLES_KEY, 'everyone'],
  staleTime: 60_000,
  queryFn: ({ signal }) =>
    fetchAllPages(() => server.GET('/api/v1/members', { params: { query: { per_page: 100 } }, signal }), {
      signal,
    }),
});
