import { createDueScheduledIssues } from '../domain/issues/template-occurrences.js';
import { detachedSystemContext } from '../services.js';
import type { ScheduledJobDefinition } from '../queue/types.js';

/** At the start of every minute: schedules are set to the minute (`at: "HH:MM"`). */
export function nextScheduleCheck(now: Date): Date {
  const next = new Date(now.getTime());
  next.setUTCSeconds(0, 0);
  next.setUTCMinutes(next.getUTCMinutes() + 1);
  return next;
}

/**
 * Scheduled templates (issue 40) create their issues. Safe with any number of workers: each occurrence
 * is claimed by a unique row in the transaction that creates its issue. After a restart, the first run
 * creates the latest occurrence missed while nothing ran (src/domain/issues/template-occurrences.ts).
 */
export const templateScheduleJob: ScheduledJobDefinition = {
  name: 'templates.schedule',
  lane: 'scheduled',
  nextRunAt: nextScheduleCheck,
  async handle({ db, dialect, config, log }) {
    const results = await createDueScheduledIssues(db, detachedSystemContext({ db, dialect, config }));
    for (const result of results) {
      log.info(
        {
          template: result.templateId,
          occurrence: result.occursAt,
          issue: result.issueId,
          error: result.error,
        },
        result.error === null ? 'created a scheduled issue' : 'a scheduled issue could not be created',
      );
    }
  },
};
