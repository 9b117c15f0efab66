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

export async function stopTimer(): Promise<void> {
  await server.POST('/api/v1/timer/stop');
}
