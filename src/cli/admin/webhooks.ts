import { parseArgs } from 'node:util';
import {
  createWebhook,
  deleteWebhook,
  listWorkspaceWebhooks,
  replayDelivery,
  resumeWebhook,
  rotateSecret,
  updateWebhook,
  webhookDeliveries,
} from '../../domain/webhooks.js';
import { findWorkspaceBySlug } from '../../domain/workspaces.js';
import type { AdminCommand } from '../admin.js';
import { required } from './arguments.js';
import { inTransaction } from '../../db/connection.js';

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
export const webhookCreate: AdminCommand = async (args, { database, config }) => {
  const { values } = parseArgs({
    args,
    options: {
      workspace: { type: 'string' },
      url: { type: 'string' },
      events: { type: 'string' },
      secret: { type: 'string' },
    },
  });
  const workspace = await findWorkspaceBySlug(database.db, required(values, 'workspace'));
  const { webhook, secret } = await createWebhook(
    database.db,
    workspace.id,
    { url: required(values, 'url'), events: required(values, 'events'), secret: values.secret },
    { allowPrivate: config.webhookAllowPrivate },
  );
  return { ...webhook, secret };
};

/** `webhook list --workspace SLUG`: `[{id, url, events, state, failure_count}]`. */
export const webhookList: AdminCommand = async (args, { database }) => {
  const { values } = parseArgs({ args, options: { workspace: { type: 'string' } } });
  const workspace = await findWorkspaceBySlug(database.db, required(values, 'workspace'));
  return listWorkspaceWebhooks(database.db, workspace.id);
};

/** `webhook update ID [--url URL] [--events a,b]`: prints the webhook. */
export const webhookUpdate: AdminCommand = async (args, { database, config }) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { url: { type: 'string' }, events: { type: 'string' } },
  });
  const id = webhookId(positionals, 'update ID [--url URL] [--events a,b]');
  if (values.url === undefined && values.events === undefined) {
    throw new Error('Nothing to change: give --url and/or --events');
  }
  return updateWebhook(
    database.db,
    id,
    { url: values.url, events: values.events },
    { allowPrivate: config.webhookAllowPrivate },
  );
};

/** `webhook delete ID`: the webhook, its queued deliveries and its log go. */
export const webhookDelete: AdminCommand = async (args, { database }) => {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  return deleteWebhook(database.db, webhookId(positionals, 'delete ID'));
};

/** `webhook deliveries ID [--limit N]`: the attempt log, newest first. */
export const webhookDeliveriesCommand: AdminCommand = async (args, { database }) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { limit: { type: 'string' } },
  });
  const id = webhookId(positionals, 'deliveries ID [--limit N]');
  if (values.limit !== undefined && !/^[1-9]\d{0,5}$/.test(values.limit)) {
    throw new Error('--limit must be a positive integer');
  }
  return webhookDeliveries(database.db, id, values.limit ? Number(values.limit) : undefined);
};

/** `webhook resume ID`: active again, failure count cleared, held deliveries queued again. */
export const webhookResume: AdminCommand = async (args, { database }) => {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  const id = webhookId(positionals, 'resume ID');
  return inTransaction(database.db, (trx) => resumeWebhook(trx, id));
};

/** `webhook replay DELIVERY`: sends a logged delivery again with its original X-Service-Delivery. */
export const webhookReplay: AdminCommand = async (args, { database }) => {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  const reference = positionals[0] ?? '';
  if (!/^(\d{1,12}|[0-9A-Za-z]{26})$/.test(reference)) {
    throw new Error('Usage: tandem admin webhook replay DELIVERY (the delivery ULID or a log entry id)');
  }
  return inTransaction(database.db, (trx) => replayDelivery(trx, reference));
};

/** `webhook rotate-secret ID [--secret S]`: prints the new secret; later attempts are signed with it. */
export const webhookRotateSecret: AdminCommand = async (args, { database }) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { secret: { type: 'string' } },
  });
  return rotateSecret(database.db, webhookId(positionals, 'rotate-secret ID [--secret S]'), values.secret);
};
