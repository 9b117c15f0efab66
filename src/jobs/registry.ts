import type { JobDefinition, ScheduledJobDefinition } from './types.js';

/**
 * Every job kind the workers know. Each resource adds its own here (webhook deliveries, the hourly
 * timer closer, cycle roll-over, log retention).
 */
export const jobDefinitions: JobDefinition[] = [];

export const scheduledJobs: ScheduledJobDefinition[] = [];

export const ALL_LANES = ['default', 'webhooks', 'scheduled'];
