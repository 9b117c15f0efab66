import type { ChatEvent, ChatKind } from '../schemas/enums.js';

/**
 * What a chat post says (issue 41), platform-neutral: the domain takes it from an event's data
 * (src/domain/integrations/chat-messages.ts), a job renders it for the channel's platform when it posts.
 * `issue` (`ACME-12`) matches per-project channels; `path` is under the application's address.
 */
export interface ChatMessage {
  event: ChatEvent;
  issue: string | null;
  headline: string;
  detail: string | null;
  path: string | null;
}

/** Slack's limits: a plain_text object in a section up to 3,000 characters, a button's text 75. */
const SLACK_SECTION_MAX = 3000;
const SLACK_BUTTON_MAX = 75;

function cut(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/**
 * Slack's message text is mrkdwn: `<!channel>`, `<@U123>` and `<url|label>` would act. Its own escaping
 * (&, <, >) makes a title that holds them read as written.
 */
export function escapeSlack(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function linkOf(message: ChatMessage, appUrl: string): string | null {
  return message.path === null ? null : `${appUrl}${message.path}`;
}

function buttonLabel(message: ChatMessage): string {
  return cut(message.issue ? `Open ${message.issue}` : 'Open in Tandem', SLACK_BUTTON_MAX);
}

/**
 * A Slack incoming-webhook message in Block Kit: `text` is the notification's fallback (escaped
 * mrkdwn); the blocks are plain_text, which Slack never parses for mentions or links.
 */
export function slackPayload(message: ChatMessage, appUrl: string): Record<string, unknown> {
  const link = linkOf(message, appUrl);
  const blocks: Record<string, unknown>[] = [
    {
      type: 'section',
      text: { type: 'plain_text', text: cut(message.headline, SLACK_SECTION_MAX), emoji: false },
    },
  ];
  if (message.detail !== null) {
    blocks.push({
      type: 'section',
      text: { type: 'plain_text', text: cut(message.detail, SLACK_SECTION_MAX), emoji: false },
    });
  }
  if (link !== null) {
    blocks.push({
      type: 'actions',
      elements: [
        { type: 'button', text: { type: 'plain_text', text: buttonLabel(message), emoji: false }, url: link },
      ],
    });
  }
  return { text: escapeSlack(cut(message.headline, SLACK_SECTION_MAX)), blocks };
}

/**
 * A Microsoft Teams incoming-webhook message: one Adaptive Card (schema 1.4, which Teams renders) as
 * the attachment of a `message`. Text blocks wrap; the link is an Action.OpenUrl button.
 */
export function teamsPayload(message: ChatMessage, appUrl: string): Record<string, unknown> {
  const link = linkOf(message, appUrl);
  const body: Record<string, unknown>[] = [
    { type: 'TextBlock', text: message.headline, weight: 'Bolder', size: 'Medium', wrap: true },
  ];
  if (message.detail !== null) body.push({ type: 'TextBlock', text: message.detail, wrap: true });
  const card: Record<string, unknown> = {
    $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
    type: 'AdaptiveCard',
    version: '1.4',
    body,
  };
  if (link !== null) card.actions = [{ type: 'Action.OpenUrl', title: buttonLabel(message), url: link }];
  return {
    type: 'message',
    attachments: [
      { contentType: 'application/vnd.microsoft.card.adaptive', contentUrl: null, content: card },
    ],
  };
}

export function chatPayload(kind: ChatKind, message: ChatMessage, appUrl: string): Record<string, unknown> {
  return kind === 'slack' ? slackPayload(message, appUrl) : teamsPayload(message, appUrl);
}
