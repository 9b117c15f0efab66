import { denyExpiredApprovals } from '../domain/runs/approvals.js';
import type { ScheduledJobDefinition } from '../queue/types.js';
import { nextScheduleCheck } from './template-schedules.js';

/**
 * Every minute: approvals nobody answered within 24 hours are denied (decisions §12.10). Safe with any
 * number of workers: each denial is a conditional update of a still pending approval.
 */
export const approvalExpiryJob: ScheduledJobDefinition = {
  name: 'approvals.deny_expired',
  lane: 'scheduled',
  nextRunAt: nextScheduleCheck,
  async handle({ db, log }) {
    const denied = await denyExpiredApprovals(db);
    if (denied > 0) log.info({ denied }, 'denied approvals nobody answered within 24 hours');
  },
};
