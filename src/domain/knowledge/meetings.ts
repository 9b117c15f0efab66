import type { Insertable } from 'kysely';
import type { Static } from 'typebox';
import { ulid } from 'ulid';
import { nowIso } from '../../clock.js';
import type { Executor, Tx } from '../../db/connection.js';
import type { Meeting, MeetingAttendeesTable, MeetingsTable } from '../../db/schema.js';
import {
  actionItemsOf,
  attendeesOf,
  cancelMeetings,
  deleteAttendees,
  findMeeting,
  findWorkspaceProject,
  insertAttendees,
  insertMeetings,
  listMeetings,
  openSeriesMeetingsFrom,
  projectNames,
  updateMeeting,
  type MeetingListFilter,
} from '../../repositories/meetings.js';
import {
  ActorDirectory,
  actorKey,
  parseActorKeyOrFail,
  resolveWorkspaceActor,
  type ActorRef,
} from '../actors.js';
import type { Caller } from '../caller.js';
import { nowOf, type CommandContext } from '../context.js';
import type { MeetingRecurrence, MeetingStatus } from '../../schemas/enums.js';
import { isAcceptedInstant } from '../date-range.js';
import { mailMinutes } from './meeting-minutes-mail.js';
import { DATE_RANGE_WORDS, LATEST_YEAR } from '../../schemas/limits.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { sanitizeRichText } from '../html.js';
import { issueIdentifier } from '../issues/issue-ref.js';
import { asPerson, assertCanContribute, assertCanManageMeeting, canManageMeeting } from '../policy.js';
import { requiredLine, singleLine, withoutNul } from '../text-input.js';
import { canonicalUlid } from '../ulid-ref.js';
import type {
  Attendee,
  CreateMeetingBody,
  MeetingQuery as MeetingQuerySchema,
  MeetingView,
  UpdateMeetingBody,
} from '../../schemas/meetings.js';

export const DEFAULT_DURATION_MINUTES = 30;

export type AttendeeInput = Static<typeof Attendee>;
export type MeetingInput = Static<typeof UpdateMeetingBody>;
export type NewMeetingInput = Static<typeof CreateMeetingBody>;

/** decisions §6.1: canceled, then minuted, then held once it has ended, otherwise scheduled. */
export function meetingStatus(
  meeting: Pick<Meeting, 'canceled_at' | 'minutes_sent_at' | 'ends_at'>,
  now: string = nowIso(),
): MeetingStatus {
  if (meeting.canceled_at !== null) return 'canceled';
  if (meeting.minutes_sent_at !== null) return 'minuted';
  if (meeting.ends_at <= now) return 'held';
  return 'scheduled';
}

/**
 * Serialises meetings for `caller`: project names, actors, attendees and action items in one query
 * each, whatever the number of meetings. `detail` adds agenda and minutes (single-meeting responses).
 */
export async function presentMeetings(
  db: Executor,
  caller: Caller,
  meetings: Meeting[],
  detail: boolean,
): Promise<MeetingView[]> {
  const ids = meetings.map((m) => m.id);
  const [attendees, actionItems, projects] = await Promise.all([
    attendeesOf(db, ids),
    actionItemsOf(db, caller.workspace.id, ids),
    projectNames(
      db,
      meetings.map((m) => m.project_id),
    ),
  ]);
  const actors = await ActorDirectory.load(db, [
    ...meetings.map((m) => ({ type: m.organiser_type, id: m.organiser_id })),
    ...attendees.map((a) => ({ type: a.actor_type, id: a.actor_id })),
  ]);
  const now = nowIso();
  return meetings.map((meeting) => {
    const view: MeetingView = {
      id: meeting.id,
      title: meeting.title,
      project: projects.get(meeting.project_id) ?? '',
      project_id: meeting.project_id,
      location: meeting.location,
      scheduled_for: meeting.scheduled_for,
      ends_at: meeting.ends_at,
      duration_minutes: meeting.duration_minutes,
      status: meetingStatus(meeting, now),
      recurring: meeting.series_id !== null,
      series: meeting.series_id,
      organiser: actors.view(meeting.organiser_type, meeting.organiser_id)!,
      attendees: attendees
        .filter((a) => a.meeting_id === meeting.id)
        .map((a) => {
          const actor = actors.view(a.actor_type, a.actor_id);
          return { name: actor?.name ?? a.name ?? '', required: a.required === 1, actor };
        }),
      action_items: actionItems
        .filter((item) => item.meeting_id === meeting.id)
        .map((item) => ({
          identifier: issueIdentifier(item.number, item.project_prefix, caller.workspace.issue_prefix),
          title: item.title,
          status: item.status,
        })),
      minutes_sent_at: meeting.minutes_sent_at,
      canceled_at: meeting.canceled_at,
      created_at: meeting.created_at,
      updated_at: meeting.updated_at,
    };
    if (detail) {
      view.agenda = meeting.agenda;
      view.minutes = meeting.minutes;
    }
    if (canManageMeeting(caller, { type: meeting.organiser_type, id: meeting.organiser_id })) {
      view.notes = meeting.notes;
    }
    return view;
  });
}

export async function presentMeeting(db: Executor, caller: Caller, meeting: Meeting): Promise<MeetingView> {
  const [view] = await presentMeetings(db, caller, [meeting], true);
  return view!;
}

export type MeetingQuery = Omit<Static<typeof MeetingQuerySchema>, 'page' | 'per_page'>;

export async function listWorkspaceMeetings(
  db: Executor,
  caller: Caller,
  query: MeetingQuery,
  limit: number,
  offset: number,
) {
  const filter: MeetingListFilter = {
    workspaceId: caller.workspace.id,
    when: query.when ?? 'all',
    now: nowIso(),
  };
  if (query.project !== undefined) {
    filter.projectId = (await projectOf(db, caller.workspace.id, query.project)).id;
  }
  if (query.series !== undefined) {
    const series = canonicalUlid(query.series);
    if (!series) throw ValidationError.field('series', 'The series must be a meeting series ULID.');
    filter.seriesId = series;
  }
  const { rows, total } = await listMeetings(db, filter, limit, offset);
  return { items: await presentMeetings(db, caller, rows, false), total };
}

/** A meeting of the caller's workspace; anything else (another workspace's, malformed) is 404. */
export async function getMeeting(db: Executor, workspaceId: number, reference: string): Promise<Meeting> {
  const id = canonicalUlid(reference);
  const meeting = id ? await findMeeting(db, workspaceId, id) : undefined;
  if (!meeting) throw new NotFoundError('Meeting');
  return meeting;
}

/**
 * For `POST /issues` with `meeting` (decisions §6.3): the meeting the new issue becomes an action item
 * of. A meeting that is not in the workspace is a 422 on `meeting`, like every id sent in a body.
 */
export async function findMeetingForActionItem(
  db: Executor,
  workspaceId: number,
  meetingUlid: unknown,
): Promise<Meeting> {
  const id = canonicalUlid(meetingUlid);
  const meeting = id ? await findMeeting(db, workspaceId, id) : undefined;
  if (!meeting) {
    throw ValidationError.field('meeting', 'The meeting does not name a meeting of this workspace.');
  }
  return meeting;
}

async function projectOf(db: Executor, workspaceId: number, projectId: number) {
  const project = await findWorkspaceProject(db, workspaceId, projectId);
  if (!project) throw ValidationError.field('project', 'The project does not exist in this workspace.');
  return project;
}

// The accepted years (decisions §11.3): ISO text then sorts and compares the same on both databases.
function parseSchedule(raw: string): number {
  const time = Date.parse(raw);
  if (!isAcceptedInstant(time)) {
    throw ValidationError.field(
      'scheduled_for',
      `The scheduled_for field must be an ISO 8601 timestamp with a time zone, ${DATE_RANGE_WORDS}.`,
    );
  }
  return time;
}

function endsAt(start: number, durationMinutes: number): string {
  return new Date(start + durationMinutes * 60_000).toISOString();
}

/** Start times of a series: the first meeting, then one every week, two weeks or month (in UTC). */
export function seriesStarts(first: number, every: MeetingRecurrence, count: number): number[] {
  const starts: number[] = [];
  const origin = new Date(first);
  for (let i = 0; i < count; i++) {
    if (every === 'monthly') {
      const year = origin.getUTCFullYear();
      const month = origin.getUTCMonth() + i;
      // The 31st falls back to the last day of shorter months, never spilling into the next one.
      const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
      const day = Math.min(origin.getUTCDate(), lastDay);
      starts.push(
        Date.UTC(
          year,
          month,
          day,
          origin.getUTCHours(),
          origin.getUTCMinutes(),
          origin.getUTCSeconds(),
          origin.getUTCMilliseconds(),
        ),
      );
    } else {
      starts.push(first + i * (every === 'weekly' ? 7 : 14) * 86_400_000);
    }
  }
  return starts;
}

/** The attendee rows: each names a workspace actor or an outside guest, once. */
async function attendeeRows(
  db: Executor,
  workspaceId: number,
  attendees: AttendeeInput[],
  organiser: ActorRef | null,
): Promise<Omit<Insertable<MeetingAttendeesTable>, 'meeting_id'>[]> {
  const rows: Omit<Insertable<MeetingAttendeesTable>, 'meeting_id'>[] = [];
  const seen = new Set<string>();
  for (const [index, attendee] of attendees.entries()) {
    const field = `attendees.${index}`;
    const hasActor = attendee.actor !== undefined;
    const name = attendee.name === undefined ? undefined : singleLine(attendee.name);
    if (hasActor === (name !== undefined && name !== '')) {
      throw ValidationError.field(
        field,
        'Each attendee names either an actor (such as user:1) or, for a guest, a name; not both.',
      );
    }
    let key: string;
    let row: Omit<Insertable<MeetingAttendeesTable>, 'meeting_id' | 'position'>;
    if (hasActor) {
      const ref = await resolveWorkspaceActor(
        db,
        workspaceId,
        parseActorKeyOrFail(attendee.actor!, `${field}.actor`),
        `${field}.actor`,
      );
      key = actorKey(ref);
      row = {
        actor_type: ref.type,
        actor_id: ref.id,
        name: null,
        required: attendee.required === false ? 0 : 1,
      };
    } else {
      key = `name:${name!.toLowerCase()}`;
      row = { actor_type: null, actor_id: null, name: name!, required: attendee.required === false ? 0 : 1 };
    }
    if (seen.has(key)) throw ValidationError.field(field, 'This attendee is listed twice.');
    seen.add(key);
    rows.push({ ...row, position: rows.length });
  }
  // Whoever schedules a meeting attends it, unless they listed themselves already.
  if (organiser && !seen.has(actorKey(organiser))) {
    rows.unshift({
      actor_type: organiser.type,
      actor_id: organiser.id,
      name: null,
      required: 1,
      position: 0,
    });
    rows.forEach((row, position) => (row.position = position));
  }
  return rows;
}

function richText(value: string | null | undefined): string {
  return value ? sanitizeRichText(withoutNul(value)) : '';
}

function notesText(value: string | null | undefined): string {
  return withoutNul(value ?? '').trim();
}

function line(value: string | null | undefined): string {
  return singleLine(value ?? '');
}

/**
 * `POST /meetings`: one meeting, or with `recurrence` the whole series (each occurrence a meeting of its
 * own with `recurring: true`). Sends no invitations. Returns the first meeting.
 */
export async function createMeeting(tx: Tx, ctx: CommandContext, input: NewMeetingInput): Promise<Meeting> {
  const { caller } = ctx;
  const person = asPerson(caller, 'schedule meetings');
  assertCanContribute(person, 'schedule meetings');
  const project = await projectOf(tx, caller.workspace.id, input.project);
  const first = parseSchedule(input.scheduled_for);
  const duration = input.duration_minutes ?? DEFAULT_DURATION_MINUTES;
  const starts = input.recurrence
    ? seriesStarts(first, input.recurrence.every, input.recurrence.count)
    : [first];
  if (!isAcceptedInstant(starts.at(-1)!)) {
    throw ValidationError.field('recurrence', `The series would run past the year ${LATEST_YEAR}.`);
  }
  const organiser: ActorRef = { type: 'user', id: person.user.id };
  const attendees = await attendeeRows(tx, caller.workspace.id, input.attendees ?? [], organiser);
  const seriesId = input.recurrence ? ulid() : null;
  const now = nowOf(ctx);
  const rows: Insertable<MeetingsTable>[] = starts.map((start) => ({
    id: ulid(),
    workspace_id: caller.workspace.id,
    project_id: project.id,
    series_id: seriesId,
    title: requiredLine(input.title, 'title'),
    location: line(input.location),
    scheduled_for: new Date(start).toISOString(),
    duration_minutes: duration,
    ends_at: endsAt(start, duration),
    organiser_type: organiser.type,
    organiser_id: organiser.id,
    agenda: richText(input.agenda),
    minutes: richText(input.minutes),
    notes: notesText(input.notes),
    minutes_sent_at: null,
    canceled_at: null,
    created_at: now,
    updated_at: now,
  }));
  const meetings = await insertMeetings(tx, rows);
  await insertAttendees(
    tx,
    meetings.flatMap((meeting) => attendees.map((a) => ({ ...a, meeting_id: meeting.id }))),
  );
  return meetings.find((m) => m.id === rows[0]!.id)!;
}

/**
 * `PATCH /meetings/{meeting}`: any subset. Organiser or administrator only; a request naming `minutes`
 * after they were circulated is a conflict, whatever it says.
 */
export async function changeMeeting(
  tx: Tx,
  ctx: CommandContext,
  { meeting: reference, ...input }: MeetingInput & { meeting: string },
): Promise<Meeting> {
  const { caller } = ctx;
  const meeting = await getMeeting(tx, caller.workspace.id, reference);
  assertCanManageMeeting(caller, { type: meeting.organiser_type, id: meeting.organiser_id });
  if (input.minutes !== undefined && meeting.minutes_sent_at !== null) {
    throw new ConflictError(
      `The minutes were circulated at ${meeting.minutes_sent_at}; they can no longer be changed.`,
    );
  }
  const changes: Parameters<typeof updateMeeting>[2] = { updated_at: nowOf(ctx) };
  if (input.title !== undefined) changes.title = requiredLine(input.title, 'title');
  if (input.project !== undefined)
    changes.project_id = (await projectOf(tx, caller.workspace.id, input.project)).id;
  if (input.location !== undefined) changes.location = line(input.location);
  if (input.agenda !== undefined) changes.agenda = richText(input.agenda);
  if (input.minutes !== undefined) changes.minutes = richText(input.minutes);
  if (input.notes !== undefined) changes.notes = notesText(input.notes);
  if (input.scheduled_for !== undefined || input.duration_minutes !== undefined) {
    const start =
      input.scheduled_for !== undefined
        ? parseSchedule(input.scheduled_for)
        : Date.parse(meeting.scheduled_for);
    const duration = input.duration_minutes ?? meeting.duration_minutes;
    changes.scheduled_for = new Date(start).toISOString();
    changes.duration_minutes = duration;
    changes.ends_at = endsAt(start, duration);
  }
  if (input.attendees !== undefined) {
    // The list is replaced as sent: somebody not coming is removed (contract: Meeting, attendees).
    const rows = await attendeeRows(tx, caller.workspace.id, input.attendees, null);
    await deleteAttendees(tx, meeting.id);
    await insertAttendees(
      tx,
      rows.map((row) => ({ ...row, meeting_id: meeting.id })),
    );
  }
  return updateMeeting(tx, meeting.id, changes);
}

/** `POST /meetings/{meeting}/minutes/send` (decisions §6.2): circulates the minutes once. */
export async function sendMinutes(
  tx: Tx,
  ctx: CommandContext,
  { meeting: reference, mailOn }: { meeting: string; mailOn: boolean },
): Promise<Meeting> {
  const { caller } = ctx;
  const meeting = await getMeeting(tx, caller.workspace.id, reference);
  assertCanManageMeeting(caller, { type: meeting.organiser_type, id: meeting.organiser_id });
  if (meeting.canceled_at !== null)
    throw new ConflictError('The meeting was canceled; it has no minutes to circulate.');
  if (meeting.minutes_sent_at !== null) {
    throw new ConflictError(`The minutes were already circulated at ${meeting.minutes_sent_at}.`);
  }
  const now = nowOf(ctx);
  const sent = await updateMeeting(tx, meeting.id, { minutes_sent_at: now, updated_at: now });
  await mailMinutes(tx, ctx, { meeting: sent, mailOn });
  return sent;
}

/**
 * `POST /meetings/{meeting}/cancel`: cancels the meeting (again: no change), and with `following` every
 * later meeting of its series that is still open. A meeting whose minutes were sent can be canceled too
 * (decisions §6.2); its status is then `canceled`, the minutes stay as they were.
 */
export async function cancelMeeting(
  tx: Tx,
  ctx: CommandContext,
  { meeting: reference, ...options }: { meeting: string; following?: boolean },
): Promise<Meeting> {
  const { caller } = ctx;
  const meeting = await getMeeting(tx, caller.workspace.id, reference);
  assertCanManageMeeting(caller, { type: meeting.organiser_type, id: meeting.organiser_id });
  const now = nowOf(ctx);
  const ids = [meeting.id];
  if (options.following && meeting.series_id !== null) {
    const later = await openSeriesMeetingsFrom(tx, meeting.series_id, meeting.scheduled_for);
    ids.push(...later.map((m) => m.id).filter((id) => id !== meeting.id));
  }
  await cancelMeetings(tx, ids, now);
  return getMeeting(tx, caller.workspace.id, meeting.id);
}
