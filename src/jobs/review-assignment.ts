import { assignWaitingReviews } from '../domain/runs/review-assignment.js';
import type { ScheduledJobDefinition } from '../queue/types.js';
import { nextScheduleCheck } from './template-schedules.js';

/**
 * Every minute: review rounds that opened while every reviewer was away get one once somebody is back
 * (docs/decisions.md "Issue 39 — reviews"). Safe with any number of workers: each round is given its
 * reviewer by a conditional update under its issue's lock.
 */
export const reviewAssignmentJob: ScheduledJobDefinition = {
  name: 'reviews.assign_waiting',
  lane: 'scheduled',
  nextRunAt: nextScheduleCheck,
  async handle({ db, log }) {
    const assigned = await assignWaitingReviews(db);
    if (assigned > 0) log.info({ assigned }, 'asked reviewers who are back for reviews that waited');
  },
};
