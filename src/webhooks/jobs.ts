import { isoAfter } from '../clock.js';
import type { JobDefinition, ScheduledJobDefinition } from '../queue/types.js';
import { deleteLogsBefore } from '../repositories/webhooks.js';
import { sendForWebhook } from './dispatcher.js';
import {
  DELIVERY_JOB_MAX_ATTEMPTS,
  WEBHOOK_DELIVERY_JOB,
  WEBHOOK_RETENTION_JOB,
  WEBHOOKS_LANE,
  type DeliveryJobPayload,
} from './job-names.js';

/** Contract, Limits: webhook delivery logs are kept seven days. */
export const LOG_RETENTION_DAYS = 7;

/**
 * Sends a webhook's due deliveries (see dispatcher.ts). The job's own retry policy only covers an
 * unexpected failure of the job itself (the database away); delivery attempts and their waits are
 * counted on the delivery.
 */
export const webhookDeliveryJob: JobDefinition = {
  name: WEBHOOK_DELIVERY_JOB,
  lane: WEBHOOKS_LANE,
  retry: {
    maxAttempts: DELIVERY_JOB_MAX_ATTEMPTS,
    backoffSeconds: (attempt) => Math.min(60, 2 ** attempt),
  },
  // As short as the sender's slot: a dead worker's delivery jobs are taken over as soon as its slots.
  leaseSeconds: (config) => config.webhookSenderLeaseSeconds,
  async handle(payload: DeliveryJobPayload, { db, config, log, job }) {
    await sendForWebhook(payload.webhookId, {
      db,
      config,
      log,
      lockedBy: job.locked_by ?? '',
    });
  },
};

function nextFullHour(now: Date): Date {
  const next = new Date(now.getTime());
  next.setUTCMinutes(0, 0, 0);
  next.setUTCHours(next.getUTCHours() + 1);
  return next;
}

/** Hourly: removes attempt logs and finished deliveries older than seven days. */
export const webhookLogRetentionJob: ScheduledJobDefinition = {
  name: WEBHOOK_RETENTION_JOB,
  lane: 'scheduled',
  nextRunAt: nextFullHour,
  async handle({ db, log }) {
    const removed = await deleteLogsBefore(db, isoAfter(-LOG_RETENTION_DAYS * 24 * 3600 * 1000));
    if (removed.attempts + removed.deliveries > 0) log.info(removed, 'removed old webhook logs');
  },
};
