/** Meetings (`/api/v1/meetings`): the lists, one meeting, a series, and their writes. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, server, type BodyOf, type DataOf } from './client.js';

export type MeetingSummary = DataOf<'/api/v1/meetings', 'get'>[number];
/** One meeting as `GET /meetings/{meeting}` answers it: with its agenda, minutes and (to some) notes. */
export type Meeting = DataOf<'/api/v1/meetings/{meeting}', 'get'>;
export type MeetingRecurrence = NonNullable<BodyOf<'/api/v1/meetings', 'post'>['recurrence']>['every'];
export type MeetingWhen = 'upcoming' | 'past' | 'all';

/** Every meetings query starts with this key, so a write refreshes the lists and the series. */
export const MEETINGS_KEY = ['meetings'] as const;

/** The first hundred meetings of a list (the lists show no more). */
function firstMeetings(query: { when: MeetingWhen; project?: number; series?: string }, signal: AbortSignal) {
  return server
    .GET('/api/v1/meetings', { params: { query: { ...query, per_page: 100 } }, signal })
    .then((answer) => dataOf(answer));
}

export const meetingsQuery = (when: MeetingWhen, project: string) =>
  queryOptions({
    queryKey: [...MEETINGS_KEY, when, project],
    queryFn: ({ signal }) =>
      firstMeetings({ when, ...(project ? { project: Number(project) } : {}) }, signal),
  });

/** Meetings to log time against (the Time page's picker). */
export const meetingsForTimeQuery = queryOptions({
  queryKey: [...MEETINGS_KEY, 'for-time'],
  queryFn: ({ signal }) => firstMeetings({ when: 'all' }, signal),
});

/** The meetings of a series, for the links between them. */
export const seriesQuery = (series: string | null) =>
  queryOptions({
    queryKey: [...MEETINGS_KEY, 'series', series],
    enabled: series !== null,
    queryFn: ({ signal }) => firstMeetings({ when: 'all', series: series ?? '' }, signal),
  });

export const meetingQuery = (id: string) =>
  queryOptions({
    queryKey: [...MEETINGS_KEY, 'one', id],
    queryFn: ({ signal }) => getMeeting(id, signal),
  });

export async function getMeeting(id: string, signal?: AbortSignal): Promise<Meeting> {
  return dataOf(
    await server.GET('/api/v1/meetings/{meeting}', { params: { path: { meeting: id } }, signal }),
  );
}

export function useScheduleMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BodyOf<'/api/v1/meetings', 'post'>) =>
      dataOf(await server.POST('/api/v1/meetings', { body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MEETINGS_KEY }),
  });
}

export async function changeMeeting(id: string, body: BodyOf<'/api/v1/meetings/{meeting}', 'patch'>) {
  return dataOf(
    await server.PATCH('/api/v1/meetings/{meeting}', { params: { path: { meeting: id } }, body }),
  );
}

export async function cancelMeeting(id: string, following: boolean): Promise<Meeting> {
  return dataOf(
    await server.POST('/api/v1/meetings/{meeting}/cancel', {
      params: { path: { meeting: id } },
      body: { following },
    }),
  );
}

export async function sendMinutes(id: string): Promise<Meeting> {
  return dataOf(
    await server.POST('/api/v1/meetings/{meeting}/minutes/send', {
      params: { path: { meeting: id } },
      body: {},
    }),
  );
}

/** A write's answer is the meeting as it now stands: it replaces the cached one, and the lists are read again. */
function useMeetingChanged(id: string) {
  const queryClient = useQueryClient();
  return (next: Meeting) => {
    queryClient.setQueryData(meetingQuery(id).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: MEETINGS_KEY });
  };
}

/** Changes the meeting's agenda, minutes or notes. */
export function useChangeMeeting(id: string) {
  const changed = useMeetingChanged(id);
  return useMutation({
    mutationFn: (body: BodyOf<'/api/v1/meetings/{meeting}', 'patch'>) => changeMeeting(id, body),
    onSuccess: changed,
  });
}

/** Cancels the meeting (and, with `following`, the later ones of its series). */
export function useCancelMeeting(id: string) {
  const changed = useMeetingChanged(id);
  return useMutation({
    mutationFn: (following: boolean) => cancelMeeting(id, following),
    onSuccess: changed,
  });
}

/** Sends the minutes, saving unsent wording (`draft`) first so it is never silently dropped. */
export function useSendMinutes(id: string) {
  const changed = useMeetingChanged(id);
  return useMutation({
    mutationFn: async (draft: string | null) => {
      if (draft !== null) await changeMeeting(id, { minutes: draft });
      return sendMinutes(id);
    },
    onSuccess: changed,
  });
}

export function useAddActionItem(meeting: Meeting) {
  const changed = useMeetingChanged(meeting.id);
  return useMutation({ mutationFn: (title: string) => addActionItem(meeting, title), onSuccess: changed });
}

/** An issue that came out of the meeting; answers the meeting as it now stands, with the new item. */
export async function addActionItem(meeting: Meeting, title: string): Promise<Meeting> {
  await server.POST('/api/v1/issues', {
    body: { title, meeting: meeting.id, project_id: meeting.project_id },
  });
  return getMeeting(meeting.id);
}
