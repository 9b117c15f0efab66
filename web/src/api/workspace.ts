import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, server, type BodyOf, type DataOf } from './client.js';
import { SESSION_KEY } from './session.js';

/** Administration → Workspace (issue 30): `/api/ui/workspace`. */
export type WorkspaceSettings = DataOf<'/api/ui/workspace', 'get'>;
export type WorkspaceSettingsChange = BodyOf<'/api/ui/workspace', 'patch'>;

export const WORKSPACE_SETTINGS_KEY = ['workspace-settings'] as const;

export const workspaceSettingsQuery = () =>
  queryOptions({
    queryKey: WORKSPACE_SETTINGS_KEY,
    queryFn: async ({ signal }) => dataOf(await server.GET('/api/ui/workspace', { signal })),
  });

export function useChangeWorkspaceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WorkspaceSettingsChange) =>
      dataOf(await server.PATCH('/api/ui/workspace', { body })),
    onSuccess: (settings) => {
      queryClient.setQueryData(WORKSPACE_SETTINGS_KEY, settings);
      // The shell shows the workspace's name (from the session); cycles change what the cycle pickers offer.
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      void queryClient.invalidateQueries({ queryKey: ['cycles'] });
    },
  });
}
