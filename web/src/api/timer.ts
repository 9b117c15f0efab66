/** The person's running timer (`/api/v1/timer`): one query under one key, and Stop. */
import { queryOptions } from '@tanstack/react-query';
import { dataOf, server, type DataOf } from './client.js';

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
