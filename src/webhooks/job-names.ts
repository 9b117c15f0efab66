/** Names shared by the outbox (which enqueues) and the job definitions (which run). */
export const WEBHOOKS_LANE = 'webhooks';
export const WEBHOOK_DELIVERY_JOB = 'webhooks.deliver';
export const WEBHOOK_RETENTION_JOB = 'webhooks.log_retention';

/**
 * A delivery job wakes the sender of one webhook; `delivery` names the delivery that caused it (for
 * logs). Whoever sends takes the webhook's due deliveries oldest first.
 */
export interface DeliveryJobPayload {
  webhookId: number;
  delivery: string | null;
}

/**
 * The job a delivery was emitted with carries this key, so that a sender that has already sent the
 * delivery can drop the job if no worker has claimed it yet (it would only find nothing to do).
 */
export function deliveryJobKey(uid: string): string {
  return `${WEBHOOK_DELIVERY_JOB}:${uid}`;
}

/** Job attempts here are wake-ups, not delivery attempts (those are counted on the delivery). */
export const DELIVERY_JOB_MAX_ATTEMPTS = 25;
