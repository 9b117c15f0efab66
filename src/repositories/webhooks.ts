import { PostgresAdapter, type Insertable, type Updateable } from 'kysely';
import type { Executor } from '../db/connection.js';
import type {
  Webhook,
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
  WebhookDelivery,
  WebhooksTable,
} from '../db/schema.js';

/** Queries of webhooks, their deliveries (the outbox) and the attempt log. */

export async function insertWebhook(db: Executor, values: Insertable<WebhooksTable>): Promise<Webhook> {
  return db.insertInto('webhooks').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function findWebhook(db: Executor, id: number): Promise<Webhook | undefined> {
  return db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listWebhooks(db: Executor, workspaceId: number): Promise<Webhook[]> {
  return db
    .selectFrom('webhooks')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .orderBy('id')
    .execute();
}

export async function updateWebhook(
  db: Executor,
  id: number,
  values: Updateable<WebhooksTable>,
): Promise<Webhook | undefined> {
  return db.updateTable('webhooks').set(values).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteWebhook(db: Executor, id: number): Promise<boolean> {
  const result = await db.deleteFrom('webhooks').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The active webhooks of a workspace; the caller filters by event (a workspace has few). On PostgreSQL
 * the rows are held with KEY SHARE until the caller commits, so that a webhook deleted meanwhile cannot
 * make the caller's delivery rows fail their foreign key (and with them the user's write); senders'
 * updates of the same rows are not blocked. SQLite runs one write transaction at a time anyway.
 */
export async function activeWebhooks(
  db: Executor,
  workspaceId: number,
): Promise<Pick<Webhook, 'id' | 'events'>[]> {
  const query = db
    .selectFrom('webhooks')
    .select(['id', 'events'])
    .where('workspace_id', '=', workspaceId)
    .where('state', '=', 'active')
    .orderBy('id');
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (postgres ? query.forKeyShare() : query).execute();
}

const DELIVERY_INSERT_CHUNK = 500;

export async function insertDeliveries(
  db: Executor,
  rows: Insertable<WebhookDeliveriesTable>[],
): Promise<void> {
  // In chunks: the events of one change times the workspace's webhooks stay under every driver's
  // parameter limit (SQLite's is 32,766).
  for (let i = 0; i < rows.length; i += DELIVERY_INSERT_CHUNK) {
    await db
      .insertInto('webhook_deliveries')
      .values(rows.slice(i, i + DELIVERY_INSERT_CHUNK))
      .execute();
  }
}

export async function findDeliveryByUid(db: Executor, uid: string): Promise<WebhookDelivery | undefined> {
  return db.selectFrom('webhook_deliveries').selectAll().where('uid', '=', uid).executeTakeFirst();
}

export async function findDeliveryByAttemptId(
  db: Executor,
  attemptId: number,
): Promise<WebhookDelivery | undefined> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll('webhook_deliveries')
    .innerJoin('webhook_attempts', 'webhook_attempts.delivery_id', 'webhook_deliveries.id')
    .where('webhook_attempts.id', '=', attemptId)
    .executeTakeFirst();
}

/** The oldest pending delivery of a webhook that is due: event order, as far as retries allow. */
function nextDue(db: Executor, webhookId: number, now: string) {
  return db
    .selectFrom('webhook_deliveries')
    .where('webhook_deliveries.webhook_id', '=', webhookId)
    .where('webhook_deliveries.state', '=', 'pending')
    .where('webhook_deliveries.next_attempt_at', '<=', now)
    .orderBy('webhook_deliveries.id')
    .limit(1);
}

export async function nextDueDelivery(
  db: Executor,
  webhookId: number,
  now: string,
): Promise<WebhookDelivery | undefined> {
  return nextDue(db, webhookId, now).selectAll().executeTakeFirst();
}

export async function updateDelivery(
  db: Executor,
  id: number,
  expectedAttempts: number,
  values: Updateable<WebhookDeliveriesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set(values)
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where('attempts', '=', expectedAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Pending deliveries of a stopped webhook wait, held, for `resume`. */
export async function holdPendingDeliveries(db: Executor, webhookId: number): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ state: 'held' })
    .where('webhook_id', '=', webhookId)
    .where('state', '=', 'pending')
    .execute();
}

export interface DueDelivery {
  delivery: WebhookDelivery;
  /** The webhook as it is now: where to send, with what secret, and whether the caller still sends. */
  hook: Pick<Webhook, 'url' | 'secret' | 'state' | 'failure_count' | 'sending_by'>;
}

/** `nextDueDelivery` with its webhook, in one query (the sender's loop runs it once per delivery). */
export async function nextDueDeliveryWithWebhook(
  db: Executor,
  webhookId: number,
  now: string,
): Promise<DueDelivery | undefined> {
  const row = await nextDue(db, webhookId, now)
    .innerJoin('webhooks', 'webhooks.id', 'webhook_deliveries.webhook_id')
    .selectAll('webhook_deliveries')
    .select([
      'webhooks.url as hook_url',
      'webhooks.secret as hook_secret',
      'webhooks.state as hook_state',
      'webhooks.failure_count as hook_failure_count',
      'webhooks.sending_by as hook_sending_by',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const { hook_url, hook_secret, hook_state, hook_failure_count, hook_sending_by, ...delivery } = row;
  return {
    delivery,
    hook: {
      url: hook_url,
      secret: hook_secret,
      state: hook_state,
      failure_count: hook_failure_count,
      sending_by: hook_sending_by,
    },
  };
}

/** Drops a queued job no worker has claimed yet (claimed ones are left to finish). */
export async function dropUnclaimedJob(db: Executor, dedupeKey: string): Promise<void> {
  await db.deleteFrom('jobs').where('dedupe_key', '=', dedupeKey).where('locked_by', 'is', null).execute();
}

export async function insertAttempt(db: Executor, values: Insertable<WebhookAttemptsTable>): Promise<void> {
  await db.insertInto('webhook_attempts').values(values).execute();
}

export interface AttemptLogRow {
  id: number;
  delivery: string;
  event: string;
  attempt: number;
  status: number | null;
  duration_ms: number | null;
  error: string | null;
  created_at: string;
}

export interface AttemptFilter {
  event?: string;
  /** `success`: a 2xx answer; `failure`: anything else (an error, a timeout, another status). */
  result?: 'success' | 'failure';
  /** Only attempts logged at or after this time. */
  since?: string;
}

/** The attempt log of one webhook, newest first. */
export async function listAttempts(
  db: Executor,
  webhookId: number,
  limit: number,
  filter: AttemptFilter = {},
): Promise<AttemptLogRow[]> {
  let query = db
    .selectFrom('webhook_attempts')
    .innerJoin('webhook_deliveries', 'webhook_deliveries.id', 'webhook_attempts.delivery_id')
    .select([
      'webhook_attempts.id as id',
      'webhook_deliveries.uid as delivery',
      'webhook_deliveries.event as event',
      'webhook_attempts.attempt as attempt',
      'webhook_attempts.status as status',
      'webhook_attempts.duration_ms as duration_ms',
      'webhook_attempts.error as error',
      'webhook_attempts.created_at as created_at',
    ])
    .where('webhook_attempts.webhook_id', '=', webhookId);
  if (filter.event !== undefined) query = query.where('webhook_deliveries.event', '=', filter.event);
  if (filter.since !== undefined) query = query.where('webhook_attempts.created_at', '>=', filter.since);
  if (filter.result === 'success') {
    query = query.where('webhook_attempts.status', '>=', 200).where('webhook_attempts.status', '<', 300);
  } else if (filter.result === 'failure') {
    query = query.where((eb) =>
      eb.or([
        eb('webhook_attempts.status', 'is', null),
        eb('webhook_attempts.status', '<', 200),
        eb('webhook_attempts.status', '>=', 300),
      ]),
    );
  }
  return query.orderBy('webhook_attempts.id', 'desc').limit(limit).execute();
}

/** Retention: attempts logged before `cutoff`, and deliveries finished (or held) since before it. */
export async function deleteLogsBefore(
  db: Executor,
  cutoff: string,
): Promise<{ attempts: number; deliveries: number }> {
  const attempts = await db
    .deleteFrom('webhook_attempts')
    .where('created_at', '<', cutoff)
    .executeTakeFirst();
  const deliveries = await db
    .deleteFrom('webhook_deliveries')
    .where((eb) =>
      eb.or([
        eb.and([eb('state', 'in', ['delivered', 'failed']), eb('finished_at', '<', cutoff)]),
        eb.and([eb('state', '=', 'held'), eb('created_at', '<', cutoff)]),
      ]),
    )
    .executeTakeFirst();
  return { attempts: Number(attempts.numDeletedRows), deliveries: Number(deliveries.numDeletedRows) };
}
