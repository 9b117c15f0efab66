import { nowIso } from '../../clock.js';
import type { Executor, Tx } from '../../db/connection.js';
import type { Webhook } from '../../db/schema.js';
import { enqueueJob } from '../../queue/queue.js';
import { announceJobs } from '../../queue/notifier.js';
import {
  deleteWebhook as deleteWebhookRow,
  findDeliveryByAttemptId,
  findDeliveryByUid,
  findWebhook,
  insertWebhook,
  listAttempts,
  listWebhooks,
  queueDeliveryAgain,
  requeueHeldDeliveries,
  updateWebhook as updateWebhookRow,
  type AttemptLogRow,
} from '../../repositories/webhooks.js';
import type { WebhookView } from '../../schemas/webhooks.js';
import {
  DELIVERY_JOB_MAX_ATTEMPTS,
  WEBHOOK_DELIVERY_JOB,
  WEBHOOKS_LANE,
  deliveryJobKey,
  type DeliveryJobPayload,
} from '../../webhooks/job-names.js';
import { generateSecret } from '../../webhooks/signing.js';
import { parseTargetUrl, TargetRefusedError } from '../../webhooks/target.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { EVENT_NAMES, type EventName } from '../../schemas/enums.js';
import type { SectionSeeder } from '../seed-keys.js';

/**
 * Webhooks are managed by the admin CLI only (contract: not through the API). One webhook has one URL,
 * a set of events and a signing secret; it is `active` or `stopped` (twelve consecutive failures).
 */
export function webhookView(hook: Webhook): WebhookView {
  return {
    id: hook.id,
    url: hook.url,
    events: JSON.parse(hook.events) as EventName[],
    state: hook.state,
    failure_count: hook.failure_count,
  };
}

export interface WebhookRules {
  /** SERVICE_WEBHOOK_ALLOW_PRIVATE of the process making the change. */
  allowPrivate: boolean;
}

function checkUrl(url: unknown, rules: WebhookRules): string {
  if (typeof url !== 'string' || url.trim() === '')
    throw ValidationError.field('url', 'The url is required.');
  try {
    return parseTargetUrl(url.trim(), rules.allowPrivate).toString();
  } catch (error) {
    if (error instanceof TargetRefusedError) throw ValidationError.field('url', `${error.message}.`);
    throw error;
  }
}

function checkEvents(events: unknown): EventName[] {
  const list = typeof events === 'string' ? events.split(',') : events;
  if (!Array.isArray(list))
    throw ValidationError.field('events', 'The events must be a list of event names.');
  const names = [...new Set(list.map((name) => String(name).trim()).filter((name) => name !== ''))];
  if (names.length === 0) throw ValidationError.field('events', 'At least one event is required.');
  const unknown = names.filter((name) => !(EVENT_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw ValidationError.field(
      'events',
      `Unknown event ${unknown.map((name) => `"${name}"`).join(', ')}; known: ${EVENT_NAMES.join(', ')}.`,
    );
  }
  return names as EventName[];
}

function checkSecret(secret: unknown): string {
  if (secret === undefined || secret === null) return generateSecret();
  // Any non-empty secret the subscriber chose is accepted (the fixture of decisions §1 uses `s3cret`);
  // a generated one is 32 random bytes.
  if (typeof secret !== 'string' || secret.trim().length === 0 || secret.length > 512) {
    throw ValidationError.field('secret', 'The secret must be a non-empty string of at most 512 characters.');
  }
  return secret;
}

export interface WebhookInput {
  url: unknown;
  events: unknown;
  secret?: unknown;
}

export async function createWebhook(
  db: Executor,
  workspaceId: number,
  input: WebhookInput,
  rules: WebhookRules,
): Promise<{ webhook: WebhookView; secret: string }> {
  const url = checkUrl(input.url, rules);
  const events = checkEvents(input.events);
  const secret = checkSecret(input.secret);
  const now = nowIso();
  const row = await insertWebhook(db, {
    workspace_id: workspaceId,
    url,
    events: JSON.stringify(events),
    secret,
    state: 'active',
    created_at: now,
    updated_at: now,
  });
  return { webhook: webhookView(row), secret };
}

async function mustFind(db: Executor, id: number): Promise<Webhook> {
  const hook = await findWebhook(db, id);
  if (!hook) throw new NotFoundError('Webhook');
  return hook;
}

export async function listWorkspaceWebhooks(db: Executor, workspaceId: number): Promise<WebhookView[]> {
  return (await listWebhooks(db, workspaceId)).map(webhookView);
}

export async function updateWebhook(
  db: Executor,
  id: number,
  input: Partial<WebhookInput>,
  rules: WebhookRules,
): Promise<WebhookView> {
  await mustFind(db, id);
  const changes: { url?: string; events?: string; updated_at: string } = { updated_at: nowIso() };
  if (input.url !== undefined) changes.url = checkUrl(input.url, rules);
  if (input.events !== undefined) changes.events = JSON.stringify(checkEvents(input.events));
  return webhookView((await updateWebhookRow(db, id, changes))!);
}

export async function deleteWebhook(db: Executor, id: number): Promise<{ id: number; deleted: true }> {
  if (!(await deleteWebhookRow(db, id))) throw new NotFoundError('Webhook');
  return { id, deleted: true };
}

export async function rotateSecret(
  db: Executor,
  id: number,
  secret?: unknown,
): Promise<{ id: number; secret: string }> {
  await mustFind(db, id);
  const next = checkSecret(secret);
  await updateWebhookRow(db, id, { secret: next, updated_at: nowIso() });
  return { id, secret: next };
}

async function wakeSender(db: Executor, webhookId: number, delivery: string | null): Promise<void> {
  const payload: DeliveryJobPayload = { webhookId, delivery };
  await enqueueJob(db, {
    lane: WEBHOOKS_LANE,
    name: WEBHOOK_DELIVERY_JOB,
    payload,
    maxAttempts: DELIVERY_JOB_MAX_ATTEMPTS,
  });
  await announceJobs(db, WEBHOOKS_LANE);
}

/**
 * Resumes a webhook (stopped or not) and clears its failure count. Deliveries held while it was
 * stopped are queued again, oldest first, each with a fresh cycle of attempts. Call in a transaction.
 */
export async function resumeWebhook(tx: Tx, id: number): Promise<WebhookView> {
  await mustFind(tx, id);
  const now = nowIso();
  const hook = await updateWebhookRow(tx, id, {
    state: 'active',
    failure_count: 0,
    stopped_at: null,
    updated_at: now,
  });
  const requeued = await requeueHeldDeliveries(tx, id, now);
  // Each held delivery gets its job back, as when it was emitted: senders start in parallel.
  for (const { uid } of requeued) {
    await enqueueJob(tx, {
      lane: WEBHOOKS_LANE,
      name: WEBHOOK_DELIVERY_JOB,
      payload: { webhookId: id, delivery: uid } satisfies DeliveryJobPayload,
      maxAttempts: DELIVERY_JOB_MAX_ATTEMPTS,
      dedupeKey: deliveryJobKey(uid),
    });
  }
  // Also for a delivery emitted in the very instant of the stop, which was left pending, not held.
  await wakeSender(tx, id, null);
  return webhookView(hook!);
}

/**
 * Sends a logged delivery again with its original X-Service-Delivery and body bytes (a new signature
 * and timestamp), with a fresh cycle of attempts. Takes the delivery ULID, or the id of one of its log
 * entries. Call in a transaction.
 */
export async function replayDelivery(
  tx: Tx,
  reference: string,
): Promise<{ delivery: string; webhook: number; event: string; state: 'pending' }> {
  const delivery = /^\d+$/.test(reference)
    ? await findDeliveryByAttemptId(tx, Number(reference))
    : await findDeliveryByUid(tx, reference.toUpperCase());
  if (!delivery) throw new NotFoundError('Delivery');
  const hook = await mustFind(tx, delivery.webhook_id);
  if (hook.state === 'stopped' || delivery.state === 'held') {
    throw new ConflictError(
      `Webhook ${hook.id} is stopped; resume it first (its held deliveries go with it).`,
    );
  }
  if (delivery.state === 'pending') {
    throw new ConflictError(`Delivery ${delivery.uid} is still queued; it needs no replay.`);
  }
  const now = nowIso();
  await queueDeliveryAgain(tx, delivery, now);
  await wakeSender(tx, hook.id, delivery.uid);
  return { delivery: delivery.uid, webhook: hook.id, event: delivery.event, state: 'pending' };
}

/** The attempt log of a webhook, newest first (decisions §1). */
export async function webhookDeliveries(db: Executor, id: number, limit = 1000): Promise<AttemptLogRow[]> {
  await mustFind(db, id);
  return listAttempts(db, id, limit);
}

/**
 * Seed section `webhooks`: `[{key, url, events, secret}]` → `{key: {id}}`. Fixtures name local
 * receivers, so the private-address check is left to each attempt (which makes it with the worker's
 * SERVICE_WEBHOOK_ALLOW_PRIVATE); credentials and link-local addresses are refused here as always.
 */
export const seedWebhooks: SectionSeeder = async (db, workspace, entries) => {
  const out: Record<string, { id: number }> = {};
  for (const entry of entries as Record<string, unknown>[]) {
    if (!entry || typeof entry !== 'object' || typeof entry.key !== 'string') {
      throw ValidationError.field('webhooks.key', 'Every webhook needs a key.');
    }
    try {
      const { webhook } = await createWebhook(db, workspace.id, entry as unknown as WebhookInput, {
        allowPrivate: true,
      });
      out[entry.key] = { id: webhook.id };
    } catch (error) {
      if (error instanceof ValidationError) {
        const [field, messages] = Object.entries(error.errors)[0] ?? ['webhooks', [error.message]];
        throw ValidationError.field(`webhooks.${field}`, messages[0] ?? error.message);
      }
      throw error;
    }
  }
  return out;
};
