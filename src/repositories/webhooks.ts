import { PostgresAdapter, type Insertable, type Updateable } from 'kysely';
import { isPostgres } from '../db/migration-helpers.js';
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

/**
 * A webhook's pending deliveries that are due and that no live sender is sending: never attempted yet,
 * waiting for a retry, or left mid-attempt by a sender whose slot lease ran out (interrupted).
 */
function sendable(db: Executor, webhookId: number, now: string) {
  return db
    .selectFrom('webhook_deliveries as d')
    .where('d.webhook_id', '=', webhookId)
    .where('d.state', '=', 'pending')
    .where('d.next_attempt_at', '<=', now)
    .where((eb) =>
      eb.or([
        eb('d.sending_since', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('webhook_senders as s')
              .select('s.slot')
              .whereRef('s.webhook_id', '=', 'd.webhook_id')
              .whereRef('s.locked_by', '=', 'd.sending_by')
              .where('s.locked_until', '>=', now),
          ),
        ),
      ]),
    );
}

/** How many deliveries of the webhook could be sent now, up to `limit`. */
export async function countSendable(
  db: Executor,
  webhookId: number,
  now: string,
  limit: number,
): Promise<number> {
  const rows = await sendable(db, webhookId, now).select('d.id').limit(limit).execute();
  return rows.length;
}

export interface DueDelivery {
  delivery: WebhookDelivery;
  /** The webhook as it is now: where to send, with what secret, and whether it sends at all. */
  hook: Pick<Webhook, 'url' | 'secret' | 'state' | 'failure_count'>;
}

/**
 * The oldest sendable delivery of the webhook with its webhook, locked until the caller's transaction
 * ends. On PostgreSQL rows another sender is claiming at the same moment are skipped (SKIP LOCKED), so
 * parallel senders each take a different delivery; SQLite's write transactions run one at a time.
 */
export async function lockNextSendable(
  db: Executor,
  webhookId: number,
  now: string,
): Promise<DueDelivery | undefined> {
  const query = sendable(db, webhookId, now)
    .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
    .selectAll('d')
    .select([
      'w.url as hook_url',
      'w.secret as hook_secret',
      'w.state as hook_state',
      'w.failure_count as hook_failure_count',
    ])
    .orderBy('d.id')
    .limit(1);
  const row = await (isPostgres(db) ? query.forUpdate('d').skipLocked() : query).executeTakeFirst();
  if (!row) return undefined;
  const { hook_url, hook_secret, hook_state, hook_failure_count, ...delivery } = row;
  return {
    delivery,
    hook: { url: hook_url, secret: hook_secret, state: hook_state, failure_count: hook_failure_count },
  };
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

/** A resumed webhook's held deliveries, pending again with a fresh cycle of attempts; their uids. */
export async function requeueHeldDeliveries(db: Executor, webhookId: number, now: string) {
  return db
    .updateTable('webhook_deliveries')
    .set((eb) => ({ state: 'pending', next_attempt_at: now, cycle_start: eb.ref('attempts') }))
    .where('webhook_id', '=', webhookId)
    .where('state', '=', 'held')
    .returning('uid')
    .execute();
}

/** A delivery sent again (a replay): pending now, with a fresh cycle of attempts. */
export async function queueDeliveryAgain(
  db: Executor,
  delivery: Pick<WebhookDelivery, 'id' | 'attempts'>,
  now: string,
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      state: 'pending',
      next_attempt_at: now,
      cycle_start: delivery.attempts,
      finished_at: null,
      sending_since: null,
    })
    .where('id', '=', delivery.id)
    .execute();
}

/**
 * Pending deliveries of a stopped webhook wait, held, for `resume`; one with an attempt under way is
 * left to its sender, which holds it when the attempt ends (see dispatcher.ts).
 */
export async function holdPendingDeliveries(db: Executor, webhookId: number): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ state: 'held' })
    .where('webhook_id', '=', webhookId)
    .where('state', '=', 'pending')
    .where('sending_since', 'is', null)
    .execute();
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
