import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../../../src/client/api-types.js';
import { AGENTS_KEY } from './agents.js';
import { bodyOf, fetchAllPages, server } from './client.js';

/**
 * An agent's instructions (versioned), skills and secrets (decisions §12.4), over /api/v1; and the
 * workspace's skills (Administration → Skills).
 */
type Json<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

export type AgentDetail = Json<'/api/v1/agents/{id}', 'get'>['data'];
export type InstructionVersion = Json<'/api/v1/agents/{id}/instructions/versions', 'get'>['data'][number];
export type AgentSecret = Json<'/api/v1/agents/{id}/secrets', 'get'>['data'][number];
export type Skill = Json<'/api/v1/skills/{id}', 'get'>['data'];

export const SKILLS_KEY = ['skills'] as const;
const agentKey = (id: number) => [...AGENTS_KEY, 'detail', id] as const;

export const agentDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...agentKey(id), 'agent'],
    queryFn: async () => bodyOf(await server.GET('/api/v1/agents/{id}', { params: { path: { id } } })).data,
  });

export const instructionVersionsQuery = (id: number) =>
  queryOptions({
    queryKey: [...agentKey(id), 'versions'],
    queryFn: async () =>
      bodyOf(
        await server.GET('/api/v1/agents/{id}/instructions/versions', {
          params: { path: { id }, query: { per_page: 20 } },
        }),
      ).data,
  });

export const agentSecretsQuery = (id: number) =>
  queryOptions({
    queryKey: [...agentKey(id), 'secrets'],
    queryFn: async () =>
      bodyOf(await server.GET('/api/v1/agents/{id}/secrets', { params: { path: { id } } })).data,
  });

export const skillsQuery = () =>
  queryOptions({
    queryKey: [...SKILLS_KEY, 'all'],
    queryFn: ({ signal }) =>
      fetchAllPages(() => server.GET('/api/v1/skills', { params: { query: { per_page: 100 } }, signal }), {
        signal,
      }),
  });

/** Changes the agent (instructions, skills…) and refreshes what shows it. */
export function useConfigureAgent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { instructions?: string | null; skill_ids?: number[] }) =>
      bodyOf(await server.PATCH('/api/v1/agents/{id}', { params: { path: { id } }, body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentKey(id) }),
  });
}

export function useSetSecret(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, value }: { name: string; value: string }) =>
      bodyOf(
        await server.PUT('/api/v1/agents/{id}/secrets/{name}', {
          params: { path: { id, name } },
          body: { value },
        }),
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...agentKey(id), 'secrets'] }),
  });
}

export function useRemoveSecret(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      server.DELETE('/api/v1/agents/{id}/secrets/{name}', { params: { path: { id, name } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...agentKey(id), 'secrets'] }),
  });
}

function useSkillMutation<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: SKILLS_KEY });
      await queryClient.invalidateQueries({ queryKey: AGENTS_KEY });
    },
  });
}

export interface SkillInput {
  name?: string;
  description?: string;
  content?: string;
  skill_md?: string;
}

export const useCreateSkill = () =>
  useSkillMutation(async (body: SkillInput) => bodyOf(await server.POST('/api/v1/skills', { body })));

export const useChangeSkill = () =>
  useSkillMutation(async ({ id, ...body }: SkillInput & { id: number }) =>
    bodyOf(await server.PATCH('/api/v1/skills/{id}', { params: { path: { id } }, body })),
  );

export const useDeleteSkill = () =>
  useSkillMutation(async (id: number) => server.DELETE('/api/v1/skills/{id}', { params: { path: { id } } }));
