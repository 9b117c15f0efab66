import { closeEndedCycles } from '../domain/issues/cycle-carry-over.js';
import { detachedSystemContext } from '../services.js';
import type { ScheduledJobDefinition } from '../queue/types.js';

/** Five minutes past every hour (UTC): cycles end at midnight UTC, so carry-over follows within the hour. */
export function nextCarryOverRun(now: Date): Date {
  const next = new Date(now.getTime());
  next.setUTCMinutes(5, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCHours(next.getUTCHours() + 1);
  return next;
}

/** Cycle carry-over (decisions §3.8); idempotent, so any number of workers may run it. */
export const cycleCarryOverJob: ScheduledJobDefinition = {
  name: 'cycles.carry_over',
  lane: 'scheduled',
  nextRunAt: nextCarryOverRun,
  async handle({ db, dialect, config, log }) {
    const results = await closeEndedCycles(db, detachedSystemContext({ db, dialect, config }));
    for (const result of results) {
      log.info(
        { workspace: result.workspaceId, cycles: result.closed, carried: result.carried },
        'closed ended cycles',
      );
    }
  },
};
