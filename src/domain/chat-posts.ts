import type { Executor } from '../db/connection.js';
import { CHAT_LANE, CHAT_POST_ATTEMPTS, CHAT_POST_JOB, type ChatPostPayload } from '../chat/job-names.js';
import { enqueueJob } from '../queue/queue.js';
import { announceJobs } from '../queue/notifier.js';
import { channelSubscriptions } from '../repositories/chat-channels.js';
import { chatMessagesOf } from './chat-messages.js';

/** Writes an emit's chat posts in the caller's transaction (see `openChatFanout`). */
export interface ChatFanout {
  write(events: readonly { event: string; data: Record<string, unknown> }[]): Promise<void>;
}

function subscribed(events: string): Set<unknown> {
  try {
    const list = JSON.parse(events) as unknown;
    return new Set(Array.isArray(list) ? list : []);
  } catch {
    return new Set();
  }
}

/**
 * Chat channels (issue 41) take their events from the one emitter (`emitEvents`): this reads the
 * workspace's channels once (before a hot lock, like `openOutbox`) and answers what queues one post per
 * chosen event and channel, in the caller's transaction, so a post commits or rolls back with its change.
 * A per-project channel is matched when the post goes out (the event names its issue, not the project).
 */
export async function openChatFanout(db: Executor, workspace: { id: number }): Promise<ChatFanout> {
  const channels = (await channelSubscriptions(db, workspace.id)).map((channel) => ({
    id: channel.id,
    events: subscribed(channel.events),
  }));
  return {
    write: async (events) => {
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
    },
  };
}
