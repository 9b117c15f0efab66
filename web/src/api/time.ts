/**
 * Hours (`/api/v1/time-entries`, `/api/v1/absences`): a week's entries (the reader's, agents' runs, the
 * team's), one issue's entries, logging on an issue or a meeting, editing and deleting, and recording
 * absences. The running timer is api/timer.ts.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bodyOf, dataOf, fetchAllPages, server, type BodyOf, type DataOf } from './client.js';
import { CAPACITY_KEY } from './cycles.js';
import { issueKey } from './issue-page.js';

export type TimeEntry = DataOf<'/api/v1/time-entries', 'get'>[number];
export type LoggedTime = DataOf<'/api/v1/issues/{issue}/time', 'post'>;
export type TimeChange = BodyOf<'/api/v1/time-entries/{id}', 'patch'>;
export type AbsenceBody = BodyOf<'/api/v1/absences', 'post'>;
export type AbsenceKind = AbsenceBody['kind'];
export type AbsenceRecorded = Awaited<ReturnType<typeof recordAbsence>>;

/** Every query of hours (the week, the team, the timer's entries) starts with this key. */
export const TIME_KEY = ['time'] as const;

type WeekFilter = { mine?: '1'; source?: 'agent_run' };

/** Every entry of the week from `monday` that the filter keeps. */
function weekEntriesQuery(name: string, monday: string, sunday: string, filter: WeekFilter) {
  return queryOptions({
    queryKey: [...TIME_KEY, name, monday],
    queryFn: ({ signal }) =>
      fetchAllPages(
        () =>
          server.GET('/api/v1/time-entries', {
            params: { query: { ...filter, from: monday, to: sunday, per_page: 100 } },
            signal,
          }),
        { signal },
      ),
  });
}

export const myWeekQuery = (monday: string, sunday: string) =>
  weekEntriesQuery('mine', monday, sunday, { mine: '1' });

/** Hours agents' runs logged in the week (shown read-only beside the reader's own). */
export const agentRunsWeekQuery = (monday: string, sunday: string) =>
  weekEntriesQuery('agent-runs', monday, sunday, { source: 'agent_run' });

export const teamWeekQuery = (monday: string, sunday: string) => weekEntriesQuery('team', monday, sunday, {});

/** Every entry logged on one issue (the issue page's Time section). */
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

export async function logTime(
  subject: TimeSubject,
  body: BodyOf<'/api/v1/issues/{issue}/time', 'post'>,
): Promise<LoggedTime> {
  if ('issue' in subject) {
    return dataOf(await server.POST('/api/v1/issues/{issue}/time', { params: { path: subject }, body }));
  }
  return dataOf(await server.POST('/api/v1/meetings/{meeting}/time', { params: { path: subject }, body }));
}

export async function changeTimeEntry(id: number, body: TimeChange): Promise<TimeEntry> {
  return dataOf(await server.PATCH('/api/v1/time-entries/{id}', { params: { path: { id } }, body }));
}

export type TimeSubject = { issue: string } | { meeting: string };

/**
 * What a write of hours refreshes: every hours query (awaited, so the form settles on the new week),
 * the issue's page when it was on an issue (its total and entries), and capacity when it was an absence.
 */
async function hoursChanged(
  queryClient: QueryClient,
  change: { issue?: string | undefined; absence?: boolean },
): Promise<void> {
  if (change.issue) void queryClient.invalidateQueries({ queryKey: issueKey(change.issue) });
  if (change.absence) void queryClient.invalidateQueries({ queryKey: CAPACITY_KEY });
  await queryClient.invalidateQueries({ queryKey: TIME_KEY });
}

/** Logs time on an issue or a meeting (the page clears its form in `mutate`'s onSuccess). */
export function useLogTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      subject,
      body,
    }: {
      subject: TimeSubject;
      body: BodyOf<'/api/v1/issues/{issue}/time', 'post'>;
    }) => logTime(subject, body),
    onSuccess: (_logged, { subject }) =>
      hoursChanged(queryClient, { issue: 'issue' in subject ? subject.issue : undefined }),
  });
}

/** Changes an entry's duration, day or note. */
export function useChangeTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: TimeChange }) => changeTimeEntry(id, change),
    onSuccess: () => hoursChanged(queryClient, {}),
  });
}

/** Deletes an entry (an absence's day through its own address). */
export function useDeleteTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimeEntry,
    onSuccess: (_nothing, entry) => hoursChanged(queryClient, { absence: entry.subject === 'absence' }),
  });
}

/** Records an absence over days; capacity is read again too. */
export function useRecordAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordAbsence,
    onSuccess: () => hoursChanged(queryClient, { absence: true }),
  });
}

/** Deletes hours: an absence's day through its own address, anything else as a time entry. */
export async function deleteTimeEntry(entry: Pick<TimeEntry, 'id' | 'subject'>): Promise<void> {
  const params = { path: { id: entry.id } };
  if (entry.subject === 'absence') await server.DELETE('/api/v1/absences/{id}', { params });
  else await server.DELETE('/api/v1/time-entries/{id}', { params });
}

/** Records an absence over days; the answer says which days were skipped and why. */
export async function recordAbsence(body: AbsenceBody) {
  return bodyOf(await server.POST('/api/v1/absences', { body }));
}
