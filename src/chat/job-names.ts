import type { ChatMessage } from './render.js';

/** Names shared by the fan-out (which enqueues) and the job definition (which posts). */
export const CHAT_POST_JOB = 'chat.post';
/** Chat posts travel with webhook deliveries: a worker serving webhooks serves them. */
export const CHAT_LANE = 'webhooks';
/**
 * As a webhook delivery (contract, Limits): four attempts, with the webhooks' waits between them
 * (SERVICE_WEBHOOK_RETRY_DELAYS, 10 s, 1 min and 5 min by default).
 */
export const CHAT_POST_ATTEMPTS = 4;
export function chatRetryWaitSeconds(delays: readonly number[], attempt: number): number {
  return delays[Math.min(attempt, delays.length) - 1] ?? 300;
}

export interface ChatPostPayload {
  channel: number;
  message: ChatMessage;
}
