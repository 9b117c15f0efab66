import { type Insertable, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { Executor, Tx } from '../db/connection.js';
import { lockedForWrite } from '../db/row-locks.js';
import type { ActorType, Database, TimeEntriesTable, TimeEntry } from '../db/schema.js';
import { fetchPage, type Page } from './paging.js';

export interface TimeEntryFilters {
  workspaceId: number;
  from?: string | undefined;
  to?: string | undefined;
  issueId?: number | undefined;
  meetingId?: string | undefined;
  actor?: { type: ActorType; id: number } | undefined;
  source?: string | undefined;
  /** `work` (issue and meeting hours), or one subject. */
  subject?: 'work' | 'issue' | 'meeting' | 'absence' | undefined;
  absenceKind?: string | undefined;
}

function filtered(db: Executor, filters: TimeEntryFilters) {
  let query: SelectQueryBuilder<Database, 'time_entries', object> = db
    .selectFrom('time_entries')
    .where('workspace_id', '=', filters.workspaceId);
  if (filters.from !== undefined) query = query.where('spent_on', '>=', filters.from);
  if (filters.to !== undefined) query = query.where('spent_on', '<=', filters.to);
  if (filters.issueId !== undefined) query = query.where('issue_id', '=', filters.issueId);
  if (filters.meetingId !== undefined) query = query.where('meeting_id', '=', filters.meetingId);
  if (filters.actor !== undefined) {
    query = query.where('actor_type', '=', filters.actor.type).where('actor_id', '=', filters.actor.id);
  }
  if (filters.source !== undefined) {
    query = query.where('source', '=', filters.source as TimeEntriesTable['source']);
  }
  if (filters.subject === 'work') query = query.where('subject', '!=', 'absence');
  else if (filters.subject !== undefined) query = query.where('subject', '=', filters.subject);
  if (filters.absenceKind !== undefined) {
    query = query.where('subject', '=', 'absence').where('absence_kind', '=', filters.absenceKind);
  }
  return query;
}

/** Newest day first; within a day the latest entry first, so pages are stable. */
export async function listTimeEntries(
  db: Executor,
  filters: TimeEntryFilters,
  limit: number,
  offset: number,
): Promise<Page<TimeEntry>> {
  const query = filtered(db, filters).selectAll().orderBy('spent_on', 'desc').orderBy('id', 'desc');
  return fetchPage(query, limit, offset);
}

export async function findTimeEntry(db: Executor, workspaceId: number, id: number) {
  return entryById(db, workspaceId, id).executeTakeFirst();
}

/**
 * The entry, locked until the caller's transaction ends, for a change or a removal: a concurrent one
 * waits, then finds the entry changed or gone (404) instead of writing to a row no longer there.
 */
export async function findTimeEntryForWrite(tx: Tx, workspaceId: number, id: number) {
  return lockedForWrite(tx, entryById(tx, workspaceId, id)).executeTakeFirst();
}

function entryById(db: Executor, workspaceId: number, id: number) {
  return db
    .selectFrom('time_entries')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id);
}

export async function insertTimeEntry(db: Executor, values: Insertable<TimeEntriesTable>) {
  return db.insertInto('time_entries').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Inserts in chunks so a year-long absence stays under every driver's parameter limit. */
export async function insertTimeEntries(
  db: Executor,
  rows: Insertable<TimeEntriesTable>[],
): Promise<TimeEntry[]> {
  const out: TimeEntry[] = [];
  for (let i = 0; i < rows.length; i += 100) {
    out.push(
      ...(await db
        .insertInto('time_entries')
        .values(rows.slice(i, i + 100))
        .returningAll()
        .execute()),
    );
  }
  return out.sort((a, b) => a.id - b.id);
}

export async function updateTimeEntry(db: Executor, id: number, values: Updateable<TimeEntriesTable>) {
  return db
    .updateTable('time_entries')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteTimeEntry(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('time_entries').where('id', '=', id).execute();
}

/** Days between `from` and `to` on which the actor already has an absence. */
export async function absenceDays(
  db: Executor,
  workspaceId: number,
  actor: { type: ActorType; id: number },
  from: string,
  to: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('time_entries')
    .select('spent_on')
    .where('workspace_id', '=', workspaceId)
    .where('actor_type', '=', actor.type)
    .where('actor_id', '=', actor.id)
    .where('subject', '=', 'absence')
    .where('spent_on', '>=', from)
    .where('spent_on', '<=', to)
    .execute();
  return new Set(rows.map((r) => r.spent_on));
}

/** Every absence of the workspace between two days, for capacity. */
export async function absencesBetween(db: Executor, workspaceId: number, from: string, to: string) {
  return db
    .selectFrom('time_entries')
    .select(['actor_type', 'actor_id', 'spent_on', 'minutes'])
    .where('workspace_id', '=', workspaceId)
    .where('subject', '=', 'absence')
    .where('spent_on', '>=', from)
    .where('spent_on', '<=', to)
    .execute();
}

/** Issue number, title and project prefix for presenting entries; deleted issues included. */
export async function issueLabels(db: Executor, issueIds: number[]) {
  if (issueIds.length === 0) return [];
  return db
    .selectFrom('issues')
    .leftJoin('projects', 'projects.id', 'issues.project_id')
    .select(['issues.id', 'issues.number', 'issues.title', 'projects.prefix as project_prefix'])
    .where('issues.id', 'in', issueIds)
    .execute();
}

/** Meeting titles for presenting meeting entries. */
export async function meetingTitles(db: Executor, meetingIds: string[]) {
  if (meetingIds.length === 0) return [];
  return db.selectFrom('meetings').select(['id', 'title']).where('id', 'in', meetingIds).execute();
}

/** Whether a meeting (ULID) belongs to the workspace: the `meeting` filter is checked before use. */
export async function meetingExists(db: Executor, workspaceId: number, meetingId: string): Promise<boolean> {
  const row = await db
    .selectFrom('meetings')
    .select('id')
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', meetingId)
    .executeTakeFirst();
  return row !== undefined;
}
