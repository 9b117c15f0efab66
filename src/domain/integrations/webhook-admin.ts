import { recordWebhookChange } from '../people/audit-log.js';
import { isoAfter } from '../../clock.js';
import type { Executor, Tx } from '../../db/connection.js';
import {
  findDeliveryByAttemptId,
  findWebhook,
  listAttempts,
  listWebhooks,
} from '../../repositories/webhooks.js';
import { LOG_RETENTION_DAYS } from '../../webhooks/jobs.js';
import type { Caller } from '../caller.js';
import { NotFoundError } from '../../errors.js';
import { assertCanAdministerWorkspace } from '../policy.js';
import {
  createWebhook,
  deleteWebhook,
  replayDelivery,
  resumeWebhook,
  rotateSecret,
  updateWebhook,
  webhookView,
  type WebhookInput,
  type WebhookRules,
} from './webhooks.js';

/**
 * Administration → Webhooks (decisions §9.6): the admin CLI's webhook rules (webhooks.ts, the same
 * target checks), for the caller's workspace only and for owners and admins only.
 */
async function mustFindInWorkspace(db: Executor, caller: Caller, id: number) {
  assertCanAdministerWorkspace(caller);
  const hook = await findWebhook(db, id);
  if (!hook || hook.workspace_id !== caller.workspace.id) throw new NotFoundError('Webhook');
  return hook;
}

export async function listWebhooksOf(db: Executor, caller: Caller) {
  assertCanAdministerWorkspace(caller);
  return (await listWebhooks(db, caller.workspace.id)).map((hook) => ({
    ...webhookView(hook),
    created_at: hook.created_at,
  }));
}

export async function createWebhookIn(tx: Tx, caller: Caller, input: WebhookInput, rules: WebhookRules) {
  assertCanAdministerWorkspace(caller);
  const { webhook, secret } = await createWebhook(tx, caller.workspace.id, input, rules);
  await recordWebhookChange(tx, caller, caller.workspace.id, 'webhook.created', webhook);
  return { ...webhook, secret };
}

export async function updateWebhookIn(
  tx: Tx,
  caller: Caller,
  id: number,
  input: Partial<WebhookInput>,
  rules: WebhookRules,
) {
  await mustFindInWorkspace(tx, caller, id);
  const webhook = await updateWebhook(tx, id, input, rules);
  await recordWebhookChange(tx, caller, caller.workspace.id, 'webhook.updated', webhook, {
    changed: Object.keys(input).filter(
      (key) => key !== 'secret' && input[key as keyof WebhookInput] !== undefined,
    ),
  });
  return webhook;
}

export async function deleteWebhookIn(tx: Tx, caller: Caller, id: number): Promise<void> {
  const hook = await mustFindInWorkspace(tx, caller, id);
  await deleteWebhook(tx, id);
  await recordWebhookChange(tx, caller, caller.workspace.id, 'webhook.deleted', hook);
}

export async function rotateSecretIn(tx: Tx, caller: Caller, id: number) {
  const hook = await mustFindInWorkspace(tx, caller, id);
  const { secret } = await rotateSecret(tx, id);
  await recordWebhookChange(tx, caller, caller.workspace.id, 'webhook.secret_rotated', hook);
  return { ...webhookView((await findWebhook(tx, id))!), secret };
}

/** Call in a transaction. */
export async function resumeWebhookIn(tx: Tx, caller: Caller, id: number) {
  await mustFindInWorkspace(tx, caller, id);
  return resumeWebhook(tx, id);
}

/** The delivery log of the last seven days (older entries are removed hourly), newest first. */
export async function deliveriesOf(
  db: Executor,
  caller: Caller,
  id: number,
  filter: { event?: string; result?: 'success' | 'failure' },
) {
  await mustFindInWorkspace(db, caller, id);
  return listAttempts(db, id, 1000, {
    ...filter,
    since: isoAfter(-LOG_RETENTION_DAYS * 24 * 3600 * 1000),
  });
}

/** Replays the delivery a log entry belongs to. Call in a transaction. */
export async function replayDeliveryIn(tx: Tx, caller: Caller, attemptId: number) {
  assertCanAdministerWorkspace(caller);
  const delivery = await findDeliveryByAttemptId(tx, attemptId);
  if (!delivery || delivery.workspace_id !== caller.workspace.id) throw new NotFoundError('Delivery');
  return replayDelivery(tx, String(attemptId));
}
