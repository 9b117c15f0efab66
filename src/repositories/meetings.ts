import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { MeetingAttendeesTable, MeetingsTable } from '../db/schema.js';
import { fetchPage } from './paging.js';

export interface MeetingListFilter {
  workspaceId: number;
  projectId?: number;
  seriesId?: string;
  /** `upcoming`: not over yet (ends after `now`); `past`: over; `all`: both. */
  when: 'upcoming' | 'past' | 'all';
  now: string;
}

function filtered(db: Executor, filter: MeetingListFilter) {
  let query = db.selectFrom('meetings').where('workspace_id', '=', filter.workspaceId);
  if (filter.projectId !== undefined) query = query.where('project_id', '=', filter.projectId);
  if (filter.seriesId !== undefined) query = query.where('series_id', '=', filter.seriesId);
  if (filter.when === 'upcoming') query = query.where('ends_at', '>', filter.now);
  if (filter.when === 'past') query = query.where('ends_at', '<=', filter.now);
  return query;
}

/** Upcoming and all meetings read like a calendar (soonest first); past ones most recent first. */
export async function listMeetings(db: Executor, filter: MeetingListFilter, limit: number, offset: number) {
  const direction = filter.when === 'past' ? 'desc' : 'asc';
  const query = filtered(db, filter).selectAll().orderBy('scheduled_for', direction).orderBy('id', direction);
  return fetchPage(query, limit, offset);
}

export async function findMeeting(db: Executor, workspaceId: number, id: string) {
  return db
    .selectFrom('meetings')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertMeetings(db: Executor, rows: Insertable<MeetingsTable>[]) {
  return db.insertInto('meetings').values(rows).returningAll().execute();
}

export async function updateMeeting(db: Executor, id: string, values: Updateable<MeetingsTable>) {
  return db.updateTable('meetings').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Meetings of a series from a start time on, not yet canceled or minuted. */
export async function openSeriesMeetingsFrom(db: Executor, seriesId: string, from: string) {
  return db
    .selectFrom('meetings')
    .select('id')
    .where('series_id', '=', seriesId)
    .where('scheduled_for', '>=', from)
    .where('canceled_at', 'is', null)
    .where('minutes_sent_at', 'is', null)
    .execute();
}

export async function cancelMeetings(db: Executor, ids: string[], at: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('meetings')
    .set({ canceled_at: at, updated_at: at })
    .where('id', 'in', ids)
    .where('canceled_at', 'is', null)
    .execute();
}

/** In slices: a long series with many attendees would exceed SQLite's limit of bound parameters. */
const ATTENDEE_ROWS_PER_INSERT = 500;

export async function insertAttendees(db: Executor, rows: Insertable<MeetingAttendeesTable>[]) {
  for (let start = 0; start < rows.length; start += ATTENDEE_ROWS_PER_INSERT) {
    await db
      .insertInto('meeting_attendees')
      .values(rows.slice(start, start + ATTENDEE_ROWS_PER_INSERT))
      .execute();
  }
}

export async function deleteAttendees(db: Executor, meetingId: string): Promise<void> {
  await db.deleteFrom('meeting_attendees').where('meeting_id', '=', meetingId).execute();
}

export async function attendeesOf(db: Executor, meetingIds: string[]) {
  if (meetingIds.length === 0) return [];
  return db
    .selectFrom('meeting_attendees')
    .selectAll()
    .where('meeting_id', 'in', meetingIds)
    .orderBy('meeting_id')
    .orderBy('position')
    .execute();
}

/** The issues meetings produced (not deleted), with what their identifiers are made of. */
export async function actionItemsOf(db: Executor, workspaceId: number, meetingIds: string[]) {
  if (meetingIds.length === 0) return [];
  return db
    .selectFrom('issues')
    .leftJoin('projects', 'projects.id', 'issues.project_id')
    .select([
      'issues.meeting_id',
      'issues.number',
      'issues.title',
      'issues.status',
      'projects.prefix as project_prefix',
    ])
    .where('issues.workspace_id', '=', workspaceId)
    .where('issues.meeting_id', 'in', meetingIds)
    .where('issues.deleted_at', 'is', null)
    .orderBy('issues.number')
    .execute();
}

export async function projectNames(db: Executor, projectIds: number[]): Promise<Map<number, string>> {
  if (projectIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('projects')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(projectIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function findWorkspaceProject(db: Executor, workspaceId: number, projectId: number) {
  return db
    .selectFrom('projects')
    .select(['id', 'name'])
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', projectId)
    .executeTakeFirst();
}

/** A meeting's attendees who are people still in its workspace, in the meeting's order, with their email. */
export async function meetingAttendeesToMail(db: Executor, workspaceId: number, meetingId: string) {
  return db
    .selectFrom('meeting_attendees')
    .innerJoin('users', 'users.id', 'meeting_attendees.actor_id')
    .innerJoin('memberships', (join) =>
      join.onRef('memberships.user_id', '=', 'users.id').on('memberships.workspace_id', '=', workspaceId),
    )
    .select(['users.id', 'users.email'])
    .where('meeting_attendees.meeting_id', '=', meetingId)
    .where('meeting_attendees.actor_type', '=', 'user')
    .where('users.deleted_at', 'is', null)
    .where('memberships.left_at', 'is', null)
    .orderBy('meeting_attendees.position')
    .execute();
}
