import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type {
  MailEventsTable,
  MailMessage,
  MailMessagesTable,
  NotificationPreferencesTable,
} from '../db/schema.js';

export async function insertMailMessage(
  db: Executor,
  values: Insertable<MailMessagesTable>,
): Promise<MailMessage> {
  return db.insertInto('mail_messages').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * The collecting bundle of a key, made if there is none. The upsert takes the row's lock until the
 * caller commits, so a sender sealing the bundle (`sealBundle`) waits for this event to commit with it,
 * and an event arriving after the seal finds the key free and starts a new bundle.
 */
export async function openBundle(
  db: Executor,
  values: Insertable<MailMessagesTable> & { bundle_key: string },
): Promise<{ id: number; send_after: string }> {
  return db
    .insertInto('mail_messages')
    .values(values)
    .onConflict((oc) =>
      oc.column('bundle_key').doUpdateSet((eb) => ({ bundle_key: eb.ref('excluded.bundle_key') })),
    )
    .returning(['id', 'send_after'])
    .executeTakeFirstOrThrow();
}

export async function insertMailEvent(db: Executor, values: Insertable<MailEventsTable>): Promise<void> {
  await db.insertInto('mail_events').values(values).execute();
}

export async function findMailMessage(db: Executor, id: number): Promise<MailMessage | undefined> {
  return db.selectFrom('mail_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Closes a bundle to new events; false when it was sealed already (by another attempt). */
export async function sealBundle(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .updateTable('mail_messages')
    .set({ bundle_key: null, state: 'pending' })
    .where('id', '=', id)
    .where('state', '=', 'collecting')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function updateMailMessage(
  db: Executor,
  id: number,
  change: Updateable<MailMessagesTable>,
): Promise<void> {
  await db.updateTable('mail_messages').set(change).where('id', '=', id).execute();
}

/** The events of a bundle, oldest first, with what a mail says of them. */
export async function listBundleEvents(db: Executor, mailId: number) {
  return db
    .selectFrom('mail_events as e')
    .leftJoin('comments as c', 'c.id', 'e.comment_id')
    .leftJoin('runs as r', 'r.id', 'e.run_id')
    .leftJoin('agents as a', 'a.id', 'r.agent_id')
    .leftJoin('run_approvals as ap', 'ap.id', 'e.approval_id')
    .select([
      'e.id',
      'e.kind',
      'e.actor_type',
      'e.actor_id',
      'e.comment_id',
      'e.run_id',
      'e.created_at',
      'c.body as comment_body',
      'c.withdrawn as comment_withdrawn',
      'r.summary as run_summary',
      'r.error as run_error',
      'r.attempts as run_attempts',
      'r.requested_by_type as run_requested_by_type',
      'r.requested_by_id as run_requested_by_id',
      'a.name as agent_name',
      'e.approval_id',
      'ap.action as approval_action',
      'ap.scope as approval_scope',
    ])
    .where('e.mail_id', '=', mailId)
    .orderBy('e.id')
    .execute();
}

/** The issue a bundle is about, its workspace, and whether the recipient is still a member. */
export async function findBundleContext(
  db: Executor,
  userId: number,
  workspaceId: number,
  issueId: number | null,
) {
  const workspace = await db
    .selectFrom('workspaces as w')
    .innerJoin('memberships as m', (join) =>
      join.onRef('m.workspace_id', '=', 'w.id').on('m.user_id', '=', userId).on('m.left_at', 'is', null),
    )
    .select(['w.id', 'w.slug', 'w.name', 'w.issue_prefix'])
    .where('w.id', '=', workspaceId)
    .executeTakeFirst();
  if (!workspace || issueId === null) return { workspace, issue: undefined };
  const issue = await db
    .selectFrom('issues as i')
    .leftJoin('projects as p', 'p.id', 'i.project_id')
    .select(['i.id', 'i.number', 'i.title', 'p.prefix as project_prefix'])
    .where('i.id', '=', issueId)
    .where('i.deleted_at', 'is', null)
    .executeTakeFirst();
  return { workspace, issue };
}

export async function findPreferences(db: Executor, userId: number) {
  return db
    .selectFrom('notification_preferences')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The person's row, made (all on, with a fresh key) if missing; a concurrent maker's row wins. */
export async function ensurePreferences(db: Executor, values: Insertable<NotificationPreferencesTable>) {
  await db
    .insertInto('notification_preferences')
    .values(values)
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return db
    .selectFrom('notification_preferences')
    .selectAll()
    .where('user_id', '=', values.user_id)
    .executeTakeFirstOrThrow();
}

export async function updatePreferences(
  db: Executor,
  userId: number,
  change: Updateable<NotificationPreferencesTable>,
): Promise<void> {
  await db.updateTable('notification_preferences').set(change).where('user_id', '=', userId).execute();
}

export async function findLiveUser(db: Executor, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Sent and given-up mails older than `before` (their bodies are long gone): kept a while for inspection. */
export async function deleteFinishedMailBefore(db: Executor, before: string): Promise<number> {
  const result = await db
    .deleteFrom('mail_messages')
    .where('state', 'in', ['sent', 'failed', 'dropped'])
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
