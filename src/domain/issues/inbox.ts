import { nowIso } from '../../clock.js';
import type { Executor, Tx } from '../../db/connection.js';
import {
  findInboxRow,
  insertInboxItems,
  listInboxRows,
  markInboxItemRead,
  type InboxRow,
} from '../../repositories/inbox.js';
import type { InboxItemView } from '../../schemas/inbox.js';
import { ActorDirectory, type ActorRef } from '../actors.js';
import type { Caller } from '../caller.js';
import { nowOf, type CommandContext } from '../context.js';
import { asPerson } from '../policy.js';
import { INBOX_KINDS, type InboxKind } from '../../schemas/enums.js';
import { NotFoundError } from '../../errors.js';
import { plainText } from '../html.js';
import { issueIdentifier } from './issue-ref.js';
import { notifyByMail } from '../integrations/mail-outbox.js';

/**
 * A person's inbox: an item each time somebody mentions them in a comment (never for their own mention),
 * hands them an issue (never when they take it themselves), and each time a monthly budget holds an
 * agent's run back (`budget`: the agent's owner and the administrators, once per run and cap). Items on
 * deleted issues drop out; items of a withdrawn comment are removed with its text.
 */

const EXCERPT_LENGTH = 200;

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
  for (const person of people) {
    await notifyByMail(db, {
      userId: person.id,
      workspaceId: input.workspaceId,
      issueId: input.issueId,
      kind: 'mention',
      actor: input.author,
      commentId: input.commentId,
    });
  }
}

/** The person an issue was just handed to hears of it, unless they took it themselves. */
export async function notifyAssignee(
  db: Executor,
  input: { workspaceId: number; issueId: number; by: ActorRef; assignee: ActorRef | null },
): Promise<void> {
  const { assignee, by } = input;
  if (assignee?.type !== 'user' || (by.type === 'user' && by.id === assignee.id)) return;
  await insertInboxItems(db, [
    {
      workspace_id: input.workspaceId,
      user_id: assignee.id,
      kind: 'assignment',
      issue_id: input.issueId,
      comment_id: null,
      actor_type: by.type,
      actor_id: by.id,
      created_at: nowIso(),
      read_at: null,
    },
  ]);
  await notifyByMail(db, {
    userId: assignee.id,
    workspaceId: input.workspaceId,
    issueId: input.issueId,
    kind: 'assignment',
    actor: by,
  });
}

/**
 * Sent minutes (issue 37): each attendee who is a person of the workspace, the sender apart, gets a
 * `minutes` item naming the meeting, whether or not mail is on.
 */
export async function notifyMinutesSent(
  db: Executor,
  input: { workspaceId: number; meetingId: string; by: ActorRef; recipientIds: number[] },
): Promise<void> {
  const now = nowIso();
  await insertInboxItems(
    db,
    input.recipientIds.map((userId) => ({
      workspace_id: input.workspaceId,
      user_id: userId,
      kind: 'minutes',
      issue_id: null,
      comment_id: null,
      meeting_id: input.meetingId,
      actor_type: input.by.type,
      actor_id: input.by.id,
      created_at: now,
      read_at: null,
    })),
  );
}

function present(row: InboxRow, actors: ActorDirectory, workspacePrefix: string): InboxItemView {
  return {
    id: row.id,
    type: (INBOX_KINDS as readonly string[]).includes(row.kind) ? (row.kind as InboxKind) : 'mention',
    read: row.read_at !== null,
    read_at: row.read_at,
    actor: actors.view(row.actor_type, row.actor_id),
    issue:
      row.issue_number === null
        ? null
        : {
            id: issueIdentifier(row.issue_number, row.project_prefix, workspacePrefix),
            title: row.issue_title ?? '',
          },
    comment:
      row.comment_id === null
        ? null
        : { id: row.comment_id, excerpt: plainText(row.comment_body ?? '').slice(0, EXCERPT_LENGTH) },
    run: row.run_id,
    note: row.note,
    meeting: row.meeting_id === null ? null : { id: row.meeting_id, title: row.meeting_title ?? '' },
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
  const { rows, total } = await listInboxRows(
    db,
    caller.workspace.id,
    asPerson(caller, 'have an inbox').user.id,
    options,
  );
  return { items: await presentAll(db, rows, caller.workspace.issue_prefix), total };
}

/** Marks one of the caller's items read (again is harmless); anybody else's item is 404. */
export async function readInboxItem(
  tx: Tx,
  ctx: CommandContext,
  { id }: { id: number },
): Promise<InboxItemView> {
  const { caller } = ctx;
  const person = asPerson(caller, 'have an inbox');
  const find = () => findInboxRow(tx, caller.workspace.id, person.user.id, id);
  if ((await find()) === undefined) throw new NotFoundError('Inbox item');
  await markInboxItemRead(tx, id, nowOf(ctx));
  // Read again: the row now carries the time it was first read.
  const [view] = await presentAll(tx, [(await find())!], caller.workspace.issue_prefix);
  return view!;
}
