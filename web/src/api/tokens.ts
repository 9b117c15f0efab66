/** Settings → API tokens (`/api/ui/tokens`). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, server, type BodyOf, type DataOf } from './client.js';

export type ApiToken = DataOf<'/api/ui/tokens', 'get'>[number];
export type CreatedToken = DataOf<'/api/ui/tokens', 'post'>;
export type Ability = NonNullable<BodyOf<'/api/ui/tokens', 'post'>['abilities']>[number];

export const TOKENS_KEY = ['tokens'] as const;

export const tokensQuery = queryOptions({
  queryKey: TOKENS_KEY,
  queryFn: async () => dataOf(await server.GET('/api/ui/tokens')),
});

export async function createToken(body: BodyOf<'/api/ui/tokens', 'post'>): Promise<CreatedToken> {
  return dataOf(await server.POST('/api/ui/tokens', { body }));
}

export async function revokeToken(id: number): Promise<void> {
  await server.DELETE('/api/ui/tokens/{id}', { params: { path: { id } } });
}

/** Creates a token (its secret is in the answer, once); the list is read again. */
export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createToken,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: TOKENS_KEY }),
  });
}

export function useRevokeToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TOKENS_KEY }),
  });
}
