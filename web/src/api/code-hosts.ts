/**
 * The code host (issue 29): Administration → Integrations (`/api/ui/integrations`) and an issue's pull
 * requests (`GET /api/v1/issues/{issue}/pull-requests`), their query keys, options and mutations.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CodeHostSettings,
  IntegrationView,
  IntegrationWithSecret,
} from '../../../src/schemas/code-hosts.js';
import type { PullRequestView } from '../../../src/schemas/pull-requests.js';
import { api } from './client.js';
import { issueKey } from './issue-page.js';
import { dataOf, v1 } from './v1.js';

export type Integration = IntegrationView;
export type PullRequest = PullRequestView;

export const INTEGRATIONS_KEY = ['integrations'] as const;
const SETTINGS_KEY = ['integrations', 'settings'] as const;

export const integrationsQuery = queryOptions({
  queryKey: [...INTEGRATIONS_KEY, 'list'],
  queryFn: () => api.get<Integration[]>('/api/ui/integrations'),
});

export const codeHostSettingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: () => api.get<CodeHostSettings>('/api/ui/integrations/settings'),
});

/** An issue's pull requests; under the issue's key, so the page's live refresh reaches them. */
export function pullRequestsQuery(identifier: string) {
  return queryOptions({
    queryKey: [...issueKey(identifier), 'pull-requests'],
    queryFn: async () =>
      dataOf(
        await v1.GET('/api/v1/issues/{issue}/pull-requests', {
          params: { path: { issue: identifier }, query: { per_page: 100 } },
        }),
      ).data as PullRequest[],
  });
}

function useInvalidateIntegrations() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY });
}

export function useCreateIntegration(onCreated: (created: IntegrationWithSecret) => void) {
  const invalidate = useInvalidateIntegrations();
  return useMutation({
    mutationFn: (provider: Integration['provider']) =>
      api.post<IntegrationWithSecret>('/api/ui/integrations', { provider }),
    onSuccess: (created) => {
      invalidate();
      onCreated(created);
    },
  });
}

export function useRotateIntegrationSecret(onRotated: (rotated: IntegrationWithSecret) => void) {
  return useMutation({
    mutationFn: (id: number) => api.post<IntegrationWithSecret>(`/api/ui/integrations/${id}/rotate-secret`),
    onSuccess: onRotated,
  });
}

export function useDeleteIntegration() {
  const invalidate = useInvalidateIntegrations();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/ui/integrations/${id}`),
    onSettled: invalidate,
  });
}

export function useCodeHostSettings() {
  const invalidate = useInvalidateIntegrations();
  return useMutation({
    mutationFn: (settings: CodeHostSettings) =>
      api.put<CodeHostSettings>('/api/ui/integrations/settings', settings),
    onSettled: invalidate,
  });
}
