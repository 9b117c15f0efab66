/** The knowledge base (`/api/v1/articles`): the tree, a search, one article, and its writes. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, fetchAllPages, server, type BodyOf, type DataOf } from './client.js';

export type Article = DataOf<'/api/v1/articles', 'get'>[number];
/** One article as `GET /articles/{article}` answers it: with its body. */
export type FullArticle = DataOf<'/api/v1/articles/{article}', 'get'>;
export type ArticleState = Article['state'];
export type ArticleChange = BodyOf<'/api/v1/articles/{article}', 'patch'>;

/** Every articles query starts with this key, so a write refreshes the tree and the searches. */
export const ARTICLES_KEY = ['articles'] as const;

export const allArticlesQuery = queryOptions({
  queryKey: [...ARTICLES_KEY, 'all'],
  queryFn: ({ signal }) =>
    fetchAllPages(() => server.GET('/api/v1/articles', { params: { query: { per_page: 100 } }, signal }), {
      signal,
    }),
});

/** The first hundred articles matching the words (the search lists no more). */
export const articleSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...ARTICLES_KEY, 'search', q],
    queryFn: async ({ signal }) =>
      dataOf(await server.GET('/api/v1/articles', { params: { query: { q, per_page: 100 } }, signal })),
  });

export const articleQuery = (id: string) =>
  queryOptions({
    queryKey: [...ARTICLES_KEY, 'one', id],
    queryFn: async ({ signal }) =>
      dataOf(await server.GET('/api/v1/articles/{article}', { params: { path: { article: id } }, signal })),
  });

export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<'/api/v1/articles', 'post'>) =>
      dataOf(await server.POST('/api/v1/articles', { body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ARTICLES_KEY }),
  });
}

/** Saves an article: its own query takes the answer, the tree and the searches are read again. */
export function useChangeArticle(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ArticleChange) =>
      dataOf(await server.PATCH('/api/v1/articles/{article}', { params: { path: { article: id } }, body })),
    onSuccess: (next) => {
      queryClient.setQueryData(articleQuery(id).queryKey, next);
      void queryClient.invalidateQueries({ queryKey: [...ARTICLES_KEY, 'all'] });
      void queryClient.invalidateQueries({ queryKey: [...ARTICLES_KEY, 'search'] });
    },
  });
}
