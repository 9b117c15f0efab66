import type { Executor } from '../../db/connection.js';
import { CHAT_LANE, CHAT_POST_ATTEMPTS, CHAT_POST_JOB, type ChatPostPayload } from '../../chat/job-names.js';
import { enqueueJob } from '../../queue/queue.js';
import { announceJobs } from '../../queue/notifier.js';
import { channelSubscriptions } from '../../repositories/chat-channels.js';
import { subscribedEvents } from '../../webhooks/outbox.js';
import { carriesChatNews, chatMessagesOf } from './chat-messages.js';

type EventsToPost = readonly { event: string; data: Record<string, unknown> }[];

/** Writes an emit's chat posts in the caller's transaction (see `openChatFanout`). */
export interface ChatFanout {
  write(events: EventsToPost): Promise<void>;
}

async function readChannels(db: Executor, workspaceId: number) {
  return (await channelSubscriptions(db, workspaceId)).map((channel) => ({
    id: channel.id,
    events: subscribedEvents(channel.events),
  }));
}

async function queuePosts(
  db: Executor,
  channels: { id: number; events: Set<unknown> }[],
  events: EventsToPost,
): Promise<void> {
  if (channels.length === 0) return;
  let queued = 0;
  for (const { event, data } of events) {
    for (const message of chatMessagesOf(event, data)) {
      for (const channel of channels) {
        if (!channel.events.has(message.event)) continue;
        const payload: ChatPostPayload = { channel: channel.id, message };
        await enqueueJob(db, {
          lane: CHAT_LANE,
          name: CHAT_POST_JOB,
          payload,
          maxAttempts: CHAT_POST_ATTEMPTS,
        });
        queued += 1;
      }
    }
  }
  if (queued > 0) await announceJobs(db, CHAT_LANE);
}

/**
 * Chat channels (issue 41) take their events from the one emitter (`emitEvents`): one post per chosen
 * event and channel is queued in the caller's transaction, so a post commits or rolls back with its
 * change. The channels are read only when an event could be told to one (most saves emit
 * `issue.updated`, which no channel hears). A per-project channel is matched when the post goes out
 * (the event names its issue, not the project).
 */
export async function writeChatPosts(db: Executor, workspace: { id: number }, events: EventsToPost) {
  if (!events.some(({ event }) => carriesChatNews(event))) return;
  await queuePosts(db, await readChannels(db, workspace.id), events);
}

/**
 * `writeChatPosts` in two steps, for issue creation: the channels are read now, before its hot lock
 * (like `openOutbox`), and the posts written later in the same transaction.
 */
export async function openChatFanout(db: Executor, workspace: { id: number }): Promise<ChatFanout> {
  const channels = await readChannels(db, workspace.id);
  return { write: (events) => queuePosts(db, channels, events) };
}
