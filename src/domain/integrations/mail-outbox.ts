import { ulid } from 'ulid';
import { isoAfter, nowIso } from '../../clock.js';
import type { Executor } from '../../db/connection.js';
import type { ActorType, MailMessagesTable } from '../../db/schema.js';
import type { RenderedMail } from '../../mail/render.js';
import { MAIL_LANE, MAIL_SEND_JOB, MAIL_SEND_MAX_ATTEMPTS, mailSendJobKey } from '../../mail/job-names.js';
import { announceJobs } from '../../queue/notifier.js';
import { enqueueJob } from '../../queue/queue.js';
import {
  findLiveUser,
  findPreferences,
  insertMailEvent,
  insertMailMessage,
  openBundle,
} from '../../repositories/mail.js';

/**
 * The mail outbox (decisions §11.7): a mail is a row written in the transaction of the change that
 * causes it, with its `mail.send` job, so it exists exactly when the change committed and waits in the
 * database until the SMTP server takes it (src/mail/send.ts).
 */

/** Seconds a notification waits for more of the same (ten comments in a minute: one mail). */
export const BUNDLE_WINDOW_MS = 60_000;

async function enqueueSend(db: Executor, mailId: number, runAt: string): Promise<void> {
  await enqueueJob(db, {
    lane: MAIL_LANE,
    name: MAIL_SEND_JOB,
    payload: { mailId },
    runAt,
    maxAttempts: MAIL_SEND_MAX_ATTEMPTS,
    dedupeKey: mailSendJobKey(mailId),
  });
}

/** A rendered mail to send as soon as possible. */
export async function queueMail(
  db: Executor,
  mail: RenderedMail & {
    kind: MailMessagesTable['kind'];
    to: string;
    userId?: number | null;
    workspaceId?: number | null;
    headers?: Record<string, string>;
    discardAfter?: string | null;
  },
): Promise<number> {
  const now = nowIso();
  const row = await insertMailMessage(db, {
    message_id: ulid(),
    kind: mail.kind,
    user_id: mail.userId ?? null,
    to_address: mail.to,
    workspace_id: mail.workspaceId ?? null,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html,
    headers: JSON.stringify(mail.headers ?? {}),
    state: 'pending',
    send_after: now,
    discard_after: mail.discardAfter ?? null,
    created_at: now,
  });
  await enqueueSend(db, row.id, now);
  await announceJobs(db, MAIL_LANE);
  return row.id;
}

export type NotificationKind =
  'mention' | 'assignment' | 'run_completed' | 'run_failed' | 'review_requested' | 'approval_requested';

/** The preference that governs each kind of notification. */
export const PREFERENCE_OF = {
  mention: 'mentions',
  assignment: 'assignments',
  run_completed: 'runs',
  run_failed: 'runs',
  // Being asked to review is work handed to the person, like an assignment (issue 39).
  review_requested: 'assignments',
  approval_requested: 'runs',
} as const satisfies Record<NotificationKind, 'mentions' | 'assignments' | 'runs'>;

export interface NotificationEvent {
  userId: number;
  workspaceId: number;
  issueId: number | null;
  kind: NotificationKind;
  actor: { type: ActorType; id: number } | null;
  commentId?: number | null;
  runId?: string | null;
  approvalId?: number | null;
}

/**
 * Tells a person of something by mail, in the caller's transaction, unless they turned that kind off.
 * Events for one person on one issue within a minute of the first go into one mail: the first opens a
 * bundle due a minute later, the next ones join it until the sender seals it. Never for a person's own
 * action (the callers see to that), never to an agent (only people have a `userId`).
 */
export async function notifyByMail(db: Executor, event: NotificationEvent): Promise<void> {
  const preferences = await findPreferences(db, event.userId);
  if (preferences && preferences[PREFERENCE_OF[event.kind]] === 0) return;
  const person = await findLiveUser(db, event.userId);
  if (!person) return;
  const now = nowIso();
  const bundle = await openBundle(db, {
    message_id: ulid(),
    kind: 'notification',
    user_id: person.id,
    to_address: person.email,
    bundle_key: `user:${person.id}:workspace:${event.workspaceId}:issue:${event.issueId ?? 'none'}`,
    workspace_id: event.workspaceId,
    issue_id: event.issueId,
    state: 'collecting',
    send_after: isoAfter(BUNDLE_WINDOW_MS),
    created_at: now,
  });
  await insertMailEvent(db, {
    mail_id: bundle.id,
    kind: event.kind,
    actor_type: event.actor?.type ?? null,
    actor_id: event.actor?.id ?? null,
    comment_id: event.commentId ?? null,
    run_id: event.runId ?? null,
    approval_id: event.approvalId ?? null,
    created_at: now,
  });
  // Once per bundle (the job's key): later events find it there, due when the window closes.
  await enqueueSend(db, bundle.id, bundle.send_after);
}

/**
 * The person who queued a run hears that it completed. A failure is announced by
 * run-failure-notices.ts `announceRunFailure` (inbox and mail, to the requester and the agent's owner);
 * a canceled run by nobody.
 */
export async function notifyRunCompleted(
  db: Executor,
  run: {
    id: string;
    workspace_id: number;
    issue_id: number | null;
    agent_id: number;
    requested_by_type: ActorType | null;
    requested_by_id: number | null;
  },
): Promise<void> {
  if (run.requested_by_type !== 'user' || run.requested_by_id === null) return;
  await notifyByMail(db, {
    userId: run.requested_by_id,
    workspaceId: run.workspace_id,
    issueId: run.issue_id,
    kind: 'run_completed',
    actor: { type: 'agent', id: run.agent_id },
    runId: run.id,
  });
}
