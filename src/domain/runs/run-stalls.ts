import { inTransaction, type Db } from '../../db/connection.js';
import { quietHeldRuns } from '../../repositories/runs.js';
import { endHeldAttempt } from './run-retries.js';
import type { RunSettings } from './runtimes.js';
import type { SystemContext } from '../context.js';

export const STALLED = 'stalled';

export const stalledError = (minutes: number) =>
  `${STALLED}: the run reported no transcript line and no usage for ${minutes} minute${minutes === 1 ? '' : 's'} ` +
  "(its agent's stall_minutes) and was stopped.";

/**
 * Stall detection (decisions §12.7), by the scheduled sweep: a held run whose agent has `stall_minutes`
 * and that reported no transcript line and no usage for that long (counting from its claim) ends its
 * attempt as `stalled` (not while it waits for an answer to an approval, and counting from the last
 * answer: decisions §12.10): queued again after the backoff while its agent's max_attempts allow, else
 * failed (and announced). Its lease goes either way, so the runner's next renewal answers 409 and it
 * stops the command, as for a cancel. Answers how many runs it ended.
 */
export async function endStalledRuns(
  db: Db,
  ctx: SystemContext,
  {
    settings,
    limit = 500,
  }: { settings: Pick<RunSettings, 'maxAttempts' | 'retryBackoffSeconds'>; limit?: number },
): Promise<number> {
  const now = Date.now();
  // No agent's limit is under a minute: runs heard from within the last minute are not even read.
  const candidates = await quietHeldRuns(db, new Date(now - 60_000).toISOString(), limit);
  let ended = 0;
  for (const run of candidates) {
    const activity = run.last_activity_at ?? run.dispatched_at;
    // Counted from the later of its last sign of life and the last answer to one of its approvals.
    const since =
      run.last_answer_at !== null && (activity === null || run.last_answer_at > activity)
        ? run.last_answer_at
        : activity;
    const minutes = Number(run.stall_minutes);
    if (since === null || Date.parse(since) + minutes * 60_000 > now) continue;
    const outcome = await inTransaction(db, (tx) =>
      endHeldAttempt(tx, ctx, { run, reason: 'stalled', error: stalledError(minutes), settings }),
    );
    if (outcome) ended++;
  }
  return ended;
}
