import { isoAfter } from '../clock.js';
import { removeExpiredAuditEntries } from '../domain/people/audit-log.js';
import { nextFullHour } from './timer-closer.js';
import type { ScheduledJobDefinition } from '../queue/types.js';

/**
 * Every hour, on one worker (a scheduled job is one row across every node): audit entries older than
 * `SERVICE_AUDIT_RETENTION_DAYS` go, in batches so no statement holds the table long.
 */
export const auditRetentionJob: ScheduledJobDefinition = {
  name: 'audit_log.remove_expired',
  lane: 'scheduled',
  nextRunAt: nextFullHour,
  async handle({ db, config, log }) {
    const removed = await removeExpiredAuditEntries(db, isoAfter(-config.auditRetentionDays * 24 * 3600_000));
    if (removed > 0) log.info({ removed }, 'removed expired audit log entries');
  },
};
