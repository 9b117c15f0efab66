/**
 * Attachments of an issue and its comments (`/api/v1/issues/{issue}/attachments`,
 * `/api/v1/attachments/{id}`): the list under the issue's key, so the issue page's live events
 * (`attachment.created`, `attachment.deleted`) refresh it with the rest of the page.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, fetchAllPages, server, type DataOf } from './client.js';
import { issueKey } from './issue-page.js';

export type Attachment = DataOf<'/api/v1/issues/{issue}/attachments', 'get'>[number];

export const issueAttachmentsKey = (identifier: string) => [...issueKey(identifier), 'attachments'] as const;

export const issueAttachmentsQuery = (identifier: string) =>
  queryOptions({
    queryKey: issueAttachmentsKey(identifier),
    queryFn: ({ signal }) =>
      fetchAllPages(
        () =>
          server.GET('/api/v1/issues/{issue}/attachments', {
            params: { path: { issue: identifier }, query: { per_page: 100 } },
            signal,
          }),
        { signal },
      ),
  });

/** One file as the API's upload takes it: multipart, in the part named `file`. */
function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/**
 * Attaches a file to the issue. The route reads the multipart stream itself, so its description
 * declares no body; the client sends a FormData as it is (with its own multipart boundary).
 */
export async function uploadIssueAttachment(identifier: string, file: File): Promise<Attachment> {
  return dataOf(
    await server.POST('/api/v1/issues/{issue}/attachments', {
      params: { path: { issue: identifier } },
      body: fileForm(file) as never,
    }),
  );
}

/** Attaches a file to the issue; its files are read again. */
export function useUploadIssueAttachment(identifier: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadIssueAttachment(identifier, file),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: issueAttachmentsKey(identifier) }),
  });
}

/** Removes a file; the issue's files and comments (which list theirs) are read again. */
export function useDeleteAttachment(identifier: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => server.DELETE('/api/v1/attachments/{id}', { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: issueKey(identifier) }),
  });
}
