import { closeOverrunningTimers } from '../domain/time/timer.js';
import type { ScheduledJobDefinition } from '../queue/types.js';

/** The next full hour after `now` (UTC). */
export function nextFullHour(now: Date): Date {
  const next = new Date(now.getTime());
  next.setUTCMinutes(0, 0, 0);
  next.setUTCHours(next.getUTCHours() + 1);
  return next;
}

/** The hourly closer (contract: Limits "Timer cap"): stops timers running past `max_minutes`. */
export const timerCloserJob: ScheduledJobDefinition = {
  name: 'timers.close_overrunning',
  lane: 'scheduled',
  nextRunAt: nextFullHour,
  async handle({ db, log }) {
    const closed = await closeOverrunningTimers(db);
    if (closed.length > 0) log.info({ closed: closed.length }, 'closed overrunning timers');
  },
};
