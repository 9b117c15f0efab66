import type { Executor } from '../db/connection.js';
import { openOutbox, writeDeliveries } from '../webhooks/outbox.js';
import { openChatFanout, writeChatPosts } from './integrations/chat-posts.js';
import { recordLiveEvents } from './live-events.js';
import type { EventName, LiveOnlyEventName } from '../schemas/enums.js';

export interface EventToEmit {
  event: EventName;
  data: Record<string, unknown>;
}

/**
 * The one event emitter. Called inside the transaction of the change that caused the events, it writes
 * one outbox row (a webhook delivery) per event and active webhook of the workspace subscribed to it,
 * in the order given, and enqueues its job, so the events commit or roll back with the change. Chat
 * channels' posts are queued the same way (src/domain/integrations/chat-posts.ts). Workers
 * are woken at commit. Each `data` is the event's object as decisions §7.1 shapes it. The same events
 * go to the live log that browsers follow (`GET /api/v1/events`, src/domain/live-events.ts).
 */
export async function emitEvents(
  db: Executor,
  workspace: { id: number; slug: string },
  events: readonly EventToEmit[],
): Promise<void> {
  await writeDeliveries(db, workspace, events);
  await writeChatPosts(db, workspace, events);
  await recordLiveEvents(db, workspace, events);
}

/** `emitEvents` for a single event. */
export async function emitEvent(
  db: Executor,
  workspace: { id: number; slug: string },
  event: EventName,
  data: Record<string, unknown>,
): Promise<void> {
  await emitEvents(db, workspace, [{ event, data }]);
}

/**
 * Events for the browsers' live stream alone (no webhook delivery), written to the live log in the
 * caller's transaction like `emitEvents`' and announced at commit.
 */
export async function emitLiveOnlyEvent(
  db: Executor,
  workspace: { id: number; slug: string },
  event: LiveOnlyEventName,
  data: Record<string, unknown>,
): Promise<void> {
  await recordLiveEvents(db, workspace, [{ event, data }]);
}

/** Events to emit later in the same transaction, their webhooks read now (see `openOutbox`). */
export interface PreparedEmitter {
  /** `liveWritten`: the caller wrote the events' live rows itself (issue creation, with its number). */
  emit(events: readonly EventToEmit[], options?: { liveWritten?: boolean }): Promise<void>;
}

/**
 * `emitEvents` in two steps, for a caller that must run no statement between a hot row lock and its
 * commit when nothing is subscribed (issue creation: the gapless issue number).
 */
export async function prepareEvents(
  db: Executor,
  workspace: { id: number; slug: string },
): Promise<PreparedEmitter> {
  const outbox = await openOutbox(db, workspace);
  const chat = await openChatFanout(db, workspace);
  return {
    emit: async (events, options) => {
      await outbox.write(events);
      await chat.write(events);
      if (!options?.liveWritten) await recordLiveEvents(db, workspace, events);
    },
  };
}
