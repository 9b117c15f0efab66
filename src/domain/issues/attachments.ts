import { Readable } from 'node:stream';
import { ulid } from 'ulid';
import { type Db, type Executor, inTransaction, type Tx } from '../../db/connection.js';
import type { Attachment, Comment, Issue } from '../../db/schema.js';
import {
  deleteAttachment as deleteAttachmentRow,
  findWorkspaceAttachment,
  insertAttachment,
  listIssueAttachments,
} from '../../repositories/attachments.js';
import { findIssueComment, projectPrefixOf } from '../../repositories/comments.js';
import { findIssueById } from '../../repositories/issues.js';
import type { ObjectStorage } from '../../storage/index.js';
import { ActorDirectory } from '../actors.js';
import { receiveSingleFile, type ReceivedFile, type UploadPart } from './attachment-upload.js';
import { callerActor, type Caller } from '../caller.js';
import { nowOf, type CommandContext, type SystemContext } from '../context.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { emitLiveOnlyEvent } from '../events.js';
import { issueIdentifier, resolveIssue } from './issue-ref.js';
import { assertCanChangeComment, assertCanDeleteAttachment } from '../policy.js';
import type { AttachmentView } from '../../schemas/attachments.js';
import type { LiveOnlyEventName } from '../../schemas/enums.js';

/** The `url` routes through the service, which checks membership; there is no signed direct link. */
export function attachmentUrl(id: number, ctx: Pick<SystemContext, 'appUrl'>): string {
  return `${ctx.appUrl}/api/v1/attachments/${id}`;
}

export function presentAttachment(
  row: Attachment,
  ctx: Pick<SystemContext, 'appUrl'>,
  actors: ActorDirectory,
): AttachmentView {
  return {
    id: row.id,
    name: row.name,
    mime: row.mime,
    size: row.size,
    checksum: row.checksum,
    uploader: actors.view(row.uploader_type, row.uploader_id),
    url: attachmentUrl(row.id, ctx),
    created_at: row.created_at,
  };
}

export function attachmentActors(rows: Attachment[]) {
  return rows.map((row) => ({ type: row.uploader_type, id: row.uploader_id }));
}

/** Resized copies are cached next to the original under these keys. */
export const DERIVED_SIZES = { thumb: 512, large: 1400 } as const;
export type DerivedSize = keyof typeof DERIVED_SIZES;

export function derivedKey(storageKey: string, size: DerivedSize): string {
  return `${storageKey}.${size}.webp`;
}

/** Every object stored for an attachment: the original and its cached resized copies. */
export function storedKeys(storageKey: string): string[] {
  return [
    storageKey,
    ...Object.keys(DERIVED_SIZES).map((size) => derivedKey(storageKey, size as DerivedSize)),
  ];
}

/** Removes stored bytes after the rows are gone; a failure only leaves an unreachable object behind. */
export async function removeStoredFiles(storage: ObjectStorage, storageKeys: string[]): Promise<void> {
  await Promise.allSettled(storageKeys.flatMap(storedKeys).map((key) => storage.delete(key)));
}

export interface UploadTarget {
  issue: Issue;
  comment: Comment | null;
}

/**
 * Where an upload goes, checked before a byte of it is read: the issue (404 when it is not the
 * workspace's), and for a comment upload the comment of that issue, which the caller must have written
 * and which must not be withdrawn.
 */
export async function uploadTarget(
  db: Executor,
  caller: Caller,
  issueReference: string,
  commentId: number | null,
): Promise<UploadTarget> {
  const issue = await resolveIssue(db, caller.workspace, issueReference);
  if (commentId === null) return { issue, comment: null };
  const comment = await findIssueComment(db, issue.id, commentId);
  if (!comment) throw new NotFoundError('Comment');
  assertCanChangeComment(caller, comment, 'attach');
  if (comment.withdrawn)
    throw new ConflictError('The comment has been withdrawn; files cannot be attached to it.');
  return { issue, comment };
}

function newStorageKey(workspaceId: number): string {
  return `attachments/${workspaceId}/${ulid().toLowerCase()}`;
}

/**
 * Receives the multipart upload into storage, then records it in its own short transaction (so `db` must
 * be the database, not a transaction); a record that fails leaves no bytes behind.
 */
export async function uploadAttachment(
  db: Db,
  ctx: CommandContext,
  {
    storage,
    target,
    parts,
  }: { storage: ObjectStorage; target: UploadTarget; parts: AsyncIterable<UploadPart> },
): Promise<AttachmentView> {
  const { caller } = ctx;
  const received = await receiveSingleFile(parts, storage, () => newStorageKey(caller.workspace.id));
  try {
    // The transaction opens only once the bytes are stored: none is held open while a client uploads.
    return await inTransaction(db, (tx) => recordAttachment(tx, ctx, { target, received }));
  } catch (error) {
    await removeStoredFiles(storage, [received.key]);
    throw error;
  }
}

/**
 * Records a received file (stored and checked by receiveSingleFile) on its issue or comment, in the
 * caller's transaction: the upload above, and the attachments of a mail (src/domain/integrations/inbound-mail.ts).
 */
export async function recordAttachment(
  tx: Tx,
  ctx: CommandContext,
  { target, received }: { target: UploadTarget; received: ReceivedFile },
): Promise<AttachmentView> {
  const { caller } = ctx;
  const row = await insertAttachment(tx, {
    workspace_id: caller.workspace.id,
    issue_id: target.issue.id,
    comment_id: target.comment?.id ?? null,
    run_id: null,
    uploader_type: callerActor(caller).type,
    uploader_id: callerActor(caller).id,
    name: received.name,
    mime: received.mime,
    size: received.size,
    checksum: received.checksum,
    storage_key: received.key,
    created_at: nowOf(ctx),
  });
  const view = presentAttachment(row, ctx, await ActorDirectory.load(tx, attachmentActors([row])));
  await announceAttachment(tx, caller, 'attachment.created', target.issue, row, view);
  return view;
}

/**
 * Stores a file given whole (a mail's attachment) the way an upload is stored: the same name cleaning,
 * type decision from the bytes and size limits; throws the upload's ValidationError when refused.
 */
export async function receiveFileBytes(
  storage: ObjectStorage,
  workspaceId: number,
  name: string,
  bytes: Buffer,
): Promise<ReceivedFile> {
  async function* onePart(): AsyncIterable<UploadPart> {
    yield { type: 'file', fieldname: 'file', filename: name, file: Readable.from([bytes]) };
  }
  return receiveSingleFile(onePart(), storage, () => newStorageKey(workspaceId));
}

/**
 * Tells the browsers following the workspace (the issue page) that an issue's files changed: a
 * live-only event, since the contract's webhooks have none for attachments.
 */
async function announceAttachment(
  db: Executor,
  caller: Caller,
  event: LiveOnlyEventName,
  issue: Issue,
  row: Attachment,
  view: Partial<AttachmentView>,
): Promise<void> {
  const identifier = issueIdentifier(
    issue.number,
    await projectPrefixOf(db, issue.project_id),
    caller.workspace.issue_prefix,
  );
  await emitLiveOnlyEvent(db, caller.workspace, event, {
    ...view,
    issue: identifier,
    comment: row.comment_id,
  });
}

export async function getAttachment(db: Executor, caller: Caller, id: number): Promise<Attachment> {
  const row = await findWorkspaceAttachment(db, caller.workspace.id, id);
  if (!row) throw new NotFoundError('Attachment');
  return row;
}

export async function listAttachmentsOfIssue(
  db: Executor,
  ctx: CommandContext,
  input: { issue: string; limit: number; offset: number },
): Promise<{ items: AttachmentView[]; total: number }> {
  const issue = await resolveIssue(db, ctx.caller.workspace, input.issue);
  const { rows, total } = await listIssueAttachments(db, issue.id, input.limit, input.offset);
  const actors = await ActorDirectory.load(db, attachmentActors(rows));
  return { items: rows.map((row) => presentAttachment(row, ctx, actors)), total };
}

/** DELETE /attachments/{id}: the row goes in the transaction, the bytes once it has committed. */
export async function deleteAttachment(tx: Tx, ctx: CommandContext, input: { id: number }): Promise<string> {
  const { caller } = ctx;
  const row = await getAttachment(tx, caller, input.id);
  assertCanDeleteAttachment(caller, row);
  await deleteAttachmentRow(tx, row.id);
  const issue = await findIssueById(tx, row.issue_id);
  if (issue) await announceAttachment(tx, caller, 'attachment.deleted', issue, row, { id: row.id });
  return row.storage_key;
}
