import { type Db, inTransaction, type Tx } from '../db/connection.js';
import type { Logger } from 'pino';
import { isoAfter, nowIso } from '../clock.js';
import type { Config } from '../config.js';
import { enqueueJob } from '../queue/queue.js';
import { announceJobs } from '../queue/notifier.js';
import type { Executor } from '../db/connection.js';
import {
  countSendable,
  dropUnclaimedJob,
  holdPendingDeliveries,
  insertAttempt,
  lockNextSendable,
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
import { acquireSlot, keepSlot, releaseSlot, type SenderSlot } from './sender-lease.js';
import type { Resolver } from './target.js';

/** Contract, Limits: twelve consecutive failed attempts stop a webhook (decisions §7.6). */
export const FAILURES_BEFORE_STOP = 12;

/**
 * How long one job keeps sending to one webhook before it hands over (re-enqueues itself), so that a
 * busy webhook does not keep a worker's job slot from the other webhooks forever.
 */
const TURN_MS = 1000;

export const INTERRUPTED_ERROR =
  'Interrupted: the worker stopped during this attempt (the receiver may have got it)';

export interface SenderContext {
  db: Db;
  config: Config;
  log: Logger;
  /** The delivery job's claim (`jobs.locked_by`), which names this sender. */
  lockedBy: string;
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

/**
 * Wakes up to `count` senders for the webhook (one job each), if anything is there to send: after a
 * hand-over, on a recovery, on resume.
 */
export async function wakeSenders(db: Db, webhookId: number, count: number): Promise<void> {
  const wanted = Math.min(count, await countSendable(db, webhookId, nowIso(), count));
  if (wanted === 0) return;
  await inTransaction(db, async (tx) => {
    for (let n = 0; n < wanted; n++) await enqueueWakeUp(tx, webhookId, nowIso(), null);
    await announceJobs(tx, WEBHOOKS_LANE);
  });
}

/**
 * A job that found every slot taken leaves one wake-up for when the first lease runs out (one per
 * webhook and second): if that sender died, the wake-up takes its slot over and sends what it left.
 */
async function watchSenders(db: Executor, webhookId: number, until: string): Promise<void> {
  const at = new Date(Date.parse(until) + 100).toISOString();
  const payload: DeliveryJobPayload = { webhookId, delivery: null };
  await enqueueJob(db, {
    lane: WEBHOOKS_LANE,
    name: WEBHOOK_DELIVERY_JOB,
    payload,
    runAt: at,
    maxAttempts: DELIVERY_JOB_MAX_ATTEMPTS,
    dedupeKey: `${WEBHOOK_DELIVERY_JOB}:${webhookId}:watch:${at.slice(0, 19)}`,
  });
}

type Claimed = { due: DueDelivery; attempt: number } | 'none' | 'again' | 'stopped' | 'failing';

/**
 * Takes the webhook's oldest sendable delivery and starts an attempt on it, in one transaction: the
 * delivery names this sender (`sending_by`) and counts the attempt before anything is sent. A delivery
 * whose sender died mid-attempt has that attempt logged as interrupted first (and fails for good if it
 * was the last of its cycle).
 */
async function claimDelivery(context: SenderContext, slot: SenderSlot): Promise<Claimed> {
  const { config } = context;
  return inTransaction(context.db, async (tx): Promise<Claimed> => {
    const now = nowIso();
    const due = await lockNextSendable(tx, slot.webhookId, now);
    if (!due) return 'none';
    // Stopped: send nothing. Its deliveries were held when it stopped; `resume` wakes senders.
    if (due.hook.state !== 'active') return 'stopped';
    // A failing webhook is sent to one attempt at a time, from slot 0 (see sender-lease.ts).
    if (due.hook.failure_count > 0 && slot.slot !== 0) return 'failing';
    let { delivery } = due;
    if (delivery.sending_since !== null) {
      await insertAttempt(tx, {
        webhook_id: delivery.webhook_id,
        delivery_id: delivery.id,
        attempt: delivery.attempts,
        status: null,
        duration_ms: null,
        error: INTERRUPTED_ERROR,
        created_at: now,
      });
      if (delivery.attempts - delivery.cycle_start >= attemptsPerCycle(config)) {
        await updateDelivery(tx, delivery.id, delivery.attempts, {
          sending_since: null,
          state: 'failed',
          finished_at: now,
        });
        return 'again';
      }
      delivery = { ...delivery, sending_since: null };
    }
    const attempt = delivery.attempts + 1;
    const started = await updateDelivery(tx, delivery.id, delivery.attempts, {
      attempts: attempt,
      sending_since: now,
      sending_by: slot.lockedBy,
    });
    return started ? { due: { ...due, delivery }, attempt } : 'again';
  });
}

/**
 * Logs an attempt and moves the delivery on: delivered, failed for good (a 4xx, a refused target, or
 * the last attempt of the cycle), or due again after the next wait. All in one transaction.
 *
 * The count of consecutive failures: each failed attempt adds one and a successful one sets it to zero,
 * in the order their outcomes are recorded here (the webhook row's lock orders them on PostgreSQL).
 * The twelfth stops the webhook. Once a webhook has a failure, only one sender sends to it (slot 0, see
 * sender-lease.ts), so the count moves one attempt at a time up to the stop. An attempt still under way
 * when the webhook stopped (started while it was healthy) is logged when it ends; it no longer moves
 * the count (a stopped webhook keeps the twelve until `resume` clears them), and its delivery is held
 * if it had attempts left.
 */
async function recordAttempt(
  context: SenderContext,
  { delivery }: DueDelivery,
  attempt: number,
  result: AttemptResult,
): Promise<{ recovered: boolean }> {
  const { config } = context;
  const webhookId = delivery.webhook_id;
  const now = nowIso();
  const outcome = await inTransaction(context.db, async (tx) => {
    await insertAttempt(tx, {
      webhook_id: webhookId,
      delivery_id: delivery.id,
      attempt,
      status: result.status,
      duration_ms: result.durationMs,
      error: result.error,
      created_at: now,
    });
    let stopping = false;
    let stopped = false;
    let recovered = false;
    if (result.outcome === 'delivered') {
      const cleared = await tx
        .updateTable('webhooks')
        .set({ failure_count: 0 })
        .where('id', '=', webhookId)
        .where('state', '=', 'active')
        .where('failure_count', '>', 0)
        .executeTakeFirst();
      recovered = Number(cleared.numUpdatedRows) > 0;
    } else {
      const counted = await tx
        .updateTable('webhooks')
        .set((eb) => ({ failure_count: eb('failure_count', '+', 1) }))
        .where('id', '=', webhookId)
        .where('state', '=', 'active')
        .returning('failure_count')
        .executeTakeFirst();
      stopped = counted === undefined;
      stopping = !!counted && counted.failure_count >= FAILURES_BEFORE_STOP;
      if (stopping) {
        await tx
          .updateTable('webhooks')
          .set({ state: 'stopped', stopped_at: now, updated_at: now })
          .where('id', '=', webhookId)
          .execute();
      }
    }

    const cycleAttempt = attempt - delivery.cycle_start;
    const retry = result.outcome === 'retry' && cycleAttempt < attemptsPerCycle(config);
    if (result.outcome === 'delivered' || !retry) {
      await updateDelivery(tx, delivery.id, attempt, {
        state: result.outcome === 'delivered' ? 'delivered' : 'failed',
        sending_since: null,
        last_status: result.status,
        finished_at: now,
      });
    } else if (stopping || stopped) {
      // A stopped webhook sends nothing until resumed: this delivery waits, held, with the others.
      await updateDelivery(tx, delivery.id, attempt, {
        state: 'held',
        sending_since: null,
        last_status: result.status,
      });
    } else {
      const wait = config.webhookRetryDelaysSeconds[cycleAttempt - 1] ?? 0;
      const nextAt = isoAfter(wait * 1000);
      await updateDelivery(tx, delivery.id, attempt, {
        sending_since: null,
        last_status: result.status,
        next_attempt_at: nextAt,
      });
      await enqueueWakeUp(tx, webhookId, nextAt, delivery.uid);
    }
    // What was still to be sent waits, held.
    if (stopping) await holdPendingDeliveries(tx, webhookId);
    // This delivery's own job, if still unclaimed, has nothing left to do (a retry has its own).
    await dropUnclaimedJob(tx, deliveryJobKey(delivery.uid));
    return { recovered };
  });
  if (result.outcome !== 'delivered') {
    context.log.info(
      { webhook: webhookId, delivery: delivery.uid, attempt, status: result.status, error: result.error },
      'webhook attempt failed',
    );
  }
  return outcome;
}

/**
 * The body of a delivery job: take one of the webhook's sender slots (or, all taken, leave it to their
 * holders), then send sendable deliveries one after another until none is left, a failure, the end of
 * the turn, or the loss of the slot. Other jobs send the webhook's other deliveries at the same time,
 * up to SERVICE_WEBHOOK_SENDERS; oldest first, but with no promise of order between them.
 */
export async function sendForWebhook(webhookId: number, context: SenderContext): Promise<void> {
  const { db, config, log } = context;
  if ((await countSendable(db, webhookId, nowIso(), 1)) === 0) return;
  const leaseMs = config.webhookSenderLeaseSeconds * 1000;
  const answer = await acquireSlot(db, webhookId, context.lockedBy, {
    senders: config.webhookSenders,
    leaseMs,
  });
  if (answer.kind === 'gone') return;
  if (answer.kind === 'busy') {
    await watchSenders(db, webhookId, answer.until);
    return;
  }
  const { slot } = answer;
  const lease = keepSlot(db, slot, leaseMs, log);
  const turnEnds = Date.now() + TURN_MS;
  // Senders to wake when this one ends: one to carry on after a hand-over or to take a delivery
  // committed while this one was letting go; all of them when the webhook recovered from failures.
  let wake = 0;
  try {
    for (;;) {
      if (lease.lost) return;
      const claimed = await claimDelivery(context, slot);
      if (claimed === 'again') continue;
      if (claimed === 'stopped') return;
      if (claimed === 'none' || claimed === 'failing') {
        wake = 1;
        return;
      }
      const { due, attempt } = claimed;
      const result = await sendDelivery(
        {
          url: due.hook.url,
          secret: due.hook.secret,
          uid: due.delivery.uid,
          event: due.delivery.event,
          body: due.delivery.body,
        },
        {
          timeoutMs: config.webhookTimeoutSeconds * 1000,
          allowPrivate: config.webhookAllowPrivate,
          resolver: context.resolver,
        },
      );
      const { recovered } = await recordAttempt(context, due, attempt, result);
      if (recovered) wake = config.webhookSenders;
      // Hand over: a failing receiver does not keep this job, and a busy one takes turns.
      if (result.outcome !== 'delivered' || Date.now() > turnEnds) {
        wake = Math.max(wake, 1);
        return;
      }
    }
  } finally {
    lease.stop();
    await releaseSlot(db, slot);
    // After the release: a delivery committed meanwhile is either seen here or its own job finds a slot.
    if (wake > 0) await wakeSenders(db, webhookId, wake);
  }
}
