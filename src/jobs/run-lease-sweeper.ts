import { sweepExpiredLeases } from '../domain/run-lifecycle.js';
import { timeOutOverrunningRuns } from '../domain/run-control.js';
import { runSettings } from '../domain/runtimes.js';
import { announceOfflineRuntimes } from '../domain/runtime-alerts.js';
import type { ScheduledJobDefinition } from '../queue/types.js';

/**
 * Every minute: runs whose runner stopped extending the lease go back to the queue after a backoff, or
 * fail once they used up their agent's max_attempts, runs past their agent's max_run_minutes fail, and
 * runtimes gone quiet with queued work are announced offline (once per outage). Claims sweep leases
 * too, so this matters most when no runner is claiming.
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
    const offline = await announceOfflineRuntimes(db, config.appUrl);
    if (offline) log.info({ offline }, 'runtimes announced offline');
  },
};
