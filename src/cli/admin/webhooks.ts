import { inTransaction } from '../../db/connection.js';
import {
  createWebhook,
  deleteWebhook,
  listWorkspaceWebhooks,
  replayDelivery,
  resumeWebhook,
  rotateSecret,
  updateWebhook,
  webhookDeliveries,
} from '../../domain/integrations/webhooks.js';
import { findWorkspaceBySlug } from '../../domain/people/workspaces.js';
import { recordWebhookChange, webhookBeforeChange } from '../../domain/people/audit-log.js';
import { defineAdminCommand } from './command.js';
import { required } from './arguments.js';

/**
 * `tandem admin webhook …` (decisions §1): webhooks are managed here, never over the API. Every
 * command prints JSON on stdout; `list`, `deliveries` and `resume` print exactly the shapes of §1.
 */
function webhookId(positionals: string[], usage: string): number {
  const value = positionals[0] ?? '';
  if (!/^[1-9]\d{0,9}$/.test(value)) throw new Error(`Usage: tandem admin webhook ${usage}`);
  return Number(value);
}

/** `webhook create --workspace SLUG --url URL --events a,b [--secret S]`: prints the webhook and its secret. */
export const webhookCreate = defineAdminCommand({
  summary: 'Create a webhook; prints it with its signing secret',
  options: {
    workspace: { type: 'string' },
    url: { type: 'string' },
    events: { type: 'string' },
    secret: { type: 'string' },
  },
  run: async ({ values }, { database, config }) => {
    const workspace = await findWorkspaceBySlug(database.db, required(values, 'workspace'));
    return inTransaction(database.db, async (tx) => {
      const { webhook, secret } = await createWebhook(
        tx,
        workspace.id,
        { url: required(values, 'url'), events: required(values, 'events'), secret: values.secret },
        { allowPrivate: config.webhookAllowPrivate },
      );
      await recordWebhookChange(tx, null, workspace.id, 'webhook.created', webhook);
      return { ...webhook, secret };
    });
  },
});

/** `webhook list --workspace SLUG`: `[{id, url, events, state, failure_count}]`. */
export const webhookList = defineAdminCommand({
  summary: "List a workspace's webhooks",
  options: { workspace: { type: 'string' } },
  run: async ({ values }, { database }) => {
    const workspace = await findWorkspaceBySlug(database.db, required(values, 'workspace'));
    return listWorkspaceWebhooks(database.db, workspace.id);
  },
});

/** `webhook update ID [--url URL] [--events a,b]`: prints the webhook. */
export const webhookUpdate = defineAdminCommand({
  summary: "Change a webhook's URL or events",
  arguments: '[id]',
  options: { url: { type: 'string' }, events: { type: 'string' } },
  run: async ({ values, positionals }, { database, config }) => {
    const id = webhookId(positionals, 'update ID [--url URL] [--events a,b]');
    if (values.url === undefined && values.events === undefined) {
      throw new Error('Nothing to change: give --url and/or --events');
    }
    return inTransaction(database.db, async (tx) => {
      const before = await webhookBeforeChange(tx, id);
      const webhook = await updateWebhook(
        tx,
        id,
        { url: values.url, events: values.events },
        { allowPrivate: config.webhookAllowPrivate },
      );
      const changed = (['url', 'events'] as const).filter((key) => values[key] !== undefined);
      await recordWebhookChange(tx, null, before.workspace_id, 'webhook.updated', webhook, { changed });
      return webhook;
    });
  },
});

/** `webhook delete ID`: the webhook, its queued deliveries and its log go. */
export const webhookDelete = defineAdminCommand({
  summary: 'Delete a webhook with its queued deliveries and log',
  arguments: '[id]',
  options: {},
  run: async ({ positionals }, { database }) => {
    const id = webhookId(positionals, 'delete ID');
    return inTransaction(database.db, async (tx) => {
      const before = await webhookBeforeChange(tx, id);
      const deleted = await deleteWebhook(tx, id);
      await recordWebhookChange(tx, null, before.workspace_id, 'webhook.deleted', before);
      return deleted;
    });
  },
});

/** `webhook deliveries ID [--limit N]`: the attempt log, newest first. */
export const webhookDeliveriesCommand = defineAdminCommand({
  summary: "A webhook's delivery log, newest first",
  arguments: '[id]',
  options: { limit: { type: 'string' } },
  run: async ({ values, positionals }, { database }) => {
    const id = webhookId(positionals, 'deliveries ID [--limit N]');
    if (values.limit !== undefined && !/^[1-9]\d{0,5}$/.test(values.limit)) {
      throw new Error('--limit must be a positive integer');
    }
    return webhookDeliveries(database.db, id, values.limit ? Number(values.limit) : undefined);
  },
});

/** `webhook resume ID`: active again, failure count cleared, held deliveries queued again. */
export const webhookResume = defineAdminCommand({
  summary: 'Resume a stopped webhook and clear its failure count',
  arguments: '[id]',
  options: {},
  run: async ({ positionals }, { database }) => {
    const id = webhookId(positionals, 'resume ID');
    return inTransaction(database.db, (tx) => resumeWebhook(tx, id));
  },
});

/** `webhook replay DELIVERY`: sends a logged delivery again with its original X-Service-Delivery. */
export const webhookReplay = defineAdminCommand({
  summary: 'Send a logged delivery again (by delivery ULID or log entry id)',
  arguments: '[delivery]',
  options: {},
  run: async ({ positionals }, { database }) => {
    const reference = positionals[0] ?? '';
    if (!/^(\d{1,12}|[0-9A-Za-z]{26})$/.test(reference)) {
      throw new Error('Usage: tandem admin webhook replay DELIVERY (the delivery ULID or a log entry id)');
    }
    return inTransaction(database.db, (tx) => replayDelivery(tx, reference));
  },
});

/** `webhook rotate-secret ID [--secret S]`: prints the new secret; later attempts are signed with it. */
export const webhookRotateSecret = defineAdminCommand({
  summary: "Rotate a webhook's signing secret; prints the new one",
  arguments: '[id]',
  options: { secret: { type: 'string' } },
  run: async ({ values, positionals }, { database }) => {
    const id = webhookId(positionals, 'rotate-secret ID [--secret S]');
    return inTransaction(database.db, async (tx) => {
      const before = await webhookBeforeChange(tx, id);
      const rotated = await rotateSecret(tx, id, values.secret);
      await recordWebhookChange(tx, null, before.workspace_id, 'webhook.secret_rotated', before);
      return rotated;
    });
  },
});
