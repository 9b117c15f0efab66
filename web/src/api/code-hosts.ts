/**
 * The code host (issue 29): Administration → Integrations (`/api/ui/integrations`) and an issue's pull
 * requests (`GET /api/v1/issues/{issue}/pull-requests`), their query keys, options and mutations.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, fetchAllPages, server, type BodyOf, type DataOf } from './client.js';
import { issueKey } from './issue-page.js';

export type Integration = DataOf<'/api/ui/integrations', 'get'>[number];
/** A new or rotated integration: the only answers that carry its webhook secret. */
export type IntegrationWithSecret = DataOf<'/api/ui/integrations', 'post'>;
export type CodeHostSettings = BodyOf<'/api/ui/integrations/settings', 'put'>;
export type PullRequest = DataOf<'/api/v1/issues/{issue}/pull-requests', 'get'>[number];

export const INTEGRATIONS_KEY = ['integrations'] as const;
const SETTINGS_KEY = ['integrations', 'settings'] as const;

export const integrationsQuery = queryOptions({
  queryKey: [...INTEGRATIONS_KEY, 'list'],
  queryFn: async () => dataOf(await server.GET('/api/ui/integrations')),
});

export const codeHostSettingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: async () => dataOf(await server.GET('/api/ui/integrations/settings')),
});

/** An issue's pull requests; under the issue's key, so the page's live refresh reaches them. */
export function pullRequestsQuery(identifier: string) {
  return queryOptions({
    queryKey: [...issueKey(identifier), 'pull-requests'],
    queryFn: ({ signal }) =>
      fetchAllPages(
        () =>
          server.GET('/api/v1/issues/{issue}/pull-requests', {
            params: { path: { issue: identifier }, query: { per_page: 100 } },
            signal,
          }),
        { signal },
      ),
  });
}

function useInvalidateIntegrations() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY });
}

export function useCreateIntegration(onCreated: (created: IntegrationWithSecret) => void) {
  const invalidate = useInvalidateIntegrations();
  return useMutation({
    mutationFn: async (provider: Integration['provider']) =>
      dataOf(await server.POST('/api/ui/integrations', { body: { provider } })),
    onSuccess: (created) => {
      invalidate();
      onCreated(created);
    },
  });
}

/** Also reconnects an integration an import brought without its secret: the list drops its mark. */
export function useRotateIntegrationSecret(onRotated: (rotated: IntegrationWithSecret) => void) {
  const invalidate = useInvalidateIntegrations();
  return useMutation({
    mutationFn: async (id: number) =>
      dataOf(await server.POST('/api/ui/integrations/{id}/rotate-secret', { params: { path: { id } } })),
    onSuccess: (rotated) => {
      invalidate();
      onRotated(rotated);
    },
  });
}

export function useDeleteIntegration() {
  const invalidate = useInvalidateIntegrations();
  return useMutation({
    mutationFn: (id: number) => server.DELETE('/api/ui/integrations/{id}', { params: { path: { id } } }),
    onSettled: invalidate,
  });
}

export function useCodeHostSettings() {
  const invalidate = useInvalidateIntegrations();
  return useMutation({
    mutationFn: async (settings: CodeHostSettings) =>
      dataOf(await server.PUT('/api/ui/integrations/settings', { body: settings })),
    onSettled: invalidate,
  });
}
