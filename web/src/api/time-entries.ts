/**
 * Hours on one issue (`/api/v1/time-entries?issue_id=`, `/api/v1/issues/{issue}/time`) and the timer
 * started from it (`/api/v1/issues/{issue}/timer`); the running timer itself is api/timer.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import { dataOf, fetchAllPages, server, type DataOf } from './client.js';
import { issueKey } from './issue-page.js';

export type TimeEntry = DataOf<'/api/v1/time-entries', 'get'>[number];

export const issueTimeEntriesQuery = (identifier: string) =>
  queryOptions({
    queryKey: [...issueKey(identifier), 'time'],
    queryFn: ({ signal }) =>
      fetchAllPages(
        () =>
          server.GET('/api/v1/time-entries', {
            params: { query: { issue_id: identifier, per_page: 100 } },
            signal,
          }),
        { signal },
      ),
  });

export async function logIssueTime(identifier: string, duration: string, note: string): Promise<TimeEntry> {
  return dataOf(
    await server.POST('/api/v1/issues/{issue}/time', {
      params: { path: { issue: identifier } },
      body: { duration, ...(note.trim() ? { note } : {}) },
    }),
  );
}

export async function startIssueTimer(identifier: string): Promise<void> {
  await server.POST('/api/v1/issues/{issue}/timer', { params: { path: { issue: identifier } }, body: {} });
}

export async function discardTimer(): Promise<void> {
  await server.DELETE('/api/v1/timer');
}
