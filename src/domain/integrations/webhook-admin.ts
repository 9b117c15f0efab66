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
import type { CommandContext } from '../context.js';
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

/** `rules`: the process's target rules (SERVICE_WEBHOOK_ALLOW_PRIVATE). */
export async function createWebhookIn(
  tx: Tx,
  ctx: CommandContext,
  input: WebhookInput & { rules: WebhookRules },
) {
  const { caller } = ctx;
  const { rules, ...hook } = input;
  assertCanAdministerWorkspace(caller);
  const { webhook, secret } = await createWebhook(tx, caller.workspace.id, hook, rules);
  await recordWebhookChange(tx, caller, caller.workspace.id, 'webhook.created', webhook);
  return { ...webhook, secret };
}

export async function updateWebhookIn(
  tx: Tx,
  ctx: CommandContext,
  input: { id: number; changes: Partial<WebhookInput>; rules: WebhookRules },
) {
  const { caller } = ctx;
  const { id, changes, rules } = input;
  await mustFindInWorkspace(tx, caller, id);
  const webhook = await updateWebhook(tx, id, changes, rules);
  await recordWebhookChange(tx, caller, caller.workspace.id, 'webhook.updated', webhook, {
    changed: Object.keys(changes).filter(
      (key) => key !== 'secret' && changes[key as keyof WebhookInput] !== undefined,
    ),
  });
  return webhook;
}

export async function deleteWebhookIn(tx: Tx, ctx: CommandContext, input: { id: number }): Promise<void> {
  const { caller } = ctx;
  const { id } = input;
  const hook = await mustFindInWorkspace(tx, caller, id);
  await deleteWebhook(tx, id);
  await recordWebhookChange(tx, caller, caller.workspace.id, 'webhook.deleted', hook);
}

export async function rotateSecretIn(tx: Tx, ctx: CommandContext, input: { id: number }) {
  const { caller } = ctx;
  const { id } = input;
  const hook = await mustFindInWorkspace(tx, caller, id);
  const { secret } = await rotateSecret(tx, id);
  await recordWebhookChange(tx, caller, caller.workspace.id, 'webhook.secret_rotated', hook);
  return { ...webhookView((await findWebhook(tx, id))!), secret };
}

/** Call in a transaction. */
export async function resumeWebhookIn(tx: Tx, ctx: CommandContext, input: { id: number }) {
  await mustFindInWorkspace(tx, ctx.caller, input.id);
  return resumeWebhook(tx, input.id);
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
/** `id`: the log entry's (the attempt's) id. */
export async function replayDeliveryIn(tx: Tx, ctx: CommandContext, input: { id: number }) {
  const { caller } = ctx;
  const attemptId = input.id;
  assertCanAdministerWorkspace(caller);
  const delivery = await findDeliveryByAttemptId(tx, attemptId);
  if (!delivery || delivery.workspace_id !== caller.workspace.id) throw new NotFoundError('Delivery');
  return replayDelivery(tx, String(attemptId));
}
