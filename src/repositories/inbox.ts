import type { Insertable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { ActorType, InboxItemsTable } from '../db/schema.js';
import { fetchPage, type Page } from './paging.js';

export interface InboxRow {
  id: number;
  kind: string;
  actor_type: ActorType | null;
  actor_id: number | null;
  created_at: string;
  read_at: string | null;
  comment_id: number | null;
  comment_body: string | null;
  run_id: string | null;
  note: string | null;
  meeting_id: string | null;
  meeting_title: string | null;
  issue_number: number | null;
  issue_title: string | null;
  project_prefix: string | null;
}

export async function insertInboxItems(db: Executor, items: Insertable<InboxItemsTable>[]): Promise<void> {
  if (items.length > 0) await db.insertInto('inbox_items').values(items).execute();
}

export async function deleteCommentInboxItems(db: Executor, commentId: number): Promise<void> {
  await db.deleteFrom('inbox_items').where('comment_id', '=', commentId).execute();
}

/**
 * A person's items in one workspace, on issues that still exist (or on none: a runtime's), with what
 * their presentation needs.
 * The left joins reach at most one row each (by primary key), so counting these rows counts items.
 */
function itemRows(db: Executor, workspaceId: number, userId: number, unreadOnly: boolean) {
  let query = db
    .selectFrom('inbox_items')
    .leftJoin('issues', 'issues.id', 'inbox_items.issue_id')
    .leftJoin('comments', 'comments.id', 'inbox_items.comment_id')
    .leftJoin('projects', 'projects.id', 'issues.project_id')
    .leftJoin('meetings', 'meetings.id', 'inbox_items.meeting_id')
    .select([
      'inbox_items.id',
      'inbox_items.kind',
      'inbox_items.actor_type',
      'inbox_items.actor_id',
      'inbox_items.created_at',
      'inbox_items.read_at',
      'inbox_items.comment_id',
      'comments.body as comment_body',
      'inbox_items.run_id',
      'inbox_items.note',
      'inbox_items.meeting_id',
      'meetings.title as meeting_title',
      'issues.number as issue_number',
      'issues.title as issue_title',
      'projects.prefix as project_prefix',
    ])
    .where('inbox_items.workspace_id', '=', workspaceId)
    .where('inbox_items.user_id', '=', userId)
    .where((eb) => eb.or([eb('inbox_items.issue_id', 'is', null), eb('issues.deleted_at', 'is', null)]));
  if (unreadOnly) query = query.where('inbox_items.read_at', 'is', null);
  return query;
}

/** Newest first. */
export async function listInboxRows(
  db: Executor,
  workspaceId: number,
  userId: number,
  options: { unreadOnly: boolean; limit: number; offset: number },
): Promise<Page<InboxRow>> {
  const query = itemRows(db, workspaceId, userId, options.unreadOnly).orderBy('inbox_items.id', 'desc');
  return fetchPage(query, options.limit, options.offset);
}

export async function findInboxRow(
  db: Executor,
  workspaceId: number,
  userId: number,
  id: number,
): Promise<InboxRow | undefined> {
  return itemRows(db, workspaceId, userId, false).where('inbox_items.id', '=', id).executeTakeFirst();
}

/** Marks read once: a second call keeps the first time it was read. */
export async function markInboxItemRead(db: Executor, id: number, now: string): Promise<void> {
  await db
    .updateTable('inbox_items')
    .set({ read_at: now })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
}
