import { sweepExpiredLeases } from '../domain/run-lifecycle.js';
import { runSettings } from '../domain/runtimes.js';
import type { ScheduledJobDefinition } from '../queue/types.js';

/**
 * Every minute: runs whose runner stopped extending the lease go back to the queue, or fail once they
 * used up SERVICE_RUN_MAX_ATTEMPTS. Claims sweep too, so this matters most when no runner is claiming.
 */
export const runLeaseSweeperJob: ScheduledJobDefinition = {
  name: 'runs.sweep_expired_leases',
  lane: 'scheduled',
  nextRunAt: (now) => new Date(now.getTime() + 60_000),
  async handle({ db, config, log }) {
    const { requeued, failed } = await sweepExpiredLeases(db, runSettings(config), config.appUrl);
    if (requeued || failed) log.info({ requeued, failed }, 'expired run leases swept');
  },
};
