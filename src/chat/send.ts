import { postJson, type AttemptResult, type SendOptions } from '../webhooks/send.js';
import type { ChatKind } from '../schemas/enums.js';
import { chatPayload, type ChatMessage } from './render.js';

/** One post of a message to a chat channel's incoming webhook, under the webhook rules. */
export async function postToChannel(
  channel: { kind: ChatKind; webhook_url: string },
  message: ChatMessage,
  appUrl: string,
  options: SendOptions,
): Promise<AttemptResult> {
  const body = Buffer.from(JSON.stringify(chatPayload(channel.kind, message, appUrl)), 'utf8');
  return postJson(channel.webhook_url, body, { 'user-agent': 'Tandem-Chat/1' }, options);
}
