import { nowIso } from '../clock.js';
import { inTransaction } from '../db/connection.js';
import {
  CHAT_LANE,
  CHAT_POST_ATTEMPTS,
  CHAT_POST_JOB,
  chatRetryWaitSeconds,
  type ChatPostPayload,
} from '../chat/job-names.js';
import { postToChannel } from '../chat/send.js';
import { channelToPost, recordPostOutcome } from '../domain/integrations/chat-channels.js';
import { RetryJobError, type JobDefinition } from '../queue/types.js';

/**
 * Posts one message to one chat channel (issue 41). A 4xx or a refused address is not retried; other
 * failures are, four attempts in all with the webhooks' waits. A channel that is gone, stopped, or for
 * another project than the message's issue posts nothing.
 */
export const chatPostJob: JobDefinition = {
  name: CHAT_POST_JOB,
  lane: CHAT_LANE,
  // The waits are the configured ones, given with each failure below; this is the fallback.
  retry: {
    maxAttempts: CHAT_POST_ATTEMPTS,
    backoffSeconds: (attempt) => chatRetryWaitSeconds([10, 60, 300], attempt),
  },
  async handle(payload: ChatPostPayload, { db, config, job }) {
    const channel = await channelToPost(db, payload.channel, payload.message);
    if (!channel) return;
    const result = await postToChannel(channel, payload.message, config.appUrl, {
      timeoutMs: config.webhookTimeoutSeconds * 1000,
      allowPrivate: config.webhookAllowPrivate,
    });
    await inTransaction(db, (tx) => recordPostOutcome(tx, channel.id, result, nowIso()));
    if (result.outcome === 'retry') {
      const wait = chatRetryWaitSeconds(config.webhookRetryDelaysSeconds, job.attempts);
      throw new RetryJobError(result.error ?? 'The post failed', wait);
    }
    if (result.outcome === 'give_up') throw new RetryJobError(result.error ?? 'The post was refused', null);
  },
};
