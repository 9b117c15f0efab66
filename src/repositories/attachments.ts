import type { Insertable } from 'kysely';
import type { Executor, Tx } from '../db/connection.js';
import type { Attachment, AttachmentCopy, AttachmentsTable } from '../db/schema.js';
import { fetchPage, type Page } from './paging.js';

export async function insertAttachment(
  db: Executor,
  values: Insertable<AttachmentsTable>,
): Promise<Attachment> {
  return db.insertInto('attachments').values(values).returningAll().executeTakeFirstOrThrow();
}

/** A file of the workspace whose issue still exists (a deleted issue's files go with it). */
export async function findWorkspaceAttachment(
  db: Executor,
  workspaceId: number,
  id: number,
): Promise<Attachment | undefined> {
  return db
    .selectFrom('attachments')
    .innerJoin('issues', 'issues.id', 'attachments.issue_id')
    .selectAll('attachments')
    .where('attachments.workspace_id', '=', workspaceId)
    .where('attachments.id', '=', id)
    .where('issues.deleted_at', 'is', null)
    .executeTakeFirst();
}

export async function listCommentAttachments(db: Executor, commentIds: number[]): Promise<Attachment[]> {
  if (commentIds.length === 0) return [];
  return db
    .selectFrom('attachments')
    .selectAll()
    .where('comment_id', 'in', commentIds)
    .orderBy('id')
    .execute();
}

/** Every file on the issue, its own and its comments', oldest first. */
export async function listIssueAttachments(
  db: Executor,
  issueId: number,
  limit: number,
  offset: number,
): Promise<Page<Attachment>> {
  const query = db.selectFrom('attachments').selectAll().where('issue_id', '=', issueId).orderBy('id');
  return fetchPage(query, limit, offset);
}

export async function deleteAttachment(tx: Tx, id: number): Promise<void> {
  await tx.deleteFrom('attachments').where('id', '=', id).execute();
}

/** Removes a comment's files and answers their storage keys, for deletion once the transaction commits. */
export async function deleteCommentAttachments(db: Executor, commentId: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('attachments')
    .where('comment_id', '=', commentId)
    .returning('storage_key')
    .execute();
  return rows.map((row) => row.storage_key);
}

/** What is known of one resized copy of an attachment: stored under a key, known impossible, or nothing yet. */
export async function findAttachmentCopy(
  db: Executor,
  attachmentId: number,
  size: AttachmentCopy['size'],
): Promise<AttachmentCopy | undefined> {
  return db
    .selectFrom('attachment_copies')
    .selectAll()
    .where('attachment_id', '=', attachmentId)
    .where('size', '=', size)
    .executeTakeFirst();
}

/** Records a copy once; a second record of the same copy (made by another process) changes nothing. */
export async function recordAttachmentCopy(db: Executor, copy: AttachmentCopy): Promise<void> {
  await db
    .insertInto('attachment_copies')
    .values(copy)
    .onConflict((oc) => oc.columns(['attachment_id', 'size']).doNothing())
    .execute();
}
