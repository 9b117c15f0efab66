import type { Insertable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type { InboundMailsTable } from '../db/schema.js';

/** Issues by mail (issue 41): the record of mails read, and the look-ups deciding what one becomes. */

export async function findInboundMail(db: Executor, messageKey: string) {
  return db
    .selectFrom('inbound_mails')
    .select(['id', 'outcome'])
    .where('message_key', '=', messageKey)
    .executeTakeFirst();
}

export async function insertInboundMail(
  db: Executor,
  values: Insertable<InboundMailsTable>,
): Promise<number> {
  const row = await db.insertInto('inbound_mails').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function setInboundMailResult(
  db: Executor,
  id: number,
  result: { issue_id: number; comment_id?: number | null },
): Promise<void> {
  await db.updateTable('inbound_mails').set(result).where('id', '=', id).execute();
}

/** Issues and comments a sender's mail made since `since`. */
export async function countMailWritesBySender(db: Executor, sender: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('inbound_mails')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('sender', '=', sender)
    .where('outcome', 'in', ['issue', 'comment'])
    .where('received_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Issues filed for triage from strangers' mail in a workspace since `since`. */
export async function countTriageIssues(db: Executor, workspaceId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('inbound_mails')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('workspace_id', '=', workspaceId)
    .where('outcome', '=', 'issue')
    .where('reason', '=', 'stranger_triage')
    .where('received_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The workspaces where the address belongs to a current member with a confirmed mailbox (an account made
 * through an invitation link that never proved its mailbox does not count), with the role held there.
 */
export async function findMailMemberships(db: Executor, email: string, workspaceId?: number) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('memberships as m', 'm.user_id', 'u.id')
    .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
    .selectAll('w')
    .select([
      'u.id as user_id',
      'u.name as user_name',
      'u.email as user_email',
      'm.role as member_role',
      'm.weekly_hours as member_weekly_hours',
    ])
    .where('u.email', '=', email)
    .where('u.deleted_at', 'is', null)
    .where('u.email_unconfirmed_since', 'is', null)
    .where('m.left_at', 'is', null)
    .where('w.import_started_at', 'is', null);
  if (workspaceId !== undefined) query = query.where('w.id', '=', workspaceId);
  return query.orderBy('w.id').execute();
}

/** The workspace's longest-standing current owner: who files strangers' mail for triage. */
export async function findFirstOwner(db: Executor, workspaceId: number) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.name', 'u.email', 'm.role', 'm.weekly_hours'])
    .where('m.workspace_id', '=', workspaceId)
    .where('m.role', '=', 'owner')
    .where('m.left_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .orderBy('m.joined_at')
    .orderBy('m.id')
    .limit(1)
    .executeTakeFirst();
}

/** The oldest signing key of replies by mail (src/domain/integrations/mail-replies.ts). */
export async function findReplyKey(db: Executor): Promise<string | undefined> {
  const row = await db
    .selectFrom('mail_reply_keys')
    .select('secret')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.secret;
}

export async function insertReplyKey(db: Executor, secret: string, createdAt: string): Promise<void> {
  await db.insertInto('mail_reply_keys').values({ secret, created_at: createdAt }).execute();
}
