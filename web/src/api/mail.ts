import { queryOptions } from '@tanstack/react-query';
import type {
  MailStatusView,
  NotificationPreferencesView,
  PasswordResetLinkView,
  UnsubscribeView,
} from '../../../src/schemas/mail.js';
import { api } from './client.js';

/** Mail (issue 29): whether it is on, password reset, Settings → Notifications, unsubscribing. */

export const mailStatusQuery = queryOptions({
  queryKey: ['mail-status'],
  queryFn: () => api.get<MailStatusView>('/api/ui/mail', { redirectOn401: false }),
  staleTime: 5 * 60_000,
});

export const notificationPreferencesQuery = queryOptions({
  queryKey: ['notification-preferences'],
  queryFn: () => api.get<NotificationPreferencesView>('/api/ui/notification-preferences'),
});

export function updateNotificationPreferences(
  change: Partial<Record<'mentions' | 'assignments' | 'runs', boolean>>,
) {
  return api.patch<NotificationPreferencesView>('/api/ui/notification-preferences', change);
}

export function requestPasswordReset(email: string) {
  return api.post<{ message: string }>('/api/ui/password-reset', { email }, { redirectOn401: false });
}

export function passwordResetQuery(token: string) {
  return queryOptions({
    queryKey: ['password-reset', token],
    queryFn: () =>
      api.get<PasswordResetLinkView>(`/api/ui/password-reset/${encodeURIComponent(token)}`, {
        redirectOn401: false,
      }),
    retry: false,
  });
}

export function completePasswordReset(token: string, password: string) {
  return api.post<void>(
    `/api/ui/password-reset/${encodeURIComponent(token)}`,
    { password },
    { redirectOn401: false },
  );
}

export function unsubscribeQuery(token: string) {
  return queryOptions({
    queryKey: ['unsubscribe', token],
    queryFn: () =>
      api.get<UnsubscribeView>(`/api/ui/unsubscribe/${encodeURIComponent(token)}`, { redirectOn401: false }),
    retry: false,
  });
}

export function unsubscribe(token: string) {
  return api.post<UnsubscribeView>(
    `/api/ui/unsubscribe/${encodeURIComponent(token)}`,
    {},
    { redirectOn401: false },
  );
}
