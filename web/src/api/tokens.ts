/** Settings → API tokens (`/api/ui/tokens`). */
import { queryOptions } from '@tanstack/react-query';
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
