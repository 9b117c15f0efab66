import type { Static } from 'typebox';
import { nowIso, todayUtc } from '../../clock.js';
import type { Executor, Tx } from '../../db/connection.js';
import type { TimeEntriesTable, TimeEntry } from '../../db/schema.js';
import {
  absenceDays,
  deleteTimeEntry,
  findTimeEntry,
  findTimeEntryForWrite,
  insertTimeEntry,
  issueLabels,
  listTimeEntries,
  meetingExists,
  meetingTitles,
  updateTimeEntry,
  type TimeEntryFilters,
} from '../../repositories/time-entries.js';
import { ActorDirectory } from '../actors.js';
import { callerActor, type Caller } from '../caller.js';
import { nowOf, type CommandContext } from '../context.js';
import { minutesFrom, requiredMinutesFrom } from '../durations.js';
import { ABSENCE_KINDS, type AbsenceKind, type TimeSource } from '../../schemas/enums.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { holdLiveIssues } from '../issues/issue-deletion.js';
import { issueIdentifier, resolveIssueField } from '../issues/issue-ref.js';
import { asPerson, assertCanEditTimeEntry, canEditTimeEntry } from '../policy.js';
import type { ChangeTimeEntryBody, LogTimeBody, TimeEntryView } from '../../schemas/time-entries.js';

/** The `title` of an absence entry. */
export const ABSENCE_LABELS: Record<AbsenceKind, string> = {
  vacation: 'Vacation',
  public_holiday: 'Public holiday',
  sick: 'Sick leave',
  parental: 'Parental leave',
  unpaid: 'Unpaid leave',
  other: 'Other absence',
};

export function absenceLabel(kind: string | null): string {
  return ABSENCE_LABELS[kind as AbsenceKind] ?? 'Absence';
}

/** The longest absence a single day can carry. */
export const MAX_ABSENCE_DAY_MINUTES = 24 * 60;

/** Serialises entries for `caller`: actors, issue identifiers and meeting titles in one query each. */
export async function presentTimeEntries(
  db: Executor,
  caller: Caller,
  entries: TimeEntry[],
): Promise<TimeEntryView[]> {
  const issueIds = [
    ...new Set(entries.flatMap((e) => (e.subject === 'issue' && e.issue_id ? [e.issue_id] : []))),
  ];
  const meetingIds = [
    ...new Set(entries.flatMap((e) => (e.subject === 'meeting' && e.meeting_id ? [e.meeting_id] : []))),
  ];
  const [actors, issues, meetings] = await Promise.all([
    ActorDirectory.load(
      db,
      entries.map((e) => ({ type: e.actor_type, id: e.actor_id })),
      [],
      caller,
    ),
    issueLabels(db, issueIds),
    meetingTitles(db, meetingIds),
  ]);
  const issueById = new Map(issues.map((i) => [i.id, i]));
  const meetingTitle = new Map(meetings.map((m) => [m.id, m.title]));

  return entries.map((entry) => {
    const view: TimeEntryView = {
      id: entry.id,
      subject: entry.subject,
      absence: entry.subject === 'absence' ? entry.absence_kind : null,
      title: '',
      minutes: entry.minutes,
      spent_on: entry.spent_on,
      source: entry.source,
      editable: canEditTimeEntry(caller, entry),
      note: entry.note,
      actor: actors.view(entry.actor_type, entry.actor_id)!,
    };
    if (entry.subject === 'issue') {
      const issue = entry.issue_id === null ? undefined : issueById.get(entry.issue_id);
      view.issue = issue
        ? issueIdentifier(issue.number, issue.project_prefix, caller.workspace.issue_prefix)
        : String(entry.issue_id);
      view.title = issue?.title ?? 'Deleted issue';
    } else if (entry.subject === 'meeting') {
      view.meeting = entry.meeting_id ?? '';
      view.title = meetingTitle.get(entry.meeting_id ?? '') ?? 'Meeting';
    } else {
      view.title = absenceLabel(entry.absence_kind);
    }
    return view;
  });
}

export async function presentTimeEntry(db: Executor, caller: Caller, entry: TimeEntry) {
  const [view] = await presentTimeEntries(db, caller, [entry]);
  return view!;
}

/** Plain-text note: surrounding blanks trimmed, an empty note stored as none. */
export function normaliseNote(note: string | null | undefined): string | null {
  const trimmed = note?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export type LogTimeInput = Static<typeof LogTimeBody> & {
  subject: 'issue' | 'meeting';
  /** Database key of an issue already resolved in the caller's workspace. */
  issueId?: number;
  /** ULID of a meeting already resolved in the caller's workspace. */
  meetingId?: string;
};

/**
 * Logs the caller's own hours (never anybody else's: there is no actor field) against an issue or a
 * meeting. The one code path of `POST /issues/{issue}/time` and `POST /meetings/{meeting}/time`; the
 * caller resolves the issue or meeting (404 / workspace check) first and owns the transaction.
 */
export async function logTime(tx: Tx, ctx: CommandContext, input: LogTimeInput): Promise<TimeEntry> {
  const { caller } = ctx;
  // An agent's time is what its runs measured; hours logged by hand would count it twice.
  const person = asPerson(caller, 'log time by hand (its runs’ time is measured)');
  const minutes = requiredMinutesFrom(input);
  if (input.subject === 'issue' && input.issueId === undefined) throw new Error('logTime: issueId missing');
  if (input.subject === 'meeting' && input.meetingId === undefined) {
    throw new Error('logTime: meetingId missing');
  }
  return writeTimeEntry(tx, caller.workspace.id, person.user.id, {
    subject: input.subject,
    issue_id: input.subject === 'issue' ? input.issueId! : null,
    meeting_id: input.subject === 'meeting' ? input.meetingId! : null,
    minutes,
    spent_on: input.spent_on ?? todayUtc(),
    source: 'manual',
    note: normaliseNote(input.note),
  });
}

/** Inserts one of a person's entries (manual, or measured by their timer). */
export async function writeTimeEntry(
  tx: Tx,
  workspaceId: number,
  userId: number,
  values: Pick<
    TimeEntriesTable,
    'subject' | 'issue_id' | 'meeting_id' | 'minutes' | 'spent_on' | 'source' | 'note'
  >,
): Promise<TimeEntry> {
  if (values.issue_id !== null) await holdLiveIssues(tx, [{ id: values.issue_id }]);
  const now = nowIso();
  return insertTimeEntry(tx, {
    workspace_id: workspaceId,
    actor_type: 'user',
    actor_id: userId,
    absence_kind: null,
    run_id: null,
    created_at: now,
    updated_at: now,
    ...values,
  });
}

export interface TimeEntryQuery {
  from?: string | undefined;
  to?: string | undefined;
  issue_id?: string | undefined;
  meeting?: string | undefined;
  mine?: boolean | undefined;
  source?: TimeSource | undefined;
  absence?: string | undefined;
  kind?: string | undefined;
}

/** Shared by `GET /time-entries` and `GET /absences`: the whole workspace's hours, filtered. */
export async function timeEntryFilters(
  db: Executor,
  caller: Caller,
  query: TimeEntryQuery,
): Promise<TimeEntryFilters> {
  if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
    throw ValidationError.field('to', 'The to date must be on or after the from date.');
  }
  const filters: TimeEntryFilters = { workspaceId: caller.workspace.id, from: query.from, to: query.to };
  if (query.issue_id !== undefined) {
    filters.issueId = (await resolveIssueField(db, caller.workspace, query.issue_id, 'issue_id')).id;
  }
  if (query.meeting !== undefined) {
    filters.meetingId = query.meeting.toUpperCase();
    if (!(await meetingExists(db, caller.workspace.id, filters.meetingId))) {
      throw ValidationError.field('meeting', 'The meeting does not name a meeting of this workspace.');
    }
  }
  if (query.mine) filters.actor = callerActor(caller);
  if (query.source !== undefined) filters.source = query.source;
  if (query.absence === 'work' || query.absence === 'absence') filters.subject = query.absence;
  else if (query.absence !== undefined) filters.absenceKind = query.absence;
  if (query.kind !== undefined) filters.absenceKind = query.kind;
  return filters;
}

export async function listWorkspaceTimeEntries(
  db: Executor,
  caller: Caller,
  filters: TimeEntryFilters,
  limit: number,
  offset: number,
) {
  const { rows, total } = await listTimeEntries(db, filters, limit, offset);
  return { items: await presentTimeEntries(db, caller, rows), total };
}

/** Any entry of the caller's workspace (every member sees the whole workspace's hours); else 404. */
export async function getTimeEntry(db: Executor, caller: Caller, id: number): Promise<TimeEntry> {
  const entry = await findTimeEntry(db, caller.workspace.id, id);
  if (!entry) throw new NotFoundError('Time entry');
  return entry;
}

export type TimeEntryChange = Static<typeof ChangeTimeEntryBody>;

/** PATCH: the caller's own hours only, never an agent run's; `source` is never changed. */
export async function changeTimeEntry(
  tx: Tx,
  ctx: CommandContext,
  { id, ...input }: TimeEntryChange & { id: number },
): Promise<TimeEntry> {
  const { caller } = ctx;
  const entry = await findTimeEntryForWrite(tx, caller.workspace.id, id);
  if (!entry) throw new NotFoundError('Time entry');
  assertCanEditTimeEntry(caller, entry);
  const changes: Parameters<typeof updateTimeEntry>[2] = { updated_at: nowOf(ctx) };
  const minutes = minutesFrom(
    input,
    entry.subject === 'absence' ? MAX_ABSENCE_DAY_MINUTES : undefined,
    entry.subject === 'absence' ? 'at most 24 hours a day' : undefined,
  );
  if (minutes !== undefined) changes.minutes = minutes;
  if (input.note !== undefined) changes.note = normaliseNote(input.note);
  if (input.spent_on !== undefined && input.spent_on !== entry.spent_on) {
    if (entry.subject === 'absence') {
      const taken = await absenceDays(
        tx,
        caller.workspace.id,
        { type: entry.actor_type, id: entry.actor_id },
        input.spent_on,
        input.spent_on,
      );
      if (taken.size > 0) {
        throw ValidationError.field('spent_on', 'That day already carries an absence.');
      }
    }
    changes.spent_on = input.spent_on;
  }
  return updateTimeEntry(tx, entry.id, changes);
}

/** DELETE: the same ownership rule. With `absenceOnly`, an id that is not an absence is 404. */
export async function removeTimeEntry(
  tx: Tx,
  ctx: CommandContext,
  { id, ...options }: { id: number; absenceOnly?: boolean },
): Promise<void> {
  const { caller } = ctx;
  const entry = await findTimeEntryForWrite(tx, caller.workspace.id, id);
  if (!entry || (options.absenceOnly && entry.subject !== 'absence')) {
    throw new NotFoundError(options.absenceOnly ? 'Absence' : 'Time entry');
  }
  assertCanEditTimeEntry(caller, entry);
  await deleteTimeEntry(tx, entry.id);
}

export function isAbsenceKind(value: string): value is AbsenceKind {
  return (ABSENCE_KINDS as readonly string[]).includes(value);
}
