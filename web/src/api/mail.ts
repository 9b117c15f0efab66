import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, keep401, server, type BodyOf } from './client.js';

/**
 * Mail (issue 29): whether it is on, password reset, Settings → Notifications, unsubscribing. Everything
 * but the preferences is read signed out, so a 401 there is the page's to show, not a trip to /login.
 */

export const mailStatusQuery = queryOptions({
  queryKey: ['mail-status'],
  queryFn: async () => dataOf(await server.GET('/api/ui/mail', keep401)),
  staleTime: 5 * 60_000,
});

export const notificationPreferencesQuery = queryOptions({
  queryKey: ['notification-preferences'],
  queryFn: async () => dataOf(await server.GET('/api/ui/notification-preferences')),
});

export async function updateNotificationPreferences(
  change: BodyOf<'/api/ui/notification-preferences', 'patch'>,
) {
  return dataOf(await server.PATCH('/api/ui/notification-preferences', { body: change }));
}

/** Changes one's mail choices; the answer replaces the cached preferences. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (answer) => queryClient.setQueryData(notificationPreferencesQuery.queryKey, answer),
  });
}

/** Asks for a password reset link by mail (signed out; nothing cached changes). */
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

export async function requestPasswordReset(email: string) {
  return dataOf(await server.POST('/api/ui/password-reset', { body: { email }, ...keep401 }));
}

const tokenPath = (token: string) => ({ params: { path: { token } }, ...keep401 });

export function passwordResetQuery(token: string) {
  return queryOptions({
    queryKey: ['password-reset', token],
    queryFn: async () => dataOf(await server.GET('/api/ui/password-reset/{token}', tokenPath(token))),
    retry: false,
  });
}

export async function completePasswordReset(token: string, password: string): Promise<void> {
  await server.POST('/api/ui/password-reset/{token}', { ...tokenPath(token), body: { password } });
}

/** Sets a new password through a reset link (signed out; nothing cached changes). */
export const useCompletePasswordReset = (token: string) =>
  useMutation({ mutationFn: (password: string) => completePasswordReset(token, password) });

export function unsubscribeQuery(token: string) {
  return queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: async () => dataOf(await server.GET('/api/ui/unsubscribe/{token}', tokenPath(token))),
    retry: false,
  });
}

export async function unsubscribe(token: string) {
  return dataOf(await server.POST('/api/ui/unsubscribe/{token}', tokenPath(token)));
}

/** Turns off the mails an unsubscribe link names (signed out; nothing cached changes). */
export const useUnsubscribe = (token: string) => useMutation({ mutationFn: () => unsubscribe(token) });
