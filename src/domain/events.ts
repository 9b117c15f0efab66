import type { Executor } from '../db/connection.js';

/** The webhook events of the contract's Events section. */
export const EVENT_NAMES = [
  'issue.created',
  'issue.updated',
  'issue.status_changed',
  'issue.assigned',
  'comment.created',
  'run.completed',
  'run.failed',
  'delivery.recorded',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/**
 * The one event emitter. Called inside the transaction of the change that caused the event, it writes
 * one outbox row per matching webhook, so the event commits or rolls back with the change.
 *
 * TODO(webhooks issue): write the outbox rows; until then events are dropped here.
 */
export async function emitEvent(
  _db: Executor,
  _workspace: { id: number; slug: string },
  _event: EventName,
  _data: Record<string, unknown>,
): Promise<void> {}
