/**
 * Approvals bound to one action (decisions §12.10): a run's requests, answered once from the run page.
 * The queries live under the run's key, so whatever refreshes the run refreshes them.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, server, type DataOf } from './client.js';
import { RUN_KEY, RUNS_KEY } from './runs.js';

export type Approval = DataOf<'/api/v1/approvals/{id}', 'get'>;

/** `awaiting`: the run's flag, in the key so that a run event turning it over reads the list again. */
export const runApprovalsQuery = (ulid: string, awaiting: boolean) =>
  queryOptions({
    queryKey: [...RUN_KEY, ulid, 'approvals', awaiting],
    queryFn: async ({ signal }) =>
      dataOf(await server.GET('/api/v1/runs/{run}/approvals', { params: { path: { run: ulid } }, signal })),
  });

export function useAnswerApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      decision,
      reason,
    }: {
      id: number;
      decision: 'approve' | 'deny';
      reason: string;
    }) => {
      const params = { path: { id } };
      const body = { reason: reason.trim() === '' ? null : reason.trim() };
      return dataOf(
        decision === 'approve'
          ? await server.POST('/api/v1/approvals/{id}/approve', { params, body })
          : await server.POST('/api/v1/approvals/{id}/deny', { params, body }),
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: RUN_KEY }),
        queryClient.invalidateQueries({ queryKey: RUNS_KEY }),
      ]),
  });
}
