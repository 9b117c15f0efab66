/** An issue's comment thread (`/api/v1/issues/{issue}/comments`): every page, and its writes. */
import { queryOptions } from '@tanstack/react-query';
import { dataOf, fetchAllPages, server, type BodyOf, type DataOf } from './client.js';
import { issueKey } from './issue-page.js';

export type Comment = DataOf<'/api/v1/issues/{issue}/comments', 'get'>[number];
type NewComment = BodyOf<'/api/v1/issues/{issue}/comments', 'post'>;

export const commentsQuery = (identifier: string) =>
  queryOptions({
    queryKey: [...issueKey(identifier), 'comments'],
    queryFn: ({ signal }) =>
      fetchAllPages(
        () =>
          server.GET('/api/v1/issues/{issue}/comments', {
            params: { path: { issue: identifier }, query: { per_page: 100 } },
            signal,
          }),
        { signal },
      ),
  });

export async function postComment(identifier: string, body: NewComment): Promise<Comment> {
  return dataOf(
    await server.POST('/api/v1/issues/{issue}/comments', { params: { path: { issue: identifier } }, body }),
  );
}

export async function editComment(identifier: string, comment: number, body: string): Promise<Comment> {
  return dataOf(
    await server.PATCH('/api/v1/issues/{issue}/comments/{comment}', {
      params: { path: { issue: identifier, comment } },
      body: { body },
    }),
  );
}

/** Withdraws a comment: its text and files go, the entry stays so replies keep their place. */
export async function withdrawComment(identifier: string, comment: number): Promise<void> {
  await server.DELETE('/api/v1/issues/{issue}/comments/{comment}', {
    params: { path: { issue: identifier, comment } },
  });
}
