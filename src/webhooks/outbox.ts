import { monotonicFactory } from 'ulid';
import { nowIso } from '../clock.js';
import type { Executor } from '../db/connection.js';
import { withoutSecrets } from '../schemas/event-data.js';
import { enqueueJob } from '../queue/queue.js';
import { announceJobs } from '../queue/notifier.js';
import { activeWebhooks, insertDeliveries } from '../repositories/webhooks.js';
import {
  DELIVERY_JOB_MAX_ATTEMPTS,
  WEBHOOK_DELIVERY_JOB,
  WEBHOOKS_LANE,
  deliveryJobKey,
  type DeliveryJobPayload,
} from './job-names.js';

/** Monotonic within this process, so deliveries of one emit sort in emit order. */
const nextUid = monotonicFactory();

/** The body of a webhook delivery (contract: Events rule 5). The live stream has its own (schemas/live-events.ts). */
function webhookBody(
  workspace: { slug: string },
  event: string,
  data: Record<string, unknown>,
  at: string,
): string {
  return JSON.stringify({ event, delivered_at: at, workspace: workspace.slug, data: withoutSecrets(data) });
}

/**
 * The events a webhook (or a chat channel) subscribes to, from its stored JSON list, in its order; none
 * when the list is unreadable.
 */
export function subscribedEvents(events: string): Set<unknown> {
  try {
    const list = JSON.parse(events) as unknown;
    return new Set(Array.isArray(list) ? list : []);
  } catch {
    return new Set();
  }
}

/** The active webhooks of a workspace, read once, to write deliveries to (see `openOutbox`). */
export interface Outbox {
  write(events: readonly { event: string; data: Record<string, unknown> }[]): Promise<number>;
}

/**
 * Reads the workspace's active webhooks (held until the caller commits; see `activeWebhooks`) and
 * answers what writes deliveries to them. A caller that takes a hot row lock (the issue number) opens
 * the outbox before it, so that no statement runs between that lock and the commit when the workspace
 * has no webhook.
 */
export async function openOutbox(db: Executor, workspace: { id: number; slug: string }): Promise<Outbox> {
  const hooks = (await activeWebhooks(db, workspace.id)).map((hook) => ({
    id: hook.id,
    events: subscribedEvents(hook.events),
  }));
  return { write: (events) => writeToHooks(db, workspace, hooks, events) };
}

/**
 * Writes one delivery per event and active webhook of the workspace subscribed to it (event by event,
 * the webhooks in id order), with the request body fixed now (`delivered_at` is the time of the event,
 * the same on every retry and replay), and enqueues its job — all with the caller's executor, so they
 * commit or roll back with the change. The webhooks are read once, whatever the number of events.
 */
export async function writeDeliveries(
  db: Executor,
  workspace: { id: number; slug: string },
  events: readonly { event: string; data: Record<string, unknown> }[],
): Promise<number> {
  if (events.length === 0) return 0;
  return (await openOutbox(db, workspace)).write(events);
}

async function writeToHooks(
  db: Executor,
  workspace: { id: number; slug: string },
  hooks: { id: number; events: Set<unknown> }[],
  events: readonly { event: string; data: Record<string, unknown> }[],
): Promise<number> {
  if (hooks.length === 0 || events.length === 0) return 0;
  const now = nowIso();
  const rows = events.flatMap(({ event, data }) => {
    const subscribed = hooks.filter((hook) => hook.events.has(event));
    if (subscribed.length === 0) return [];
    const body = webhookBody(workspace, event, data, now);
    return subscribed.map((hook) => ({
      uid: nextUid(),
      webhook_id: hook.id,
      workspace_id: workspace.id,
      event,
      body,
      state: 'pending' as const,
      next_attempt_at: now,
      created_at: now,
    }));
  });
  if (rows.length === 0) return 0;
  await insertDeliveries(db, rows);
  for (const row of rows) {
    const payload: DeliveryJobPayload = { webhookId: row.webhook_id, delivery: row.uid };
    await enqueueJob(db, {
      lane: WEBHOOKS_LANE,
      name: WEBHOOK_DELIVERY_JOB,
      payload,
      runAt: now,
      maxAttempts: DELIVERY_JOB_MAX_ATTEMPTS,
      dedupeKey: deliveryJobKey(row.uid),
    });
  }
  await announceJobs(db, WEBHOOKS_LANE);
  return rows.length;
}
