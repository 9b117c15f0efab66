import { sweepExpiredLeases } from '../domain/run-lifecycle.js';
import { failStalledRuns, timeOutOverrunningRuns } from '../domain/run-control.js';
import { runSettings } from '../domain/runtimes.js';
import type { ScheduledJobDefinition } from '../queue/types.js';

/**
 * Every minute: runs whose runner stopped extending the lease go back to the queue, or fail once they
 * used up SERVICE_RUN_MAX_ATTEMPTS, runs past their agent's max_run_minutes fail, and runs silent for their agent's stall_minutes fail. Claims sweep too, so this matters most when no runner is claiming.
 */
export const runLeaseSweeperJob: ScheduledJobDefinition = {
  name: 'runs.sweep_expired_leases',
  lane: 'scheduled',
  nextRunAt: (now) => new Date(now.getTime() + 60_000),
  async handle({ db, config, log }) {
    const { requeued, failed } = await sweepExpiredLeases(db, runSettings(config), config.appUrl);
    if (requeued || failed) log.info({ requeued, failed }, 'expired run leases swept');
    // decisions §11.4: runs held past their agent's max_run_minutes fail as timed_out.
    const timedOut = await timeOutOverrunningRuns(db, config.appUrl);
    if (timedOut) log.info({ timedOut }, 'runs past their time limit ended');
    // decisions §12.7: runs silent for their agent's stall_minutes fail as stalled.
    const stalled = await failStalledRuns(db, config.appUrl);
    if (stalled) log.info({ stalled }, 'stalled runs ended');
  },
};
