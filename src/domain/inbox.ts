import { nowIso } from '../clock.js';
import type { Executor, Tx } from '../db/connection.js';
import {
  findInboxRow,
  insertInboxItems,
  listInboxRows,
  markInboxItemRead,
  type InboxRow,
} from '../repositories/inbox.js';
import { ActorDirectory, type ActorRef, type ActorView } from './actors.js';
import type { Caller } from './caller.js';
import { NotFoundError } from './errors.js';
import { plainText } from './html.js';
import { issueIdentifier } from './issue-ref.js';

/**
 * A person's inbox: an item each time somebody mentions them in a comment (never for their own mention).
 * Items on deleted issues drop out; items of a withdrawn comment are removed with its text.
 */

export const INBOX_KINDS = ['mention'] as const;
const EXCERPT_LENGTH = 200;

export interface InboxItemView {
  id: number;
  type: (typeof INBOX_KINDS)[number];
  read: boolean;
  read_at: string | null;
  actor: ActorView | null;
  issue: { id: string; title: string };
  comment: { id: number; excerpt: string } | null;
  created_at: string;
}

export async function notifyMentionedPeople(
  db: Executor,
  input: { workspaceId: number; issueId: number; commentId: number; author: ActorRef; mentions: ActorRef[] },
): Promise<void> {
  const now = nowIso();
  const people = input.mentions.filter(
    (actor) => actor.type === 'user' && !(input.author.type === 'user' && input.author.id === actor.id),
  );
  await insertInboxItems(
    db,
    people.map((person) => ({
      workspace_id: input.workspaceId,
      user_id: person.id,
      kind: 'mention',
      issue_id: input.issueId,
      comment_id: input.commentId,
      actor_type: input.author.type,
      actor_id: input.author.id,
      created_at: now,
      read_at: null,
    })),
  );
}

function present(row: InboxRow, actors: ActorDirectory, workspacePrefix: string): InboxItemView {
  return {
    id: row.id,
    type: 'mention',
    read: row.read_at !== null,
    read_at: row.read_at,
    actor: actors.view(row.actor_type, row.actor_id),
    issue: {
      id: issueIdentifier(row.issue_number, row.project_prefix, workspacePrefix),
      title: row.issue_title,
    },
    comment:
      row.comment_id === null
        ? null
        : { id: row.comment_id, excerpt: plainText(row.comment_body ?? '').slice(0, EXCERPT_LENGTH) },
    created_at: row.created_at,
  };
}

async function presentAll(db: Executor, rows: InboxRow[], workspacePrefix: string): Promise<InboxItemView[]> {
  const actors = await ActorDirectory.load(
    db,
    rows.map((row) => ({ type: row.actor_type, id: row.actor_id })),
  );
  return rows.map((row) => present(row, actors, workspacePrefix));
}

/** The caller's items in the token's workspace, newest first. */
export async function listInbox(
  db: Executor,
  caller: Caller,
  options: { unreadOnly: boolean; limit: number; offset: number },
): Promise<{ items: InboxItemView[]; total: number }> {
  const { rows, total } = await listInboxRows(db, caller.workspace.id, caller.user.id, options);
  return { items: await presentAll(db, rows, caller.workspace.issue_prefix), total };
}

/** Marks one of the caller's items read (again is harmless); anybody else's item is 404. */
export async function readInboxItem(db: Tx, caller: Caller, id: number): Promise<InboxItemView> {
  const find = () => findInboxRow(db, caller.workspace.id, caller.user.id, id);
  if ((await find()) === undefined) throw new NotFoundError('Inbox item');
  await markInboxItemRead(db, id, nowIso());
  // Read again: the row now carries the time it was first read.
  const [view] = await presentAll(db, [(await find())!], caller.workspace.issue_prefix);
  return view!;
}
