import { isoAfter } from '../clock.js';
import { IDEMPOTENCY_WINDOW_MS } from '../domain/idempotency.js';
import { deleteClaimsBefore } from '../repositories/idempotency-keys.js';
import { nextFullHour } from './timer-closer.js';
import type { ScheduledJobDefinition } from '../queue/types.js';

/** Every hour: `Idempotency-Key` answers older than 24 hours no longer count and are removed. */
export const idempotencyKeyCleanupJob: ScheduledJobDefinition = {
  name: 'idempotency_keys.remove_expired',
  lane: 'scheduled',
  nextRunAt: nextFullHour,
  async handle({ db, log }) {
    const removed = await deleteClaimsBefore(db, isoAfter(-IDEMPOTENCY_WINDOW_MS));
    if (removed > 0) log.info({ removed }, 'removed expired idempotency keys');
  },
};
