import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, server, type BodyOf } from './client.js';
import { ISSUES_KEY } from './issues.js';
import { LABELS_KEY } from './labels.js';

/**
 * Changing many issues at once from the list's selection (issue 40): one `POST /issues/bulk`, one
 * transaction, all or nothing (the 422 names each issue refused, keyed by its identifier). A change
 * answers an undo id, which `useUndoBulkChange` spends within ten minutes.
 */
export type BulkChange = NonNullable<BodyOf<'/api/v1/issues/bulk', 'post'>['change']>;

export type BulkFilter = NonNullable<BodyOf<'/api/v1/issues/bulk', 'post'>['filter']>;

/** Which issues: those selected, or every one matching the list's filter. */
export type BulkScope = { ids: string[] } | { filter: BulkFilter };

export interface BulkOutcome {
  count: number;
  issues: string[];
  undo_id: number | null;
  undo_until: string | null;
}

function useInvalidating<Input>(request: (input: Input) => Promise<BulkOutcome>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ISSUES_KEY });
      void queryClient.invalidateQueries({ queryKey: LABELS_KEY });
    },
  });
}

/** A change, or `'delete'` to delete the issues (which has no undo). */
export function useBulkChangeIssues() {
  return useInvalidating(async ({ scope, change }: { scope: BulkScope; change: BulkChange | 'delete' }) =>
    dataOf(
      await server.POST('/api/v1/issues/bulk', {
        body: change === 'delete' ? { ...scope, delete: true } : { ...scope, change },
      }),
    ),
  );
}

export function useUndoBulkChange() {
  return useInvalidating(async (bulk: number) =>
    dataOf(await server.POST('/api/v1/issues/bulk/{bulk}/undo', { params: { path: { bulk } } })),
  );
}
