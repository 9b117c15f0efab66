import { type Db, inTransaction, type Tx } from '../db/connection.js';
import type { Logger } from 'pino';
import { isoAfter, nowIso } from '../clock.js';
import type { Config } from '../config.js';
import type { WebhookDelivery } from '../db/schema.js';
import { enqueueJob } from '../jobs/queue.js';
import { announceJobs } from '../jobs/notifier.js';
import {
  dropUnclaimedJob,
  holdPendingDeliveries,
  insertAttempt,
  nextDueDelivery,
  nextDueDeliveryWithWebhook,
  updateDelivery,
  type DueDelivery,
} from '../repositories/webhooks.js';
import {
  DELIVERY_JOB_MAX_ATTEMPTS,
  WEBHOOK_DELIVERY_JOB,
  WEBHOOKS_LANE,
  deliveryJobKey,
  type DeliveryJobPayload,
} from './job-names.js';
import { sendDelivery, type AttemptResult } from './send.js';
import { acquireSender, releaseSender, type SenderClaim } from './sender-lease.js';
import type { Resolver } from './target.js';

/** Contract, Limits: twelve consecutive failed attempts stop a webhook (decisions §7.6). */
export const FAILURES_BEFORE_STOP = 12;

/**
 * How long one job keeps sending to one webhook before it hands over (re-enqueues itself), so that a
 * busy webhook does not keep a worker slot from the others forever.
 */
const TURN_MS = 1000;

export const INTERRUPTED_ERROR =
  'Interrupted: the worker stopped during this attempt (the receiver may have got it)';

export interface SenderContext {
  db: Db;
  config: Config;
  log: Logger;
  claim: SenderClaim;
  /** Tests substitute a stub resolver; the system resolver otherwise. */
  resolver?: Resolver;
}

/** Attempts per cycle: one more than the waits between them (10 s, 1 min, 5 min: four). */
function attemptsPerCycle(config: Config): number {
  return config.webhookRetryDelaysSeconds.length + 1;
}

async function enqueueWakeUp(
  tx: Tx,
  webhookId: number,
  runAt: string,
  delivery: string | null,
): Promise<void> {
  const payload: DeliveryJobPayload = { webhookId, delivery };
  await enqueueJob(tx, {
    lane: WEBHOOKS_LANE,
    name: WEBHOOK_DELIVERY_JOB,
    payload,
    runAt,
    maxAttempts: DELIVERY_JOB_MAX_ATTEMPTS,
  });
}

/** A delivery left mid-attempt by a worker that died: log that attempt, then carry on with it. */
async function recordInterrupted(context: SenderContext, delivery: WebhookDelivery): Promise<void> {
  const now = nowIso();
  const exhausted = delivery.attempts - delivery.cycle_start >= attemptsPerCycle(context.config);
  await inTransaction(context.db, async (trx) => {
    const changed = await updateDelivery(
      trx,
      delivery.id,
      delivery.attempts,
      exhausted ? { sending_since: null, state: 'failed', finished_at: now } : { sending_since: null },
    );
    if (!changed) return;
    await insertAttempt(trx, {
      webhook_id: delivery.webhook_id,
      delivery_id: delivery.id,
      attempt: delivery.attempts,
      status: null,
      duration_ms: null,
      error: INTERRUPTED_ERROR,
      created_at: now,
    });
  });
}

/**
 * Logs an attempt and moves the delivery on: delivered, failed for good (a 4xx, a refused target, or
 * the last attempt of the cycle), or due again after the next wait. Each failure counts toward the
 * twelve that stop the webhook; a success clears the count. All in one transaction.
 */
async function recordAttempt(
  context: SenderContext,
  { delivery, hook }: DueDelivery,
  attempt: number,
  result: AttemptResult,
): Promise<void> {
  const { config } = context;
  const webhookId = delivery.webhook_id;
  const now = nowIso();
  await inTransaction(context.db, async (trx) => {
    await insertAttempt(trx, {
      webhook_id: webhookId,
      delivery_id: delivery.id,
      attempt,
      status: result.status,
      duration_ms: result.durationMs,
      error: result.error,
      created_at: now,
    });
    let stopping = false;
    if (result.outcome === 'delivered') {
      // The count as read with the delivery; only this sender changes it while it sends.
      if (hook.failure_count !== 0) {
        await trx.updateTable('webhooks').set({ failure_count: 0 }).where('id', '=', webhookId).execute();
      }
    } else {
      const counted = await trx
        .updateTable('webhooks')
        .set((eb) => ({ failure_count: eb('failure_count', '+', 1) }))
        .where('id', '=', webhookId)
        .returning(['failure_count', 'state'])
        .executeTakeFirst();
      stopping = !!counted && counted.state === 'active' && counted.failure_count >= FAILURES_BEFORE_STOP;
      if (stopping) {
        await trx
          .updateTable('webhooks')
          .set({ state: 'stopped', stopped_at: now, updated_at: now })
          .where('id', '=', webhookId)
          .execute();
      }
    }

    const cycleAttempt = attempt - delivery.cycle_start;
    const retry = result.outcome === 'retry' && cycleAttempt < attemptsPerCycle(config);
    if (result.outcome === 'delivered' || !retry) {
      await updateDelivery(trx, delivery.id, attempt, {
        state: result.outcome === 'delivered' ? 'delivered' : 'failed',
        sending_since: null,
        last_status: result.status,
        finished_at: now,
      });
    } else {
      const wait = config.webhookRetryDelaysSeconds[cycleAttempt - 1] ?? 0;
      const nextAt = isoAfter(wait * 1000);
      await updateDelivery(trx, delivery.id, attempt, {
        sending_since: null,
        last_status: result.status,
        next_attempt_at: nextAt,
      });
      if (!stopping) await enqueueWakeUp(trx, webhookId, nextAt, delivery.uid);
    }
    // A stopped webhook sends nothing until resumed: what was still to be sent waits, held.
    if (stopping) await holdPendingDeliveries(trx, webhookId);
    // This delivery's own job, if still unclaimed, has nothing left to do (a retry has its own).
    await dropUnclaimedJob(trx, deliveryJobKey(delivery.uid));
  });
  if (result.outcome !== 'delivered') {
    context.log.info(
      { webhook: webhookId, delivery: delivery.uid, attempt, status: result.status, error: result.error },
      'webhook attempt failed',
    );
  }
}

/**
 * The body of a delivery job: become the webhook's one sender (or leave it to the live one), then send
 * its due deliveries oldest first until none is due, a failure, or the end of the turn.
 */
export async function sendForWebhook(webhookId: number, context: SenderContext): Promise<void> {
  const { db, config, claim } = context;
  if ((await acquireSender(db, webhookId, claim)) !== 'acquired') return;
  const turnEnds = Date.now() + TURN_MS;
  try {
    for (;;) {
      const due = await nextDueDeliveryWithWebhook(db, webhookId, nowIso());
      if (!due) {
        // Release first, then look again: a delivery committed meanwhile either is seen here or its
        // own job finds the webhook free.
        await releaseSender(db, webhookId, claim);
        if (!(await nextDueDelivery(db, webhookId, nowIso()))) return;
        if ((await acquireSender(db, webhookId, claim)) !== 'acquired') return;
        continue;
      }
      const { delivery, hook } = due;
      if (hook.sending_by !== claim.lockedBy) return; // taken over: this job's lease ran out
      // Stopped: send nothing. Its deliveries were held when it stopped; one emitted in the same instant
      // stays pending, and `resume` wakes a sender for both.
      if (hook.state === 'stopped') return;
      if (delivery.sending_since !== null) {
        await recordInterrupted(context, delivery);
        continue;
      }
      const attempt = delivery.attempts + 1;
      const started = await updateDelivery(db, delivery.id, delivery.attempts, {
        attempts: attempt,
        sending_since: nowIso(),
      });
      if (!started) continue;
      const result = await sendDelivery(
        { url: hook.url, secret: hook.secret, uid: delivery.uid, event: delivery.event, body: delivery.body },
        {
          timeoutMs: config.webhookTimeoutSeconds * 1000,
          allowPrivate: config.webhookAllowPrivate,
          resolver: context.resolver,
        },
      );
      await recordAttempt(context, due, attempt, result);
      if (result.outcome !== 'delivered' || Date.now() > turnEnds) {
        // Hand over: a failing receiver does not keep this slot, and a busy one takes turns.
        await releaseSender(db, webhookId, claim);
        if (await nextDueDelivery(db, webhookId, nowIso())) {
          await inTransaction(db, async (trx) => {
            await enqueueWakeUp(trx, webhookId, nowIso(), null);
            await announceJobs(trx, WEBHOOKS_LANE);
          });
        }
        return;
      }
    }
  } finally {
    await releaseSender(db, webhookId, claim);
  }
}
