import { isoAfter } from '../clock.js';
import { sealNotificationMail } from '../domain/integrations/notification-mail.js';
import { mailPasswordResetLink } from '../domain/people/password-resets.js';
import {
  MAIL_LANE,
  MAIL_RETENTION_JOB,
  MAIL_SEND_JOB,
  MAIL_SEND_MAX_ATTEMPTS,
  PASSWORD_RESET_JOB,
  type MailSendPayload,
  type PasswordResetPayload,
} from '../mail/job-names.js';
import { sendQueuedMail } from '../mail/send.js';
import { detachedSystemContext } from '../services.js';
import type { JobDefinition, ScheduledJobDefinition } from '../queue/types.js';
import { deleteFinishedMailBefore } from '../repositories/mail.js';

/** Sends one mail; waits of 2, 4, 8… seconds up to five minutes between attempts. */
export const mailSendJob: JobDefinition = {
  name: MAIL_SEND_JOB,
  lane: MAIL_LANE,
  retry: { maxAttempts: MAIL_SEND_MAX_ATTEMPTS, backoffSeconds: (attempt) => Math.min(300, 2 ** attempt) },
  // The worker's lease (SERVICE_WORKER_LEASE_SECONDS), extended while the send goes on: a dead worker's
  // mail is taken over once it expires.
  async handle(payload: MailSendPayload, context) {
    await sendQueuedMail(payload.mailId, context, (tx, mail) =>
      sealNotificationMail(tx, detachedSystemContext(context), mail),
    );
  },
};

/** A reset asked for: the link is made and mailed here, so the asking answers alike for any email. */
export const passwordResetJob: JobDefinition = {
  name: PASSWORD_RESET_JOB,
  lane: MAIL_LANE,
  retry: { maxAttempts: 10, backoffSeconds: (attempt) => Math.min(60, 2 ** attempt) },
  async handle(payload: PasswordResetPayload, { db, dialect, config }) {
    if (!config.mail) return;
    await mailPasswordResetLink(db, detachedSystemContext({ db, dialect, config }), { email: payload.email });
  },
};

/** Sent and given-up mails are kept seven days (without their words), then removed. */
export const MAIL_RETENTION_DAYS = 7;

export const mailRetentionJob: ScheduledJobDefinition = {
  name: MAIL_RETENTION_JOB,
  lane: 'scheduled',
  nextRunAt: (now) => new Date(now.getTime() + 3600_000),
  async handle({ db, log }) {
    const removed = await deleteFinishedMailBefore(db, isoAfter(-MAIL_RETENTION_DAYS * 24 * 3600_000));
    if (removed > 0) log.info({ removed }, 'removed old mail');
  },
};
