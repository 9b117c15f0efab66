import { isUniqueViolation } from '../db/constraint-errors.js';

/**
 * Runs `work` (a whole transaction) again when the store refused it with a unique violation: the
 * constraint settled a race (two absence requests over the same days)
 * and the retry reads the winner's committed row and carries on from there. On PostgreSQL a
 * violation aborts the transaction, so the retry must begin a new one, never continue the old.
 */
export async function retryOnUniqueViolation<T>(work: () => Promise<T>, attempts = 25): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= attempts) throw error;
    }
  }
}
