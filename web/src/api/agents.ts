/**
 * Agents and runtimes: Administration → Agents (`/api/ui/agents`, `/api/ui/runtimes`, every agent the
 * caller may see, with its settings) and the agents of the API (`GET /api/v1/agents`, the ones the caller
 * may put to work).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, fetchAllPages, server, type BodyOf, type DataOf } from './client.js';

export type Agent = DataOf<'/api/ui/agents', 'get'>[number];
export type AgentProvider = Agent['provider'];
export type AgentVisibility = Agent['visibility'];
export type AgentBody = BodyOf<'/api/ui/agents', 'post'>;
export type Runtime = DataOf<'/api/ui/runtimes', 'get'>[number];
export type CreatedRuntime = DataOf<'/api/ui/runtimes', 'post'>;

export const AGENTS_KEY = ['agents'] as const;
export const RUNTIMES_KEY = ['runtimes'] as const;

export const agentsQuery = queryOptions({
  queryKey: AGENTS_KEY,
  queryFn: async () => dataOf(await server.GET('/api/ui/agents')),
});

/** The agents the caller may put to work (`GET /api/v1/agents`, every page). */
export const workingAgentsQuery = queryOptions({
  queryKey: ['runs', 'agents'],
  queryFn: () => fetchAllPages(() => server.GET('/api/v1/agents', { params: { query: { per_page: 100 } } })),
});

export async function createAgent(body: AgentBody): Promise<Agent> {
  return dataOf(await server.POST('/api/ui/agents', { body }));
}

export async function updateAgent(id: number, body: BodyOf<'/api/ui/agents/{id}', 'patch'>): Promise<Agent> {
  return dataOf(await server.PATCH('/api/ui/agents/{id}', { params: { path: { id } }, body }));
}

export const runtimesQuery = queryOptions({
  queryKey: RUNTIMES_KEY,
  queryFn: async () => dataOf(await server.GET('/api/ui/runtimes')),
});

export async function createRuntime(name: string): Promise<CreatedRuntime> {
  return dataOf(await server.POST('/api/ui/runtimes', { body: { name } }));
}

export async function revokeRuntime(id: number): Promise<void> {
  await server.DELETE('/api/ui/runtimes/{id}', { params: { path: { id } } });
}

/** A new agent (no `id`) or a change to one; the agents are read again. */
export function useSaveAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number | undefined; body: AgentBody }) =>
      id === undefined ? createAgent(body) : updateAgent(id, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: AGENTS_KEY }),
  });
}

/** Turns an agent on or off; the agents are read again whatever the answer. */
export function useSetAgentEnabled(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => updateAgent(id, { enabled }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AGENTS_KEY }),
  });
}

/** A new runtime (its token is in the answer, once); the runtimes are read again. */
export function useCreateRuntime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRuntime,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: RUNTIMES_KEY }),
  });
}

/** Revokes a runtime; the runtimes and the agents (which name theirs) are read again. */
export function useRevokeRuntime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeRuntime,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: RUNTIMES_KEY });
      await queryClient.invalidateQueries({ queryKey: AGENTS_KEY });
    },
  });
}
