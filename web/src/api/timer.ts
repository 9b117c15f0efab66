/** The person's running timer (`/api/v1/timer`): one query under one key, and Stop. */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dataOf, server, type DataOf } from './client.js';
import { ISSUE_KEY } from './issue-page.js';
import { TIME_KEY } from './time.js';

export type RunningTimer = NonNullable<DataOf<'/api/v1/timer', 'get'>>;

export const TIMER_KEY = ['timer'] as const;

export const timerQuery = queryOptions({
  queryKey: TIMER_KEY,
  queryFn: async (): Promise<RunningTimer | null> => dataOf(await server.GET('/api/v1/timer')) ?? null,
  refetchInterval: 60_000,
});

/** Stops the running timer; answers the hours it logged. */
export async function stopTimer(): Promise<StoppedTimer> {
  return dataOf(await server.POST('/api/v1/timer/stop'));
}

export type StoppedTimer = DataOf<'/api/v1/timer/stop', 'post'>;

export async function startTimer(issue: string, note: string): Promise<RunningTimer> {
  return dataOf(
    await server.POST('/api/v1/issues/{issue}/timer', {
      params: { path: { issue } },
      body: note ? { note } : {},
    }),
  );
}

/** Throws the running timer away without logging anything. */
export async function discardTimer(): Promise<void> {
  await server.DELETE('/api/v1/timer');
}

/**
 * What a timer write refreshes: the timer and the hours (awaited, so the buttons settle on the new
 * state), and the issue pages (their totals and entries).
 */
async function timerChanged(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: ISSUE_KEY });
  await queryClient.invalidateQueries({ queryKey: TIMER_KEY });
  await queryClient.invalidateQueries({ queryKey: TIME_KEY });
}

/** Starts a timer on an issue (one running elsewhere stops and logs its time). */
export function useStartTimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ issue, note }: { issue: string; note: string }) => startTimer(issue, note),
    onSuccess: () => timerChanged(queryClient),
  });
}

/** Stops the running timer; refreshes even when it failed (it may have stopped elsewhere). */
export function useStopTimer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: stopTimer, onSettled: () => timerChanged(queryClient) });
}

export function useDiscardTimer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: discardTimer, onSuccess: () => timerChanged(queryClient) });
}
