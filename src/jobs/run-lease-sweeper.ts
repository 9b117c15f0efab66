import { sweepExpiredLeases } from '../domain/runs/run-lifecycle.js';
import { timeOutOverrunningRuns } from '../domain/runs/run-control.js';
import { endStalledRuns } from '../domain/runs/run-stalls.js';
import { runSettings } from '../domain/runs/runtimes.js';
import { announceOfflineRuntimes } from '../domain/runs/runtime-alerts.js';
import type { ScheduledJobDefinition } from '../queue/types.js';
import { detachedSystemContext } from '../services.js';

/**
 * Every minute: runs whose runner stopped extending the lease go back to the queue after a backoff, or
 * fail once they used up their agent's max_attempts, runs past their agent's max_run_minutes fail, runs
 * silent for their agent's stall_minutes end their attempt (retried like a lost runner), and runtimes
 * gone quiet with queued work are announced offline (once per outage). Claims sweep leases too, so this
 * matters most when no runner is claiming.
 */
export const runLeaseSweeperJob: ScheduledJobDefinition = {
  name: 'runs.sweep_expired_leases',
  lane: 'scheduled',
  nextRunAt: (now) => new Date(now.getTime() + 60_000),
  async handle({ db, dialect, config, log }) {
    const settings = runSettings(config);
    const system = detachedSystemContext({ db, dialect, config });
    const { requeued, failed } = await sweepExpiredLeases(db, system, { settings });
    if (requeued || failed) log.info({ requeued, failed }, 'expired run leases swept');
    // decisions §11.4: runs held past their agent's max_run_minutes fail as timed_out.
    const timedOut = await timeOutOverrunningRuns(db, system);
    if (timedOut) log.info({ timedOut }, 'runs past their time limit ended');
    // decisions §12.7: runs silent for their agent's stall_minutes end their attempt as stalled.
    const stalled = await endStalledRuns(db, system, { settings });
    if (stalled) log.info({ stalled }, 'stalled runs ended');
    const offline = await announceOfflineRuntimes(db, system);
    if (offline) log.info({ offline }, 'runtimes announced offline');
  },
};
