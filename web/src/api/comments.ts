/** An issue's comment thread (`/api/v1/issues/{issue}/comments`): every page, and its writes. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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

/** What a write of the thread refreshes on the issue's page: the thread, the runs it queued, the history, the files. */
function useThreadChanged(identifier: string) {
  const queryClient = useQueryClient();
  return () => {
    for (const part of ['comments', 'runs', 'activity', 'attachments']) {
      void queryClient.invalidateQueries({ queryKey: [...issueKey(identifier), part] });
    }
  };
}

/**
 * Posts a comment (or a reply). `onPosted` runs with the answer even if the composer is gone by then
 * (its draft is cleared there).
 */
export function usePostComment(identifier: string, onPosted: (comment: Comment) => void) {
  const changed = useThreadChanged(identifier);
  return useMutation({
    mutationFn: (body: NewComment) => postComment(identifier, body),
    onSuccess: (comment) => {
      changed();
      onPosted(comment);
    },
  });
}

/** Edits one's comment; `onEdited` runs even if the editor is gone by then (its draft is cleared there). */
export function useEditComment(identifier: string, onEdited: () => void) {
  const changed = useThreadChanged(identifier);
  return useMutation({
    mutationFn: ({ comment, body }: { comment: number; body: string }) =>
      editComment(identifier, comment, body),
    onSuccess: () => {
      changed();
      onEdited();
    },
  });
}

export function useWithdrawComment(identifier: string) {
  const changed = useThreadChanged(identifier);
  return useMutation({
    mutationFn: (comment: number) => withdrawComment(identifier, comment),
    onSuccess: changed,
  });
}
