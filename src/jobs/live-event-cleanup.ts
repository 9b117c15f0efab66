import { isoAfter } from '../clock.js';
import { LIVE_EVENT_RETENTION_MS } from '../domain/live-events.js';
import { deleteLiveEventsBefore } from '../repositories/live-events.js';
import { nextFullHour } from './timer-closer.js';
import type { ScheduledJobDefinition } from '../queue/types.js';

/** Every hour: live events older than a day are no longer replayed and are removed. */
export const liveEventCleanupJob: ScheduledJobDefinition = {
  name: 'live_events.remove_expired',
  lane: 'scheduled',
  nextRunAt: nextFullHour,
  async handle({ db, log }) {
    const removed = await deleteLiveEventsBefore(db, isoAfter(-LIVE_EVENT_RETENTION_MS));
    if (removed > 0) log.info({ removed }, 'removed expired live events');
  },
};
