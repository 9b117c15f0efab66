import type { JobDefinition, ScheduledJobDefinition } from '../queue/types.js';
import { timerCloserJob } from './timer-closer.js';
import { cycleCarryOverJob } from './cycle-carry-over.js';
import { runLeaseSweeperJob } from './run-lease-sweeper.js';
import { idempotencyKeyCleanupJob } from './idempotency-key-cleanup.js';
import { liveEventCleanupJob } from './live-event-cleanup.js';
import { webhookDeliveryJob, webhookLogRetentionJob } from '../webhooks/jobs.js';
import { mailRetentionJob, mailSendJob, passwordResetJob } from './mail.js';
import { templateScheduleJob } from './template-schedules.js';
import { approvalExpiryJob } from './approval-expiry.js';
import { reviewAssignmentJob } from './review-assignment.js';
import { chatPostJob } from './chat-posts.js';
import { mailIntakeJob } from './mail-intake.js';

import { auditRetentionJob } from './audit-retention.js';

/**
 * Every job kind the workers know. Each resource adds its own here (webhook deliveries, the hourly
 * timer closer, cycle roll-over, log retention).
 */
export const jobDefinitions: JobDefinition[] = [
  webhookDeliveryJob,
  mailSendJob,
  passwordResetJob,
  chatPostJob,
];

export const scheduledJobs: ScheduledJobDefinition[] = [
  timerCloserJob,
  cycleCarryOverJob,
  runLeaseSweeperJob,
  webhookLogRetentionJob,
  idempotencyKeyCleanupJob,
  liveEventCleanupJob,
  mailRetentionJob,
  templateScheduleJob,
  approvalExpiryJob,
  reviewAssignmentJob,
  auditRetentionJob,
  mailIntakeJob,
];

export const ALL_LANES = ['default', 'webhooks', 'scheduled', 'mail'];
