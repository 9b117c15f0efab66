import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWorkspaceSettingsInput, WorkspaceSettingsView } from '../../../src/schemas/workspaces.js';
import { api } from './client.js';
import { SESSION_KEY } from './session.js';

/** Administration → Workspace (issue 30): `/api/ui/workspace`. */
export const WORKSPACE_SETTINGS_KEY = ['workspace-settings'] as const;

export const workspaceSettingsQuery = () =>
  queryOptions({
    queryKey: WORKSPACE_SETTINGS_KEY,
    queryFn: ({ signal }) => api.get<WorkspaceSettingsView>('/api/ui/workspace', { signal }),
  });

export function useChangeWorkspaceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWorkspaceSettingsInput) =>
      api.patch<WorkspaceSettingsView>('/api/ui/workspace', body),
    onSuccess: (settings) => {
      queryClient.setQueryData(WORKSPACE_SETTINGS_KEY, settings);
      // The shell shows the workspace's name (from the session); cycles change what the cycle pickers offer.
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      void queryClient.invalidateQueries({ queryKey: ['cycles'] });
    },
  });
}
