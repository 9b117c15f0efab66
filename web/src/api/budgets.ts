/** Monthly budgets and the per-run ceiling (`/api/ui/budgets`), and usage against them (`/api/v1/usage`). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, server, type BodyOf, type DataOf } from './client.js';

export type Budget = DataOf<'/api/ui/budgets', 'get'>[number];
export type BudgetScope = Budget['scope'];
export type RunCeiling = DataOf<'/api/ui/budgets/run-ceiling', 'get'>;
export type Usage = DataOf<'/api/v1/usage', 'get'>;
export type UsageRow = Usage['agents'][number];

export const BUDGETS_KEY = ['budgets'] as const;
export const USAGE_KEY = ['usage'] as const;
export const RUN_CEILING_KEY = ['run-ceiling'] as const;

export const budgetsQuery = queryOptions({
  queryKey: BUDGETS_KEY,
  queryFn: async () => dataOf(await server.GET('/api/ui/budgets')),
});

export const usageQuery = queryOptions({
  queryKey: USAGE_KEY,
  queryFn: async () => dataOf(await server.GET('/api/v1/usage')),
});

/** Sets a cap, or removes it with `monthly_cap_usd: null` (then answers null). */
export async function setBudget(body: BodyOf<'/api/ui/budgets', 'put'>) {
  return dataOf(await server.PUT('/api/ui/budgets', { body }));
}

export const runCeilingQuery = queryOptions({
  queryKey: RUN_CEILING_KEY,
  queryFn: async () => dataOf(await server.GET('/api/ui/budgets/run-ceiling')),
});

export async function setRunCeiling(maxRunCostUsd: number | null): Promise<RunCeiling> {
  return dataOf(
    await server.PUT('/api/ui/budgets/run-ceiling', { body: { max_run_cost_usd: maxRunCostUsd } }),
  );
}

/** Sets or removes a monthly cap; the budgets and the usage against them are read again. */
export function useSetBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBudget,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: BUDGETS_KEY });
      await queryClient.invalidateQueries({ queryKey: USAGE_KEY });
    },
  });
}

/** Sets the default per-run ceiling; the answer replaces the cached one. */
export function useSetRunCeiling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRunCeiling,
    onSuccess: (saved) => queryClient.setQueryData(RUN_CEILING_KEY, saved),
  });
}
