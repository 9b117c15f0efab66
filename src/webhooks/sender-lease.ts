import { nowIso } from '../clock.js';
import type { Executor } from '../db/connection.js';

/**
 * One sender per webhook at a time, across every worker process: that is what keeps a webhook's
 * deliveries in event order. The sender is a running delivery job; the webhook row names its claim
 * (`jobs.locked_by`) and job id. The sender is alive exactly as long as that job's lease is: when a
 * worker dies, its lease runs out, and the next job for the webhook takes the sending over.
 */
export interface SenderClaim {
  jobId: number;
  lockedBy: string;
}

async function senderAlive(db: Executor, jobId: number | null, lockedBy: string): Promise<boolean> {
  if (jobId === null) return false;
  const job = await db
    .selectFrom('jobs')
    .select(['locked_by', 'locked_until'])
    .where('id', '=', jobId)
    .executeTakeFirst();
  return job?.locked_by === lockedBy && job.locked_until !== null && job.locked_until >= nowIso();
}

/** `acquired`: the caller is now the sender. `busy`: a live sender has it. `gone`: no such webhook. */
export async function acquireSender(
  db: Executor,
  webhookId: number,
  claim: SenderClaim,
): Promise<'acquired' | 'busy' | 'gone'> {
  for (let tries = 0; tries < 3; tries++) {
    const hook = await db
      .selectFrom('webhooks')
      .select(['sending_by', 'sending_job_id'])
      .where('id', '=', webhookId)
      .executeTakeFirst();
    if (!hook) return 'gone';
    if (hook.sending_by === claim.lockedBy) return 'acquired';
    if (hook.sending_by !== null && (await senderAlive(db, hook.sending_job_id, hook.sending_by))) {
      return 'busy';
    }
    // Compare-and-set on the previous sender, so two takers never both win.
    const previous = hook.sending_by;
    const result = await db
      .updateTable('webhooks')
      .set({ sending_by: claim.lockedBy, sending_job_id: claim.jobId })
      .where('id', '=', webhookId)
      .where((eb) => (previous === null ? eb('sending_by', 'is', null) : eb('sending_by', '=', previous)))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return 'acquired';
  }
  return 'busy';
}

export async function releaseSender(db: Executor, webhookId: number, claim: SenderClaim): Promise<void> {
  await db
    .updateTable('webhooks')
    .set({ sending_by: null, sending_job_id: null })
    .where('id', '=', webhookId)
    .where('sending_by', '=', claim.lockedBy)
    .execute();
}
